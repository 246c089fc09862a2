/**
 * The navbar search without Algolia: DocSearch's own button and keyboard shortcuts in the page,
 * and DocSearch's modal, the one renderer of hits, over the local index.
 *
 * The modal's code (one 107 KB gzip chunk whose evaluation is one 86-100 ms task at 4x CPU) loads
 * at the first sign that the reader may search: a mouse or finger on the button, keyboard focus,
 * the shortcut's modifier key (Ctrl or ⌘), a shortcut or a `?q=` link. Not when the page is idle:
 * every page view would pay for it, and most readers never search. The index's small manifest
 * loads then too; each search then fetches the fragments of its words (./load.ts).
 *
 * Every open draws the light shell first (./SearchShell.tsx: a focused field, no hits), so a tap is
 * answered before that code has run. The modal mounts as soon as its code is here, with the
 * shell's text as its `initialQuery`, in a transition: its render (64-88 ms at 4x CPU) runs in
 * slices between keystrokes, and a letter typed meanwhile starts it again with the new text, so no
 * keystroke waits for the whole render and no letter is lost (mounted in one task, that render
 * was one long task in the way of the keys typed right after the tap). ↑, ↓ and Enter pressed in
 * the shell reach the modal once it has the hits (./hitKeys.ts).
 */
import React, {startTransition, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {LocalSearchModalProps} from './LocalSearchModal';
import type {SearchShellProps} from './SearchShell';
import {shellChunk, useShell} from '@site/src/lib/shellChunk';
import {afterNextPaint} from '@site/src/lib/afterNextPaint';
import {readQueryParam, replaceQueryInUrl} from './queryParam';
import {diagnoseLoadFailure, type LoadFailure} from '@site/src/lib/loadFailure';
import {failureDialog} from './failureDialogChunk';

// URLs of the dialog's stylesheets, kept out of the page's styles.css (plugins/search-index).
import docSearchModalCss from '@docsearch/css/dist/modal.css?lazy';
import ownModalCss from './modal.css?lazy';

let Modal: React.ComponentType<LocalSearchModalProps> | null = null;
// The dialog's first frame: a small chunk of its own, requested when this module runs.
const searchShell = shellChunk<SearchShellProps>(() => import(/* webpackChunkName: "search-shell" */ './SearchShell'));
let loading: Promise<void> | null = null;
let styling: Promise<void> | null = null;

/** Resolves when `link` has loaded; rejects, naming the file, when it fails. */
function loaded(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () =>
      // `request` names the file, as the bundler's CSS chunk errors do, so the failure can be
      // diagnosed (removed by a new deployment, or offline) whichever file failed first.
      reject(Object.assign(new Error(`Stylesheet ${link.href} could not be loaded`), {request: link.href}));
  });
}

/**
 * Links the stylesheets, in this order (later rules win), and loads them at the same time. One
 * after the other, the second was requested 110-250 ms after the first had arrived (resource
 * timing of a tap at 4x CPU on a busy machine), holding the dialog back after its code was here;
 * now both arrive with the code. When one fails, all that were added go, so a retry links them
 * again in order.
 */
function loadStylesheets(hrefs: readonly string[]): Promise<void> {
  const added: HTMLLinkElement[] = [];
  const loads = hrefs.map((href) => {
    if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const done = loaded(link);
    document.head.append(link);
    added.push(link);
    return done;
  });
  return Promise.all(loads).then(
    () => {},
    (error: unknown) => {
      for (const link of added) link.remove();
      throw error;
    },
  );
}

/** The modal's stylesheets: DocSearch's, then the site's. */
function loadModalCss(): Promise<void> {
  // The site's rules come after DocSearch's.
  styling ??= loadStylesheets([docSearchModalCss, ownModalCss]).catch((error: unknown) => {
    styling = null; // a later open tries again
    throw error;
  });
  return styling;
}

function loadModal(): Promise<void> {
  if (Modal) return Promise.resolve();
  loading ??= Promise.all([import(/* webpackChunkName: "search-modal" */ './LocalSearchModal'), loadModalCss()]).then(
    ([module]) => {
      Modal = module.default;
    },
    (error: unknown) => {
      loading = null; // a later hover or click tries again
      throw error;
    },
  );
  return loading;
}

/** Fetches the index's manifest (its own chunk: MiniSearch stays out of first-load JS). */
function warmSearchEngine(): Promise<unknown> {
  return import('./load').then(({loadSearchEngine}) => loadSearchEngine());
}

