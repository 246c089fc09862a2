/**
 * The search dialog's first frame, drawn while DocSearch's modal code (a large chunk) loads and
 * renders, on every open: the same place and look as the modal, with a real, focused search field. What the reader
 * types here is searched and its hits shown here (./ShellResults.tsx, in DocSearch's markup), and
 * handed to the modal when it takes over (LocalSearchBar), so nothing is lost and the click and
 * the typing are answered at once even on a slow phone.
 *
 * A positioned element like DocSearch's own container, not a modal <dialog>: showModal() makes
 * the rest of the page inert, and restyling the whole document that way costs a phone-class CPU
 * more than the shell saves. Escape or a click outside closes it, Tab stays inside, and focus
 * goes back to the search button.
 */
import React, {useLayoutEffect, useState, type ComponentType, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import {MAX_QUERY_CHARS} from './limits';
import {cycleFocus, focusAtEnd} from '@site/src/lib/focus';
import type {ShellResultsProps} from './ShellResults';

/** The field and the entries below it ("Ask AI", then the hits), in order. */
const ENTRIES = 'input, .search-shell__results button, .search-shell__results a[href]';

/** The arrow keys move focus along the entries, as they move DocSearch's choice; no wrapping. */
function moveAlong(container: Element, by: 1 | -1): void {
  const entries = Array.from(container.querySelectorAll<HTMLElement>(ENTRIES));
  entries[entries.indexOf(document.activeElement as HTMLElement) + by]?.focus();
}

export interface SearchShellProps {
  /** The query the dialog opens with (a typed letter, or `?q=`). */
  initialQuery?: string;
  /** The modal's code is still loading (not only rendering): say so. */
  loading: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The field's text after each change. */
  onInput: (text: string) => void;
  /** The hits' component, once it and DocSearch's stylesheet (which draws them) are here. */
  Results: ComponentType<ShellResultsProps> | null;
  onClose: () => void;
}

export default function SearchShell({initialQuery, loading, inputRef, onInput, Results, onClose}: SearchShellProps): ReactNode {
  const [text, setText] = useState(initialQuery ?? '');
  useLayoutEffect(() => focusAtEnd(inputRef.current), [inputRef]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      // Focus stays inside: the field, the entries, and Cancel where it shows (narrow screens).
      cycleFocus(event, event.currentTarget, 'input, button, a[href]');
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveAlong(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && event.target === inputRef.current && !event.nativeEvent.isComposing) {
      // As in DocSearch's modal, whose first entry is chosen until an arrow moves the choice (an
      // Enter that ends an input method's composition only ends it).
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>('.search-shell__results button')?.click();
    }
  };
  return (
    <div
      className="search-shell"
      role="dialog"
      aria-modal="true"
      aria-label="Search"
      onKeyDown={onKeyDown}
      // A click on the backdrop lands on the container itself.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}>
      <div className="search-shell__panel">
        <form className="search-shell__form" role="search" onSubmit={(event) => event.preventDefault()}>
          <svg className="search-shell__icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m13 13 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={inputRef}
            className="search-shell__input"
            type="search"
            aria-label="Search the docs"
            placeholder="Search docs"
            defaultValue={initialQuery}
            onInput={(event) => {
              setText(event.currentTarget.value);
              onInput(event.currentTarget.value);
            }}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={MAX_QUERY_CHARS}
          />
          <button type="button" className="search-shell__cancel" onClick={onClose}>
            Cancel
          </button>
        </form>
        {Results ? (
          <Results query={text} onClose={onClose} />
        ) : (
          <p className="search-shell__status" role="status">
            {loading ? 'Loading search…' : ''}
          </p>
        )}
      </div>
    </div>
  );
}
