/**
 * The chatbot panel's first frame, drawn by the launcher on the first click while the panel's
 * code loads: the same frame, title and question box, focused. What the reader types here becomes
 * the panel's draft when it takes over (Launcher), so the click answers at once even on a slow
 * phone and nothing typed is lost. A question sent here (Enter or Send) is asked as soon as the
 * panel is ready. Escape, the close button or a click outside closes it; Tab stays inside.
 */
import React, {useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {focusAtEnd} from '@site/src/lib/focus';
import {CHATBOT} from './labels';
import {PanelHeader, QuestionField, dialogKeys} from './PanelFrame';
import frame from './frame.module.css';

export interface PanelShellProps {
  /** The draft so far (typed here before a failed load, for instance). */
  draft: string;
  /** The field's text after each change. */
  onDraft: (text: string) => void;
  /** A question sent before the panel is ready: the launcher hands it to the panel to ask. */
  onAsk: (question: string) => void;
  onClose: () => void;
}

export default function PanelShell({draft, onDraft, onAsk, onClose}: PanelShellProps): ReactNode {
  const titleId = useId();
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [queued, setQueued] = useState(false);
  useLayoutEffect(() => focusAtEnd(input.current), []);
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const field = input.current;
    const question = field?.value.trim();
    if (!field || !question) return;
    onAsk(question);
    field.value = '';
    setQueued(true);
  };
  return (
    <>
      <div className={frame.backdrop} onClick={onClose} aria-hidden="true" />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog's own keys: Escape closes it, Tab keeps focus inside */}
      <div className={frame.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-busy="true" onKeyDown={dialogKeys(onClose, 'button:not([disabled]), textarea')}>
        <PanelHeader titleId={titleId} onClose={onClose} />
        <div className={frame.log}>
          <p className={frame.welcome}>{CHATBOT.welcome}</p>
          <p role="status">{queued ? 'Loading the chatbot… Your question is sent as soon as it is ready.' : 'Loading the chatbot…'}</p>
        </div>
        <form className={frame.form} onSubmit={send}>
          <QuestionField
            ref={input}
            id={inputId}
            defaultValue={draft}
            onInput={(event) => onDraft(event.currentTarget.value)}
            onSend={() => send()}
          />
          <button type="submit" className={frame.send}>
            Send
          </button>
        </form>
        <p className={frame.footer}>{CHATBOT.footer}</p>
      </div>
    </>
  );
}
