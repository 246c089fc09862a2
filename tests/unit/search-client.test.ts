import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  createLocalSearchClient,
  EARLY_HITS,
  limitPerGroup,
  MIN_SHARE_OF_BEST,
  parseSnippetAttributes,
  ranksEarly,
  type LocalSearchResult,
} from '@site/src/search/local/client';
import {createSearchEngine} from '@site/plugins/search-index/fragments';
import {TYPING_PAUSE_MS} from '@site/src/search/local/typingPause';
import {highlight, snippet} from '@site/src/search/local/highlight';
import {docPage, siteRecords} from './search-fixtures';

const INDEX = 'etherlink-docs';

/** The request DocSearch 4.7 sends (DocSearchModal: `searchClient.search({requests: [...]})`). */
function docSearchRequest(query: string) {
  return {
    query,
    indexName: INDEX,
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
    attributesToSnippet: ['hierarchy.lvl1:15', 'hierarchy.lvl2:15', 'hierarchy.lvl3:15', 'hierarchy.lvl4:15', 'hierarchy.lvl5:15', 'hierarchy.lvl6:15', 'content:15'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
  };
}

// No pause for the next keystroke (TYPING_PAUSE_MS) unless a test is about it.
const noPause = async () => {};
const client = (records = siteRecords) =>
  createLocalSearchClient({getEngine: async () => createSearchEngine(records), indexName: INDEX, typingPause: noPause});

async function search(query: string, records = siteRecords): Promise<LocalSearchResult> {
  const {results} = await client(records).search({requests: [docSearchRequest(query)]});
  return results[0]!;
}

describe('local search client: response shape', () => {
  it('answers with what DocSearch reads: hits, nbHits', async () => {
    const result = await search('websockets');
    expect(result).toMatchObject({query: 'websockets'});
    expect(result.nbHits).toBeGreaterThanOrEqual(result.hits.length);
    expect(result.hits[0]).toMatchObject({
      objectID: expect.any(String),
      type: 'lvl1',
      url: '/building-on-etherlink/websockets',
      url_without_anchor: '/building-on-etherlink/websockets',
      anchor: null,
      content: null,
      hierarchy: {lvl0: 'Developing', lvl1: 'Getting updates with WebSockets', lvl2: null},
    });
    const h2 = result.hits.find((hit) => hit.type === 'lvl2')!;
    expect(h2).toMatchObject({anchor: 'enabling-websockets', url_without_anchor: '/building-on-etherlink/websockets'});
    expect(h2._highlightResult.hierarchy.lvl2!.value).toBe('Enabling <mark>WebSockets</mark> on your node');
    expect(h2._snippetResult.hierarchy.lvl2!.value).toBe('Enabling <mark>WebSockets</mark> on your node');
  });

  it('answers requests for other indices (Ask AI suggested questions) with no hits', async () => {
    const {results} = await client().search({
      requests: [docSearchRequest('fees'), {indexName: 'algolia_ask_ai_suggested_questions', hitsPerPage: 3}],
    });
    expect(results).toHaveLength(2);
    expect(results[1]).toMatchObject({hits: [], nbHits: 0});
  });

  it('returns at most hitsPerPage hits, and nbHits counts them all', async () => {
    const many = Array.from({length: 12}, (_, i) => docPage(`/s${i % 6}/p${i}`, `Bridge page ${i}`, `Section ${i % 6}`)).flat();
    const result = await search('bridge', many);
    expect(result.nbHits).toBe(12);
    const {results} = await client(many).search({requests: [{...docSearchRequest('bridge'), hitsPerPage: 5}]});
    expect(results[0]!.hits).toHaveLength(5);
  });

  it('keeps at most 5 hits per group (lvl0), so the 20 slots cover more groups', async () => {
    const many = [
      ...Array.from({length: 10}, (_, i) => docPage(`/a/${i}`, `Node guide ${i}`, 'Network')).flat(),
      ...Array.from({length: 3}, (_, i) => docPage(`/b/${i}`, `Node tool ${i}`, 'Tools')).flat(),
    ];
    const result = await search('node', many);
    const perGroup = new Map<string, number>();
    for (const hit of result.hits) perGroup.set(hit.hierarchy.lvl0, (perGroup.get(hit.hierarchy.lvl0) ?? 0) + 1);
    expect(perGroup.get('Network')).toBe(5);
    expect(perGroup.get('Tools')).toBe(3);
    expect(result.nbHits).toBe(13);
    const ranked = [1, 2, 3].map(() => ({category: 'G'}));
    expect(limitPerGroup(ranked, 20, 2)).toHaveLength(2);
  });

  it('leaves out a weak hit of the first section when the next section has a much stronger one', () => {
    // DocSearch shows every hit of a section together, sections in the order of their first hit:
    // a weak second hit of "Developing" would sit above the strong first hit of "Get started".
    const hit = (url: string, category: string, score: number) => ({url, category, score});
    const ranked = [
      hit('/dev/strong', 'Developing', 100),
      hit('/start/strong', 'Get started', 90),
      hit('/dev/close', 'Developing', 60),
      hit('/dev/weak', 'Developing', 20),
      hit('/start/weak', 'Get started', 10),
    ];
    expect(limitPerGroup(ranked, 20, 5).map((h) => h.url)).toEqual(['/dev/strong', '/start/strong', '/dev/close', '/start/weak']);
  });

  it('leaves out hits far below the best one', () => {
    const ranked = [100, 40, 5, 4.9, 1].map((score, i) => ({url: `/p/${i}`, category: 'G', score}));
    expect(limitPerGroup(ranked, 20, 5).map((h) => h.score)).toEqual([100, 40, 5]);
    expect(100 * MIN_SHARE_OF_BEST).toBe(5);
  });

  it('rejects when the index cannot be loaded, and works on a later call', async () => {
    const getEngine = vi
      .fn<() => Promise<ReturnType<typeof createSearchEngine>>>()
      .mockRejectedValueOnce(new Error('status 500'))
      .mockResolvedValue(createSearchEngine(siteRecords));
    const flaky = createLocalSearchClient({getEngine, indexName: INDEX});
    await expect(flaky.search({requests: [docSearchRequest('fees')]})).rejects.toThrow('status 500');
    const {results} = await flaky.search({requests: [docSearchRequest('fees')]});
    expect(results[0]!.hits.length).toBeGreaterThan(0);
  });

  it('reads the snippet lengths from attributesToSnippet', () => {
    expect(parseSnippetAttributes(['content:15', 'hierarchy.lvl1', 'x:0'])).toEqual(
      new Map([['content', 15], ['hierarchy.lvl1', 10], ['x', 10]]),
    );
  });
});

describe('highlight and snippet', () => {
  it('marks matched words, only the typed part of a prefix', async () => {
    const hit = (await search('websock')).hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl1!.value).toBe('Getting updates with <mark>WebSock</mark>ets');
    expect(highlight('Fee structure', {queryTerms: ['fees'], matchedTerms: ['fee']}).value).toBe('<mark>Fee</mark> structure');
    expect(highlight('Nothing <here>', {queryTerms: ['fees'], matchedTerms: []}).value).toBe('Nothing &lt;here&gt;');
  });

  it('cuts a long text to N words around the matches, with the ellipsis', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen websockets sixteen seventeen';
    const match = {queryTerms: ['websockets'], matchedTerms: ['websockets']};
    const {value} = snippet(text, match, 5);
    expect(value).toBe('…fourteen fifteen <mark>websockets</mark> sixteen seventeen');
    expect(snippet(text, {queryTerms: ['zzz'], matchedTerms: []}, 3).value).toBe('one two three…');
    expect(snippet('short text', match, 10).value).toBe('short text');
  });

  it('escapes HTML in every value DocSearch renders as HTML', async () => {
    const result = await search('script alert');
    const hit = result.hits.find((h) => h.url === '/danger')!;
    expect(hit._snippetResult.content!.value).toBe(
      'Never run &lt;<mark>script</mark>&gt;<mark>alert</mark>(&quot;x&quot;)&lt;/<mark>script</mark>&gt; from a page.',
    );
    expect(hit.content).toBe('Never run &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; from a page.');
    expect(hit.hierarchy.lvl1).toBe('Escaping &lt;b&gt;tags&lt;/b&gt; &amp; &quot;quotes&quot;');
    const all = JSON.stringify(result.hits);
    expect(all).not.toMatch(/<(script|b)>/);
    // A hostile query is never echoed into the hits.
    const hostile = await search('<img src=x onerror=alert(1)>');
    expect(JSON.stringify(hostile.hits)).not.toContain('<img');
  });
});

