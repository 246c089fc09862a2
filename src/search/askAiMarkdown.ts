/**
 * Bounds what makes DocSearch's Markdown renderer slow, before an Ask AI answer reaches it.
 * DocSearch re-renders the whole answer for every update, and its renderer is superlinear on a
 * few shapes: one delta of `'*a_'.repeat(20000)` (60 KB, under the size cap) was a 67.5 s task,
 * `'> '.repeat(30000)` overflowed the stack and took search down, and `'['.repeat(60000)` was a
 * 387 ms task. Here, past a bound, a marker is escaped with a backslash, so it shows as itself:
 * - emphasis markers (`*`, `_`) and brackets (`[`, `]`): 200 of each per paragraph;
 * - quote and list markers that open containers at the start of a line: 16 levels.
 * Answers a reader would read never reach these bounds. The bounder works on a stream: it keeps
 * its state between deltas, and its output for a prefix of the text is a prefix of its output for
 * the whole text, so each delta is bounded as it arrives (tests/unit/ask-ai-markdown.test.ts).
 */
export const MARKDOWN_BOUNDS = {markersPerParagraph: 200, depth: 16};

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
  /** Where the line is in its container prefix: open to more markers, in a list number, right after a bullet, or past it. */
  private prefix: 'open' | 'digits' | 'bullet' | 'none' = 'open';
  private depth = 0;

  /** The bounded form of the next piece of the text. */
  push(text: string): string {
    let out = '';
    for (const c of text) {
      if (c === '\n') {
        if (this.blank) this.emphasis = this.brackets = 0; // a blank line ends the paragraph
        this.blank = true;
        this.escaped = false;
        this.prefix = 'open';
        this.depth = 0;
        out += c;
        continue;
      }
      if (c === ' ' || c === '\t') {
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
        const open = this.prefix === 'open';
        const quote = open && c === '>';
        const marker = quote || (open && (c === '-' || c === '*' || c === '+')) || (!open && (c === '.' || c === ')'));
        if (marker && this.depth >= MARKDOWN_BOUNDS.depth) {
          this.bounded = true;
          this.prefix = 'none';
          out += `\\${c}`;
          continue;
        }
        if (marker || (isDigit(c) && (open || this.prefix === 'digits'))) {
          if (quote) this.depth++;
          this.prefix = quote ? 'open' : marker ? 'bullet' : 'digits';
          out += c;
          continue;
        }
        this.prefix = 'none';
      }
      if (c === '\\') this.escaped = true;
      else if ((c === '*' || c === '_') && ++this.emphasis > MARKDOWN_BOUNDS.markersPerParagraph) {
        out += ENTITIES[c];
        this.bounded = true;
        continue;
      } else if ((c === '[' || c === ']') && ++this.brackets > MARKDOWN_BOUNDS.markersPerParagraph) {
        out += ENTITIES[c];
        this.bounded = true;
        continue;
      }
      out += c;
    }
    return out;
  }
}

/** The bounded form of a whole text. */
export function boundMarkdown(text: string): {text: string; bounded: boolean} {
  const bounder = new MarkdownBounder();
  return {text: bounder.push(text), bounded: bounder.bounded};
}
