import React, {useEffect, useId, useRef, useState, type FocusEvent, type ReactNode, type RefObject} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {copyPendingText, copyText, selectContents, COPIED_FEEDBACK_MS} from '@site/src/lib/clipboard';
import {assistantLinks, assistantUrl, twinPath, twinUrl} from '@site/src/lib/markdownTwin';
import styles from './styles.module.css';

export interface CopyPageProps {
  /** The page's permalink; its Markdown twin is written by plugins/llms-txt. */
  permalink: string;
}

type State = 'idle' | 'busy' | 'copied' | 'manual' | 'unavailable';

async function fetchMarkdown(path: string): Promise<string> {
  const response = await fetch(path);
  // A host that answers unknown paths with an HTML page must not put that page on the clipboard.
  if (!response.ok || /text\/html/.test(response.headers.get('content-type') ?? '')) {
    throw new Error(`${path}: ${response.status}`);
  }
  return response.text();
}

const MESSAGES: Record<State, string> = {
  idle: '',
  busy: '',
  copied: 'Page copied as Markdown',
  manual: 'Copying is blocked here: the Markdown is selected, press Ctrl+C (⌘C on a Mac).',
  unavailable:
    process.env.NODE_ENV === 'development'
      ? 'The Markdown of a page is written by npm run build, so Copy page works on a built site, not under npm start.'
      : 'Could not load the Markdown of this page. Check your connection and try again.',
};

/** Closes the open menu on a pointer down outside `root`, or on Escape with the focus back on `toggle`. */
function useDismiss(open: boolean, setOpen: (open: boolean) => void, root: RefObject<HTMLElement | null>, toggle: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen, root, toggle]);
}

/** The menu: the Markdown twin, and the page opened in each assistant. */
function PageMenu({id, open, path, markdownUrl, onClose}: {id: string; open: boolean; path: string; markdownUrl: string; onClose: () => void}): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on any of its links closes the menu; the links are the keyboard path
    <ul id={id} className={styles.menu} hidden={!open} onClick={onClose}>
      <li>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- a Markdown file, not a route: the browser loads it */}
        <a href={path} className={styles.item}>
          View as Markdown
        </a>
      </li>
      {assistantLinks.map((link) => (
        <li key={link.id}>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- another site (ChatGPT, Claude), opened in a new tab */}
          <a href={assistantUrl(link.base, markdownUrl)} className={styles.item} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className={styles.srOnly}> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "Copy page" (the page as Markdown) with a menu: view the Markdown, or open it in ChatGPT or Claude. */
export default function CopyPage({permalink}: CopyPageProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const path = twinPath(permalink, siteConfig.baseUrl);
  const markdownUrl = twinUrl(siteConfig.url, permalink, siteConfig.baseUrl);
  const [state, setState] = useState<State>('idle');
  const [open, setOpen] = useState(false);
  const [manualText, setManualText] = useState('');
  const cache = useRef<{path: string; text: Promise<string>; ready?: string} | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const manualRef = useRef<HTMLPreElement>(null);
  const menuId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  useDismiss(open, setOpen, rootRef, toggleRef);

  /** Starts loading on hover or focus, so that the click usually finds the text ready. */
  function load(): Promise<string> {
    if (cache.current?.path !== path) {
      const entry: NonNullable<typeof cache.current> = {path, text: fetchMarkdown(path)};
      entry.text.then(
        (text) => (entry.ready = text),
        () => cache.current === entry && (cache.current = null), // let the next click retry
      );
      cache.current = entry;
    }
    return cache.current.text;
  }

  async function onCopy() {
    clearTimeout(timer.current);
    let text = cache.current?.path === path ? cache.current.ready : undefined;
    let copied: boolean;
    if (text !== undefined) {
      copied = await copyText(text);
    } else {
      setState('busy');
      const pending = load();
      copied = await copyPendingText(pending);
      try {
        text = await pending;
      } catch {
        setState('unavailable');
        return;
      }
      if (!copied) copied = await copyText(text);
    }
    if (copied) {
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_FEEDBACK_MS);
    } else {
      setManualText(text ?? '');
      setState('manual');
      requestAnimationFrame(() => selectContents(manualRef.current));
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <div className={styles.root} ref={rootRef} onBlur={onBlur}>
      <div className={styles.group}>
        <button
          type="button"
          className={styles.copy}
          onClick={onCopy}
          onPointerEnter={() => void load().catch(() => undefined)}
          onFocus={() => void load().catch(() => undefined)}
          aria-busy={state === 'busy'}>
          <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M5 1.5h7A1.5 1.5 0 0 1 13.5 3v8h-1.5V3H5zM2.5 5A1.5 1.5 0 0 1 4 3.5h6A1.5 1.5 0 0 1 11.5 5v8.5A1.5 1.5 0 0 1 10 15H4a1.5 1.5 0 0 1-1.5-1.5zM4 5v8.5h6V5z" />
          </svg>
          {state === 'copied' ? 'Copied' : 'Copy page'}
        </button>
        <button
          type="button"
          ref={toggleRef}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label="More ways to use this page"
          onClick={() => setOpen((value) => !value)}>
          <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M3.5 6 8 10.5 12.5 6" />
          </svg>
        </button>
      </div>
      <PageMenu id={menuId} open={open} path={path} markdownUrl={markdownUrl} onClose={() => setOpen(false)} />
      <p role="status" className={state === 'manual' || state === 'unavailable' ? styles.message : styles.srOnly}>
        {MESSAGES[state]}
      </p>
      {state === 'manual' && (
        <pre ref={manualRef} className={styles.manual} aria-hidden="true">
          {manualText}
        </pre>
      )}
    </div>
  );
}
