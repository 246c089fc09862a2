/**
 * Code blocks without start-up cost. The server renders them fully highlighted. When the page
 * hydrates, this wrapper keeps that HTML as it is (React does not descend into an element whose
 * content is set with dangerouslySetInnerHTML), so the browser never loads Prism or tokenizes
 * code it already shows. The copy and word-wrap buttons stay React components: they read the
 * code from the block's metadata and the <pre> through the word-wrap ref, which we point at the
 * server's element.
 *
 * A block that mounts again after hydration (Tabs re-mount their panels once the browser takes
 * over, and readers navigate back) reuses the server HTML kept from the first mount. Only code
 * the page has never shown goes through LiveHighlight, which loads the highlighter chunk.
 *
 * This file does not import @theme-original itself: the original component is the highlighter
 * chunk (src/components/CodeHighlight/Highlighted.tsx), and importing it here would put Prism
 * back into every page's start-up code.
 */
import React, {useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import LiveHighlight from '@site/src/components/CodeHighlight/LiveHighlight';
import {isHydrating} from '@site/src/lib/hydration';
import styles from './styles.module.css';
import {ownHtml} from '@site/src/lib/trustedTypes';

type Props = WrapperProps<typeof ContentType>;
type Mode = 'server' | 'kept' | 'live';

/** Server HTML of the blocks hydrated so far, by everything that shapes their markup. */
const serverHtml = new Map<string, string>();
/**
 * React 19 rewrites innerHTML whenever the dangerouslySetInnerHTML object changes identity, even
 * with the same string, so the objects we pass must stay the same across renders.
 */
const KEEP_SERVER_HTML = {__html: ''};

/** The theme's word-wrap hook measures the element set on the ref object it hands out. */
function measureForWordWrap(ref: {current: HTMLPreElement | null}, pre: HTMLPreElement): void {
  ref.current = pre;
}

export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const key = JSON.stringify([
    metadata.code,
    metadata.language,
    metadata.lineNumbersStart,
    metadata.lineClassNames,
    props.className,
  ]);
  const [mode, setMode] = useState<Mode>(() => (isHydrating() ? 'server' : serverHtml.has(key) ? 'kept' : 'live'));
  const island = useRef<HTMLDivElement>(null);
  // Our own server HTML (with Prism's inline colours): the site's named Trusted Types policy, not the sanitiser.
  const [keptHtml] = useState(() => ({__html: ownHtml(serverHtml.get(key) ?? '')}));

  useLayoutEffect(() => {
    if (mode === 'live') return;
    const pre = island.current?.querySelector('pre');
    if (pre) {
      if (mode === 'server') serverHtml.set(key, island.current!.innerHTML);
      measureForWordWrap(wordWrap.codeBlockRef, pre);
      return;
    }
    // No server HTML after all (React rendered this part on the client): give the word-wrap
    // hook an element to measure for this commit, and highlight the code here.
    const placeholder = document.createElement('pre');
    placeholder.append(document.createElement('code'));
    measureForWordWrap(wordWrap.codeBlockRef, placeholder);
    setMode('live');
  }, [mode, key, wordWrap.codeBlockRef]);

  if (mode === 'server') {
    return <div ref={island} className={styles.island} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  if (mode === 'kept') {
    return <div ref={island} className={styles.island} dangerouslySetInnerHTML={keptHtml} />;
  }
  return (
    <div className={styles.island}>
      <LiveHighlight {...props} />
    </div>
  );
}
