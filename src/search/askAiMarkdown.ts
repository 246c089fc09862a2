/**
 * Bounds what makes DocSearch's Markdown renderer slow, before an Ask AI answer reaches it.
 * DocSearch re-renders the whole answer for every update, and its renderer is superlinear on a
 * few shapes: one delta of `'*a_'.repeat(20000)` (60 KB, under the size cap) was a 67.5 s task,
 * `'> '.repeat(30000)` overflowed the stack and took search down, and `'['.repeat(60000)` was a
 * 387 ms task. Here, past a bound, a marker is shown as itself and read as text:
 * - emphasis markers (`*`, `_`) and brackets (`[`, `]`): 200 of each per paragraph, then a
 *   paragraph break and character references (`&#42;`) for the rest;
 * - quote and list markers that open containers at the start of a line: 16 levels; deeper
 *   markers are dropped, and the line's text shows at level 16 (a list number is escaped);
 * - in a fenced code block at the top level (a contract ABI has hundreds of brackets), nothing
 *   changes up to 1,000 markers per block: if the renderer reads the "fence" as text after all
 *   (inside an HTML block), 1,000 markers still render in tens of milliseconds.
 * Answers a reader would read never reach these bounds. The bounder works on a stream: it keeps
 * its state between deltas, and its output for a prefix of the text is a prefix of its output for
 * the whole text, so each delta is bounded as it arrives (tests/unit/ask-ai-markdown.test.ts).
 */
export const MARKDOWN_BOUNDS = {markersPerParagraph: 200, markersInCode: 1_000, depth: 16};

export const BOUNDED_NOTE = 'Some formatting in this answer is shown as plain text: it was too repetitive or too deeply nested to display quickly.';

/** A character reference shows the character and is plain text to the renderer (a backslash escape is a token of its own, and 60,000 of them were a 470 ms render). */
const ENTITIES: Record<string, string> = {'*': '&#42;', _: '&#95;', '[': '&#91;', ']': '&#93;'};

const isDigit = (c: string) => c >= '0' && c <= '9';

export class MarkdownBounder {
  /** Whether a marker was escaped so far. */
  bounded = false;
  private emphasis = 0;
  private brackets = 0;
  /** The current line has only whitespace so far. */
  private blank = true;
  private escaped = false;
  /** Where the line is in its container prefix: open to more markers, in a list number, right after a bullet, dropping markers past the depth bound, or past the prefix. */
  private prefix: 'open' | 'digits' | 'bullet' | 'flat' | 'none' = 'open';
  private depth = 0;
  /** The fenced code block the text is in: opened by a line of 3+ backticks or tildes at column 0. */
  private fence: {char: string; length: number} | null = null;
  /** The current line read as a possible fence line: its indent, its first run of ` or ~, and what follows. */
  private line = {indent: 0, state: 'indent' as 'indent' | 'run' | 'rest' | 'other', char: '', run: 0, ticksAfter: 0, textAfter: false};

  /** Reads one character of the current line as a possible fence line. */
  private scanLine(c: string): void {
    const line = this.line;
    if (line.state === 'indent') {
      if (c === ' ') line.indent++;
      else if (c === '`' || c === '~') [line.state, line.char, line.run] = ['run', c, 1];
      else line.state = 'other';
    } else if (line.state === 'run' && c === line.char) line.run++;
    else if (line.state !== 'other') {
      line.state = 'rest';
      if (c === '`') line.ticksAfter++;
      if (c !== ' ' && c !== '\t') line.textAfter = true;
    }
  }

  /** At the end of a line: does it open or close a fence? Only top-level fences are followed, where the renderer cannot disagree. */
  private endLine(): void {
    const {indent, state, char, run, ticksAfter, textAfter} = this.line;
    const isRun = run >= 3 && (state === 'run' || state === 'rest');
    if (this.fence) {
      if (isRun && indent <= 3 && char === this.fence.char && run >= this.fence.length && !textAfter) this.fence = null;
    } else if (isRun && indent === 0 && this.depth === 0 && (char === '~' || ticksAfter === 0)) this.fence = {char, length: run};
    this.line = {indent: 0, state: 'indent', char: '', run: 0, ticksAfter: 0, textAfter: false};
  }

  /** The bounded form of the next piece of the text. */
  push(text: string): string {
    let out = '';
    for (const c of text) {
      if (c === '\n') {
        this.endLine();
        if (this.blank) this.emphasis = this.brackets = 0; // a blank line ends the paragraph
        this.blank = true;
        this.escaped = false;
        this.prefix = 'open';
        this.depth = 0;
        out += c;
        continue;
      }
      this.scanLine(c);
      if (this.fence) {
        // Code: shown as written, up to a higher bound that still keeps a misread fence quick.
        if (c !== ' ' && c !== '\t') this.blank = false;
        out += this.marker(c, MARKDOWN_BOUNDS.markersInCode);
        continue;
      }
      if (c === ' ' || c === '\t') {
        if (this.prefix === 'flat') continue;
        if (this.prefix === 'bullet') {
          this.depth++;
          this.prefix = 'open';
        } else if (this.prefix === 'digits') this.prefix = 'none';
        out += c;
        continue;
      }
      this.blank = false;
      if (this.escaped) {
        this.escaped = false;
        this.prefix = 'none';
        out += c;
        continue;
      }
      if (this.prefix === 'bullet') this.prefix = 'none'; // "**bold", "-x": text, not a list
      if (this.prefix !== 'none') {
        const open = this.prefix === 'open' || this.prefix === 'flat';
        const bullet = open && (c === '>' || c === '-' || c === '*' || c === '+');
        const deep = this.depth >= MARKDOWN_BOUNDS.depth;
        if (bullet && deep) {
          // Deeper levels are dropped: the line's text shows at the deepest level kept.
          this.prefix = 'flat';
          this.bounded = true;
          continue;
        }
        if (bullet) {
          if (c === '>') this.depth++;
          this.prefix = c === '>' ? 'open' : 'bullet';
          out += c;
          continue;
        }
        if (this.prefix === 'digits' && (c === '.' || c === ')')) {
          this.prefix = deep ? 'none' : 'bullet';
          this.bounded ||= deep;
          out += deep ? `\\${c}` : c; // a numbered list too deep: its number shows as text
          continue;
        }
        if (isDigit(c)) {
          this.prefix = 'digits';
          out += c;
          continue;
        }
        this.prefix = 'none';
      }
      if (c === '\\') this.escaped = true;
      out += this.marker(c, MARKDOWN_BOUNDS.markersPerParagraph);
    }
    return out;
  }

  /** `c`, or past `limit` markers of its kind in the paragraph, a character reference for it. */
  private marker(c: string, limit: number): string {
    const emphasis = c === '*' || c === '_';
    if (!emphasis && c !== '[' && c !== ']') return c;
    const count = emphasis ? ++this.emphasis : ++this.brackets;
    if (count <= limit) return c;
    this.bounded = true;
    // The renderer scans the rest of the paragraph from each marker: the first marker past the
    // bound starts a new paragraph, so the markers before it scan only their own.
    return `${count === limit + 1 ? '\n\n' : ''}${ENTITIES[c]}`;

  }
}

/** The bounded form of a whole text. */
export function boundMarkdown(text: string): {text: string; bounded: boolean} {
  const bounder = new MarkdownBounder();
  return {text: bounder.push(text), bounded: bounder.bounded};
}
