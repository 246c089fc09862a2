/**
 * What the writers' check reads before it parses a page: a linear scan that refuses the few inputs on
 * which the Markdown parser (micromark, used by MDX and by markdownlint) takes time quadratic or worse
 * in the page. Measured here: 32,000 characters alternating `*a_` took 25 s to parse, and 16,000 `*`
 * around one letter did not finish in 120 s (8,000 overflowed the stack); a pull request could hang
 * the CI job. The limits are far above what the docs use (largest page 26 KB; busiest block 2,180
 * characters, 52 `*` or `_`, 44 backtick runs), so a real page never meets them; a page that does is
 * reported at the line of its block, and the rules that parse it skip it. A page of 128 KB built to be
 * as slow as the limits allow takes under 3 s of CPU.
 */

export const LIMITS = {
  /** Characters of a page. */
  page: 128 * 1024,
  /** Characters of one block: lines up to a blank line, outside fenced code (a paragraph, a list, the front matter). */
  block: 20_000,
  /** `*` and `_` in one block: the parser pairs every closer with the openers before it. */
  emphasis: 400,
  /** Runs of backticks in one block: each unclosed run makes the parser read the rest of the block. */
  backticks: 200,
} as const;

export interface LimitProblem {
  line: number;
  message: string;
}

const count = (text: string, pattern: RegExp) => {
  let n = 0;
  for (pattern.lastIndex = 0; pattern.exec(text) !== null; ) n++;
  return n;
};

/** The first limit the page exceeds, with the line to fix, or null. Linear in the page. */
export function exceededLimit(source: string): LimitProblem | null {
  if (source.length > LIMITS.page) {
    return {
      line: 1,
      message: `The page has ${source.length.toLocaleString('en')} characters; the check reads pages up to ${LIMITS.page.toLocaleString('en')}. Split it into several pages`,
    };
  }
  const lines = source.split('\n');
  let fence: string | null = null;
  let start = -1;
  const block = (end: number): LimitProblem | null => {
    if (start < 0) return null;
    const text = lines.slice(start, end).join('\n');
    const at = start + 1;
    start = -1;
    if (text.length > LIMITS.block) {
      return {line: at, message: `The block from here to the next blank line has ${text.length.toLocaleString('en')} characters; the check reads blocks up to ${LIMITS.block.toLocaleString('en')}. Split it with blank lines`};
    }
    const emphasis = count(text, /[*_]/g);
    if (emphasis > LIMITS.emphasis) {
      return {line: at, message: `The block from here to the next blank line has ${emphasis.toLocaleString('en')} emphasis markers (* or _); the check reads up to ${LIMITS.emphasis} per block. Put literal asterisks and underscores in \`code\`, or split the block`};
    }
    const backticks = count(text, /`+/g);
    if (backticks > LIMITS.backticks) {
      return {line: at, message: `The block from here to the next blank line has ${backticks.toLocaleString('en')} runs of backticks; the check reads up to ${LIMITS.backticks} per block. Use a fenced code block, or split the block`};
    }
    return null;
  };
  for (let i = 0; i <= lines.length; i++) {
    const line = lines[i] ?? '';
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (marker || line.trim() === '' || i === lines.length) {
      const found = block(i);
      if (found) return found;
      if (marker) fence = marker;
      continue;
    }
    if (start < 0) start = i;
  }
  return null;
}
