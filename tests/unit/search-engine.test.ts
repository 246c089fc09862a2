import {describe, expect, it} from 'vitest';
import {createSearchEngine, typosAllowed} from '@site/src/search/engine';
import {createRetriever} from '@site/src/search';
import {singular, tokenize} from '@site/src/search/text';
import type {SearchRecord} from '@site/src/search/types';
import {docPage, record, siteRecords} from './search-fixtures';

const engine = createSearchEngine(siteRecords);
const urls = (query: string) => engine.search(query).map((r) => r.record.url);

describe('search engine ranking', () => {
  it('ranks the page whose title matches above a passing mention', () => {
    const results = engine.search('websockets');
    expect(results[0]!.record).toMatchObject({type: 'lvl1', url: '/building-on-etherlink/websockets'});
    const mention = urls('websockets').indexOf('/get-started/network-information');
    expect(mention).toBeGreaterThan(0);
    // Title > h2 > content.
    expect(results.map((r) => r.record.type).slice(0, 2)).toEqual(['lvl1', 'lvl2']);
  });

  it('ranks a title match above the same word in a paragraph, in a bigger set', () => {
    const records = [
      ...Array.from({length: 30}, (_, i) => docPage(`/p${i}`, `Page ${i}`, 'Other', [`Some text about bridges and kernels, number ${i}.`])).flat(),
      ...docPage('/kernel', 'Kernel', 'Network', ['How it works.']),
    ];
    expect(createSearchEngine(records).search('kernel')[0]!.record.url).toBe('/kernel');
  });

  it('matches the word being typed as a prefix', () => {
    expect(urls('websock')[0]).toBe('/building-on-etherlink/websockets');
    expect(urls('deploy contr')[0]).toBe('/building-on-etherlink/deploying-contracts');
  });

  it('tolerates one typo in words of 4+ letters, and none in shorter ones', () => {
    expect(urls('structre ')[0]).toBe('/network/fees'); // one letter missing
    expect(urls('webscokets')[0]).toBe('/building-on-etherlink/websockets'); // two typos from 8 letters
    expect(urls('fea ')).toEqual([]);
    expect(typosAllowed('fee')).toBe(0);
    expect(typosAllowed('fees')).toBe(1);
    expect(typosAllowed('websockets')).toBe(2);
    expect(typosAllowed('42793')).toBe(0);
  });

  it('counts two neighbouring letters swapped as one typo, as Algolia does ("hardaht" finds Hardhat)', () => {
    // Edit distance counts a swap as two typos, more than a word under 8 letters may have.
    expect(urls('hardaht ')[0]).toBe('/building-on-etherlink/deploying-contracts');
    expect(urls('fese ')[0]).toBe('/network/fees');
    // A known word is not also searched as a swap of another ("fees" is known: no "fese").
    expect(urls('oracels ')[0]).toBe('/tools/price-feeds');
  });

  it('does not treat a known word as a typo of another ("fees" is not "feeds")', () => {
    expect(urls('fees ')).not.toContain('/tools/price-feeds');
  });

  it('finds singular and plural forms of a word', () => {
    expect(urls('fee ')[0]).toBe('/network/fees');
    expect(urls('contract ')[0]).toBe('/building-on-etherlink/deploying-contracts');
    expect(singular('proxies')).toBe('proxy');
    expect(['addresses', 'fixes', 'batches', 'hashes', 'caches', 'sizes'].map(singular)).toEqual([
      'address',
      'fix',
      'batch',
      'hash',
      'cach', // a rare miss: "cache" still finds "caches" as a prefix
      'size',
    ]);
    // The word as the reader types it, complete (no prefix), finds its plural.
    const plurals = createSearchEngine(docPage('/fixes', 'Kernel fixes', 'Track progress', ['Batches of addresses.']));
    expect(plurals.search('fix ').map((r) => r.record.url)).toEqual(['/fixes']);
    expect(plurals.search('batch address ').map((r) => r.record.url)).toEqual(['/fixes']);
    expect(singular('address')).toBe('address');
    expect(singular('gas')).toBe('gas');
  });

  it('needs every word, falling back to any word when none has them all', () => {
    expect(urls('chain mainnet')).toEqual(['/get-started/network-information']);
    expect(urls('chain qqqqqq').length).toBeGreaterThan(0);
    expect(urls('qqqqqq zzzzzz')).toEqual([]);
  });

  it('ignores stop words and returns nothing for an empty query', () => {
    expect(urls('how to deploy a contract')[0]).toBe('/building-on-etherlink/deploying-contracts');
    expect(urls('   ')).toEqual([]);
    expect(urls('the')).toEqual([]);
  });

  it('keeps one record per URL unless asked for all', () => {
    const all = engine.search('websockets', {distinct: false}).map((r) => r.record.url);
    expect(new Set(urls('websockets')).size).toBe(urls('websockets').length);
    expect(all.length).toBeGreaterThan(new Set(all).size);
  });

  it('tokenizes accents and punctuation away', () => {
    expect(tokenize('Déploiement: eth_getBalance!')).toEqual(['deploiement', 'eth', 'getbalance']);
  });
});

