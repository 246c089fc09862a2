import {describe, expect, it, vi} from 'vitest';
import {fetchSearchEngine} from '@site/src/search/engine/load';
import {loadOnce} from '@site/src/lib/loadOnce';
import {buildFragments, createSearchEngine, encodeIndex} from '@site/plugins/search-index/fragments';
import {DamagedIndexError, decodeIndex, isDamaged} from '@site/src/search/engine/wire';
import {MAX_MANIFEST_BYTES} from '@site/src/search/engine/limits';
import {siteRecords} from './search-fixtures';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), {status});

describe('a page file on the wire', () => {
  it('round-trips records, storing each page once', () => {
    const wire = encodeIndex(siteRecords);
    expect(wire.pages.length).toBeLessThan(wire.records.length);
    const decoded = decodeIndex(JSON.parse(JSON.stringify(wire)));
    expect(decoded.map(({objectID: _, ...rest}) => rest)).toEqual(siteRecords.map(({objectID: _, ...rest}) => rest));
    expect(new Set(decoded.map((r) => r.objectID)).size).toBe(decoded.length);
    expect(decodeIndex(wire).map((r) => r.objectID)).toEqual(decoded.map((r) => r.objectID));
  });

  it('keeps page keywords, stored once per page', () => {
    const withKeywords = siteRecords.map((r) => ({...r, page: {...r.page, keywords: ['RPC', 'endpoint']}}));
    const wire = encodeIndex(withKeywords);
    expect(wire.pages.every((p) => p.keywords?.join() === 'RPC,endpoint')).toBe(true);
    expect(decodeIndex(JSON.parse(JSON.stringify(wire)))[0]!.page.keywords).toEqual(['RPC', 'endpoint']);
    expect(decodeIndex(JSON.parse(JSON.stringify(encodeIndex(siteRecords))))[0]!.page).not.toHaveProperty('keywords');
  });

  it('rejects an unknown format', () => {
    expect(() => decodeIndex({version: 2})).toThrow(DamagedIndexError);
  });
});

