/**
 * A highlighted code block rendered in the browser: the highlighter chunk loads on first use,
 * and the code shows as plain text until it has. The server build swaps this module for
 * plugins/server-stubs/LiveHighlight.server.tsx, which renders the highlighted block directly,
 * so the server HTML never contains a Suspense fallback or React's streaming scripts.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {loadHighlighter} from '@site/src/lib/highlighter';
import styles from './styles.module.css';

/** The code as plain text, in the same box: while the highlighter loads, or for good if it cannot load. */
function PlainCode(): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    // eslint-disable-next-line react-hooks/refs -- the theme's word-wrap hook hands us a ref object to attach, not a value to read
    <pre ref={wordWrap.codeBlockRef} className={styles.plain} tabIndex={0}>
      <code>{metadata.code}</code>
    </pre>
  );
}

// A chunk that fails to load (offline, a deploy that removed it) must not take the page down with it:
// the code stays readable and copyable without colours.
const Highlighted = lazy(() => loadHighlighter().catch(() => ({default: PlainCode})));

export default function LiveHighlight(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCode />}>
      <Highlighted {...props} />
    </Suspense>
  );
}
