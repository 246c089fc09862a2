import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {copyText, selectContents, COPIED_FEEDBACK_MS} from '@site/src/lib/clipboard';
import {abbreviate} from './abbreviate';
import a11y from '@site/src/css/a11y.module.css';
import styles from './styles.module.css';

export interface CopyValueProps {
  /** The exact value; always what gets copied. */
  value: string;
  /** Show only the first and last characters, e.g. [6, 4]. */
  abbreviate?: readonly [number, number];
  /** Makes the shown value a link, e.g. to a block explorer. */
  href?: string;
  /** What the value is, for the button's accessible name ("Copy Mainnet RPC URL"). */
  label?: string;
}

type State = 'idle' | 'copied' | 'manual';

/** A value shown as inline code with a button that copies it. */
export default function CopyValue({value, abbreviate: abbr, href, label}: CopyValueProps): ReactNode {
  const [state, setState] = useState<State>('idle');
  const codeRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const expanded = state === 'manual';
  const shown = abbr && !expanded ? abbreviate(value, abbr[0], abbr[1]) : value;
  const code = (
    <code ref={codeRef} className={styles.code} title={abbr ? value : undefined} data-value={value}>
      {shown}
    </code>
  );

  async function onCopy() {
    clearTimeout(timer.current);
    if (await copyText(value)) {
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    } else {
      setState('manual');
      // Wait for the full value to render, then select it for a manual copy.
      requestAnimationFrame(() => selectContents(codeRef.current));
    }
  }

  return (
    <span className={styles.wrapper}>
      {href ? (
        <Link to={href} className={styles.link}>
          {code}
        </Link>
      ) : (
        code
      )}
      <button
        type="button"
        className={styles.button}
        onClick={onCopy}
        aria-label={`Copy ${label ?? value}`}
        title="Copy">
        {state === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span role="status" className={state === 'manual' ? styles.hint : a11y.srOnly}>
        {state === 'copied' ? 'Copied to the clipboard' : ''}
        {state === 'manual' ? 'Copying is blocked here: the value is selected, press Ctrl+C (⌘C on a Mac).' : ''}
      </span>
    </span>
  );
}
