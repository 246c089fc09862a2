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

const Highlighted = lazy(loadHighlighter);

export default function LiveHighlight(props: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <Suspense
      fallback={
        <pre ref={wordWrap.codeBlockRef} className={styles.plain} tabIndex={0}>
          <code>{metadata.code}</code>
        </pre>
      }>
      <Highlighted {...props} />
    </Suspense>
  );
}
