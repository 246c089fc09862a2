/**
 * The search's load-failure dialog for both search bars: a small chunk requested as the page
 * starts (src/lib/shellChunk.ts), so it is here before a later load can fail, offline or after a
 * new deployment. Close returns focus to the search button; Try again runs the `retry` it was shown with.
 */
import React, {useState, type ReactNode} from 'react';
import {shellChunk, useShell} from '@site/src/lib/shellChunk';
import type {LoadFailure} from '@site/src/lib/loadFailure';
import type {LoadFailureDialogProps} from './LoadFailureDialog';

const failureDialog = shellChunk<LoadFailureDialogProps>(() => import(/* webpackChunkName: "load-failure-dialog" */ './LoadFailureDialog'));

type Shown = {failure: LoadFailure; retry: () => void} | null;

/** The dialog (nothing until shown) and the setter that shows it. */
export function useLoadFailureDialog(): [ReactNode, (shown: Shown) => void] {
  const [shown, setShown] = useState<Shown>(null);
  const Dialog = useShell(failureDialog, shown !== null);
  const dialog = shown && Dialog && (
    // eslint-disable-next-line react-hooks/static-components -- loaded with import() and kept in state, not made in render
    <Dialog
      failure={shown.failure}
      onRetry={() => {
        setShown(null);
        shown.retry();
      }}
      onClose={() => {
        setShown(null);
        document.querySelector<HTMLButtonElement>('button.DocSearch-Button')?.focus();
      }}
    />
  );
  return [dialog, setShown];
}
