/** The load-failure dialog of both search bars: a small chunk requested as the page starts, so it is here before a later load fails. */
import React, {type ReactNode} from 'react';
import {shellChunk, useShell} from '@site/src/lib/shellChunk';
import {diagnoseLoadFailure, type LoadFailure} from '@site/src/lib/loadFailure';
import type {LoadFailureDialogProps} from './LoadFailureDialog';

const failureDialog = shellChunk<LoadFailureDialogProps>(() => import(/* webpackChunkName: "load-failure-dialog" */ './LoadFailureDialog'));

/** The dialog with `props` (none while null), once its chunk has run; `dismiss` runs before Try again and Close. */
export function useLoadFailureDialog(props: LoadFailureDialogProps | null, dismiss: () => void): ReactNode {
  const Dialog = useShell(failureDialog, props !== null);
  const then = (next: () => void) => () => {
    dismiss();
    next();
  };
  // eslint-disable-next-line react-hooks/static-components -- loaded with import() and kept in state, not made in render
  return props && Dialog && <Dialog failure={props.failure} onRetry={then(props.onRetry)} onClose={then(props.onClose)} />;
}

/** Why the dialog's code did not load, told to the console too. */
export async function diagnose(error: unknown): Promise<LoadFailure> {
  console.warn('The search dialog could not be loaded.', error);
  return diagnoseLoadFailure(error);
}