describe('suggested queries for the no-results screen', () => {
  it('offers the groups seen in this session first, then the site sections, at most 3', async () => {
    const c = client();
    expect(c.suggestions()).toEqual([]);
    await c.search({requests: [docSearchRequest('fees')]});
    expect(c.suggestions()[0]).toBe('Network');
    expect(c.suggestions()).toHaveLength(3);
  });
});

/** A client whose searches wait for `paint()`, as they wait for the page to paint in a browser. */
function typingClient(engine: ReturnType<typeof createSearchEngine>) {
  let paint: () => void = () => {};
  const painted = new Promise<void>((resolve) => {
    paint = resolve;
  });
  return {typing: createLocalSearchClient({getEngine: async () => engine, indexName: INDEX, afterPaint: () => painted, typingPause: noPause}), paint};
}

/** A client with its own pause for the next keystroke, on fake timers (restored after each test). */
function pausingClient(records = siteRecords) {
  vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'Date']});
  const engine = createSearchEngine(records);
  const searchSpy = vi.spyOn(engine, 'rank');
  const prefetchSpy = vi.spyOn(engine, 'prefetch');
  const typing = createLocalSearchClient({getEngine: async () => engine, indexName: INDEX, afterPaint: async () => {}, now: () => Date.now()});
  return {typing, engine, searchSpy, prefetchSpy};
}

