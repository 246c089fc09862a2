/**
 * Parts of the chatbot panel that its first-load shell (PanelShell) draws too: the header, the
 * question field and the dialog's keys. Small on purpose: they ship with every page.
 */
import React, {type ComponentProps, type KeyboardEvent, type ReactNode} from 'react';
import {cycleFocus} from '@site/src/lib/focus';
import {MAX_QUESTION_CHARS} from '@site/src/search/engine/limits';
import {CHATBOT} from './labels';
import frame from './frame.module.css';
import a11y from '../css/a11y.module.css';

/** The title (the dialog's label, by `titleId`), any extra `children` controls, and Close. */
export function PanelHeader({titleId, onClose, children}: {titleId: string; onClose: () => void; children?: ReactNode}): ReactNode {
  return (
    <header className={frame.header}>
      <h2 id={titleId} className={frame.title}>
        {CHATBOT.title}
      </h2>
      {children}
      <button type="button" className={frame.close} onClick={onClose} aria-label="Close the chatbot">
        <span aria-hidden="true">×</span>
      </button>
    </header>
  );
}

/** The dialog's own keys: Escape closes it, Tab and Shift+Tab keep focus among its `focusable` controls. */
export function dialogKeys(onClose: () => void, focusable: string) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault(); // handled here: the panel's document listener leaves it alone
      onClose();
    } else if (event.key === 'Tab') {
      cycleFocus(event, event.currentTarget, focusable);
    }
  };
}

/**
 * The labelled question box. Enter sends (`onSend`); Shift+Enter, and Enter while an input method
 * is composing, type as usual. The rest of a textarea's props (value, handlers, ref) pass through.
 */
export function QuestionField({id, onSend, ...rest}: {id: string; onSend: () => void} & ComponentProps<'textarea'>): ReactNode {
  return (
    <>
      <label htmlFor={id} className={a11y.srOnly}>
        Your question
      </label>
      <textarea
        id={id}
        className={frame.input}
        rows={2}
        placeholder={CHATBOT.placeholder}
        maxLength={MAX_QUESTION_CHARS}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSend();
          }
        }}
        {...rest}
      />
    </>
  );
}
