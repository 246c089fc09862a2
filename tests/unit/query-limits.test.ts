/**
 * A pasted page of text must not reach the search engine whole: the dialog and the chatbot only
 * search the first terms of a query, and long terms (hashes, bytecode) without typo tolerance.
 * The checks count the work handed to MiniSearch, not time.
 */
import MiniSearch from 'minisearch';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {createRetriever} from '@site/src/assistant/engine/corpus';
import {typosAllowed} from '@site/src/search/engine/engine';
import {createSearchEngine} from '@site/plugins/search-index/fragments';
import {capQuestion, MAX_QUERY_TERMS, MAX_QUESTION_CHARS, MAX_TYPO_TERM_LENGTH} from '@site/src/search/engine/limits';
import {LocalProvider} from '@site/src/assistant/engine/local';
import {fixtureRecords} from './assistant-fixture';

const WORDS = 'bridge deploy contract sequencer fees kernel withdrawal governance oracle indexer '.repeat(1_300);
const HEX = Array.from({length: 2_500}, (_, i) => `0x${(i * 2654435761).toString(16).padStart(40, 'a')}`).join(' ');
const BYTECODE = `0x${'6080604052348015600f57600080fd5b50'.repeat(3_000)}`;
const HOSTILE = [WORDS, HEX, BYTECODE].map((text) => text.slice(0, 100_000));

const originalSearch = MiniSearch.prototype.search;

/** Every term query MiniSearch is asked to run, flattened, with the typo tolerance it gets. */
function spyOnTerms() {
  const terms: {term: string; fuzzy: unknown}[] = [];
  const walk = (q: unknown, fuzzy: unknown) => {
    if (typeof q === 'string') terms.push({term: q, fuzzy});
    else if (q && typeof q === 'object' && 'queries' in q) {
      const node = q as {queries: unknown[]; fuzzy?: unknown};
      for (const child of node.queries) walk(child, node.fuzzy ?? fuzzy);
    }
  };
  vi.spyOn(MiniSearch.prototype, 'search').mockImplementation(function (this: MiniSearch, query, options) {
    walk(query, undefined);
    return originalSearch.call(this, query, options);
  });
  return terms;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('query limits', () => {
  const records = fixtureRecords();

  it.each(HOSTILE.map((text, i) => [['words', 'hex', 'bytecode'][i]!, text] as const))(
    'a 100,000-character query of %s reaches the engine as a few terms',
    async (_kind, text) => {
      expect(text.length).toBe(100_000);
      const engine = createSearchEngine(records);
      const terms = spyOnTerms();
      await engine.search(text);
      expect(terms.length).toBeGreaterThan(0);
      // Each term is searched as typed and as its singular, for AND and then OR.
      expect(new Set(terms.map((t) => t.term)).size).toBeLessThanOrEqual(2 * MAX_QUERY_TERMS);
      expect(terms.length).toBeLessThanOrEqual(4 * MAX_QUERY_TERMS);
      for (const {term, fuzzy} of terms) if (term.length > MAX_TYPO_TERM_LENGTH) expect(fuzzy || 0).toBe(0);
      expect(engine.parse(text).length).toBeLessThanOrEqual(MAX_QUERY_TERMS);
    },
  );

  it('the chatbot answers a 100,000-character question with bounded work', async () => {
    const retriever = createRetriever(createSearchEngine(records));
    const provider = new LocalProvider(async () => ({retriever}));
    for (const text of HOSTILE) {
      const terms = spyOnTerms();
      const answer = await provider.answer(text, [{role: 'user', content: text}]);
      expect(answer.text.length).toBeGreaterThan(0);
      // The question and each of its topic expansions, a handful of terms each.
      expect(terms.length).toBeLessThanOrEqual(20 * 2 * MAX_QUERY_TERMS);
      vi.restoreAllMocks();
    }
  });

  it('long terms get no typo tolerance; short ones keep it', () => {
    expect(typosAllowed('a'.repeat(MAX_TYPO_TERM_LENGTH + 1))).toBe(0);
    expect(typosAllowed('0x6080604052348015600f57600080fd5b50')).toBe(0);
    expect(typosAllowed('websockets')).toBe(2);
  });

  it('a question is cut to the limit the chatbot box shows', () => {
    expect(capQuestion('x'.repeat(100_000))).toHaveLength(MAX_QUESTION_CHARS);
    expect(capQuestion('short question')).toBe('short question');
  });
});
