/**
 * What DocSearch 4.4's modal leaves out or gets wrong, added around it without forking it.
 * Each piece renders into a node of ours inside DocSearch's markup (React leaves foreign nodes
 * alone), with DocSearch's own class names so it looks native:
 * - "Try searching for" suggestions: 4.4 stores them as an object and never renders them
 *   (algolia/docsearch#2922);
 * - "Unable to fetch results": autocomplete resets the status to idle right after DocSearch sets
 *   it to error, so its error screen never shows;
 * - "No recent searches": 4.4 shows an empty start screen;
 * - storage: see ensureUsableStorage in src/lib/storage.ts (run by the SearchBar wrapper);
 * - ARIA: the backdrop is a focusable "button" around the whole dialog holding the combobox
 *   state (axe: nested-interactive, aria-allowed-attr), the dialog has no role, and the
 *   scrolling results cannot take focus (axe: scrollable-region-focusable).
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {LOAD_FAILURE_TEXT, type LoadFailure} from '@site/src/lib/loadFailure';

export const INPUT_SELECTOR = '.DocSearch-Input';

/** Runs `sync` now and after every DOM change while mounted (DocSearch re-renders its screens). */
function useDomSync(sync: () => void): void {
  useEffect(() => {
    const observer = new MutationObserver(sync);
    observer.observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: ['aria-controls']});
    sync();
    return () => observer.disconnect();
  }, [sync]);
}

/** Our node for `name`, placed by `insert` the first time, or null when there is no place for it. */
function slot(parent: Element | null, name: string, insert: (node: HTMLElement) => void): HTMLElement | null {
  if (!parent) return null;
  const existing = parent.querySelector<HTMLElement>(`[data-local-slot="${name}"]`);
  if (existing) return existing;
  const node = document.createElement('div');
  node.dataset.localSlot = name;
  insert(node);
  return node;
}

function useSlot(place: () => HTMLElement | null): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useDomSync(React.useCallback(() => setHost(place()), [place]));
  return host;
}

/** Sets the search box as if typed, so DocSearch runs the query (React listens for `input`). */
export function typeQuery(query: string): void {
  const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

const placeSuggestions = () => {
  const screen = document.querySelector('.DocSearch-NoResults');
  // Should DocSearch render its own list (a fixed version), leave it alone.
  if (!screen || screen.querySelector('.DocSearch-NoResults-Prefill-List:not([data-local])')) return null;
  return slot(screen, 'suggestions', (node) => screen.querySelector('.DocSearch-Title')?.after(node));
};

/** "Try searching for" with up to 3 queries; a click puts the query, lowercased, in the box. */
export function NoResultsSuggestions({suggestions}: {suggestions: () => string[]}): ReactNode {
  const host = useSlot(placeSuggestions);
  const list = host ? suggestions() : [];
  if (!host || list.length === 0) return null;
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List" data-local="">
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
    host,
  );
}

const placeErrorScreen = () => {
  const dropdown = document.querySelector('.DocSearch-Dropdown');
  return slot(dropdown, 'error', (node) => dropdown?.prepend(node));
};

/** Shown in place of the results (modal.css hides them) until a search succeeds again. */
export function ErrorScreen({failure = 'unavailable'}: {failure?: LoadFailure}): ReactNode {
  const host = useSlot(placeErrorScreen);
  useEffect(() => {
    // An attribute, not a class: React rewrites the container's className on every status change.
    const container = host?.closest('.DocSearch-Container');
    container?.setAttribute('data-search-error', '');
    return () => container?.removeAttribute('data-search-error');
  }, [host]);
  if (!host) return null;
  const text =
    failure === 'unavailable'
      ? {title: 'Unable to fetch results', help: 'You might want to check your network connection.'}
      : LOAD_FAILURE_TEXT[failure];
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{text.title}</p>
      <p className="DocSearch-Help">{text.help}</p>
      {failure === 'updated' && (
        <button type="button" className="DocSearch-Reload" onClick={() => window.location.reload()}>
          Reload
        </button>
      )}
    </div>,
    host,
  );
}

const placeEmptyStart = () => {
  const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  const bar = document.querySelector('.DocSearch-SearchBar');
  // The start screen is empty when DocSearch shows no dropdown for an empty query.
  if (!input || input.value !== '' || document.querySelector('.DocSearch-Dropdown')) return null;
  return slot(bar?.parentElement ?? null, 'start', (node) => bar?.after(node));
};

export function EmptyStartScreen(): ReactNode {
  const host = useSlot(placeEmptyStart);
  if (!host) return null;
  return createPortal(
    <div className="DocSearch-StartScreen">
      <p className="DocSearch-Help">No recent searches</p>
    </div>,
    host,
  );
}

function repairAria(): void {
  const backdrop = document.querySelector('.DocSearch-Container');
  for (const name of ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby']) {
    if (backdrop?.hasAttribute(name)) backdrop.removeAttribute(name);
  }
  // The combobox state moves to the input (ARIA 1.2 pattern).
  const input = document.querySelector(INPUT_SELECTOR);
  const expanded = input?.hasAttribute('aria-controls') ? 'true' : 'false';
  const wanted: [Element | null | undefined, string, string][] = [
    [input, 'role', 'combobox'],
    [input, 'aria-expanded', expanded],
    [input, 'aria-haspopup', 'listbox'],
    [document.querySelector('.DocSearch-Modal'), 'role', 'dialog'],
    [document.querySelector('.DocSearch-Modal'), 'aria-modal', 'true'],
    [document.querySelector('.DocSearch-Modal'), 'aria-label', 'Search the documentation'],
    // The results scroll; with the hits no longer links, the list itself takes focus for it.
    [document.querySelector('.DocSearch-Dropdown'), 'tabindex', '0'],
  ];
  for (const [element, name, value] of wanted) {
    if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

/** Keeps the dialog's ARIA right while it is open; a click on the backdrop still closes it. */
export function useAriaRepairs(): void {
  useDomSync(repairAria);
}