/** The reader may be about to search: the modal's code and the index start loading. */
function preload(): void {
  // Failures are reported when the reader actually opens the dialog or searches.
  loadModal().catch(() => {});
  warmSearchEngine().catch(() => {});
}

/** Ctrl or ⌘ pressed alone: the reader may be about to press K. */
function onModifierKey(event: KeyboardEvent): void {
  if (event.key === 'Control' || event.key === 'Meta') preload();
}

/** The element the dialog renders into: the first child of <body>, made on the first open. */
let portalHost: HTMLDivElement | null = null;
function dialogHost(): HTMLDivElement {
  if (!portalHost) {
    portalHost = document.createElement('div');
    document.body.insertBefore(portalHost, document.body.firstChild);
  }
  return portalHost;
}

export default function LocalSearchBar(): ReactNode {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  // The shell until the modal mounts, then the modal with what the shell handed it.
  const [shell, setShell] = useState<{query?: string} | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  // What the shell holds: the modal's initialQuery, and the keys it replays.
  const [text, setText] = useState<string | undefined>(undefined);
  const [heldKeys, setHeldKeys] = useState<readonly string[]>([]);
  const [failure, setFailure] = useState<{kind: LoadFailure; query?: string} | null>(null);
  const LoadFailureDialog = useShell(failureDialog, failure !== null);
  const SearchShell = useShell(searchShell, shell !== null);
  const shellInputRef = useRef<HTMLInputElement>(null);
  // Counts opens and closes: a modal whose code arrives after the reader closed the shell stays shut.
  const attempt = useRef(0);

  const open = useCallback((query?: string) => {
    setContainer(dialogHost());
    const current = ++attempt.current;
    setShell({query});
    setText(query);
    setHeldKeys([]);
    preload();
    afterNextPaint() // the field shows first
      .then(loadModal)
      .then(
        () => {
          if (attempt.current !== current) return;
          startTransition(() => {
            setShell(null);
            setModalOpen(true);
          });
        },
        async (error: unknown) => {
          if (attempt.current !== current) return;
          console.warn('The search dialog could not be loaded.', error);
          const kind = await diagnoseLoadFailure(error);
          if (attempt.current !== current) return;
          setShell(null);
          setFailure({kind, query: shellInputRef.current?.value ?? query});
        },
      );
  }, []);
  const onOpen = useCallback(() => open(), [open]);
  const onShellInput = useCallback((value: string) => setText(value || undefined), []);
  const onHitKey = useCallback((key: string) => setHeldKeys((keys) => [...keys, key]), []);

  const close = useCallback(() => {
    attempt.current++;
    setShell(null);
    setModalOpen(false);
    replaceQueryInUrl(null);
    buttonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault(); // the letter opens the dialog as its query
      open(event.key);
    },
    [open],
  );
  const closeFailure = useCallback(() => {
    setFailure(null);
    buttonRef.current?.focus();
  }, []);
  const retry = useCallback(() => {
    const query = failure?.query;
    setFailure(null);
    open(query);
  }, [failure, open]);
  // The shell counts as open: Ctrl+K and Escape close it as they close the modal.
  useDocSearchKeyboardEvents({
    isOpen: shell !== null || modalOpen,
    onOpen,
    onClose: close,
    onInput,
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  useEffect(() => {
    document.addEventListener('keydown', onModifierKey);
    return () => document.removeEventListener('keydown', onModifierKey);
  }, []);

  // A link to any page with ?q=… opens the dialog with that query.
  useEffect(() => {
    const query = readQueryParam(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the address once, after hydration, so server and client render alike
    if (query) open(query);
  }, [open]);

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={preload}
        onFocus={preload}
        onPointerOver={preload}
        onClick={onOpen}
        translations={{buttonText: 'Search', buttonAriaLabel: 'Search'}}
      />
      {modalOpen &&
        Modal &&
        container &&
        createPortal(<Modal initialQuery={text} heldKeys={heldKeys} onClose={close} />, container)}
      {shell &&
        SearchShell &&
        container &&
        createPortal(
          // eslint-disable-next-line react-hooks/static-components -- loaded with import() and kept in state, not made in render
          <SearchShell
            initialQuery={shell.query}
            loading={!Modal}
            inputRef={shellInputRef}
            onInput={onShellInput}
            onHitKey={onHitKey}
            onClose={close}
          />,
          container,
        )}
      {/* eslint-disable-next-line react-hooks/static-components -- loaded with import() and kept in state, as the modal is */}
      {failure && LoadFailureDialog && <LoadFailureDialog failure={failure.kind} onRetry={retry} onClose={closeFailure} />}
    </>
  );
}
