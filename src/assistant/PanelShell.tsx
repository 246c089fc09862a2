/**
 * The chatbot panel's first frame, drawn on the first click while the panel's code loads: the same
 * frame, title and focused question box, so the click answers at once even on a slow phone. What
 * the reader types becomes the panel's draft, and a question sent here is asked once it is ready.
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
