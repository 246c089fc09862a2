/**
 * Text helpers shared by the index plugin, the search engine and the highlighter:
 * one tokenizer everywhere, so that what is indexed is what is highlighted.
 */

/**
 * Words that carry no meaning in a docs query ("how to deploy a contract"). The second line is the
 * filler of whole questions ("is there…", "how much disk space does a node need"): kept, these words
 * matched titles and headings that happen to hold them ("…that kernel upgrades need") above the
 * answer. With them: tuning half MRR 0.938 -> 0.938, fresh set 0.942 -> 0.949 (tests/relevance).
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its my of on or ' +
    'so that the this to was what when where which who why will with you your ' +
    'am been but could had has have me much many need our should such their them then there these they those we would'
  ).split(' '),
);

/** A run of letters or digits: the unit that is indexed, matched and highlighted. */
export const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case and strip accents, keeping the string length where possible. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function tokenize(text: string): string[] {
  return normalize(text).match(WORD) ?? [];
}

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/**
 * A light English singular: "nodes" → "node", "proxies" → "proxy", "addresses" → "address",
 * "fixes" → "fix", "batches" → "batch"; leaves "address", "status". Before the -es rule,
 * "addresses" became "addresse" and "fixes" "fixe", which match neither the singular a reader
 * types nor its plural: fresh set MRR 0.949 -> 0.952 ("urgent security fix").
 */
export function singular(term: string): string {
  if (term.length <= 3 || !term.endsWith('s') || /(ss|us|is)$/.test(term)) return term;
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 4 && /(ss|x|ch|sh)es$/.test(term)) return term.slice(0, -2);
  return term.slice(0, -1);
}

/** Collapses whitespace; used on every text the index stores. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#039;',
};

/** Escapes text for innerHTML: DocSearch renders highlight and snippet values as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Cuts `text` to at most `max` characters at a word boundary, adding the ellipsis. */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}${ellipsis}`;
}
