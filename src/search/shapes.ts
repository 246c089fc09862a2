/**
 * Algolia's hits (hosted build), DocSearch's stored searches and stored Ask AI conversations, checked
 * where they enter: a hit whose `hierarchy.lvl0` was an object, a relative or `//host` URL, or a
 * stored `[null]` crashed the dialog (on every visit, for stored ones), and a hit at
 * `https://<site>//evil.example/x` opened evil.example. A hit needs a URL on the site (or matching
 * ALGOLIA_EXTERNAL_URL_REGEX) and a title; a bad hit is dropped alone, a bad highlight leaves the
 * plain text. Its own chunk, with zod: never first-load JS.
 */
import * as z from '@site/src/lib/zod';
import {readJson, writeJson, type StorageLike} from '@site/src/lib/storage';
import {conversationsKey, favoriteSearchesKey, recentSearchesKey} from './storageKeys';

/** The site's origins (the page's and SITE_URL's), its base path ("/docs/") and ALGOLIA_EXTERNAL_URL_REGEX. */
export type SiteScope = {origins: readonly string[]; baseUrl: string; externalUrlRegex?: string | null};

export function siteScope(siteConfig: {url: string; baseUrl: string}, externalUrlRegex?: string | null): SiteScope {
  return {origins: [window.location.origin, new URL(siteConfig.url).origin], baseUrl: siteConfig.baseUrl, externalUrlRegex};
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/**
 * The URL a hit or stored search may be offered with: a site path on the site's origins under the
 * base path, the URL itself for an external match, or null. `relative` allows a site path as input
 * (DocSearch stores one); hits must be absolute. Decided on the parsed URL, as browsers read it
 * (`https://site/\evil.example/x` has the path `//evil.example/x`): a `//` path and a user name are refused.
 */
export function offeredUrl(url: unknown, scope: SiteScope, {relative = false} = {}): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  const absolute = ABSOLUTE.test(url);
  if (!absolute && !(relative && url.startsWith('/'))) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, scope.origins[0]);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.username !== '' || parsed.password !== '') return null;
  const external = scope.externalUrlRegex ? new RegExp(scope.externalUrlRegex) : null;
  if (absolute && external?.test(parsed.origin + parsed.pathname)) return parsed.href;
  if (!scope.origins.includes(parsed.origin) || parsed.pathname.startsWith('//')) return null;
  if (!(parsed.pathname.startsWith(scope.baseUrl) || `${parsed.pathname}/` === scope.baseUrl)) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

const blankToNull = z.catch(z.optional(z.nullable(z.string())), null);
const hierarchy = z.object({lvl0: z.string(), lvl1: z.string(), lvl2: blankToNull, lvl3: blankToNull, lvl4: blankToNull, lvl5: blankToNull, lvl6: blankToNull});

/** What DocSearch stores for a recent or favourite search, and the core of a hit. */
const storedSearch = z.looseObject({
  objectID: z.string(),
  url: z.string(),
  type: z.enum([...LEVELS, 'content']),
  hierarchy,
  content: blankToNull,
  // DocSearch's link from a hit to its page's hit; only ever an object or null.
  __docsearch_parent: z.catch(z.optional(z.nullable(z.looseObject({}))), null),
});

/** `{value: "<mark>…</mark>"}`; its other fields (matchLevel…) are kept as they are. */
const highlighted = z.looseObject({value: z.string()});
const highlights = z.catch(z.optional(z.looseObject({hierarchy: z.optional(z.partialRecord(z.enum(LEVELS), highlighted)), content: z.optional(highlighted)})), undefined);
const hit = z.looseObject({...storedSearch.shape, _highlightResult: highlights, _snippetResult: highlights});

type StoredSearch = z.infer<typeof storedSearch>;

/** The page title and the hit's own line (its heading, or its text) are there to show. */
function hasTitle(item: StoredSearch): boolean {
  const own = item.type === 'content' ? item.content : item.hierarchy[item.type];
  return item.hierarchy.lvl1.trim() !== '' && typeof own === 'string' && own.trim() !== '';
}