describe('search engine: page signals', () => {
  /** A page whose lvl1 record carries a description and keywords, as the index plugin writes them. */
  const described = (path: string, title: string, description: string, keywords: string[], paragraphs: string[] = []) =>
    docPage(path, title, 'Other', paragraphs).map((r) => ({...r, page: {...r.page, description, keywords}}));
  const filler = Array.from({length: 12}, (_, i) =>
    docPage(`/filler${i}`, `Filler ${i}`, 'Other', [`Etherlink text number ${i} about blocks.`]),
  ).flat();

  it("counts the page's keywords and description, keywords above description", () => {
    const engine = createSearchEngine([
      ...described('/by-keyword', 'Alpha', 'Something else.', ['oracle']),
      ...described('/by-description', 'Beta', 'Read an oracle price.', []),
      ...docPage('/by-mention', 'Gamma', 'Other', ['An oracle is mentioned here in passing, among many other words.']),
    ]);
    expect(engine.search('oracle ').map((r) => r.record.page.path)).toEqual(['/by-keyword', '/by-description', '/by-mention']);
  });

  it('ranks the page whose title is the query above pages that share one of its words', () => {
    const engine = createSearchEngine([
      ...docPage('/architecture', 'Etherlink architecture', 'Network'),
      ...docPage('/', 'What is Etherlink?', 'Get started'),
      ...docPage('/nodes', 'Running an Etherlink node', 'Network'),
    ]);
    expect(engine.search('what is etherlink')[0]!.record.url).toBe('/');
  });

  it('ranks the section whose heading is the query above a page that has its words apart', () => {
    const section = {lvl0: 'Governance', lvl1: 'Governance overview', lvl2: 'The governance website'};
    const engine = createSearchEngine([
      ...described('/kernel', 'Participating in kernel governance', 'Vote on the website or with the Octez client.', ['governance']),
      ...docPage('/overview', 'Governance overview', 'Governance'),
      record('/overview', 'lvl2', {...section, anchor: 'website'}),
      record('/overview', 'content', {...section, content: 'It shows the periods.', anchor: 'website'}),
    ]);
    expect(engine.search('governance website')[0]!.record.url).toBe('/overview#website');
  });

  it('makes a word that is on every page optional, in a site of 10 pages or more', () => {
    const records = [
      ...filler,
      ...docPage('/passing', 'Passing', 'Other', ['Etherlink text that names a bridge in passing, among many other words.']),
      ...docPage('/bridge', 'Moving tokens', 'Bridging', ['Etherlink is a layer 2.', 'A bridge moves tokens.']),
    ];
    const engine = createSearchEngine(records);
    // The page about bridges has no record with both words: the word on every page must not hide it.
    expect(engine.search('etherlink bridge')[0]!.record.page.path).toBe('/bridge');
    // Alone, it is still searched.
    expect(engine.search('etherlink ').length).toBeGreaterThan(0);
  });

  it('lists pages with most of the words after the few that have them all', () => {
    const engine = createSearchEngine([
      ...filler,
      ...docPage('/all', 'Sending', 'Developing', ['Estimate gas before sending a transaction.']),
      ...docPage('/most', 'Estimating fees', 'Developing', ['Estimate the gas a transaction needs before you send it.']),
    ]);
    const pages = engine.search('estimate gas before sending transaction ').map((r) => r.record.page.path);
    expect(pages.slice(0, 2)).toEqual(['/all', '/most']);
  });

  it('drops the filler words of whole questions ("how much … need", "is there")', () => {
    const engine = createSearchEngine([
      ...filler,
      ...docPage('/changelogs', 'Node releases that kernel upgrades need', 'Track progress', ['Much has changed.']),
      ...docPage('/evm-nodes', 'Running a node', 'Network', ['Plan 300 GB of disk space for a node.']),
    ]);
    expect(engine.search('how much disk space does a node need').map((r) => r.record.page.path)[0]).toBe('/evm-nodes');
    expect(engine.parse('is there a node that they would need')).toEqual(['node']);
  });

  it('ranks a page titled with most of the words above a paragraph that has them all in passing', () => {
    const engine = createSearchEngine([
      ...filler,
      ...docPage('/release-notes', 'Release notes', 'Track progress', [
        'This kernel upgrade, which bakers vote on like any other, also fixes a typo in the logs.',
      ]),
      ...docPage('/voting', 'How bakers vote on kernel proposals', 'Governance', ['Upvote, then vote.']),
    ]);
    const pages = engine.search('bakers vote on kernel upgrades ').map((r) => r.record.page.path);
    // 3 of the 4 words in the title weigh more than all 4 in a passing paragraph.
    expect(pages.slice(0, 2)).toEqual(['/voting', '/release-notes']);
    // A record with one word of four ranks far below.
    expect(engine.search('bakers vote kernel qqqqqq ').map((r) => r.record.page.path)[0]).toBe('/voting');
  });
});

