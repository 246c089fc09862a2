/**
 * The navbar search without Algolia: DocSearch's button, shortcuts and modal over the local index.
 * The modal's code (107 KB gzip, one 86-100 ms task at 4x CPU) and the index's manifest load at the
 * first sign of a search (below), or right after an open (a tap, a shortcut, a `?q=` link) draws its
 * field; never when idle, since most readers never search. Every open draws the light shell first
 * (./SearchShell.tsx); the modal then mounts with its text, in a transition: its 64-88 ms render (4x
 * CPU) runs between keystrokes, and no letter is lost (in one task, it blocked the keys typed next).
 */
import React, {startTransition, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useSearchButtonLabel} from './buttonLabel';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {LocalSearchModalProps} from './local/LocalSearchModal';
import type {SearchShellProps} from './SearchShell';
import {shellChunk, useShell} from '@site/src/lib/shellChunk';
import {afterNextPaint} from '@site/src/lib/afterNextPaint';
import {readQueryParam, replaceQueryInUrl} from './local/queryParam';
import type {LoadFailure} from '@site/src/lib/loadFailure';
import {diagnose, useLoadFailureDialog} from './useLoadFailureDialog';
import {censusOff} from '@site/src/lib/census';
import {loadOnce} from '@site/src/lib/loadOnce';

// URLs of the dialog's stylesheets, kept out of the page's styles.css (plugins/lazy-css).
import docSearchModalCss from '@docsearch/css/dist/modal.css?lazy';
import ownModalCss from './local/modal.css?lazy';

// The dialog's first frame: a small chunk of its own, requested when this module runs.
const searchShell = shellChunk<SearchShellProps>(() => import(/* webpackChunkName: "search-shell" */ './SearchShell'));
let Modal: React.ComponentType<LocalSearchModalProps> | null = null;

/** Links a stylesheet at the end of <head>: resolves when it has loaded, rejects when it fails. */
function linkStylesheet(href: string): Promise<void> {
  const link = Object.assign(document.createElement('link'), {rel: 'stylesheet', href});
  const loaded = new Promise<void>((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove(); // a retry links it again
      // `request` names the file, as the bundler's chunk errors do, for diagnoseLoadFailure.
      reject(Object.assign(new Error(`Stylesheet ${href} could not be loaded`), {request: href}));
    };
  });
  document.head.append(link);
  return loaded;
}

/**
 * The modal's code and its stylesheets (DocSearch's, then the site's: later rules win), requested
 * at once: one after the other, the second came 110-250 ms after the first (a tap at 4x CPU).
 * A later hover or click tries again after a failure.
 */
const loadModal = loadOnce(() =>
  Promise.all([
    import(/* webpackChunkName: "search-modal" */ './local/LocalSearchModal'),
    linkStylesheet(docSearchModalCss),
    linkStylesheet(ownModalCss),
  ]).then(([module]) => {
    Modal = module.default;
  }),
);

/**
 * The reader may be about to search: the modal's code and the search worker, which fetches the
 * index's manifest (MiniSearch stays out of first-load JS), start loading. Failures are reported
 * when the reader opens the dialog or searches.
 */
function preload(): void {
  loadModal().catch(() => {});
  import('./local/workerEngine').then(({loadWorkerEngine}) => loadWorkerEngine()).catch(() => {});
}

/**
 * A mouse or pen over the button, or keyboard focus on it, comes well before a click: the code loads
 * meanwhile. A finger's touch, and the focus a tap or click gives the button, come just before the
 * click: starting the requests then (20-100 ms at 4x CPU: a script element each, checked against the
 * CSP and Trusted Types) held back the field the tap opens, so the open starts them after its paint.
 */
function onPointerOver(event: React.PointerEvent): void {
  if (event.pointerType !== 'touch') preload();
}
function onFocus(event: React.FocusEvent<HTMLElement>): void {
  if (event.currentTarget.matches(':focus-visible')) preload();
}

/** Ctrl or ⌘ pressed alone: the reader may be about to press K. */
function onModifierKey(event: KeyboardEvent): void {
  if (event.key === 'Control' || event.key === 'Meta') preload();
}

/** The element the dialog renders into: the first child of <body>, made on the first open. */
let portalHost: HTMLDivElement | null = null;
const dialogHost = () => (portalHost ??= document.body.insertBefore(document.createElement('div'), document.body.firstChild));

