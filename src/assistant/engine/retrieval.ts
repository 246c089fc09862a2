/**
 * Finds the passages of the documentation that answer a question: the question's key words go
 * through the retriever (./corpus.ts: the dialog's engine, with its synonyms: a question
 * rarely uses the docs' words, "tools" vs "toolkits", "assets" vs "tokens"), passages of a page
 * that matches in many places rank higher, and the passages are then spread over pages.
 */
import type {SearchRecord} from '@site/src/search/engine/types';

export interface RetrievedPassage {
  record: SearchRecord;
  score: number;
  /** Every record of the record's page, in page order: the text around a heading that matched. */
  pageRecords: readonly SearchRecord[];
}

/** What the chatbot's local provider needs from search (./corpus.ts). */
export interface PassageRetriever {
  /** `headings`: also return page (lvl1) and heading records, whose content is null. */
  retrieve(query: string, options?: {limit?: number; headings?: boolean}): Promise<RetrievedPassage[]>;
}

export interface Passage {
  /** Site path with anchor. */
  url: string;
  /** Page path without anchor. */
  path: string;
  pageTitle: string;
  /** Heading trail under the page title ("Hardhat › Verifying"), '' for the top of the page. */
  section: string;
  text: string;
  score: number;
}

export interface Corpus {
  retriever: PassageRetriever;
}

/** Words that say nothing about the topic of a docs question. "Etherlink" is on every page. */
const NOISE = new Set(
  (
    'a an and are as at be by can could do does for from how i if in into is it its me my of on or please ' +
    'should so tell that the this to use using was we what when where which who why will with would you your ' +
    'etherlink etherlinks support supports supported there any some get'
  ).split(' '),
);

export function keywords(question: string): string[] {
  return (question.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}.-]*/gu) ?? [])
    .map((word) => word.replace(/[.-]+$/, ''))
    .filter((word) => word && !NOISE.has(word));
}

/** What is searched for a question: its keywords, or the question itself if it has none. */
export function questionQuery(question: string): string {
  const words = keywords(question);
  return words.length > 0 ? words.join(' ') : question.trim();
}

/**
 * A passage scoring under this share of the best one is left out. The retriever ranks as the search
 * dialog does, where records with every word score far above those with some: at 0.5, 68% of the
 * answers to the blind sets' questions cited a single page (49% when it ranked by any word), and
 * fewer cited a page that answers; at 0.25, 51%, with 2.0 pages an answer, as before.
 */
const MIN_RELATIVE_SCORE = 0.25;
const PAGE_WEIGHT = 0.25;
/** A page or heading record stands for the text that follows it: a strong title match, quoted at a discount. */
const HEADING_WEIGHT = 0.3;

export async function findPassages(
  corpus: Corpus,
  question: string,
  {limit = 5, perPage = 2}: {limit?: number; perPage?: number} = {},
): Promise<Passage[]> {
  // The engine widens the question's words with the synonyms of src/data/search-synonyms.json.
  const matched = new Map<string, RetrievedPassage>();
  for (const passage of await corpus.retriever.retrieve(questionQuery(question), {limit: 30, headings: true})) {
    matched.set(passage.record.objectID, {...passage, score: passage.record.content ? passage.score : passage.score * HEADING_WEIGHT});
  }

  // A page matched by several records is a better answer: pool per page.
  const pageScore = new Map<string, number>();
  for (const {record, score} of matched.values()) {
    pageScore.set(record.page.path, (pageScore.get(record.page.path) ?? 0) + score);
  }
  const rankScore = ({record, score}: {record: SearchRecord; score: number}) =>
    score + PAGE_WEIGHT * (pageScore.get(record.page.path)! - score);
  const ranked = Array.from(matched.values()).sort((a, b) => rankScore(b) - rankScore(a));

  const best = ranked.length ? rankScore(ranked[0]) : 0;
  // Far weaker matches than the best one are noise, not extra help.
  const candidates = ranked.filter((entry) => rankScore(entry) >= best * MIN_RELATIVE_SCORE);

  // First the best passage of each page (breadth), then second passages, in rank order.
  const chosen = new Map<SearchRecord, string>();
  const perPageCount = new Map<string, number>();
  const seenText = new Set<string>();
  for (let round = 1; round <= perPage && chosen.size < limit; round++) {
    for (const {record, pageRecords} of candidates) {
      if (chosen.size >= limit) break;
      const count = perPageCount.get(record.page.path) ?? 0;
      if (chosen.has(record) || count >= round) continue;
      const text = passageText(pageRecords, record);
      if (!text || seenText.has(text)) continue;
      seenText.add(text);
      perPageCount.set(record.page.path, count + 1);
      chosen.set(record, text);
    }
  }

  const passages: Passage[] = [];
  for (const entry of candidates) {
    const text = chosen.get(entry.record);
    if (text === undefined) continue;
    const {record, score} = entry;
    const same = passages.find((p) => p.url === record.url);
    if (same) {
      // Two matches in one section read as one quote.
      same.text = clip(`${same.text} ${text}`, PASSAGE_CHARS * 1.5);
      continue;
    }
    passages.push({
      url: record.url,
      path: record.page.path,
      pageTitle: record.page.title || record.hierarchy.lvl1,
      section: sectionOf(record),
      text,
      score,
    });
  }
  return passages;
}

function sectionOf(record: SearchRecord): string {
  const {lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
  return [lvl2, lvl3, lvl4, lvl5, lvl6].filter((level): level is string => Boolean(level)).join(' › ');
}

const PASSAGE_CHARS = 600;

/**
 * The text of a record; for a heading, the first paragraphs under it; for a page, its description.
 * `pageRecords`: the records of its page.
 */
export function passageText(pageRecords: readonly SearchRecord[], record: SearchRecord): string {
  const section = pageRecords.filter(
    (other) => other.url === record.url && other.type === 'content' && other.content && (other === record || sectionOf(other) === sectionOf(record)),
  );
  if (record.content) {
    // A short paragraph ("Two methods return the chain ID:") is followed by what it introduces.
    let text = record.content;
    for (const next of section.slice(section.indexOf(record) + 1)) {
      if (text.length >= SHORT_PASSAGE && !/:\s*$/.test(text)) break;
      text += ` ${next.content}`;
    }
    return clip(text, PASSAGE_CHARS);
  }
  const text = section.map((other) => other.content).join(' ');
  if (text) return clip(text, PASSAGE_CHARS);
  return record.type === 'lvl1' ? clip(record.page.description, PASSAGE_CHARS) : '';
}

const SHORT_PASSAGE = 160;

/** Cuts at a sentence end (or word) before `max` characters. */
export function clip(text: string, max: number): string {
  const squashed = text.replace(/\s+/g, ' ').trim();
  if (squashed.length <= max) return squashed;
  const cut = squashed.slice(0, max);
  const sentence = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '));
  if (sentence > max * 0.5) return cut.slice(0, sentence + 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max * 0.6 ? space : max).trimEnd()}…`;
}
