import {describe, expect, it} from 'vitest';
import {findPassages, keywords, questionQuery} from '@site/src/assistant/engine/retrieval';
import {composeLocalAnswer, LocalProvider, LOCAL_NOTHING_FOUND, withContext} from '@site/src/assistant/engine/local';
import {AnswerError} from '@site/src/assistant/engine/types';
import {fixtureRecords} from './assistant-fixture';
import {ASSETS_QUESTION, TOOLS_QUESTION, corpusOf, suggestedQuestionProblems} from '../support/suggested-questions';

describe('question keywords', () => {
  it('keeps the topic words and drops question words and the product name', () => {
    expect(keywords(TOOLS_QUESTION)).toEqual(['development', 'tools']);
    expect(keywords('How do I run an EVM node?')).toEqual(['run', 'evm', 'node']);
  });

  it('searches the key words of the question, or the question when it has none', () => {
    expect(questionQuery(TOOLS_QUESTION)).toBe('development tools');
    expect(questionQuery('What is Etherlink?')).toBe('What is Etherlink?');
  });

  it('searches a short follow-up together with the previous question', () => {
    const history = [{role: 'user' as const, content: 'How do I bridge XTZ?'}];
    expect(withContext('And back?', history)).toBe('And back? How do I bridge XTZ?');
    expect(withContext('How long does a standard withdrawal take?', history)).toBe('How long does a standard withdrawal take?');
  });
});

describe('local answers from a snapshot of the docs', () => {
  const corpus = corpusOf(fixtureRecords());

  it('answers the two suggested questions with citations to the right pages', async () => {
    expect(await suggestedQuestionProblems(corpus)).toEqual([]);
  });

  it('spreads passages over pages and never repeats a source', async () => {
    const passages = await findPassages(corpus, ASSETS_QUESTION, {limit: 6, perPage: 2});
    const perPage = new Map<string, number>();
    for (const p of passages) perPage.set(p.path, (perPage.get(p.path) ?? 0) + 1);
    expect(Math.max(...perPage.values())).toBeLessThanOrEqual(2);
    const answer = composeLocalAnswer(passages);
    expect(new Set(answer.sources.map((s) => s.url)).size).toBe(answer.sources.length);
  });

  it('quotes passages literally: Markdown or HTML inside them cannot format or link', () => {
    const answer = composeLocalAnswer([
      {url: '/x', path: '/x', pageTitle: 'A [page]', section: '', text: '1. Use *this* <script>alert(1)</script> [click](javascript:alert(1))', score: 1},
    ]);
    expect(answer.text).toContain('> \\1. Use \\*this\\* \\<script\\>alert(1)\\</script\\> \\[click\\](javascript:alert(1))');
    expect(answer.text).toContain('**[A \\[page\\]](/x)**');
  });

  it('says so, without inventing, when nothing matches', async () => {
    const provider = new LocalProvider(async () => corpus);
    const answer = await provider.answer('zzqx qqzv', []);
    expect(answer.text).toBe(LOCAL_NOTHING_FOUND);
    expect(answer.sources).toEqual([]);
  });

  it('reports the phases and the text, and fails clearly when the index cannot load', async () => {
    const phases: string[] = [];
    let streamed = '';
    const answer = await new LocalProvider(async () => corpus).answer(TOOLS_QUESTION, [], {
      onPhase: (phase) => phases.push(phase),
      onText: (text) => (streamed = text),
    });
    expect(phases).toEqual(['searching', 'answering']);
    expect(streamed).toBe(answer.text);
    expect(answer.origin).toBe('docs');

    const failing = new LocalProvider(() => Promise.reject(new Error('offline')));
    await expect(failing.answer(TOOLS_QUESTION, [])).rejects.toMatchObject({kind: 'index'});
    await expect(failing.answer(TOOLS_QUESTION, [])).rejects.toBeInstanceOf(AnswerError);
  });
});
