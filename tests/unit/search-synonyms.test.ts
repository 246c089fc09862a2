import {describe, expect, it} from 'vitest';
import data from '@site/src/data/search-synonyms.json';
import {createSearchEngine} from '@site/plugins/search-index/fragments';
import {createSynonymTable, phraseWords, slotsOf, synonyms, type SynonymData} from '@site/src/search/engine/synonyms';
import type {SearchRecord} from '@site/src/search/engine/types';
import {docPage} from './search-fixtures';

const table = createSynonymTable({
  equivalent: [['xtz', 'tez'], ['l1', 'layer 1'], ['withdraw', 'bridge back']],
  oneWay: {cost: ['fee']},
});

describe('synonym table', () => {
  it('makes every member of a group search the others, and a one-way entry only forward', async () => {
    expect(table.lookup(['tez'])).toEqual([['xtz']]);
    expect(table.lookup(['xtz'])).toEqual([['tez']]);
    expect(table.lookup(['layer', '1'])).toEqual([['l1']]);
    expect(table.lookup(['cost'])).toEqual([['fee']]);
    expect(table.lookup(['fee'])).toBeUndefined();
  });

  it('looks words up by their singular', async () => {
    expect(table.lookup(['costs'])).toEqual([['fee']]);
  });

  it('splits a query into slots, taking the longest phrase it knows', async () => {
    expect(slotsOf(['bridge', 'back', 'tez'], table)).toEqual([
      {words: ['bridge', 'back'], alternatives: [['withdraw']]},
      {words: ['tez'], alternatives: [['xtz']]},
    ]);
    expect(slotsOf(['bridge', 'tokens'], table)).toEqual([
      {words: ['bridge'], alternatives: []},
      {words: ['tokens'], alternatives: []},
    ]);
  });

  it('reads phrases as the search does: words only, stop words dropped', async () => {
    expect(phraseWords('FA1.2')).toEqual(['fa1', '2']);
    expect(phraseWords('bridge back to Tezos')).toEqual(['bridge', 'back', 'tezos']);
  });
});

describe('the reviewed synonym file', () => {
  const {equivalent, oneWay} = data as SynonymData;

  it('has no empty entry and no entry that is only stop words', async () => {
    for (const phrase of [...equivalent.flat(), ...Object.keys(oneWay), ...Object.values(oneWay).flat()]) {
      expect(phraseWords(phrase), JSON.stringify(phrase)).not.toEqual([]);
    }
    for (const group of equivalent) expect(group.length, JSON.stringify(group)).toBeGreaterThan(1);
  });

  it('lists each word in one group only, so a group says all a word means', async () => {
    const seen = new Map<string, number>();
    equivalent.forEach((group, i) => {
      for (const phrase of group) {
        const key = phraseWords(phrase).join(' ');
        expect(seen.has(key), `"${phrase}" is in groups ${seen.get(key)} and ${i}`).toBe(false);
        seen.set(key, i);
      }
    });
  });

  it('holds the abbreviations readers type', async () => {
    expect(synonyms.lookup(['tez'])).toContainEqual(['xtz']);
    expect(synonyms.lookup(['l1'])).toContainEqual(['layer', '1']);
    expect(synonyms.lookup(['fa2'])).toContainEqual(['fa']);
    expect(synonyms.lookup(['endpoint'])).toContainEqual(['rpc']);
    expect(synonyms.lookup(['bridge', 'back'])).toContainEqual(['withdraw']);
  });
});

describe('search with synonyms', () => {
  const records: SearchRecord[] = [
    ...docPage('/xtz', 'Bridging XTZ', 'Bridging', ['Deposit XTZ from layer 1 and withdraw it back.']),
    ...docPage('/fees', 'Fee structure', 'Network', ['Every transaction pays an execution fee.']),
    ...docPage('/tez', 'Tez on layer 1', 'Resources', ['Tez is the token of Tezos.']),
  ];
  const engine = createSearchEngine(records);
  const pages = async (query: string) => (await engine.search(query)).map((r) => r.record.page.path);

  it("finds the docs' word for the reader's word", async () => {
    expect((await pages('cost '))).toContain('/fees');
    expect((await pages('bridge back tez'))).toContain('/xtz');
    expect((await pages('l1 '))).toEqual(expect.arrayContaining(['/xtz', '/tez']));
  });

  it('ranks the word the reader typed above its synonym', async () => {
    expect((await pages('tez '))[0]).toBe('/tez');
    expect((await pages('xtz '))[0]).toBe('/xtz');
  });
});
