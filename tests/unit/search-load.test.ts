import {describe, expect, it, vi} from 'vitest';
import {fetchSearchRecords, memoizeLoad} from '@site/src/search/load';
import {decodeIndex, encodeIndex} from '@site/src/search/wire';
import {siteRecords} from './search-fixtures';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), {status});

describe('the index on the wire', () => {
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
    expect(() => decodeIndex({version: 2})).toThrow(/unknown format/);
  });
});

describe('loading', () => {
  it('reads the manifest, then the index it names', async () => {
    const fetcher = vi.fn(async (url: string) =>
      url === '/search/manifest.json'
        ? json({version: 1, index: '/search/index.0123abcd.json', records: siteRecords.length})
        : json(encodeIndex(siteRecords)),
    );
    const records = await fetchSearchRecords(fetcher);
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual(['/search/manifest.json', '/search/index.0123abcd.json']);
    expect(records).toHaveLength(siteRecords.length);
  });

  it('rejects on a failed download', async () => {
    await expect(fetchSearchRecords(async () => json('boom', 500))).rejects.toThrow(/status 500/);
  });

  it('loads once, but forgets a failure so that a later call retries', async () => {
    const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(42);
    const once = memoizeLoad(load);
    await expect(once()).rejects.toThrow('offline');
    expect(await once()).toBe(42);
    expect(await once()).toBe(42);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
