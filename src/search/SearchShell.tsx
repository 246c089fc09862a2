/**
 * The search dialog's first frame: a focused field in the modal's place and look, drawn on every
 * open while DocSearch's modal code loads. No hits: DocSearch draws them all, taking this field's
 * text as its `initialQuery`, and ↑, ↓ and Enter pressed here once it has them (LocalSearchBar).
 *
 * Benefit: a tap is answered with a field on screen before the modal's code has run (one 86-100 ms
 * task at 4x CPU) and mounted (64-88 ms); letters typed meanwhile are not lost.
 *
 * A positioned element like DocSearch's container, not a modal <dialog>: showModal() makes the rest
 * of the page inert, and that restyle costs a phone more than the shell saves. Escape, Ctrl+K
 * (LocalSearchBar) or a click outside close it; Tab stays inside.
 */
import React, {useLayoutEffect, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import {MAX_QUERY_CHARS} from './engine/limits';
import {cycleFocus, focusAtEnd} from '@site/src/lib/focus';
import {HIT_KEYS} from './hitKeys';

export interface SearchShellProps {
  /** A typed letter, or `?q=`. */
  initialQuery?: string;
  /** The modal's code is still loading (not only rendering): say so. */
  loading: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onInput: (text: string) => void;
  /** ↑, ↓ or Enter pressed with text in the field: a choice among hits not shown yet. */
  onHitKey: (key: string) => void;
  onClose: () => void;
}

export default function SearchShell({initialQuery, loading, inputRef, onInput, onHitKey, onClose}: SearchShellProps): ReactNode {
  useLayoutEffect(() => focusAtEnd(inputRef.current), [inputRef]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      // Focus stays inside: the field, and Cancel where it shows (narrow screens).
      cycleFocus(event, event.currentTarget, 'input, button');
    } else if (HIT_KEYS.has(event.key) && inputRef.current?.value.trim() && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onHitKey(event.key);
    }
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog's own keys and its backdrop click, as DocSearch's modal has
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
            onInput={(event) => onInput(event.currentTarget.value)}
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
        <p className="search-shell__status" role="status">
          {loading ? 'Loading search…' : ''}
        </p>
      </div>
    </div>
  );
}
