import type {Page} from './pages';
import type {Range} from './model';

/** Front matter values that readers see as prose. */
const PROSE_KEYS = ['title', 'description', 'sidebar_label'];

/** Ranges of front matter values that are prose (title, description, sidebar label). */
export function frontMatterProse(page: Page): Range[] {
  const block = page.model?.frontMatter;
  if (!block) return [];
  const out: Range[] = [];
  let offset = block.start;
  for (const line of page.text.slice(block.start, block.end).split('\n')) {
    const match = /^([a-z_]+):\s*(.*)$/.exec(line);
    if (match && PROSE_KEYS.includes(match[1]) && match[2]) {
      const start = offset + line.length - match[2].length;
      out.push({start, end: offset + line.length});
    }
    offset += line.length + 1;
  }
  return out;
}

/**
 * The page text with everything that is not in `ranges` blanked out (newlines kept), so offsets, lines and
 * columns in the result are those of the page.
 */
export function maskExcept(text: string, ranges: Range[]): string {
  const keep = new Uint8Array(text.length);
  for (const {start, end} of ranges) keep.fill(1, start, end);
  let out = '';
  for (let i = 0; i < text.length; i++) out += keep[i] || text[i] === '\n' ? text[i] : ' ';
  return out;
}

/** The prose of a page (text, alt text, title, description), everything else blanked out. */
export const proseText = (page: Page): string =>
  maskExcept(page.text, [...(page.model?.prose ?? []), ...frontMatterProse(page)]);

const blank = (m: string) => ' '.repeat(m.length);

/**
 * Blanks out what looks like code or an address inside prose: URLs, host and file names (etherlink.com,
 * hardhat.config.ts), paths and snake_case (etherlinkcom/infra-instruments, eth_getLogs). With `hyphenated`,
 * also all-lowercase hyphenated names (octez-evm-node), which are commands and packages, not terms.
 */
export function withoutCodeLikeTokens(text: string, {hyphenated = false} = {}): string {
  // Each pattern starts only where a token starts (the lookbehinds): tried at every position inside a long
  // word, they took time quadratic in it (a 32,000-character word or title: 2 s; a 1 MB one never finished).
  let out = text
    .replace(/(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/\S+/gi, blank)
    .replace(/(?<![\w@~-])[\w@~-]*[\w~](?:[/._][\w~-]+)+\/?/g, (m) => (/^[A-Za-z]+\.$/.test(m) ? m : blank(m)));
  if (hyphenated) out = out.replace(/\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g, blank);
  return out;
}
