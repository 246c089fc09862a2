// The search dialog's load-failure dialog, shared by the local and the hosted search bar: a small
// chunk requested as the page starts (src/lib/shellChunk.ts), so it is here before any later load
// can fail, offline or after a new deployment.
import {shellChunk} from '@site/src/lib/shellChunk';
import type {LoadFailureDialogProps} from './LoadFailureDialog';

export const failureDialog = shellChunk<LoadFailureDialogProps>(() => import(/* webpackChunkName: "load-failure-dialog" */ './LoadFailureDialog'));