describe('search engine: exact values', () => {
  const code = (path: string, content: string): SearchRecord => ({...record(path, 'content', {lvl0: 'Developing', lvl1: path, content}), code: true});
  const records = [
    ...docPage('/information', 'Getting information', 'Developing', ['The `to` field is 0xff00…0002, the FA bridge precompile.']),
    ...docPage('/bridging', 'Bridging', 'Bridging', ['The bridge contract is KT1Wj8SUGmnEPFqyahHAcjcNQwe6YGhEXJb5 on Mainnet.', 'Chain ID 0xa72 is not ours.']),
    ...docPage('/network', 'Network information', 'Get started', ['Chain ID: 42793 (hex 0xa729).', 'Call eth_getBalance for a balance.']),
    ...docPage('/nodes', 'Running a node', 'Network', ['Start the node and check the balance RPC.']),
    code('/nodes', 'octez-evm-node run --rpc-addr 0.0.0.0 --data-dir ~/evm'),
    ...docPage('/websockets', 'Getting balance updates', 'Developing', ['Get a balance with the eth API and getBalance calls.']),
  ];
  const exact = createSearchEngine(records);
  const pages = (query: string) => exact.search(query).map((r) => r.record.page.path);

  it('finds a full address on the page that shows it cut short', () => {
    expect(pages('0xff00000000000000000000000000000000000002')).toEqual(['/information']);
  });

  it('finds a long value by its start when the paste is mistyped or cut', () => {
    expect(pages('KT1Wj8SUGmnEPFqyahHAcjcNQwe6YGhEXJb6')).toEqual(['/bridging']);
    expect(pages('KT1Wj8SUGmnEPFq')).toEqual(['/bridging']);
  });

  it('shows only the pages that hold a pasted identifier, flag or hex value', () => {
    expect(pages('eth_getBalance')).toEqual(['/network']);
    expect(pages('--rpc-addr')).toEqual(['/nodes']);
    expect(pages('0xa729')).toEqual(['/network']);
    // Two letters swapped in an identifier are still that identifier.
    expect(pages('eth_getBalnace')).toEqual(['/network']);
  });

  it('ranks the records that hold a one-word query before its prefix matches', () => {
    const words = createSearchEngine([
      ...docPage('/a', 'Nodejs', 'Network', ['A nodejs setup.']),
      ...docPage('/b', 'Another', 'Network', ['Any node will do.']),
    ]);
    expect(words.search('node')[0]!.record.page.path).toBe('/b');
  });

  it('searches code, below prose, and not as the context of its page', () => {
    expect(pages('data-dir')).toEqual(['/nodes']);
    expect(exact.search('balance')[0]!.record.code).toBeUndefined();
  });
});

describe('createRetriever', () => {
  it('returns passages with text for a question, best first, limited', () => {
    const passages = createRetriever(siteRecords).retrieve('What is the chain ID of Mainnet?', {limit: 2});
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.length).toBeLessThanOrEqual(2);
    expect(passages[0]!.record.content).toContain('42793');
    expect(passages.every((p) => p.record.content !== null && p.score > 0)).toBe(true);
  });

  it('returns page and heading records too when asked', () => {
    const passages = createRetriever(siteRecords).retrieve('websockets', {limit: 10, headings: true});
    expect(passages.some((p) => p.record.type === 'lvl1')).toBe(true);
    expect(passages.some((p) => p.record.content !== null)).toBe(true);
  });
});
