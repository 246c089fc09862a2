/**
 * The chatbot's two suggested questions, checked against a set of search records: the unit test
 * runs it on a snapshot of real pages, the e2e suite on the index of the build it serves.
 * Returns what is wrong (empty when all is well), so that either test runner can assert it.
 */
import {createRetriever} from '@site/src/assistant/engine/corpus';
import {createSearchEngine} from '@site/plugins/search-index/fragments';
import type {SearchRecord} from '@site/src/search/engine/types';
import {findPassages, type Corpus} from '@site/src/assistant/engine/retrieval';
import {composeLocalAnswer, LOCAL_ANSWER_INTRO} from '@site/src/assistant/engine/local';

export const TOOLS_QUESTION = 'What development tools does Etherlink support?';
export const ASSETS_QUESTION = 'What assets can I bridge to Etherlink?';

export function corpusOf(records: SearchRecord[]): Corpus {
  return {retriever: createRetriever(createSearchEngine(records))};
}

export async function suggestedQuestionProblems(corpus: Corpus): Promise<string[]> {
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const tools = composeLocalAnswer(await findPassages(corpus, TOOLS_QUESTION));
  check(tools.text.startsWith(LOCAL_ANSWER_INTRO), 'the tools answer does not start with the local-answer intro');
  check(
    tools.sources.some((s) => s.url.startsWith('/building-on-etherlink/development-toolkits')),
    `the tools answer does not cite the development toolkits page (cites ${tools.sources.map((s) => s.url).join(', ')})`,
  );
  check(/Hardhat|Foundry/.test(tools.text), 'the tools answer names neither Hardhat nor Foundry');

  const assets = composeLocalAnswer(await findPassages(corpus, ASSETS_QUESTION));
  const bridging = assets.sources.filter((s) => s.url.startsWith('/bridging/'));
  check(bridging.length >= 2, `the assets answer cites ${bridging.length} bridging pages, not at least 2`);
  // The first source answers the question; the answer names the assets.
  check(/^\/bridging\//.test(assets.sources[0]?.url ?? ''), `the assets answer's first source is ${assets.sources[0]?.url}`);
  check(/XTZ/.test(assets.text) && /FA/.test(assets.text), 'the assets answer does not name XTZ and FA tokens');
  return problems;
}
