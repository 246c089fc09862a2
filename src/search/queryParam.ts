/**
 * The search query in the page URL (`?q=`): read when a page opens, kept up to date while the
 * dialog is open, removed when it closes. It is only ever text: control characters are dropped
 * and the length capped at the search box's own limit.
 */
export const QUERY_PARAM = 'q';
/** DocSearch's input maxLength. */
export const MAX_QUERY_LENGTH = 512;

export function sanitizeQuery(raw: string): string {
  return raw
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH);
}

/** The query from a location's search string, or null when absent or empty. */
export function readQueryParam(search: string): string | null {
  let value: string | null;
  try {
    value = new URLSearchParams(search).get(QUERY_PARAM);
  } catch {
    return null;
  }
  const query = value === null ? '' : sanitizeQuery(value);
  return query || null;
}

/** `href` with `q` set to the query, or removed when the query is null or empty. */
export function withQueryParam(href: string, query: string | null): string {
  const url = new URL(href);
  const clean = query === null ? '' : sanitizeQuery(query);
  if (clean) url.searchParams.set(QUERY_PARAM, clean);
  else url.searchParams.delete(QUERY_PARAM);
  return url.toString();
}

/** Keeps `?q=` in step with the dialog without a router navigation (no re-render, no scroll). */
export function replaceQueryInUrl(query: string | null): void {
  const next = withQueryParam(window.location.href, query);
  if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
}

/** How long typing must pause before ?q= follows the search box. */
export const QUERY_URL_DELAY_MS = 300;

export interface QueryFollower {
  /** The query the dialog opened with (a typed letter, the shell's text, or `?q=`). */
  initialQuery?: string;
  /** The search box's text now. */
  currentQuery: () => string | undefined;
  /** Whether an input event came from the search box. */
  isSearchBox: (target: EventTarget | null) => boolean;
  /** Where input events are heard (the document). */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Keeps `?q=` in step with the search box while the dialog is open, once typing pauses for
 * QUERY_URL_DELAY_MS: a history update costs a phone several milliseconds (one cost about 100 ms
 * at 4x CPU in `npm run bench`, search-first-query), too much inside a keystroke. The query the
 * dialog opens with waits the same way, since a tap opens the dialog while the reader types. The URL
 * gets the box's text when the timer fires. Returns a function that stops following.
 */
export function followQueryInUrl({initialQuery, currentQuery, isSearchBox, events}: QueryFollower): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => replaceQueryInUrl(currentQuery() ?? null), QUERY_URL_DELAY_MS);
  };
  const onInput = (event: Event) => {
    if (isSearchBox(event.target)) later();
  };
  if (initialQuery) later();
  events.addEventListener('input', onInput);
  return () => {
    clearTimeout(timer); // closing removes ?q= anyway
    events.removeEventListener('input', onInput);
  };
}
