/**
 * What the writers' check reads before it parses a page: a linear scan that refuses the few inputs on
 * which the Markdown parser (micromark, used by MDX and by markdownlint) takes time quadratic or worse
 * in the page. Measured here: 32,000 characters alternating `*a_` took 25 s to parse, 16,000 `*`
 * around one letter did not finish in 120 s (8,000 overflowed the stack), one line of 4,000 `> `
 * took 7.8 s (a 120 KB page of them ran 68 s before the time limit stopped it), and 4,000 nested `{`
 * took 26 s; a pull request could hang the CI job. The limits are far above what the docs use (largest
 * page 26 KB; busiest block 2,180 characters, 52 `*` or `_`, 44 backtick runs, 12 `{`; no `>` quote;
 * braces nest 3 deep; 86 `{` in the busiest page), so a real page never meets them; a page that does is
 * reported at the line to fix (the line of a deep quote or brace, else the first line of its block),
 * and the rules that parse it skip it. A page of 128 KB built to be as slow as the limits allow takes
 * under 3 s of CPU to load and compile: tests/unit/content-limits.test.ts measures 0.3-1.3 s.
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
  /** Block quote markers (`>`) that open one line: each level re-reads every line below it in the quote. */
  quoteDepth: 20,
  /** `{` in one block: each opens an MDX expression that the parser hands to acorn. */
  braces: 400,
  /** `{` open at once in one block: acorn's time grows faster than the nesting. */
  braceDepth: 20,
  /** `{` in a page outside fenced code: each expression costs the parser and the compiler about 0.08 ms. */
  pageBraces: 2_000,
} as const;

export interface LimitProblem {
  line: number;
  message: string;
}

/** Leading container markers of a line: block quotes and list items, in any mix (`> - > a`). */
const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))*/;

/** Block quote depth of a line: the `>` among its leading container markers. */
function quoteDepth(line: string): number {
  const prefix = CONTAINER_PREFIX.exec(line)?.[0] ?? '';
  let n = 0;
  for (const c of prefix) if (c === '>') n++;
  return n;
}

/** Deepest `{` nesting in lines[start..end), with the 0-based line where it first passes `limit`. */
function braceNesting(lines: readonly string[], start: number, end: number, limit: number): {depth: number; line: number} {
  let depth = 0;
  let deepest = 0;
  let line = -1;
  for (let i = start; i < end; i++) {
    for (const c of lines[i]) {
      if (c === '{') {
        depth++;
        if (depth > deepest) deepest = depth;
        if (depth > limit && line < 0) line = i;
      } else if (c === '}' && depth > 0) depth--;
    }
  }
  return {depth: deepest, line};
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
  let pageBraces = 0;
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
    const nesting = braceNesting(lines, at - 1, end, LIMITS.braceDepth);
    if (nesting.line >= 0) {
      return {line: nesting.line + 1, message: `Braces ({) nest ${nesting.depth.toLocaleString('en')} deep in this block; the check reads up to ${LIMITS.braceDepth} levels. Put literal braces in \`code\` or escape them as \\{`};
    }
    const braces = count(text, /\{/g);
    if (braces > LIMITS.braces) {
      return {line: at, message: `The block from here to the next blank line has ${braces.toLocaleString('en')} braces ({); the check reads up to ${LIMITS.braces} per block. Put literal braces in \`code\` or escape them as \\{, or split the block`};
    }
    pageBraces += braces;
    if (pageBraces > LIMITS.pageBraces) {
      return {line: at, message: `The page has more than ${LIMITS.pageBraces.toLocaleString('en')} braces ({) outside code blocks by the end of this block; the check reads up to ${LIMITS.pageBraces.toLocaleString('en')} per page. Split it into several pages`};
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
    const depth = i < lines.length ? quoteDepth(line) : 0;
    if (depth > LIMITS.quoteDepth) {
      return {line: i + 1, message: `This line opens ${depth.toLocaleString('en')} block quotes (>); the check reads up to ${LIMITS.quoteDepth} levels. Put a literal > in \`code\` or escape it as \\>`};
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
