/**
 * Code blocks without start-up cost: the server renders them highlighted, and on hydration this
 * wrapper keeps that HTML (React does not descend into dangerouslySetInnerHTML), so the browser
 * never loads Prism for code it already shows. The copy and word-wrap buttons stay React, pointed
 * at the server's <pre>. A block mounted again (Tabs re-mount panels, Back) reuses the kept server
 * HTML; only code never shown goes through LiveHighlight, which loads the highlighter chunk. No
 * @theme-original import here: the original is that chunk, and would put Prism in every page.
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