describe('local search client: typing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a search typed over before it ran is not run: it answers with the newest results', async () => {
    const engine = createSearchEngine(siteRecords);
    const searchSpy = vi.spyOn(engine, 'rank');
    const {typing, paint} = typingClient(engine);
    const first = typing.search({requests: [docSearchRequest('wal')]});
    const second = typing.search({requests: [docSearchRequest('wallet')]});
    paint();
    const [a, b] = await Promise.all([first, second]);
    expect(searchSpy).toHaveBeenCalledTimes(1);
    expect(searchSpy).toHaveBeenCalledWith('wallet');
    expect(a).toBe(b);
    expect(b.results[0]!.query).toBe('wallet');
  });

  it('marks when the hits of each query are ready (User Timing "search-answered", the query in its detail)', async () => {
    await search('fees');
    await search('websockets');
    const marks = performance.getEntriesByName('search-answered', 'mark') as PerformanceMark[];
    expect(marks.map((mark) => (mark.detail as {query: string}).query)).toEqual(['websockets']);
  });

  it('while keys come faster than TYPING_PAUSE_MS, a search ranks once its words have loaded and fetches the text of its first hits only; all of it once typing pauses', async () => {
    const wallets = Array.from({length: 12}, (_, i) => docPage(`/s${i % 6}/p${i}`, `Wallet page ${i}`, `Section ${i % 6}`)).flat();
    const {typing, engine, searchSpy, prefetchSpy} = pausingClient(wallets);
    const textSpy = vi.spyOn(engine, 'withRecords');
    const answers: Promise<{results: LocalSearchResult[]}>[] = [];
    for (const query of ['wa', 'wal', 'wall', 'walle', 'wallet']) {
      answers.push(typing.search({requests: [docSearchRequest(query)]}));
      await vi.advanceTimersByTimeAsync(40); // a key every 40 ms, as npm run bench types
    }
    // The first search of the burst ran at once; each later one, once its fragments had loaded.
    expect(prefetchSpy.mock.calls).toEqual([['wal'], ['wall'], ['walle'], ['wallet']]);
    expect(searchSpy.mock.calls).toEqual([['wa'], ['wal'], ['wall'], ['walle'], ['wallet']]);
    // While the keys come, no search fetches the text of more than its first EARLY_HITS hits.
    expect(textSpy.mock.calls.length).toBeGreaterThan(0);
    for (const [hits] of textSpy.mock.calls) expect(hits.length).toBeLessThanOrEqual(EARLY_HITS);
    textSpy.mockClear();
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    const results = await Promise.all(answers);
    // Once the typing pauses, the newest search fetches the text of every hit it shows, once.
    expect(textSpy.mock.calls).toHaveLength(1);
    const shown = (await results.at(-1)!).results[0]!;
    expect(textSpy.mock.calls[0]![0]).toHaveLength(shown.hits.length);
    expect(shown.hits.length).toBeGreaterThan(EARLY_HITS);
    // Every keystroke typed over is answered with the hits of the text as typed, never an earlier one.
    for (const {results: [result]} of results.slice(1)) expect(result!.query).toBe('wallet');
  });

  it('a search typed over before its words have loaded does not rank', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'Date']});
    const engine = createSearchEngine(siteRecords);
    const prefetch = engine.prefetch.bind(engine);
    const searchSpy = vi.spyOn(engine, 'rank');
    const typing = createLocalSearchClient({getEngine: async () => engine, indexName: INDEX, afterPaint: async () => {}, now: () => Date.now()});
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.spyOn(engine, 'prefetch').mockImplementation((query) => (query === 'wall' ? held.then(() => prefetch(query)) : prefetch(query)));
    const answers = [typing.search({requests: [docSearchRequest('wal')]})];
    await vi.advanceTimersByTimeAsync(40);
    answers.push(typing.search({requests: [docSearchRequest('wall')]}));
    await vi.advanceTimersByTimeAsync(40);
    answers.push(typing.search({requests: [docSearchRequest('walle')]}));
    release();
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    await Promise.all(answers);
    expect(searchSpy.mock.calls).toEqual([['wal'], ['walle']]);
  });

  it('a search whose last word is a single letter ranks only once the typing pauses', async () => {
    const {typing, searchSpy} = pausingClient();
    const first = typing.search({requests: [docSearchRequest('chain')]});
    await vi.advanceTimersByTimeAsync(40);
    const second = typing.search({requests: [docSearchRequest('chain i')]});
    await vi.advanceTimersByTimeAsync(40);
    expect(searchSpy.mock.calls).toEqual([['chain']]);
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    await Promise.all([first, second]);
    expect(searchSpy.mock.calls).toEqual([['chain'], ['chain i']]);
  });

  it('a guess at the hits is worth it from 3 characters, unless the last word is a single letter', () => {
    for (const query of ['cha', 'chain', 'chain ', 'chain id', 'chain id ', 'rpc']) expect(ranksEarly(query), query).toBe(true);
    for (const query of ['', 'c', 'ch', 'ch ', 'chain i', 'a b', ' ']) expect(ranksEarly(query), query).toBe(false);
  });

  it('a single letter is searched only once the typing pauses', async () => {
    const {typing, searchSpy} = pausingClient();
    const first = typing.search({requests: [docSearchRequest('w')]});
    await vi.advanceTimersByTimeAsync(40);
    expect(searchSpy).not.toHaveBeenCalled();
    const second = typing.search({requests: [docSearchRequest('wa')]});
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    await Promise.all([first, second]);
    expect(searchSpy.mock.calls).toEqual([['wa']]);
  });

  it('a search asked for after a pause (a dialog opening with a query, the next word) runs at once', async () => {
    const {typing, searchSpy} = pausingClient();
    const first = typing.search({requests: [docSearchRequest('chain id')]});
    await vi.waitFor(() => expect(searchSpy.mock.calls).toEqual([['chain id']]));
    // Its hits' text waits for the typing to pause.
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    expect((await first).results[0]!.hits.length).toBeGreaterThan(0);
    const second = typing.search({requests: [docSearchRequest('chain id rpc')]});
    await vi.waitFor(() => expect(searchSpy.mock.calls).toEqual([['chain id'], ['chain id rpc']]));
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS);
    await second;
  });

  it('searches run after the page paints, not inside the keystroke', async () => {
    const engine = createSearchEngine(siteRecords);
    const searchSpy = vi.spyOn(engine, 'rank');
    const {typing, paint} = typingClient(engine);
    const pending = typing.search({requests: [docSearchRequest('fees')]});
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(searchSpy).not.toHaveBeenCalled();
    paint();
    expect((await pending).results[0]!.nbHits).toBeGreaterThan(0);
  });
});
