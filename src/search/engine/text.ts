/** One tokenizer for the index plugin, the engine and the highlighter: what is indexed is what is highlighted. */

/**
 * Words that carry no meaning in a docs query. The last line is the filler of whole questions ("how
 * much disk space does a node need"): kept, it matched headings that hold it above the answer.
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

export const tokenize = (text: string): string[] => normalize(text).match(WORD) ?? [];

/** A host or file name readers paste: node.mainnet.etherlink.com, hardhat.config.ts; not a version (0.25). */
const HOST = String.raw`(?:[\p{L}\p{N}][\p{L}\p{N}-]*\.)+\p{L}{2,}`;
/** A command-line flag: --rpc-addr. */
const FLAG = String.raw`--[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*`;
/**
 * An identifier readers paste whole: eth_getBalance, MIN_SUPPORTED_NODE_VERSION, --rpc-addr, a host. Not a
 * hyphenated word of prose ("read-only"): as one more word of its field, it would weigh the others down.
 */
const COMPOUND = new RegExp(String.raw`${FLAG}|[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+|${HOST}(?![\p{L}\p{N}])`, 'gu');
/** What pastedToken takes whole: the forms above, or one word. */
const PASTED = new RegExp(String.raw`^(?:${FLAG}|[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*|${HOST})$`, 'u');
/** A long value a page shows cut short, as `0xff00…0002`. */
const SHORTENED = /[\p{L}\p{N}]{4,}…[\p{L}\p{N}]{2,}/gu;

/** What is indexed of a text: its words, then each identifier and shortened value whole, which a pasted one finds. */
export function indexTokens(text: string): string[] {
  const n = normalize(text);
  return [WORD, COMPOUND, SHORTENED].flatMap((pattern) => n.match(pattern) ?? []);
}

/** The query as one pasted token (an identifier, an address, a host, one word), or null when it is more. */
export function pastedToken(query: string): string | null {
  // A URL with no path is its host.
  const token = normalize(query.trim()).replace(/^https?:\/\/|\/+$/g, '').replace(/^(?!--)[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  return PASTED.test(token) ? token : null;
}

/** The ways a page may show `value` cut short (`0xff00…0002`): 4-10 characters, …, 2-6 characters. */
export function shortenings(value: string): string[] {
  const out: string[] = [];
  if (value.length < 16) return out;
  for (let head = 4; head <= 10; head++) for (let tail = 2; tail <= 6; tail++) out.push(`${value.slice(0, head)}…${value.slice(-tail)}`);
  return out;
}

export const isStopWord = (term: string): boolean => STOP_WORDS.has(term);

/** A light English singular: "nodes" → "node", "proxies" → "proxy", "addresses" → "address", "batches" → "batch"; leaves "status". */
export function singular(term: string): string {
  if (term.length <= 3 || !term.endsWith('s') || /(ss|us|is)$/.test(term)) return term;
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 4 && /(ss|x|ch|sh)es$/.test(term)) return term.slice(0, -2);
  return term.slice(0, -1);
}

export const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};

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
