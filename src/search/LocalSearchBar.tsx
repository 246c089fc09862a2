/**
 * The navbar search without Algolia: DocSearch's own button and keyboard shortcuts in the page,
 * its modal loaded only when the reader shows intent: hover, focus or touch of the button, the
 * shortcut's modifier key (Ctrl or ⌘), a shortcut or a `?q=` link. The index loads then too, or
 * before, once the page is idle (./warmWhenIdle.ts says why). It is indexed in slices as soon as
 * it arrives, so the dialog opens and answers without a long task.
 *
 * A tap gives no warning: the dialog's light shell answers it, and the reader types there while
 * the modal's code loads. The modal takes over in a pause of the typing (./typingPause.ts), since
 * rendering it is one 70-90 ms task at 4x CPU that a keystroke would otherwise wait for.
 */
import React, {startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
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
import {warmWhenIdle} from './warmWhenIdle';
import {whenTypingPauses} from './typingPause';

// URLs of the dialog's stylesheets, kept out of the page's styles.css (plugins/search-index).
import docSearchModalCss from '@docsearch/css/dist/modal.css?lazy';
import ownModalCss from './modal.css?lazy';

let Modal: React.ComponentType<LocalSearchModalProps> | null = null;
// The dialog's first frame: a small chunk of its own, requested when this module runs.
const searchShell = shellChunk<SearchShellProps>(() => import(/* webpackChunkName: "search-shell" */ './SearchShell'));
let loading: Promise<void> | null = null;

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

function loadModal(): Promise<void> {
  if (Modal) return Promise.resolve();
  loading ??= Promise.all([
    import('./LocalSearchModal'),
    // The site's rules come after DocSearch's.
    loadStylesheets([docSearchModalCss, ownModalCss]),
  ]).then(
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

/** Downloads and indexes the search index (its own chunk: MiniSearch stays out of first-load JS). */
function warmSearchEngine(): Promise<unknown> {
  return import('./load').then(({loadSearchEngine}) => loadSearchEngine());
}

function preload(): void {
  // Failures are reported when the reader actually opens the dialog or searches.
  loadModal().catch(() => {});
  warmSearchEngine().catch(() => {});
}

/** Ctrl or ⌘ pressed alone: the reader may be about to press K. */
function onModifierKey(event: KeyboardEvent): void {
  if (event.key === 'Control' || event.key === 'Meta') preload();
}

export default function LocalSearchBar(): ReactNode {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<{kind: LoadFailure; query?: string} | null>(null);
  const LoadFailureDialog = useShell(failureDialog, failure !== null);

  // Until the modal renders (its code may still be loading), a light shell of the dialog
  // (SearchShell) is shown instead; its field's text becomes the modal's query. `attempt` tells a
  // pending hand-over that the reader closed the shell (or opened it again) in the meantime.
  const [shell, setShell] = useState<{query?: string; loading: boolean} | null>(null);
  const shellInputRef = useRef<HTMLInputElement>(null);
  const SearchShell = useShell(searchShell, shell !== null);
  const attempt = useRef(0);
  // The shell's text as the reader types, and the query the modal was given: letters typed while
  // the modal rendered go into its field as if typed there (an input event, which DocSearch reads).
  const shellText = useRef<string | undefined>(undefined);
  const handedQuery = useRef<string | undefined>(undefined);
  // When the reader last typed into the shell: the modal takes over in a pause of the typing.
  const lastShellKey = useRef(-Infinity);

  const open = useCallback((query?: string) => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      document.body.insertBefore(containerRef.current, document.body.firstChild);
    }
    const current = ++attempt.current;
    // The shell shows first, every time. Mounting DocSearch's modal takes a phone-class CPU over
    // 100 ms even when its code is here; the click's answer (a focused field) must not wait for it.
    shellText.current = query ?? '';
    lastShellKey.current = -Infinity;
    setShell({query, loading: !Modal});
    warmSearchEngine().catch(() => {});
    Promise.all([loadModal(), afterNextPaint()]).then(
      // Rendering the modal takes a phone-class CPU about 80 ms in one task (its commit): a
      // keystroke then waits for it. The reader types on in the shell; the modal takes over once
      // they pause (./typingPause.ts), or at once if they have not typed.
      () => whenTypingPauses(() => lastShellKey.current),
    ).then(
      () => {
        if (attempt.current !== current) return;
        const handed = shellText.current || undefined;
        handedQuery.current = handed;
        // A transition: React renders the large modal in slices, so letters typed into the shell
        // meanwhile are not held up; what they add is handed over when it commits (below).
        startTransition(() => {
          setShell(null);
          setInitialQuery(handed);
          setIsOpen(true);
        });
      },
      async (error: unknown) => {
        if (attempt.current !== current) return;
        console.warn('The search dialog could not be loaded.', error);
        const kind = await diagnoseLoadFailure(error);
        if (attempt.current !== current) return;
        setShell(null);
        setFailure({kind, query: shellText.current ?? query});
      },
    );
  }, []);

  const closeShell = useCallback(() => {
    attempt.current++;
    shellText.current = undefined;
    setShell(null);
    setIsOpen(false); // wins over a hand-over to the modal still rendering
    buttonRef.current?.focus();
  }, []);

  const onShellInput = useCallback((text: string) => {
    shellText.current = text;
    lastShellKey.current = performance.now();
  }, []);
  useLayoutEffect(() => {
    if (!isOpen || shellText.current === undefined) return;
    const text = shellText.current;
    shellText.current = undefined;
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    // Focus now, in the commit: DocSearch focuses its field a moment later, and a letter typed in
    // between would land nowhere.
    input.focus();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (text === (handedQuery.current ?? '') || !setValue) return;
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }, [isOpen]);

  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    replaceQueryInUrl(null);
    buttonRef.current?.focus();
  }, []);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's find
      event.preventDefault(); // the modal's input receives the key as its initial query
      open(event.key);
      lastShellKey.current = performance.now(); // a typed letter: more may follow
    },
    [open],
  );

  // The shortcut while the shell shows: it is already opening.
  const onOpen = useCallback(() => {
    if (!shellInputRef.current) open();
  }, [open]);
  const closeFailure = useCallback(() => {
    setFailure(null);
    buttonRef.current?.focus();
  }, []);
  const retry = useCallback(() => {
    const query = failure?.query;
    setFailure(null);
    open(query);
  }, [failure, open]);
  useDocSearchKeyboardEvents({
    isOpen,
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

  // Failures are reported when the reader opens the dialog (the load is retried then).
  useEffect(() => warmWhenIdle(() => void warmSearchEngine().catch(() => {})), []);

  // A link to any page with ?q=… opens the dialog with that query.
  useEffect(() => {
    const query = readQueryParam(window.location.search);
    if (query) open(query);
  }, [open]);

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={preload}
        onFocus={preload}
        onMouseOver={preload}
        onClick={onOpen}
        translations={{buttonText: 'Search', buttonAriaLabel: 'Search'}}
      />
      {isOpen &&
        Modal &&
        containerRef.current &&
        createPortal(<Modal initialQuery={initialQuery} onClose={close} />, containerRef.current)}
      {shell &&
        SearchShell &&
        containerRef.current &&
        createPortal(<SearchShell initialQuery={shell.query} loading={shell.loading} inputRef={shellInputRef} onInput={onShellInput} onClose={closeShell} />, containerRef.current)}
      {failure && LoadFailureDialog && <LoadFailureDialog failure={failure.kind} onRetry={retry} onClose={closeFailure} />}
    </>
  );
}
