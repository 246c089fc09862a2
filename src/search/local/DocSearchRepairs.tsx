/**
 * What DocSearch 4.7's modal leaves out or gets wrong, each piece added in a node of ours inside its
 * markup (React leaves foreign nodes alone), with DocSearch's class names so it looks native:
 * - "Try searching for" suggestions: 4.7 stores them and never renders them (algolia/docsearch#2922);
 * - "Unable to fetch results": autocomplete resets the status to idle right after DocSearch sets
 *   it to error, so its error screen never shows;
 * - ARIA: the backdrop is a focusable "button" around the whole dialog holding the combobox state
 *   (axe: nested-interactive, aria-allowed-attr), the dialog has no role, and the scrolling results
 *   cannot take focus (axe: scrollable-region-focusable).
 * Blocked storage is handled before the dialog renders (ensureUsableStorage, src/lib/storage.ts).
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {LOAD_FAILURE_TEXT, type LoadFailure} from '@site/src/lib/loadFailure';

export const INPUT_SELECTOR = '.DocSearch-Input';
const UNABLE_TO_FETCH = {title: 'Unable to fetch results', help: 'You might want to check your network connection.'};
const DAMAGED = {title: 'The search index is damaged', help: 'Search could not read its data. Reload the page, or try again later.'};

/** Sets the search box as if typed, so DocSearch runs the query (React listens for `input`). */
function typeQuery(query: string): void {
  const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/** Our node `name` inside DocSearch's `selector`, placed by `insert` the first time; null while it is not shown. */
function slot(selector: string, name: string, insert: (parent: Element, node: HTMLElement) => void): HTMLElement | null {
  const parent = document.querySelector(selector);
  if (!parent) return null;
  const existing = parent.querySelector<HTMLElement>(`[data-local-slot="${name}"]`);
  if (existing) return existing;
  const node = document.createElement('div');
  node.dataset.localSlot = name;
  insert(parent, node);
  return node;
}

function repairAria(): void {
  const backdrop = document.querySelector('.DocSearch-Container');
  for (const name of ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby']) backdrop?.removeAttribute(name);
  // The combobox state moves to the input (ARIA 1.2 pattern).
  const input = document.querySelector(INPUT_SELECTOR);
  const modal = document.querySelector('.DocSearch-Modal');
  const wanted: [Element | null, string, string][] = [
    [input, 'role', 'combobox'],
    [input, 'aria-expanded', input?.hasAttribute('aria-controls') ? 'true' : 'false'],
    [input, 'aria-haspopup', 'listbox'],
    [modal, 'role', 'dialog'],
    [modal, 'aria-modal', 'true'],
    [modal, 'aria-label', 'Search the documentation'],
    // The results scroll; with the hits no longer links, the list itself takes focus for it.
    [document.querySelector('.DocSearch-Dropdown'), 'tabindex', '0'],
  ];
  for (const [element, name, value] of wanted) {
    if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

/** Where the suggestions and the error screen go, as DocSearch's screens are now. */
const places = () => [
  slot('.DocSearch-NoResults', 'suggestions', (parent, node) => parent.querySelector('.DocSearch-Title')?.after(node)),
  slot('.DocSearch-Dropdown', 'error', (parent, node) => parent.prepend(node)),
];

interface Props {
  /** Why the last search failed, or null once one succeeds. */
  failure: LoadFailure | 'damaged' | null;
  /** Up to 3 queries for "Try searching for". */
  suggestions: () => string[];
}

/** Keeps the pieces above in place, and the ARIA right, after every change DocSearch makes to its screens. */
export function DocSearchRepairs({failure, suggestions}: Props): ReactNode {
  const [[suggestionsHost, errorHost], setHosts] = useState<(HTMLElement | null)[]>([null, null]);
  useEffect(() => {
    const sync = () => {
      repairAria();
      const next = places();
      setHosts((hosts) => (next.every((host, i) => host === hosts[i]) ? hosts : next));
    };
    const observer = new MutationObserver(sync);
    observer.observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: ['aria-controls']});
    sync();
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    // An attribute, not a class: React rewrites the container's className on every status change.
    // modal.css hides the results while it is set.
    const container = failure ? errorHost?.closest('.DocSearch-Container') : null;
    container?.setAttribute('data-search-error', '');
    return () => container?.removeAttribute('data-search-error');
  }, [failure, errorHost]);

  const text = failure === 'unavailable' ? UNABLE_TO_FETCH : failure === 'damaged' ? DAMAGED : failure && LOAD_FAILURE_TEXT[failure];
  const list = suggestionsHost && !failure ? suggestions() : [];
  return (
    <>
      {errorHost &&
        text &&
        createPortal(
          <div className="DocSearch-ErrorScreen" role="alert">
            <p className="DocSearch-Title">{text.title}</p>
            <p className="DocSearch-Help">{text.help}</p>
            {(failure === 'updated' || failure === 'damaged') && (
              <button type="button" className="button button--outline button--primary button--sm" onClick={() => window.location.reload()}>
                Reload
              </button>
            )}
          </div>,
          errorHost,
        )}
      {suggestionsHost &&
        list.length > 0 &&
        createPortal(
          <div className="DocSearch-NoResults-Prefill-List">
            <p className="DocSearch-Help">Try searching for:</p>
            <div className="DocSearch-NoResults-Prefill-List-Items">
              {list.map((suggestion) => (
                <p key={suggestion}>
                  <button className="DocSearch-Prefill" type="button" onClick={() => typeQuery(`${suggestion.toLowerCase()} `)}>
                    {suggestion}
                  </button>
                </p>
              ))}
            </div>
          </div>,
          suggestionsHost,
        )}
    </>
  );
}
