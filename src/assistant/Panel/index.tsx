/**
 * The chatbot panel, loaded on demand by ../Launcher.tsx. A modal dialog: focus moves into it and
 * stays there (Tab wraps), Escape closes it and the launcher gets focus back.
 */
import React, {useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadCorpus} from '../engine/corpus';
import {LocalProvider} from '../engine/local';
import {RemoteProvider} from '../engine/openai';
import {MAX_QUESTION_CHARS} from '@site/src/search/engine/limits';
import {CHATBOT} from '../labels';
import {PanelHeader, QuestionField, dialogKeys} from '../PanelFrame';
import {focusAtEnd} from '@site/src/lib/focus';
import {useChat} from '../useChat';
import {CONVERSATION_LOST} from '../conversation';
import {Answer, Question} from './Message';
import frame from '../frame.module.css';
import a11y from '@site/src/css/a11y.module.css';
import styles from './styles.module.css';

export interface PanelProps {
  open: boolean;
  onClose: () => void;
  /** A question handed over by the search dialog; a new id asks it. */
  request: {id: number; question: string} | null;
  /** What the reader typed into the shell (PanelShell) while this code loaded. */
  initialDraft?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function useProviders() {
  const {siteConfig} = useDocusaurusContext();
  const {chatbotApiUrl, chatbotModel} = siteConfig.customFields as {chatbotApiUrl?: unknown; chatbotModel?: unknown};
  return useMemo(() => {
    const local = new LocalProvider(loadCorpus);
    const remote =
      typeof chatbotApiUrl === 'string' && chatbotApiUrl.trim()
        ? new RemoteProvider({apiUrl: chatbotApiUrl.trim(), model: typeof chatbotModel === 'string' ? chatbotModel : '', loadCorpus})
        : null;
    return {main: remote ?? local, local};
  }, [chatbotApiUrl, chatbotModel]);
}

/** The questions offered while the conversation is empty. */
function Suggestions({onAsk}: {onAsk: (question: string) => void}): ReactNode {
  return (
    <div className={styles.suggestions}>
      <p className={styles.suggestionsLabel}>Try asking:</p>
      {CHATBOT.suggestedQuestions.map((question) => (
        <button key={question} type="button" className={styles.suggestion} onClick={() => onAsk(question)}>
          {question}
        </button>
      ))}
    </div>
  );
}

interface QuestionFormProps {
  inputRef: RefObject<HTMLTextAreaElement | null>;
  initialDraft: string;
  /** An answer is on its way: Stop in place of Send. */
  busy: boolean;
  onAsk: (question: string) => void;
  onStop: () => void;
}

/** The question box with Send (Stop while an answer comes), and a note at the length limit. */
function QuestionForm({inputRef, initialDraft, busy, onAsk, onStop}: QuestionFormProps): ReactNode {
  const [draft, setDraft] = useState(initialDraft);
  const inputId = useId();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft.trim()) return;
    onAsk(draft);
    setDraft('');
  };
  return (
    <>
      <form className={frame.form} onSubmit={submit}>
        <QuestionField
          ref={inputRef}
          id={inputId}
          value={draft}
          aria-describedby={draft.length >= MAX_QUESTION_CHARS ? `${inputId}-limit` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onSend={() => submit()}
        />
        {busy ? (
          <button type="button" className={frame.send} onClick={onStop}>
            Stop
          </button>
        ) : (
          <button type="submit" className={frame.send} disabled={!draft.trim()}>
            Send
          </button>
        )}
      </form>
      {draft.length >= MAX_QUESTION_CHARS && (
        <p id={`${inputId}-limit`} className={styles.limit} role="status">
          {CHATBOT.questionLimit}
        </p>
      )}
    </>
  );
}

export default function ChatPanel({open, onClose, request, initialDraft = ''}: PanelProps): ReactNode {
  const providers = useProviders();
  const chat = useChat(providers.main, providers.local);
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const handled = useRef<number | null>(null);
  const stickToBottom = useRef(true);

  // Focus in the commit, not after paint: the panel replaces its shell, whose field had focus, and
  // a letter typed in between would land nowhere.
  useLayoutEffect(() => {
    if (open) focusAtEnd(input.current);
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    // Escape closes the panel even when focus has left it (a clicked suggestion disappears).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open, onClose]);

  const ask = (question: string) => {
    chat.ask(question);
    stickToBottom.current = true;
    input.current?.focus();
  };

  useEffect(() => {
    if (!request || handled.current === request.id) return;
    handled.current = request.id;
    chat.ask(request.question);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  // Follow the answer as it grows, unless the reader scrolled up to read.
  const last = chat.messages[chat.messages.length - 1];
  useEffect(() => {
    const element = log.current;
    if (element && stickToBottom.current) element.scrollTop = element.scrollHeight;
  }, [last?.text, last?.status, chat.messages.length, open]);

  return (
    <>
      <div className={frame.backdrop} hidden={!open} onClick={onClose} aria-hidden="true" />
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog's own keys: Escape closes it, Tab keeps focus inside */}
      <div
        ref={dialog}
        className={frame.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        hidden={!open}
        onKeyDown={dialogKeys(onClose, FOCUSABLE)}
        onBlur={(event) => {
          // A control that disappears when used (a suggestion, Like, New conversation) drops focus
          // to the page: bring it back to the question box so it stays inside the dialog.
          if (event.relatedTarget) return;
          requestAnimationFrame(() => {
            const active = document.activeElement;
            if (!dialog.current?.hidden && (!active || active === document.body)) input.current?.focus({preventScroll: true});
          });
        }}>
        <PanelHeader titleId={titleId} onClose={onClose}>
          <button type="button" className={styles.textButton} onClick={chat.reset} disabled={chat.messages.length === 0 && !chat.lost}>
            New conversation
          </button>
        </PanelHeader>

        <div
          ref={log}
          className={frame.log}
          tabIndex={-1}
          onScroll={(event) => {
            const element = event.currentTarget;
            stickToBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40;
          }}>
          <p className={frame.welcome}>{CHATBOT.welcome}</p>
          {chat.lost && (
            <p className={styles.note} role="status">
              {CONVERSATION_LOST}
            </p>
          )}
          {chat.messages.length === 0 && <Suggestions onAsk={ask} />}
          <ol className={styles.messages} aria-label="Conversation">
            {chat.messages.map((message) =>
              message.role === 'user' ? (
                <Question key={message.id} message={message} />
              ) : (
                <Answer key={message.id} message={message} onRate={chat.rate} onFallBack={chat.fallBack} />
              ),
            )}
          </ol>
        </div>

        <div role="status" aria-live="polite" aria-atomic="true" className={a11y.srOnly}>
          {open ? chat.announcement : ''}
        </div>

        <QuestionForm inputRef={input} initialDraft={initialDraft} busy={chat.busy} onAsk={ask} onStop={chat.stop} />
        <p className={frame.footer}>
          {CHATBOT.footer}{' '}
          <Link to={CHATBOT.footerLink.to} onClick={onClose}>
            {CHATBOT.footerLink.label}
          </Link>
        </p>
      </div>
    </>
  );
}
