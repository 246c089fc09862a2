import {describe, expect, it} from 'vitest';
import {createSearchEngine, typosAllowed} from '@site/src/search/engine';
import {createRetriever} from '@site/src/search';
import {singular, tokenize} from '@site/src/search/text';
import {docPage, siteRecords} from './search-fixtures';

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

  it('does not treat a known word as a typo of another ("fees" is not "feeds")', () => {
    expect(urls('fees ')).not.toContain('/tools/price-feeds');
  });

  it('finds singular and plural forms of a word', () => {
    expect(urls('fee ')[0]).toBe('/network/fees');
    expect(urls('contract ')[0]).toBe('/building-on-etherlink/deploying-contracts');
    expect(singular('proxies')).toBe('proxy');
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

describe('createRetriever', () => {
  it('returns passages with text for a question, best first, limited', () => {
    const passages = createRetriever(siteRecords).retrieve('What is the chain ID of Mainnet?', {limit: 2});
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.length).toBeLessThanOrEqual(2);
    expect(passages[0]!.record.content).toContain('42793');
    expect(passages.every((p) => p.record.content !== null && p.score > 0)).toBe(true);
  });
});
