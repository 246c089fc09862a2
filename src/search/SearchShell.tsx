/**
 * The search dialog's first frame on every open: a focused field in the modal's place and look, so a
 * tap is answered before the modal's code has run (86-100 ms at 4x CPU) and mounted (64-88 ms), and
 * no letter is lost; DocSearch takes its text and hit keys (LocalSearchBar). Not a modal <dialog>:
 * making the page inert costs a phone more than the shell saves.
 */
import React, {useLayoutEffect, type KeyboardEvent, type ReactNode, type RefObject} from 'react';
import {MAX_QUERY_CHARS} from './engine/limits';
import {cycleFocus, focusAtEnd} from '@site/src/lib/focus';
import {HIT_KEYS} from './hitKeys';

/** `loading`: the modal's code is still loading, not only rendering; `onHitKey`: ↑, ↓ or Enter with text in the field. */
export interface SearchShellProps {
  initialQuery?: string;
  loading: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onInput: (text: string) => void;
  onHitKey: (key: string) => void;
  onClose: () => void;
}

export default function SearchShell({initialQuery, loading, inputRef, onInput, onHitKey, onClose}: SearchShellProps): ReactNode {
  useLayoutEffect(() => focusAtEnd(inputRef.current), [inputRef]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') cycleFocus(event, event.currentTarget, 'input, button');
    else if (HIT_KEYS.has(event.key) && inputRef.current?.value.trim() && !event.nativeEvent.isComposing) {
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
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
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
