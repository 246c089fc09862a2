/**
 * The default provider: no model, no network beyond the site's own search index. It quotes the
 * passages that best match the question, each linked to its page, and never says more than the docs.
 */
import {findPassages, keywords, type Corpus, type Passage} from './retrieval';
import {AnswerError, type Answer, type AnswerOptions, type AnswerProvider, type AnswerSource, type ChatTurn} from './types';

export const LOCAL_ANSWER_INTRO = 'From the Etherlink documentation:';
export const LOCAL_NOTHING_FOUND =
  "I couldn't find this in the Etherlink documentation. Try asking with the words the docs would use " +
  '(for example a product, command or page name), or search the docs with Ctrl+K.';
export const INDEX_UNAVAILABLE =
  'The documentation index could not be loaded, so I cannot look up an answer. Check your connection and try again.';

export class LocalProvider implements AnswerProvider {
  readonly kind = 'local' as const;

  constructor(private readonly loadCorpus: () => Promise<Corpus>) {}

  async answer(question: string, history: readonly ChatTurn[], options: AnswerOptions = {}): Promise<Answer> {
    const {signal, onText, onPhase} = options;
    onPhase?.('searching');
    let corpus: Corpus;
    try {
      corpus = await this.loadCorpus();
    } catch {
      throw new AnswerError('index', INDEX_UNAVAILABLE);
    }
    if (signal?.aborted) throw new AnswerError('aborted', 'You stopped this response');
    onPhase?.('answering');
    const answer = composeLocalAnswer(await findPassages(corpus, withContext(question, history)));
    onText?.(answer.text);
    return answer;
  }
}

/** A short follow-up ("and on testnet?") is searched together with the previous question. */
export function withContext(question: string, history: readonly ChatTurn[]): string {
  if (keywords(question).length > 2) return question;
  const previous = [...history].reverse().find((turn) => turn.role === 'user');
  return previous ? `${question} ${previous.content}` : question;
}

export function composeLocalAnswer(passages: readonly Passage[]): Answer {
  if (passages.length === 0) return {text: LOCAL_NOTHING_FOUND, sources: [], origin: 'docs'};
  const parts = [LOCAL_ANSWER_INTRO, ''];
  for (const passage of passages) {
    const title = sourceTitle(passage);
    parts.push(`**[${escapeMarkdown(title)}](${passage.url})**`, '', `> ${escapeMarkdown(passage.text)}`, '');
  }
  parts.push('_These are passages quoted from the pages listed under Sources. Open a page for the full context._');
  return {text: parts.join('\n'), sources: sourcesOf(passages), origin: 'docs'};
}

export function sourceTitle(passage: Passage): string {
  return passage.section ? `${passage.pageTitle} › ${passage.section}` : passage.pageTitle;
}

/** One source per page address, in answer order. */
export function sourcesOf(passages: readonly Passage[]): AnswerSource[] {
  const first = passages.filter((passage, i) => passages.findIndex((other) => other.url === passage.url) === i);
  return first.map((passage) => ({url: passage.url, title: sourceTitle(passage)}));
}

/** Makes index text render literally: no emphasis, links, code or list markers of its own. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|]/g, (char) => `\\${char}`)
    .replace(/^(\s*)([#>+-]|\d+[.)])/, (_match, space: string, marker: string) => `${space}\\${marker}`);
}
