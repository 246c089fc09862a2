/** The search query in the page URL (`?q=`), read when a page opens, followed while the dialog is open: text only, capped. */
import {MAX_QUERY_CHARS} from '../engine/limits';

const QUERY_PARAM = 'q';

export const sanitizeQuery = (raw: string): string => raw.replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim().slice(0, MAX_QUERY_CHARS);

/** The query from a location's search string, or null when absent or empty. */
export const readQueryParam = (search: string): string | null => sanitizeQuery(new URLSearchParams(search).get(QUERY_PARAM) ?? '') || null;

/** `href` with `q` set to the query, or removed when the query is null or empty. */
export function withQueryParam(href: string, query: string | null): string {
  const url = new URL(href);
  const clean = sanitizeQuery(query ?? '');
  if (clean) url.searchParams.set(QUERY_PARAM, clean);
  else url.searchParams.delete(QUERY_PARAM);
  return url.toString();
}

/** Keeps `?q=` in step with the dialog without a router navigation (no re-render, no scroll). */
export function replaceQueryInUrl(query: string | null): void {
  const next = withQueryParam(window.location.href, query);
  if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
}

export const QUERY_URL_DELAY_MS = 300;

/**
 * Keeps `?q=` in step with the search box once typing pauses: a history update took up to 100 ms at
 * 4x CPU, too much inside a keystroke. The query the dialog opens with waits the same way. Returns the stop.
 */
export function followQueryInUrl(initialQuery: string | undefined, searchBox: () => {value: string} | null): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => replaceQueryInUrl(searchBox()?.value ?? null), QUERY_URL_DELAY_MS);
  };
  const onInput = (event: Event) => {
    if (event.target === searchBox()) later();
  };
  if (initialQuery) later();
  document.addEventListener('input', onInput);
  return () => {
    clearTimeout(timer); // closing removes ?q= anyway
    document.removeEventListener('input', onInput);
  };
}
