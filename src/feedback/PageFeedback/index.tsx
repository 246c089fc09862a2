/**
 * "Was this page helpful?" at the end of every doc page, and the "Feedback" tab that leads to it:
 * Yes/No, then an optional comment. One vote per path; an unsent comment's vote is still delivered
 * when the reader leaves, and after Back (back/forward cache) Send still works. When neither storage
 * nor the endpoint takes a vote, the widget says it has not been sent instead of thanking the reader.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {COMMENT_MAX, deliver, feedbackQueue, newIdempotencyKey, type FeedbackPayload} from '../queue';
import {localStorageOrNull, readJson, writeJson} from '../../lib/storage';
import {formatInteger} from '../../lib/formatNumber';
import styles from './styles.module.css';

/** How long a page in the back/forward cache keeps its vote to itself (browsers evict sooner). */
const BFCACHE_HOLD_MS = 10 * 60 * 1_000;

/** A vote waiting for its comment, with the idempotency key it is sent under. */
interface PendingVote {
  key: string;
  payload: Omit<FeedbackPayload, 'comment'>;
}

type Step = 'ask' | 'comment' | 'done';

/** Which pages this reader has rated: one vote per page. */
const VOTES_KEY = 'etherlink-feedback:votes';
const isVotes = (value: unknown): value is Record<string, boolean> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const votedOn = (path: string): boolean | null => readJson(localStorageOrNull(), VOTES_KEY, isVotes)?.[path] ?? null;
const rememberVote = (path: string, helpful: boolean) =>
  writeJson(localStorageOrNull(), VOTES_KEY, {...readJson(localStorageOrNull(), VOTES_KEY, isVotes), [path]: helpful});

/** The optional comment after a vote, up to COMMENT_MAX characters. */
function CommentForm({comment, onChange, onSend, textarea}: {comment: string; onChange: (value: string) => void; onSend: () => void; textarea: React.RefObject<HTMLTextAreaElement | null>}): ReactNode {
  const ids = {comment: useId(), counter: useId()};
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
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
        onChange={(event) => onChange(event.target.value.slice(0, COMMENT_MAX))}
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
  );
}

/**
 * A vote waiting for its comment, across the page's life: sent without the comment when the reader
 * leaves, held while the page sits in the back/forward cache, and taken back (comment and all) after
 * Back unless it was sent meanwhile, which `onSentMeanwhile` is told with its key.
 */
function usePendingVote(path: string, apiUrl: string, onSentMeanwhile: (key: string) => void): React.RefObject<PendingVote | null> {
  const pending = useRef<PendingVote | null>(null);
  /** The pending vote is stored, held, while the page sits in the back/forward cache. */
  const held = useRef(false);
  useEffect(() => {
    if (apiUrl) void feedbackQueue(apiUrl).flush(); // each page view sends what earlier ones left
    const flushPending = () => {
      const vote = pending.current;
      if (!vote) return;
      deliver({...vote.payload, comment: ''}, apiUrl, vote.key);
      pending.current = null;
    };
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) {
        flushPending(); // the page is going away for good
        return;
      }
      // The page may come back from the back/forward cache, comment and all. If it never does,
      // the held copy is sent by a later page once the hold expires.
      if (pending.current && apiUrl) {
        feedbackQueue(apiUrl).hold({...pending.current.payload, comment: ''}, pending.current.key, Date.now() + BFCACHE_HOLD_MS);
        held.current = true;
      }
    };
    const onPageShow = (event: PageTransitionEvent) => {
      const vote = pending.current;
      if (!event.persisted || !held.current || !vote) return;
      held.current = false;
      // Sent meanwhile (by another page after the hold, or at once if storage refused it): without the comment.
      if (!feedbackQueue(apiUrl).reclaim(vote.key)) {
        pending.current = null;
        onSentMeanwhile(vote.key);
      }
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      flushPending(); // leaving for another page
    };
  }, [path, apiUrl, onSentMeanwhile]);
  return pending;
}

/** Whether the vote sent under `key` is neither delivered nor kept for later, while the widget shows its thanks. */
function useNotSent(key: string | null, apiUrl: string): boolean {
  // What the queue last said, and of which key: another key's answer does not count.
  const [said, setSaid] = useState<{key: string; notSent: boolean} | null>(null);
  useEffect(() => {
    if (!key || !apiUrl) return undefined;
    const queue = feedbackQueue(apiUrl);
    const update = () => setSaid({key, notSent: queue.notSent(key)});
    update();
    return queue.subscribe(update);
  }, [key, apiUrl]);
  return said !== null && said.key === key && said.notSent;
}

export default function PageFeedback({path, title}: {path: string; title: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const apiUrl = typeof siteConfig.customFields?.feedbackApiUrl === 'string' ? siteConfig.customFields.feedbackApiUrl.trim() : '';
  const [step, setStep] = useState<Step>('ask');
  const [comment, setComment] = useState('');
  /** The key of the vote this widget sent, to tell the reader if it could not be. */
  const [sentKey, setSentKey] = useState<string | null>(null);
  const onSentMeanwhile = useCallback((key: string) => {
    setSentKey(key);
    setStep('done');
  }, []);
  const pendingRef = usePendingVote(path, apiUrl, onSentMeanwhile);
  const notSent = useNotSent(step === 'done' ? sentKey : null, apiUrl);
  const section = useRef<HTMLElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const heading = useId();

  useEffect(() => {
    // Storage is read after hydration, so the server's HTML and the first client render agree.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each page view starts from what storage holds for its path
    setStep(votedOn(path) === null ? 'ask' : 'done');
    setComment('');
    setSentKey(null);
  }, [path]);

  useEffect(() => {
    if (step === 'comment') textarea.current?.focus();
  }, [step]);

  const vote = (helpful: boolean) => {
    if (votedOn(path) !== null || pendingRef.current) return;
    rememberVote(path, helpful);
    pendingRef.current = {key: newIdempotencyKey(), payload: {path, title, helpful, timestamp: new Date().toISOString()}};
    setStep('comment');
  };

  const send = () => {
    const vote = pendingRef.current;
    if (!vote) return;
    deliver({...vote.payload, comment: comment.trim().slice(0, COMMENT_MAX)}, apiUrl, vote.key);
    pendingRef.current = null;
    setSentKey(vote.key);
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
      <section ref={section} className={styles.feedback} aria-labelledby={heading} id="page-feedback">
        <h2 id={heading} className={styles.heading}>
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
        {step === 'comment' && <CommentForm comment={comment} onChange={setComment} onSend={send} textarea={textarea} />}
        {step === 'done' && (
          <p ref={thanks} tabIndex={-1} className={styles.thanks} role="status">
            {notSent
              ? 'Your feedback has not been sent: the feedback service is not answering, and your browser does not let this site keep it for later. It is sent if the service answers while this page stays open.'
              : 'Thanks for your feedback!'}
          </p>
        )}
      </section>
      <button type="button" className={styles.tab} onClick={jumpHere}>
        Feedback
      </button>
    </>
  );
}