export default function LocalSearchBar(): ReactNode {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shellInputRef = useRef<HTMLInputElement>(null);
  // The shell until the modal mounts, then the modal.
  const [shown, setShown] = useState<'shell' | 'modal' | null>(null);
  // The shell's text, which the modal takes as its initialQuery, and the keys it replays.
  const [text, setText] = useState<string | undefined>(undefined);
  const [heldKeys, setHeldKeys] = useState<readonly string[]>([]);
  // Letters typed before the shell's chunk arrived become its text.
  const onTyped = useCallback((edit: (typed: string) => string) => setText((typed) => edit(typed ?? '') || undefined), []);
  const SearchShell = useShell(searchShell, shown === 'shell', onTyped);
  // Counts opens and closes: a modal whose code arrives after the reader closed the shell stays shut.
  const attempt = useRef(0);
  // Why the modal could not load, and the shell's text then (Try again opens with it).
  const [failure, setFailure] = useState<{kind: LoadFailure; query?: string} | null>(null);

  const open = useCallback((query?: string) => {
    const current = ++attempt.current;
    setShown(censusOff('search-shell') ? null : 'shell');
    setText(query);
    setHeldKeys([]);
    afterNextPaint() // the field shows first
      .then(() => {
        preload();
        return loadModal();
      })
      .then(
        () => {
          if (attempt.current === current) startTransition(() => setShown('modal'));
        },
        async (error: unknown) => {
          if (attempt.current !== current) return;
          const kind = await diagnose(error);
          if (attempt.current !== current) return;
          setShown(null);
          setFailure({kind, query: shellInputRef.current?.value ?? query});
        },
      );
  }, []);
  const failureDialog = useLoadFailureDialog(
    failure && {failure: failure.kind, onRetry: () => open(failure.query), onClose: () => buttonRef.current?.focus()},
    () => setFailure(null),
  );
  const onOpen = useCallback(() => open(), [open]);
  const onShellInput = useCallback((value: string) => setText(value || undefined), []);
  const onHitKey = useCallback((key: string) => setHeldKeys((keys) => [...keys, key]), []);

  const close = useCallback(() => {
    attempt.current++;
    setShown(null);
    replaceQueryInUrl(null);
    buttonRef.current?.focus();
  }, []);

  // A letter or digit typed on the focused button opens the dialog with it as the query. DocSearch
  // 4.4's keyboard hook did this; 4.5 dropped it (its `onInput` is now ignored), and the site keeps it.
  const onButtonKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLButtonElement>) => {
      if (event.ctrlKey || event.metaKey || event.altKey || !/^[\p{L}\p{N}]$/u.test(event.key)) return;
      event.preventDefault(); // the letter is the query, not typed a second time
      open(event.key);
    },
    [open],
  );
  // The shell counts as open: Ctrl+K and Escape close it as they close the modal.
  useDocSearchKeyboardEvents({
    isOpen: shown !== null,
    onOpen,
    onClose: close,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  // Ctrl or ⌘ alone preloads; a link to any page with ?q=… opens the dialog with that query.
  useEffect(() => {
    document.addEventListener('keydown', onModifierKey);
    const query = readQueryParam(window.location.search);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the address once, after hydration, so server and client render alike
    if (query) open(query);
    return () => document.removeEventListener('keydown', onModifierKey);
  }, [open]);

  const buttonAriaLabel = useSearchButtonLabel();
  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onFocus={onFocus}
        onPointerOver={onPointerOver}
        onClick={onOpen}
        onKeyDown={onButtonKeyDown}
        translations={{buttonText: 'Search', buttonAriaLabel}}
      />
      {shown === 'modal' && Modal && createPortal(<Modal initialQuery={text} heldKeys={heldKeys} onClose={close} />, dialogHost())}
      {shown === 'shell' &&
        SearchShell &&
        createPortal(
          // eslint-disable-next-line react-hooks/static-components -- loaded with import() and kept in state, not made in render
          <SearchShell
            initialQuery={text}
            loading={!Modal}
            inputRef={shellInputRef}
            onInput={onShellInput}
            onHitKey={onHitKey}
            onClose={close}
          />,
          dialogHost(),
        )}
      {failureDialog}
    </>
  );
}