/** The hits of one response that can be offered, with their URLs made site paths. */
export function offeredHits<T>(items: readonly unknown[], scope: SiteScope): T[] {
  return items.flatMap((item) => {
    const parsed = z.safeParse(hit, item);
    if (!parsed.success || !hasTitle(parsed.data)) return [];
    const url = offeredUrl(parsed.data.url, scope);
    if (url === null) return [];
    const {_highlightResult, _snippetResult, __docsearch_parent, ...rest} = parsed.data;
    return [{...rest, url, ...(_highlightResult && {_highlightResult}), ...(_snippetResult && {_snippetResult})} as T];
  });
}

/** The stored searches that DocSearch can show; anything else is dropped. */
export function validStoredSearches(value: unknown, scope: SiteScope): StoredSearch[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = z.safeParse(storedSearch, item);
    if (!parsed.success || !hasTitle(parsed.data)) return [];
    const url = offeredUrl(parsed.data.url, scope, {relative: true});
    return url === null ? [] : [{...parsed.data, url}];
  });
}

/**
 * Keeps only the valid recent and favourite searches of `indexName`; returns how many were dropped.
 * Call before DocSearch's modal mounts: it reads them then.
 */
export function cleanStoredSearches(storage: StorageLike | null, indexName: string, scope: SiteScope): number {
  let dropped = 0;
  for (const key of [recentSearchesKey(indexName), favoriteSearchesKey(indexName)]) {
    try {
      const raw = storage?.getItem(key);
      if (raw == null) continue;
      let value: unknown = null;
      try {
        value = JSON.parse(raw);
      } catch {
        // dropped below
      }
      const valid = validStoredSearches(value, scope);
      const count = Array.isArray(value) ? value.length : 1;
      if (valid.length === count) continue;
      dropped += count - valid.length;
      if (valid.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(valid));
    } catch {
      // Storage blocked or full: DocSearch reads nothing or what is there, as before.
    }
  }
  if (dropped > 0) console.warn(`${dropped} stored search entries could not be read and were removed.`);
  return dropped;
}

const maybeString = z.optional(z.string());
const withQuery = z.looseObject({query: maybeString});
const maybeLevel = z.optional(z.nullable(z.string()));
/** The parts DocSearch reads fields of, checked for those fields; parts of other types pass. */
const READ_PARTS = ['text', 'reasoning', 'source-url', 'tool-searchIndex'];
const part = z.union([
  z.looseObject({type: z.enum(['text', 'reasoning']), text: z.string()}),
  z.looseObject({type: z.literal('source-url'), url: z.string()}),
  // DocSearch's search step: it reads input.query, output.query and output.hits.
  z.looseObject({
    type: z.literal('tool-searchIndex'),
    toolCallId: z.string(),
    input: z.optional(withQuery),
    output: z.optional(z.looseObject({query: maybeString, hits: z.optional(z.array(z.unknown()))})),
  }),
  z.looseObject({type: z.string().check(z.refine((type) => !READ_PARTS.includes(type)))}),
]);
const message = z.looseObject({id: z.string(), role: z.enum(['user', 'assistant', 'system']), parts: z.array(part)});
const conversation = z.looseObject({
  type: z.literal('askAI'),
  objectID: z.string(),
  query: z.string(),
  url: z.string(),
  hierarchy: z.looseObject({lvl0: z.string(), lvl1: z.string(), lvl2: maybeLevel, lvl3: maybeLevel, lvl4: maybeLevel, lvl5: maybeLevel, lvl6: maybeLevel}),
  messages: z.array(message).check(z.minLength(1)),
});

/**
 * The Ask AI conversations of a stored value that DocSearch can draw: it reads every entry as it
 * draws its start screen, and `[null]` or a message without `parts` threw on every visit. Never throws.
 */
export const validConversations = (stored: unknown): unknown[] => (Array.isArray(stored) ? stored.filter((entry) => z.safeParse(conversation, entry).success) : []);

/** Keeps only the valid conversations stored for `indexName`; returns how many were dropped. Never throws. */
export function repairStoredConversations(storage: StorageLike | null, indexName: string): number {
  const stored = readJson(storage, conversationsKey(indexName), Array.isArray);
  const valid = validConversations(stored);
  if (stored && valid.length < stored.length) writeJson(storage, conversationsKey(indexName), valid);
  return (stored?.length ?? 0) - valid.length;
}
