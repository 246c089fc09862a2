import {describe, expect, it} from 'vitest';
import {typosAllowed, type SearchEngine, type EngineSearchOptions} from '@site/src/search/engine/engine';
import {createSearchEngine} from '@site/plugins/search-index/fragments';
import {createRetriever} from '@site/src/assistant/engine/corpus';
import {indexTokens, singular, tokenize} from '@site/src/search/engine/text';
import type {SearchRecord} from '@site/src/search/engine/types';
import {docPage, record, siteRecords} from './search-fixtures';

const engine = createSearchEngine(siteRecords);
/** Every ranked record, with its record. */
const searchAll = (e: SearchEngine, query: string, options: EngineSearchOptions = {}) => e.search(query, {...options, limit: Infinity});
const urls = async (query: string) => (await searchAll(engine, query)).map((r) => r.record.url);

describe('search engine ranking', () => {
  it('ranks the page whose title matches above a passing mention', async () => {
    const results = (await searchAll(engine, 'websockets'));
    expect(results[0]!.record).toMatchObject({type: 'lvl1', url: '/building-on-etherlink/websockets'});
    const mention = (await urls('websockets')).indexOf('/get-started/network-information');
    expect(mention).toBeGreaterThan(0);
    // Title > h2 > content.
    expect(results.map((r) => r.record.type).slice(0, 2)).toEqual(['lvl1', 'lvl2']);
  });

  it('ranks a title match above the same word in a paragraph, in a bigger set', async () => {
    const records = [
      ...Array.from({length: 30}, (_, i) => docPage(`/p${i}`, `Page ${i}`, 'Other', [`Some text about bridges and kernels, number ${i}.`])).flat(),
      ...docPage('/kernel', 'Kernel', 'Network', ['How it works.']),
    ];
    expect((await searchAll(createSearchEngine(records), 'kernel'))[0]!.record.url).toBe('/kernel');
  });

  it('matches the word being typed as a prefix', async () => {
    expect((await urls('websock'))[0]).toBe('/building-on-etherlink/websockets');
    expect((await urls('deploy contr'))[0]).toBe('/building-on-etherlink/deploying-contracts');
  });

  it('tolerates one typo in words of 4+ letters, and none in shorter ones', async () => {
    expect((await urls('structre '))[0]).toBe('/network/fees'); // one letter missing
    expect((await urls('webscokets'))[0]).toBe('/building-on-etherlink/websockets'); // two typos from 8 letters
    expect((await urls('fea '))).toEqual([]);
    expect(typosAllowed('fee')).toBe(0);
    expect(typosAllowed('fees')).toBe(1);
    expect(typosAllowed('websockets')).toBe(2);
    expect(typosAllowed('42793')).toBe(0);
  });

  it('counts two neighbouring letters swapped as one typo, as Algolia does ("hardaht" finds Hardhat)', async () => {
    // Edit distance counts a swap as two typos, more than a word under 8 letters may have.
    expect((await urls('hardaht '))[0]).toBe('/building-on-etherlink/deploying-contracts');
    expect((await urls('fese '))[0]).toBe('/network/fees');
    // A known word is not also searched as a swap of another ("fees" is known: no "fese").
    expect((await urls('oracels '))[0]).toBe('/tools/price-feeds');
  });

  it('reads a mistyped word as the known word closest to it, with that word\'s synonyms', async () => {
    const own = createSearchEngine([
      ...docPage('/fee-structure', 'Fee structure', 'Network', ['How the network computes the fee of each transaction.']),
      ...docPage('/fee', 'Fee', 'Network', ['The fee rises when blocks are full, and the fee falls when they are not.']),
      ...docPage('/rates', 'Rates', 'Other', ['Interest is calculated daily.']),
    ]);
    const ranked = async (query: string) => (await searchAll(own, query)).map((r) => `${r.record.url} ${r.score.toFixed(3)}`);
    // "computes", the reviewed synonym of "calculated", is on the answer; a typo finds it as the word does.
    const asTyped = await ranked('how is the fee calculated');
    expect(asTyped[0]).toMatch(/^\/fee-structure /);
    expect(await ranked('how is the fee claculated')).toEqual(asTyped);
    expect(await ranked('how is the fee calculatd')).toEqual(asTyped);
  });

  it('does not treat a known word as a typo of another ("fees" is not "feeds")', async () => {
    expect((await urls('fees '))).not.toContain('/tools/price-feeds');
  });

  it('finds singular and plural forms of a word', async () => {
    expect((await urls('fee '))[0]).toBe('/network/fees');
    expect((await urls('contract '))[0]).toBe('/building-on-etherlink/deploying-contracts');
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
    expect((await searchAll(plurals, 'fix ')).map((r) => r.record.url)).toEqual(['/fixes']);
    expect((await searchAll(plurals, 'batch address ')).map((r) => r.record.url)).toEqual(['/fixes']);
    expect(singular('address')).toBe('address');
    expect(singular('gas')).toBe('gas');
  });

  it('needs every word, falling back to any word when none has them all', async () => {
    expect((await urls('chain mainnet'))).toEqual(['/get-started/network-information']);
    expect((await urls('chain qqqqqq')).length).toBeGreaterThan(0);
    expect((await urls('qqqqqq zzzzzz'))).toEqual([]);
  });

  it('ignores stop words and returns nothing for an empty query', async () => {
    expect((await urls('how to deploy a contract'))[0]).toBe('/building-on-etherlink/deploying-contracts');
    expect((await urls('   '))).toEqual([]);
    expect((await urls('the'))).toEqual([]);
  });

  it('keeps one record per URL unless asked for all', async () => {
    const all = (await searchAll(engine, 'websockets', {distinct: false})).map((r) => r.record.url);
    expect(new Set((await urls('websockets'))).size).toBe((await urls('websockets')).length);
    expect(all.length).toBeGreaterThan(new Set(all).size);
  });

  it('tokenizes accents and punctuation away', async () => {
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

  it("counts the page's keywords and description, keywords above description", async () => {
    const engine = createSearchEngine([
      ...described('/by-keyword', 'Alpha', 'Something else.', ['oracle']),
      ...described('/by-description', 'Beta', 'Read an oracle price.', []),
      ...docPage('/by-mention', 'Gamma', 'Other', ['An oracle is mentioned here in passing, among many other words.']),
    ]);
    expect((await searchAll(engine, 'oracle ')).map((r) => r.record.page.path)).toEqual(['/by-keyword', '/by-description', '/by-mention']);
  });

  it('ranks the page whose title is the query above pages that share one of its words', async () => {
    const engine = createSearchEngine([
      ...docPage('/architecture', 'Etherlink architecture', 'Network'),
      ...docPage('/', 'What is Etherlink?', 'Get started'),
      ...docPage('/nodes', 'Running an Etherlink node', 'Network'),
    ]);
    expect((await searchAll(engine, 'what is etherlink'))[0]!.record.url).toBe('/');
  });

  it('ranks the section whose heading is the query above a page that has its words apart', async () => {
    const section = {lvl0: 'Governance', lvl1: 'Governance overview', lvl2: 'The governance website'};
    const engine = createSearchEngine([
      ...described('/kernel', 'Participating in kernel governance', 'Vote on the website or with the Octez client.', ['governance']),
      ...docPage('/overview', 'Governance overview', 'Governance'),
      record('/overview', 'lvl2', {...section, anchor: 'website'}),
      record('/overview', 'content', {...section, content: 'It shows the periods.', anchor: 'website'}),
    ]);
    expect((await searchAll(engine, 'governance website'))[0]!.record.url).toBe('/overview#website');
  });

  it('makes a word that is on every page optional, in a site of 10 pages or more', async () => {
    const records = [
      ...filler,
      ...docPage('/passing', 'Passing', 'Other', ['Etherlink text that names a bridge in passing, among many other words.']),
      ...docPage('/bridge', 'Moving tokens', 'Bridging', ['Etherlink is a layer 2.', 'A bridge moves tokens.']),
    ];
    const engine = createSearchEngine(records);
    // The page about bridges has no record with both words: the word on every page must not hide it.
    expect((await searchAll(engine, 'etherlink bridge'))[0]!.record.page.path).toBe('/bridge');
    // Alone, it is still searched.
    expect((await searchAll(engine, 'etherlink ')).length).toBeGreaterThan(0);
  });

  it('lists pages with most of the words after the few that have them all', async () => {
    const engine = createSearchEngine([
      ...filler,
      ...docPage('/all', 'Sending', 'Developing', ['Estimate gas before sending a transaction.']),
      ...docPage('/most', 'Estimating fees', 'Developing', ['Estimate the gas a transaction needs before you send it.']),
    ]);
    const pages = (await searchAll(engine, 'estimate gas before sending transaction ')).map((r) => r.record.page.path);
    expect(pages.slice(0, 2)).toEqual(['/all', '/most']);
  });

  it('drops the filler words of whole questions ("how much … need", "is there")', async () => {
    const engine = createSearchEngine([
      ...filler,
      ...docPage('/changelogs', 'Node releases that kernel upgrades need', 'Track progress', ['Much has changed.']),
      ...docPage('/evm-nodes', 'Running a node', 'Network', ['Plan 300 GB of disk space for a node.']),
    ]);
    expect((await searchAll(engine, 'how much disk space does a node need')).map((r) => r.record.page.path)[0]).toBe('/evm-nodes');
    expect(engine.parse('is there a node that they would need')).toEqual(['node']);
  });

  it('drops "vs" and "versus" between two words, and keeps them in a name ("vs code")', () => {
    expect(engine.parse('tez vs xtz')).toEqual(['tez', 'xtz']);
    expect(engine.parse('seed versus rolling vs archive')).toEqual(['seed', 'rolling', 'archive']);
    expect(engine.parse('vs code')).toEqual(['vs', 'code']);
    expect(engine.parse('cursor or vs')).toEqual(['cursor', 'vs']);
  });

  it('ranks a page titled with most of the words above a paragraph that has them all in passing', async () => {
    const engine = createSearchEngine([
      ...filler,
      ...docPage('/release-notes', 'Release notes', 'Track progress', [
        'This kernel upgrade, which bakers vote on like any other, also fixes a typo in the logs.',
      ]),
      ...docPage('/voting', 'How bakers vote on kernel proposals', 'Governance', ['Upvote, then vote.']),
    ]);
    const pages = (await searchAll(engine, 'bakers vote on kernel upgrades ')).map((r) => r.record.page.path);
    // 3 of the 4 words in the title weigh more than all 4 in a passing paragraph.
    expect(pages.slice(0, 2)).toEqual(['/voting', '/release-notes']);
    // A record with one word of four ranks far below.
    expect((await searchAll(engine, 'bakers vote kernel qqqqqq ')).map((r) => r.record.page.path)[0]).toBe('/voting');
  });

  it("counts, for a query of five words or more, the words a partial match's page holds elsewhere", async () => {
    // A pasted error: the message is in one record of the page that explains it, its context in another.
    const engine = createSearchEngine([
      ...filler,
      ...docPage('/price-feeds', 'Reading a feed', 'Tools', ['The call reverts with price too old when the feed has not been updated lately.', 'Execution of the contract stops there.']),
      ...docPage('/fees', 'Fee structure', 'Network', ['Old price too.']),
    ]);
    const pages = (await searchAll(engine, 'contract execution reverted price too old ')).map((r) => r.record.page.path);
    expect(pages.slice(0, 2)).toEqual(['/price-feeds', '/fees']);
    // Under five words, a record counts only its own: there, the record of three of the four ranks first.
    expect((await searchAll(engine, 'execution price too old ')).map((r) => r.record.page.path).slice(0, 2)).toEqual(['/fees', '/price-feeds']);
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
    ...docPage('/migrating', 'Migrating to the new test network', 'Network', ['The old explorer, https://testnet.explorer.example.com, is gone.']),
    ...docPage('/explorers', 'Test network explorer', 'Tools', ['The test network explorer of example.com is at https://shadownet.explorer.example.com/.']),
  ];
  const exact = createSearchEngine(records);
  const pages = async (query: string) => (await searchAll(exact, query)).map((r) => r.record.page.path);

  it('finds a full address on the page that shows it cut short', async () => {
    expect((await pages('0xff00000000000000000000000000000000000002'))).toEqual(['/information']);
  });

  it('finds a long value by its start when the paste is mistyped or cut', async () => {
    expect((await pages('KT1Wj8SUGmnEPFqyahHAcjcNQwe6YGhEXJb6'))).toEqual(['/bridging']);
    expect((await pages('KT1Wj8SUGmnEPFq'))).toEqual(['/bridging']);
  });

  it('shows only the pages that hold a pasted identifier, flag or hex value', async () => {
    expect((await pages('eth_getBalance'))).toEqual(['/network']);
    expect((await pages('--rpc-addr'))).toEqual(['/nodes']);
    expect((await pages('0xa729'))).toEqual(['/network']);
    // Two letters swapped in an identifier are still that identifier.
    expect((await pages('eth_getBalnace'))).toEqual(['/network']);
  });

  it('finds a pasted host name or URL on the pages that show it, first', async () => {
    // Its words alone rank the page titled with them first.
    expect((await pages('testnet.explorer.example.com'))[0]).toBe('/migrating');
    expect((await pages('https://testnet.explorer.example.com/'))[0]).toBe('/migrating');
    expect((await pages('shadownet.explorer.example.com'))[0]).toBe('/explorers');
    // A host or file name is a token of its own; a version number is not.
    const tokens = indexTokens('Version 0.25, in hardhat.config.ts, at https://node.example.com/rpc.');
    expect(tokens).toEqual(expect.arrayContaining(['hardhat.config.ts', 'node.example.com']));
    expect(tokens.filter((token) => token.includes('.'))).toHaveLength(2);
  });

  it('ranks the records that hold a one-word query before its prefix matches', async () => {
    const words = createSearchEngine([
      ...docPage('/a', 'Nodejs', 'Network', ['A nodejs setup.']),
      ...docPage('/b', 'Another', 'Network', ['Any node will do.']),
    ]);
    expect((await searchAll(words, 'node'))[0]!.record.page.path).toBe('/b');
  });

  it('searches code, below prose, and not as the context of its page', async () => {
    expect((await pages('data-dir'))).toEqual(['/nodes']);
    expect((await searchAll(exact, 'balance'))[0]!.record.code).toBeUndefined();
  });
});

describe('createRetriever', () => {
  it('returns passages with text for a question, best first, limited', async () => {
    const passages = await createRetriever(engine).retrieve('What is the chain ID of Mainnet?', {limit: 2});
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.length).toBeLessThanOrEqual(2);
    expect(passages[0]!.record.content).toContain('42793');
    expect(passages.every((p) => p.record.content !== null && p.score > 0)).toBe(true);
  });

  it('returns page and heading records too when asked', async () => {
    const passages = await createRetriever(engine).retrieve('websockets', {limit: 10, headings: true});
    expect(passages.some((p) => p.record.type === 'lvl1')).toBe(true);
    expect(passages.some((p) => p.record.content !== null)).toBe(true);
  });
});
