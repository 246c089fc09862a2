/**
 * With Algolia configured, the theme's own SearchBar runs (src/theme/SearchBar). It loads the
 * DocSearch dialog's code when the reader clicks the button or presses a shortcut, and when that
 * load fails (offline, or a new deployment removed the chunk) nothing happens. This component
 * watches the same triggers (a click on the button, and DocSearch's own keyboard hook, so the
 * shortcuts are exactly the theme's), loads the same module (the same module id, so the same chunk
 * and the same request: the bundler shares a load in flight) and shows the default build's
 * LoadFailureDialog when it fails. Try again loads it again, then clicks the button: the theme
 * opens its dialog from the loaded chunk.
 *
 * The theme loads three modules (importDocSearchModalIfNeeded in
 * @docusaurus/theme-search-algolia/lib/theme/SearchBar): the modal's code and two stylesheets.
 * Docusaurus bundles every stylesheet into the page's styles.css (plugins/lazy-css), so only the
 * code can be missing; importing the stylesheets here would also put DocSearch's CSS into the
 * default build's styles.css. tests/unit/hosted-search-load.test.ts fails when the theme's list changes.
 */
import React, {useCallback, useEffect, useMemo, useState, type ReactNode, type RefObject} from 'react';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import {diagnoseLoadFailure, type LoadFailure} from '@site/src/lib/loadFailure';
import {failureDialog} from './failureDialogChunk';
import {useShell} from '@site/src/lib/shellChunk';

const BUTTON = 'button.DocSearch-Button';

/** The module the theme's SearchBar imports to open its dialog. */
export function loadDocSearchModal(): Promise<unknown> {
  return import('@docsearch/react/modal');
}

/** The theme's search button, looked up when needed (the theme owns it and may render it again). */
const findButton = () => document.querySelector<HTMLButtonElement>(BUTTON);

export default function HostedSearchLoadFailure({children}: {children: ReactNode}): ReactNode {
  const [failure, setFailure] = useState<LoadFailure | null>(null);
  const LoadFailureDialog = useShell(failureDialog, failure !== null);

  /** Loads the dialog's code as the theme does; `then` runs once it is there. */
  const load = useCallback((then?: () => void) => {
    loadDocSearchModal().then(
      () => {
        setFailure(null); // a shortcut pressed with the dialog shown, and it worked this time
        then?.();
      },
      async (error: unknown) => {
        console.warn('The search dialog could not be loaded.', error);
        setFailure(await diagnoseLoadFailure(error));
      },
    );
  }, []);
  const watch = useCallback(() => load(), [load]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(BUTTON)) watch();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [watch]);

  // For "a letter typed while the button has focus opens the dialog" the hook compares this with
  // document.activeElement.
  const searchButtonRef = useMemo(() => ({get current() { return findButton(); }}) as RefObject<HTMLButtonElement | null>, []);
  useDocSearchKeyboardEvents({
    isOpen: false, // the theme's dialog marks <body> while open, and the hook leaves it alone then
    onOpen: watch,
    onClose: () => {},
    onInput: watch,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const retry = useCallback(() => {
    setFailure(null);
    load(() => findButton()?.click());
  }, [load]);
  const close = useCallback(() => {
    setFailure(null);
    findButton()?.focus();
  }, []);

  return (
    <>
      {children}
      {failure && LoadFailureDialog && <LoadFailureDialog failure={failure} onRetry={retry} onClose={close} />}
    </>
  );
}
