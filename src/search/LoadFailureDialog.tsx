/**
 * The search dialog when its own code could not load (offline, or a new version of the site
 * removed the chunk this page asks for): says why, offers Reload or Try again. A native <dialog>:
 * modal, Escape closes it. Shown by both search bars: LocalSearchBar and, with Algolia,
 * HostedSearchBar. Its styles are in search.css (.search-load-failure).
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {LOAD_FAILURE_TEXT, type LoadFailure} from '@site/src/lib/loadFailure';

export interface LoadFailureDialogProps {
  failure: LoadFailure;
  onRetry: () => void;
  /** When the dialog has closed (Close, Escape): the caller returns focus to the search button. */
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
        {failure === 'updated' ? (
          <button type="button" className="button button--primary button--sm" onClick={() => window.location.reload()}>
            Reload
          </button>
        ) : (
          <button type="button" className="button button--primary button--sm" onClick={onRetry}>
            Try again
          </button>
        )}
        <button type="button" className="button button--secondary button--sm" onClick={() => ref.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
