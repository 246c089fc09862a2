/** The load-failure dialog of both search bars: a small chunk requested as the page starts, so it is here before a later load fails. */
import React, {type ReactNode} from 'react';
import {shellChunk, useShell} from '@site/src/lib/shellChunk';
import type {LoadFailureDialogProps} from './LoadFailureDialog';

const failureDialog = shellChunk<LoadFailureDialogProps>(() => import(/* webpackChunkName: "load-failure-dialog" */ './LoadFailureDialog'));

/** The dialog with `props` (none while null), once its chunk has run. */
export function useLoadFailureDialog(props: LoadFailureDialogProps | null): ReactNode {
  const Dialog = useShell(failureDialog, props !== null);
  // eslint-disable-next-line react-hooks/static-components -- loaded with import() and kept in state, not made in render
  return props && Dialog && <Dialog {...props} />;
}
