/**
 * The navbar search without Algolia: DocSearch's own button and keyboard shortcuts in the page,
 * its modal loaded only when the reader shows intent: a mouse over the button, keyboard focus, the
 * shortcut's modifier key (Ctrl or ⌘), a shortcut or a `?q=` link. The index loads then too, or
 * before, once the page is idle (./warmWhenIdle.ts says why). It is indexed in slices as soon as
 * it arrives, so the dialog opens and answers without a long task.
 *
 * A tap gives no warning: the dialog's light shell answers it, and the reader types there and
 * sees the hits there (./ShellResults.tsx); the modal's code loads once they stop (a touch loads
 * only what the shell needs: see preloadShell). The modal takes over once the reader has stopped
 * typing (./typingPause.ts TAKEOVER_PAUSE_MS) with focus in the field, since running its code and
 * rendering it are one 86-100 ms and one 64-88 ms task at 4x CPU that a keystroke would otherwise
 * wait for. It renders under the shell, which stays until the modal shows its own hits, so the
 * list does not blink out.
 */
import React, {startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {LocalSearchModalProps} from './LocalSearchModal';
import type {SearchShellProps} from './SearchShell';
import type {ShellResultsProps} from './ShellResults';
import {shellChunk, useShell} from '@site/src/lib/shellChunk';
import {afterNextPaint} from '@site/src/lib/afterNextPaint';
import {readQueryParam, replaceQueryInUrl} from './queryParam';
import {diagnoseLoadFailure, type LoadFailure} from '@site/src/lib/loadFailure';
import {failureDialog} from './failureDialogChunk';
import {warmWhenIdle} from './warmWhenIdle';
import {TAKEOVER_PAUSE_MS, whenTypingPauses} from './typingPause';

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

/** The dialog's stylesheets: the modal's, and the shell's hits, which use DocSearch's markup. */
function loadModalCss(): Promise<void> {
  // The site's rules come after DocSearch's.
  styling ??= loadStylesheets([docSearchModalCss, ownModalCss]).catch((error: unknown) => {
    styling = null; // a later open tries again
    throw error;
  });
  return styling;
}

/** The shell's hits: their chunk, and DocSearch's stylesheet, which draws them. */
const shellResults = shellChunk<ShellResultsProps>(
  () => Promise.all([import(/* webpackChunkName: "search-shell-results" */ './ShellResults'), loadModalCss()]).then(([module]) => module),
  {requestAtStart: false},
);

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

/** Downloads and indexes the search index (its own chunk: MiniSearch stays out of first-load JS). */
function warmSearchEngine(): Promise<unknown> {
  return import('./load').then(({loadSearchEngine}) => loadSearchEngine());
}

/**
 * What the shell needs: a touch of the button. A touch gives no time to spare: loading the modal's
 * code as well put its evaluation (one 86-100 ms task at 4x CPU) between the tap and the shell's
 * first frame (`npm run bench`, first search: field shown 120-143 ms after the tap). It loads when
 * the modal takes over.
 */
function preloadShell(): void {
  // Failures are reported when the reader actually opens the dialog or searches.
  shellResults.load().catch(() => {});
  warmSearchEngine().catch(() => {});
}

/** Everything, the modal's code too: a mouse over the button, keyboard focus, the shortcut's modifier. */
function preload(): void {
  loadModal().catch(() => {});
  preloadShell();
}

/** When the button was last touched: the focus a tap gives the button is not a warning. */
let touchedAt = -Infinity;
const onButtonTouch = () => {
  touchedAt = performance.now();
  preloadShell();
};
const onButtonFocus = () => (performance.now() - touchedAt < 1000 ? preloadShell() : preload());
const onButtonPointerOver = (event: React.PointerEvent) => (event.pointerType === 'mouse' ? preload() : preloadShell());

/** How long the shell waits for the modal to show its hits before it gives way anyway. */
const ANSWER_WAIT_MS = 1000;

/**
 * Calls `done` once DocSearch's modal (in `container`) shows what it found for the text in its
 * field, or has no text, or after ANSWER_WAIT_MS; returns a cancel.
 */
function whenModalAnswered(container: Element, done: () => void): () => void {
  // Only the modal has these classes (the shell draws its hits in a list of its own).
  const answered = () => {
    const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return false;
    return !input.value.trim() || container.querySelector('.DocSearch-Dropdown :is(.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-ErrorScreen)') !== null;
  };
  const observer = new MutationObserver(() => answered() && finish());
  const timer = setTimeout(() => finish(), ANSWER_WAIT_MS);
  const cancel = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const finish = () => {
    cancel();
    done();
  };
  if (answered()) finish();
  else observer.observe(container, {childList: true, subtree: true});
  return cancel;
}

/** Focus is on one of the search shell's entries ("Ask AI" or a hit), not in its field. */
function focusOnShellEntry(): boolean {
  return document.activeElement?.closest('.search-shell__results') != null;
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
  const ShellResults = useShell(shellResults, shell !== null);
  const attempt = useRef(0);
  // The shell's text as the reader types, and the query the modal was given: letters typed while
  // the modal rendered go into its field as if typed there (an input event, which DocSearch reads).
  const shellText = useRef<string | undefined>(undefined);
  const handedQuery = useRef<string | undefined>(undefined);
  // When the reader last typed into the shell (or opened it): the modal takes over in a pause.
  const lastShellKey = useRef(-Infinity);
  const showingShell = useRef(false);
  showingShell.current = shell !== null;

  const open = useCallback((query?: string) => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      document.body.insertBefore(containerRef.current, document.body.firstChild);
    }
    const current = ++attempt.current;
    // The shell shows first, every time. Mounting DocSearch's modal takes a phone-class CPU over
    // 100 ms even when its code is here; the click's answer (a focused field) must not wait for it.
    shellText.current = query ?? '';
    lastShellKey.current = performance.now();
    setShell({query, loading: !Modal});
    warmSearchEngine().catch(() => {});
    // Running the modal's code and rendering it take a phone-class CPU 86-100 ms and 64-88 ms,
    // each in one task: a keystroke then waits for it. The reader types on in the shell, which
    // shows the hits; the modal's code loads (unless a mouse or the keyboard brought it already)
    // and it takes over once they stop (./typingPause.ts). Not while focus is on one of the shell's
    // entries (the reader chose one with the arrows or Tab): it would take focus away.
    const paused = () => whenTypingPauses(() => (focusOnShellEntry() ? performance.now() : lastShellKey.current), undefined, TAKEOVER_PAUSE_MS);
    afterNextPaint()
      .then(paused)
      .then(() => (attempt.current === current ? loadModal() : undefined))
      .then(paused) // the reader may have typed on while the code arrived
      .then(
        () => {
          if (attempt.current !== current) return;
          const handed = shellText.current || undefined;
          handedQuery.current = handed;
          // A transition: React renders the large modal in slices, so letters typed into the shell
          // meanwhile are not held up; what they add is handed over when it commits (below). The
          // shell stays on top until the modal shows its hits (below).
          startTransition(() => {
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
    if (text !== (handedQuery.current ?? '') && setValue) {
      setValue.call(input, text);
      input.dispatchEvent(new Event('input', {bubbles: true}));
    }
    if (!showingShell.current || !containerRef.current) return;
    // The shell, on top, gives way when the modal shows its own hits.
    return whenModalAnswered(containerRef.current, () => setShell(null));
  }, [isOpen]);

  const close = useCallback(() => {
    attempt.current++;
    setShell(null); // still on top while the modal was about to show its hits
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
        onTouchStart={onButtonTouch}
        onFocus={onButtonFocus}
        onPointerOver={onButtonPointerOver}
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
        createPortal(
          <SearchShell
            initialQuery={shell.query}
            loading={shell.loading}
            inputRef={shellInputRef}
            onInput={onShellInput}
            Results={ShellResults}
            onClose={closeShell}
          />,
          containerRef.current,
        )}
      {failure && LoadFailureDialog && <LoadFailureDialog failure={failure.kind} onRetry={retry} onClose={closeFailure} />}
    </>
  );
}
