/**
 * src/search/shapes.ts: hosted hits and DocSearch's stored searches are checked where they enter.
 */
import {describe, expect, it, vi} from 'vitest';
import {cleanStoredSearches, offeredHits, offeredUrl, validStoredSearches, type SiteScope} from '@site/src/search/shapes';
import type {StorageLike} from '@site/src/lib/storage';

const SITE = 'https://docs.etherlink.com';
const scope: SiteScope = {origins: ['http://127.0.0.1:3000', SITE], baseUrl: '/'};

function hit(url: unknown, overrides: Record<string, unknown> = {}) {
  return {
    objectID: String(url),
    url,
    type: 'lvl2',
    content: null,
    hierarchy: {lvl0: 'Developing', lvl1: 'WebSockets', lvl2: 'Enabling WebSockets', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {hierarchy: {lvl0: {value: 'Developing'}, lvl1: {value: '<mark>WebSockets</mark>'}}},
    _snippetResult: {hierarchy: {lvl1: {value: 'WebSockets'}}},
    ...overrides,
  };
}

const good = hit(`${SITE}/building-on-etherlink/websockets#enabling`);

describe('hosted hits', () => {
  it('offers a hit on the site with its site path, and keeps its highlights', () => {
    const [offered] = offeredHits<ReturnType<typeof hit>>([good], scope);
    expect(offered).toEqual({...good, url: '/building-on-etherlink/websockets#enabling'});
  });

  it('a hit whose hierarchy.lvl0 is an object is dropped alone; the other hits stay', () => {
    const bad = hit(`${SITE}/bad`, {hierarchy: {...good.hierarchy, lvl0: {value: 'x', toString: 1}}});
    expect(offeredHits<{objectID: string}>([bad, good], scope).map((h) => h.objectID)).toEqual([good.objectID]);
  });

  it('a highlight of the wrong shape (_highlightResult.hierarchy.lvl0 an object) is dropped; the hit shows its plain text', () => {
    const odd = hit(`${SITE}/odd`, {_highlightResult: {hierarchy: {lvl0: {value: {toString: 1}}}}, _snippetResult: 'x'});
    const [offered] = offeredHits<Record<string, unknown>>([odd], scope);
    expect(offered).toBeDefined();
    expect(offered).not.toHaveProperty('_highlightResult');
    expect(offered).not.toHaveProperty('_snippetResult');
    expect(offered!.hierarchy).toEqual(good.hierarchy);
  });

  it('drops hits off the site: another host, relative, //host, /\\host, empty, not a string, javascript:', () => {
    const urls = ['https://evil.example/phish', 'bridging', '/bridging', '//evil.example/x', '/\\evil.example/x', '', '  ', 5, null, {}, 'javascript:alert(1)', `ftp://docs.etherlink.com/x`];
    const hits = [...urls.map((url) => hit(url)), good];
    expect(offeredHits<{url: string}>(hits, scope).map((h) => h.url)).toEqual(['/building-on-etherlink/websockets#enabling']);
  });

  it('under a base path, only URLs below it are on the site', () => {
    const docs = {...scope, baseUrl: '/docs/'};
    expect(offeredUrl(`${SITE}/docs/bridging#x`, docs)).toBe('/docs/bridging#x');
    expect(offeredUrl(`${SITE}/docs`, docs)).toBe('/docs');
    expect(offeredUrl(`${SITE}/docsy/x`, docs)).toBeNull();
    expect(offeredUrl(`${SITE}/bridging`, docs)).toBeNull();
  });

  it('keeps an external URL that matches ALGOLIA_EXTERNAL_URL_REGEX as it is', () => {
    const external = {...scope, externalUrlRegex: '^https://tezos\\.com/'};
    expect(offeredUrl('https://tezos.com/developers', external)).toBe('https://tezos.com/developers');
    expect(offeredUrl('https://evil.example/?https://tezos.com/', external)).toBeNull();
  });

  it('a site URL whose path a browser reads as another host is refused: //, /\\, tabs and newlines, ///', () => {
    const shapes = [
      `${SITE}//evil.example/x`,
      `${SITE}/\\evil.example/x`,
      `${SITE}/\t/evil.example/x`,
      `${SITE}/\n/evil.example/x`,
      `${SITE}/\\\t\\evil.example/x`,
      `${SITE}///evil.example/x`,
      `${SITE}/\r\n//evil.example/x`,
    ];
    for (const url of shapes) {
      expect(offeredUrl(url, scope), JSON.stringify(url)).toBeNull();
      expect(offeredUrl(url.slice(SITE.length), scope, {relative: true}), JSON.stringify(url)).toBeNull();
    }
    // What is left is never a path another host could be read from.
    expect(offeredUrl(`${SITE}/a//b`, scope)).toBe('/a//b');
  });

  it('a URL with a user name is refused, and the external pattern is matched on origin and path', () => {
    const external = {...scope, externalUrlRegex: '^https://github\\.com'};
    expect(offeredUrl('https://github.com@evil.example/x', external)).toBeNull();
    expect(offeredUrl('https://github.com:pw@evil.example/x', external)).toBeNull();
    expect(offeredUrl(`https://user@${SITE.slice('https://'.length)}/bridging`, scope)).toBeNull();
    expect(offeredUrl('https://evil.example/https://github.com', external)).toBeNull();
    expect(offeredUrl('https://github.com/etherlinkcom', external)).toBe('https://github.com/etherlinkcom');
  });

  it('drops a hit with no usable title', () => {
    const noTitle = [
      hit(`${SITE}/a`, {hierarchy: {...good.hierarchy, lvl1: '  '}}),
      hit(`${SITE}/b`, {hierarchy: {...good.hierarchy, lvl2: null}}), // a lvl2 hit without its heading
      hit(`${SITE}/c`, {type: 'content', content: null}),
      hit(`${SITE}/d`, {type: '__proto__'}),
      hit(`${SITE}/e`, {hierarchy: undefined}),
      null,
      'hit',
    ];
    expect(offeredHits(noTitle, scope)).toEqual([]);
  });
});

function memory(entries: Record<string, string> = {}): StorageLike & {data: Map<string, string>} {
  const data = new Map(Object.entries(entries));
  return {data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k)};
}

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__etherlink-docs';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__etherlink-docs';
const stored = {objectID: '/bridging~0', url: '/bridging', type: 'lvl1', content: null, hierarchy: {lvl0: 'Bridging', lvl1: 'Bridging tokens', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null}};

describe('recent and favourite searches in localStorage', () => {
  it('[null] and an entry without hierarchy are removed, the valid entry kept, and storage rewritten', () => {
    const storage = memory({[RECENT]: JSON.stringify([null, {objectID: 'x', url: '/x', type: 'lvl1'}, stored]), [FAVORITE]: '[null]'});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(cleanStoredSearches(storage, 'etherlink-docs', scope)).toBe(3);
    expect(JSON.parse(storage.data.get(RECENT)!)).toEqual([stored]);
    expect(storage.data.has(FAVORITE)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('leaves valid storage as it is, and survives storage that throws', () => {
    const raw = JSON.stringify([stored]);
    const storage = memory({[RECENT]: raw});
    expect(cleanStoredSearches(storage, 'etherlink-docs', scope)).toBe(0);
    expect(storage.data.get(RECENT)).toBe(raw);
    const throwing: StorageLike = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(cleanStoredSearches(throwing, 'etherlink-docs', scope)).toBe(0);
  });

  it('a stored entry that points off the site is dropped', () => {
    expect(validStoredSearches([{...stored, url: '//evil.example/'}, {...stored, url: 'https://evil.example/'}, stored], scope)).toHaveLength(1);
  });
});
