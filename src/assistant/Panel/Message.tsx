import React, {useEffect, useState, type ReactNode} from 'react';
import {copyText, COPIED_FEEDBACK_MS} from '@site/src/lib/clipboard';
import Markdown from '../Markdown';
import type {ChatMessage} from '../conversation';
import {CHATBOT} from '../labels';
import a11y from '@site/src/css/a11y.module.css';
import styles from './styles.module.css';

interface AnswerProps {
  message: ChatMessage;
  onRate: (id: string, value: 'like' | 'dislike') => void;
  onFallBack: (id: string) => void;
}

export function Question({message}: {message: ChatMessage}): ReactNode {
  return (
    <li className={styles.question}>
      <span className={a11y.srOnly}>You asked: </span>
      {message.text}
    </li>
  );
}

export function Answer({message, onRate, onFallBack}: AnswerProps): ReactNode {
  const {status, text, stopped, error, sources = [], feedback} = message;
  const waiting = status === 'submitted';
  const done = status === 'ready';
  return (
    <li className={styles.answer} aria-busy={!done && status !== 'error'}>
      <span className={a11y.srOnly}>Chatbot: </span>
      {waiting && <p className={styles.thinking}>Searching the documentation…</p>}
      {text && <Markdown text={text} className={styles.markdown} />}
      {message.truncated && <p className={styles.note}>{CHATBOT.truncated}</p>}
      {stopped && <p className={styles.note}>{CHATBOT.stopped}</p>}
      {status === 'error' && error && (
        <div className={styles.error}>
          <Markdown text={error} className={styles.markdown} />
          {message.canFallBack && (
            <button type="button" className={styles.textButton} onClick={() => onFallBack(message.id)}>
              Show passages from the documentation instead
            </button>
          )}
        </div>
      )}
      {done && sources.length > 0 && (
        <div className={styles.sources}>
          <h3>{CHATBOT.sources}</h3>
          <ul>
            {sources.map((source) => (
              <li key={source.url}>
                {/* eslint-disable-next-line @docusaurus/no-html-links -- opened in a new tab, so the conversation stays open */}
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {done && text && (
        <div className={styles.actions}>
          <CopyButton text={text} />
          {!stopped &&
            (feedback ? (
              <span className={styles.thanks}>{CHATBOT.thanks}</span>
            ) : (
              (['like', 'dislike'] as const).map((value) => (
                <button key={value} type="button" className={styles.iconButton} onClick={() => onRate(message.id, value)}>
                  <Thumb down={value === 'dislike'} /> {value === 'like' ? 'Like' : 'Dislike'}
                </button>
              ))
            ))}
        </div>
      )}
    </li>
  );
}

function Thumb({down = false}: {down?: boolean}): ReactNode {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className={styles.icon}>
      <g transform={down ? 'rotate(180 8 8)' : undefined} fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
        <path d="M1.8 7.2h2.6v6.8H1.8z" />
        <path d="M4.4 7.2 7.3 2c1.2 0 1.9.8 1.7 2l-.4 2.4h4.2c.9 0 1.5.8 1.3 1.7l-1.1 4.6c-.2.7-.8 1.3-1.5 1.3H4.4" />
      </g>
    </svg>
  );
}

function CopyButton({text}: {text: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={() => {
        void copyText(text).then((ok) => ok && setCopied(true));
      }}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