describe('loading fragments', () => {
  /** The fragments of the site fixture, served as the build writes them; every URL asked is kept. */
  function served(fail: (url: string) => boolean = () => false, fragmentChars = 2_000) {
    // Small fragments, so that the fixture is cut as the site's index is.
    const {manifest, terms, chunks} = buildFragments(siteRecords, fragmentChars);
    const files = new Map<string, unknown>([['/search/manifest.json', {...manifest, base: '/search/0123abcd/'}]]);
    terms.forEach((fragment, n) => files.set(`/search/0123abcd/t${n}.json`, fragment));
    chunks.forEach((chunk, n) => files.set(`/search/0123abcd/c${n}.json`, chunk));
    const asked: string[] = [];
    const fetcher = async (url: string) => {
      asked.push(url);
      return fail(url) || !files.has(url) ? json('boom', 500) : json(files.get(url));
    };
    return {fetcher, asked, fragments: terms.length};
  }

  it('reads the manifest, then only the fragments a query needs, and ranks as the whole index does', async () => {
    const {fetcher, asked, fragments} = served();
    const engine = await fetchSearchEngine(fetcher);
    expect(asked).toEqual(['/search/manifest.json']);
    const whole = createSearchEngine(siteRecords);
    for (const query of ['chain id', 'websockets', 'how do I deploy a contract', 'hardaht', 'eth_getBalance', 'qqqq']) {
      const got = await engine.search(query);
      expect(got.map((r) => r.record.url)).toEqual((await whole.search(query)).map((r) => r.record.url));
    }
    const termFiles = asked.filter((url) => /\/t\d+\.json$/.test(url));
    expect(termFiles.length).toBeLessThan(fragments);
    // Each fragment is fetched once.
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('while the reader types, fetches the fragments of the words so far, and no word into a fragment it may leave', async () => {
    // Cut fine enough that "b" and "bl", "fee" and "feed" are fragments of their own.
    const {fetcher, asked} = served(undefined, 100);
    const engine = await fetchSearchEngine(fetcher);
    const query = 'block feeds';
    const termFiles = () => asked.filter((url) => /\/t\d+\.json$/.test(url));
    // Typed letter by letter: each prefix is prefetched, as the search client does before the pause.
    for (let n = 1; n <= query.length; n++) {
      engine.prefetch(query.slice(0, n));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const prefetched = termFiles();
    expect(prefetched.length).toBeGreaterThan(0);
    // What the search then needs is nearly all there, and nothing fetched was for a word's first letters only.
    const pasted = served(undefined, 100);
    await (await fetchSearchEngine(pasted.fetcher)).search(query);
    const needed = new Set(pasted.asked.filter((url) => /\/t\d+\.json$/.test(url)));
    for (const url of prefetched) expect(needed).toContain(url);
    await engine.search(query);
    expect(termFiles().length).toBeLessThanOrEqual(needed.size);
  });

  it('a search waits for the fragments a prefetch is still fetching', async () => {
    const {fetcher} = served(undefined, 100);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Fragments asked for while the reader types arrive late; the search's own come at once.
    let typing = true;
    const engine = await fetchSearchEngine(async (url) => {
      if (typing && url.includes('/t')) await held;
      return fetcher(url);
    });
    engine.prefetch('fees');
    typing = false;
    const ranking = engine.search('fees');
    setTimeout(release, 20);
    const whole = createSearchEngine(siteRecords);
    expect((await ranking).map((r) => r.record.url)).toEqual((await whole.search('fees')).map((r) => r.record.url));
  });

  it('rejects on a failed download, and fetches the fragment again on the next search', async () => {
    let down = true;
    const {fetcher} = served((url) => down && url.includes('/t'));
    const engine = await fetchSearchEngine(fetcher);
    await expect(engine.search('websockets')).rejects.toThrow(/status 500/);
    down = false;
    expect((await engine.search('websockets'))[0]!.record.url).toBe('/building-on-etherlink/websockets');
    await expect(fetchSearchEngine(async () => json('boom', 500))).rejects.toThrow(/status 500/);
    await expect(fetchSearchEngine(async () => json({version: 1, index: '/search/index.json'}))).rejects.toThrow(/unknown format/);
  });

  it('says the index is damaged when a file is too large, not JSON or not of its format, and not when the network fails', async () => {
    const {fetcher} = served();
    const manifest = await (await fetcher('/search/manifest.json')).json();
    const replace = (wanted: RegExp, response: () => Response) => async (url: string) => (wanted.test(url) ? response() : fetcher(url));
    const damaged = async (load: Promise<unknown>, message: RegExp) => {
      const error = await load.then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(DamagedIndexError);
      expect((error as Error).message).toMatch(message);
      expect(isDamaged(error)).toBe(true);
    };
    const huge = () => new Response(' '.repeat(MAX_MANIFEST_BYTES + 1));
    await damaged(fetchSearchEngine(replace(/manifest/, huge)), /larger than/);
    await damaged(fetchSearchEngine(replace(/manifest/, () => new Response('{"version": 3,'))), /not JSON/);
    await damaged(fetchSearchEngine(replace(/manifest/, () => json({...manifest, largest: undefined}))), /unknown format/);
    await damaged(fetchSearchEngine(replace(/manifest/, () => json([manifest]))), /unknown format/);
    // A fragment or chunk one byte over the largest the manifest states.
    const over = (n: number) => () => new Response(`[${' '.repeat(n - 1)}]`);
    await damaged((await fetchSearchEngine(replace(/\/t\d+\.json$/, over(manifest.largest.terms)))).search('websockets'), /larger than/);
    await damaged((await fetchSearchEngine(replace(/\/t\d+\.json$/, () => json([1, 2])))).search('websockets'), /unknown format/);
    await damaged((await fetchSearchEngine(replace(/\/c\d+\.json$/, over(manifest.largest.chunk)))).search('websockets'), /larger than/);
    await damaged((await fetchSearchEngine(replace(/\/c\d+\.json$/, () => json({version: 1})))).search('websockets'), /unknown format/);
    // A network failure stays one.
    const down = await fetchSearchEngine(replace(/\/t\d+\.json$/, () => json('boom', 503))).then((engine) => engine.search('websockets')).catch((e: unknown) => e);
    expect(isDamaged(down)).toBe(false);
  });

  it('loads once, but forgets a failure so that a later call retries', async () => {
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(42);
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('offline');
    expect(await once()).toBe(42);
    expect(await once()).toBe(42);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
