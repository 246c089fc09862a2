/** The search dialog when its code could not load (offline, or a new deployment): why, and Reload or Try again. */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {LOAD_FAILURE_TEXT, type LoadFailure} from '@site/src/lib/loadFailure';

export interface LoadFailureDialogProps {
  failure: LoadFailure;
  onRetry: () => void;
  onClose: () => void;
}

export default function LoadFailureDialog({failure, onRetry, onClose}: LoadFailureDialogProps): ReactNode {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const text = LOAD_FAILURE_TEXT[failure];
  return (
    <dialog ref={ref} className="search-load-failure" aria-labelledby="search-load-failure-title" onClose={onClose}>
      <h2 id="search-load-failure-title">Search could not load</h2>
      <p role="alert">
        <strong>{text.title}.</strong> {text.help}
      </p>
      <div className="search-load-failure__actions">
        <button type="button" className="button button--primary button--sm" onClick={failure === 'updated' ? () => window.location.reload() : onRetry}>
          {failure === 'updated' ? 'Reload' : 'Try again'}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => ref.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
