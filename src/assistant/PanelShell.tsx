/**
 * The chatbot panel's first frame, drawn by the launcher on the first click while the panel's
 * code loads: the same frame, title and question box, focused. What the reader types here becomes
 * the panel's draft when it takes over (Launcher), so the click answers at once even on a slow
 * phone and nothing typed is lost. Escape, the close button or a click outside closes it; Tab
 * stays inside.
 */
import React, {useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode} from 'react';
import {cycleFocus, focusAtEnd} from '@site/src/lib/focus';
import {CHATBOT} from './labels';
import {PanelHeader, QuestionField} from './PanelFrame';
import frame from './frame.module.css';

export interface PanelShellProps {
  /** The draft so far (typed here before a failed load, for instance). */
  draft: string;
  /** The field's text after each change. */
  onDraft: (text: string) => void;
  onClose: () => void;
}

export default function PanelShell({draft, onDraft, onClose}: PanelShellProps): ReactNode {
  const titleId = useId();
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => focusAtEnd(input.current), []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      cycleFocus(event, event.currentTarget, 'button:not([disabled]), textarea');
    }
  };
  return (
    <>
      <div className={frame.backdrop} onClick={onClose} aria-hidden="true" />
      <div className={frame.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-busy="true" onKeyDown={onKeyDown}>
        <PanelHeader titleId={titleId} onClose={onClose} />
        <div className={frame.log}>
          <p className={frame.welcome}>{CHATBOT.welcome}</p>
          <p role="status">Loading the chatbot…</p>
        </div>
        <form className={frame.form} onSubmit={(event) => event.preventDefault()}>
          <QuestionField ref={input} id={inputId} defaultValue={draft} onInput={(event) => onDraft(event.currentTarget.value)} />
          <button type="submit" className={frame.send} disabled>
            Send
          </button>
        </form>
        <p className={frame.footer}>{CHATBOT.footer}</p>
      </div>
    </>
  );
}
