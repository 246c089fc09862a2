/**
 * The search shell's hits (src/search/shellHits.ts): the local client's answer laid out as
 * DocSearch lays it out, with matched words as marks and everything else as text.
 */
import {describe, expect, it} from 'vitest';
import {createLocalSearchClient, MAX_HITS_PER_GROUP, type LocalSearchResult} from '@site/src/search/client';
import {createSearchEngine} from '@site/src/search/engine';
import {groupHits, segments, snippetAttributes, snippetWords, unescapeHtml} from '@site/src/search/shellHits';
import {docPage, record, siteRecords} from './search-fixtures';

const INDEX = 'local';

async function answer(query: string, records = siteRecords): Promise<LocalSearchResult> {
  const client = createLocalSearchClient({getEngine: async () => createSearchEngine(records), indexName: INDEX, typingPause: async () => {}, afterPaint: async () => {}});
  const {results} = await client.search([{indexName: INDEX, query, hitsPerPage: 20, attributesToSnippet: snippetAttributes(snippetWords(true))}]);
  return results[0]!;
}

const plain = (parts: {text: string}[] | null) => parts?.map((part) => part.text).join('') ?? null;

describe('segments', () => {
  it('turns <mark> tags into marked runs and unescapes the text between them', () => {
    expect(segments('The <mark>chain</mark> &amp; <mark>ID</mark> &lt;b&gt;')).toEqual([
      {text: 'The ', mark: false},
      {text: 'chain', mark: true},
      {text: ' & ', mark: false},
      {text: 'ID', mark: true},
      {text: ' <b>', mark: false},
    ]);
  });

  it('keeps any other markup as text: a record cannot add elements to the shell', () => {
    expect(segments('&lt;img src=x onerror=alert(1)&gt;<mark>x</mark>')).toEqual([
      {text: '<img src=x onerror=alert(1)>', mark: false},
      {text: 'x', mark: true},
    ]);
    expect(segments('<b>bold</b>')).toEqual([{text: '<b>bold</b>', mark: false}]);
  });

  it('undoes exactly the escaping the client does', () => {
    expect(unescapeHtml('&amp;lt; &#039;&quot;')).toBe('&lt; \'"');
  });
});

describe('groupHits', () => {
  it('groups by section in the order of each section\'s first hit, with page, heading and text hits titled as DocSearch titles them', async () => {
    const result = await answer('websockets');
    const groups = groupHits(result.hits, MAX_HITS_PER_GROUP);
    expect(groups.map((group) => group.source)).toEqual(Array.from(new Set(result.hits.map((hit) => hit.hierarchy.lvl0))));
    const developing = groups.find((group) => group.source === 'Developing')!;
    const page = developing.hits.find((hit) => hit.icon === 'page')!;
    expect(plain(page.title)).toBe('Getting updates with WebSockets');
    expect(page.child).toBe(false);
    const heading = developing.hits.find((hit) => hit.icon === 'heading')!;
    expect(plain(heading.title)).toBe('Enabling WebSockets on your node');
    expect(plain(heading.path)).toBe('Getting updates with WebSockets');
    expect(heading.url).toBe('/building-on-etherlink/websockets#enabling-websockets');
    // Under its page's hit: a child, and the tree line ends at the page's last child.
    expect(heading.child).toBe(true);
    const children = developing.hits.filter((hit) => hit.child);
    expect(children.at(-1)!.lastChild).toBe(true);
    expect(children.slice(0, -1).every((hit) => !hit.lastChild)).toBe(true);
    // The matched word is marked.
    expect(heading.title.some((part) => part.mark && /websockets/i.test(part.text))).toBe(true);
  });

  it('puts each page\'s hits together, in the order of its first hit, as DocSearch does', () => {
    const a = record('/a', 'lvl1', {lvl0: 'S', lvl1: 'A'});
    const b = record('/b', 'lvl1', {lvl0: 'S', lvl1: 'B'});
    const aHeading = record('/a', 'lvl2', {lvl0: 'S', lvl1: 'A', lvl2: 'A two', anchor: 'two'});
    const bText = record('/b', 'content', {lvl0: 'S', lvl1: 'B', content: 'b text'});
    const hit = (r: typeof a) => ({objectID: r.objectID, url: r.url, url_without_anchor: r.url.split('#')[0]!, anchor: null, type: r.type, hierarchy: r.hierarchy, content: r.content, _highlightResult: {hierarchy: {}}, _snippetResult: {hierarchy: {}}});
    const [group] = groupHits([a, b, aHeading, bText].map(hit), 5);
    expect(group!.hits.map((h) => h.url)).toEqual(['/a', '/a#two', '/b', '/b']);
    expect(group!.hits.map((h) => [h.child, h.lastChild])).toEqual([[false, false], [true, true], [false, false], [true, true]]);
  });

  it('a text hit shows the matched words, with its page title below', async () => {
    const groups = groupHits((await answer('chain id')).hits, MAX_HITS_PER_GROUP);
    const text = groups.flatMap((group) => group.hits).find((hit) => hit.icon === 'text')!;
    expect(plain(text.title)).toMatch(/chain ID/i);
    expect(plain(text.path)).toBe('Network information');
  });

  it('shows at most perGroup hits of a section', () => {
    const many = Array.from({length: 8}, (_, i) => docPage(`/p${i}`, `Bridge ${i}`, 'Bridging')).flat();
    return answer('bridge', many).then((result) => {
      const groups = groupHits(result.hits, 3);
      expect(groups).toHaveLength(1);
      expect(groups[0]!.hits).toHaveLength(3);
    });
  });

  it('shows titles and sections with markup as text', async () => {
    const groups = groupHits((await answer('escaping')).hits, MAX_HITS_PER_GROUP);
    const hit = groups.flatMap((group) => group.hits).find((h) => h.url === '/danger')!;
    expect(plain(hit.title)).toBe('Escaping <b>tags</b> & "quotes"');
    const odd = record('/odd', 'lvl1', {lvl0: 'A & <B>', lvl1: 'Odd'});
    const [group] = groupHits((await answer('odd', [odd])).hits, MAX_HITS_PER_GROUP);
    expect(group!.source).toBe('A & <B>');
  });
});
