/**
 * "Was this page helpful?" at the end of every doc page: Yes/No, then an optional comment and Send.
 * One vote per page (remembered per path). A vote whose comment is never sent is still delivered,
 * without a comment, when the reader leaves the page. Also renders the "Feedback" tab that brings
 * the reader here.
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {deliver, feedbackQueue, rememberVote, votedOn} from '../delivery';
import {formatInteger} from '../../lib/formatNumber';
import type {FeedbackPayload} from '../queue';
import styles from './styles.module.css';

export const COMMENT_MAX = 2_000;

type Step = 'ask' | 'comment' | 'done';

export default function PageFeedback({path, title}: {path: string; title: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const apiUrl = typeof siteConfig.customFields?.feedbackApiUrl === 'string' ? siteConfig.customFields.feedbackApiUrl.trim() : '';
  const [step, setStep] = useState<Step>('ask');
  const [comment, setComment] = useState('');
  const pending = useRef<Omit<FeedbackPayload, 'comment'> | null>(null);
  const section = useRef<HTMLElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const ids = {heading: useId(), comment: useId(), counter: useId()};

  useEffect(() => {
    setStep(votedOn(path) === null ? 'ask' : 'done');
    setComment('');
    if (apiUrl) feedbackQueue(apiUrl); // resends what earlier visits left in the queue
    const flushPending = () => {
      if (!pending.current) return;
      deliver({...pending.current, comment: ''}, apiUrl);
      pending.current = null;
    };
    window.addEventListener('pagehide', flushPending);
    return () => {
      window.removeEventListener('pagehide', flushPending);
      flushPending(); // leaving for another page
    };
  }, [path, apiUrl]);

  useEffect(() => {
    if (step === 'comment') textarea.current?.focus();
  }, [step]);

  const vote = (helpful: boolean) => {
    if (votedOn(path) !== null || pending.current) return;
    rememberVote(path, helpful);
    pending.current = {path, title, helpful, timestamp: new Date().toISOString()};
    setStep('comment');
  };

  const send = () => {
    if (!pending.current) return;
    deliver({...pending.current, comment: comment.trim().slice(0, COMMENT_MAX)}, apiUrl);
    pending.current = null;
    setStep('done');
    requestAnimationFrame(() => thanks.current?.focus());
  };

  const jumpHere = () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.current?.scrollIntoView({behavior: reduced ? 'auto' : 'smooth', block: 'center'});
    const target = section.current?.querySelector<HTMLElement>('button, textarea, [tabindex="-1"]');
    target?.focus({preventScroll: true});
  };

  return (
    <>
      <section ref={section} className={styles.feedback} aria-labelledby={ids.heading} id="page-feedback">
        <h2 id={ids.heading} className={styles.heading}>
          Was this page helpful?
        </h2>
        {step === 'ask' && (
          <div className={styles.choices}>
            <button type="button" className={styles.choice} onClick={() => vote(true)}>
              Yes
            </button>
            <button type="button" className={styles.choice} onClick={() => vote(false)}>
              No
            </button>
          </div>
        )}
        {step === 'comment' && (
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}>
            <label htmlFor={ids.comment} className={styles.label}>
              Tell us more (optional)
            </label>
            <textarea
              ref={textarea}
              id={ids.comment}
              className={styles.textarea}
              rows={3}
              maxLength={COMMENT_MAX}
              value={comment}
              aria-describedby={ids.counter}
              onChange={(event) => setComment(event.target.value.slice(0, COMMENT_MAX))}
            />
            <div className={styles.row}>
              <span id={ids.counter} className={styles.counter}>
                {comment.length}/{formatInteger(COMMENT_MAX)} characters
              </span>
              <button type="submit" className={styles.send}>
                Send
              </button>
            </div>
          </form>
        )}
        {step === 'done' && (
          <p ref={thanks} tabIndex={-1} className={styles.thanks} role="status">
            Thanks for your feedback!
          </p>
        )}
      </section>
      <button type="button" className={styles.tab} onClick={jumpHere}>
        Feedback
      </button>
    </>
  );
}
