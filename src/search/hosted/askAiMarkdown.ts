/**
 * Bounds what makes DocSearch's Markdown renderer (marked) slow, before an Ask AI or chatbot answer
 * reaches it: DocSearch renders the whole answer again on every update, and one delta of
 * `'*a_'.repeat(20000)` was a 67.5 s task, 48,000 `!` 3.3 s, and `'> '.repeat(30000)` overflowed the
 * stack. Past a bound, a marker is text: 200 of each kind of emphasis marker, bracket, `!`, backtick,
 * `~` and backslash per paragraph (then a paragraph break and character references), 1,000 in a
 * top-level fenced code block, and 16 levels of quotes and lists (deeper ones are dropped, a list
 * number escaped). Each delta is bounded as it arrives: any split of a text gives the output of the whole.
 */
export const MARKDOWN_BOUNDS = {markersPerParagraph: 200, markersInCode: 1_000, depth: 16};

/** The markers counted, each mapped to its kind (a kind shares one count). */
const MARKER_KINDS: Record<string, string> = {'*': '*', _: '*', '[': '[', ']': '[', '!': '!', '`': '`', '~': '~', '\\': '\\'};

export const BOUNDED_NOTE = 'Some formatting in this answer is shown as plain text: it was too repetitive or too deeply nested to display quickly.';

/** The current line: its text, and where it is in its markers (open to more, in a list number, dropping them, past them). */
const newLine = () => ({text: '', prefix: 'open' as 'open' | 'digits' | 'flat' | 'none', depth: 0});

export class MarkdownBounder {
  /** Whether a marker was shown as text so far. */
  bounded = false;
  /** Markers seen in the paragraph (or code block), by kind. */
  private counts = new Map<string, number>();
  private line = newLine();
  /** The run of backticks or tildes that opened the fenced code block the text is in. */
  private fence: string | null = null;

  /** The bounded form of the next piece of the text. */
  push(text: string): string {
    let out = '';
    for (const c of text) {
      if (c === '\n') {
        this.endLine();
        out += c;
        continue;
      }
      this.line.text += c;
      out += this.fence ? this.marker(c, MARKDOWN_BOUNDS.markersInCode) : this.prose(c);
    }
    return out;
  }

  /** A fence opens at column 0 (a backtick fence with no backtick after it) and closes with a run as long, alone on its line. */
  private endLine(): void {
    const [, indent = '', run = '', rest = ''] = /^( *)(`{3,}|~{3,})(.*)$/s.exec(this.line.text) ?? [];
    if (!this.fence && run && !indent && !(run[0] === '`' && rest.includes('`'))) this.fence = run;
    else if (this.fence && run[0] === this.fence[0] && run.length >= this.fence.length && indent.length <= 3 && !rest.trim()) this.fence = null;
    if (!this.line.text.trim()) this.counts.clear(); // a blank line ends the paragraph
    this.line = newLine();
  }

  /** The output for one character outside code. */
  private prose(c: string): string {
    const line = this.line;
    if (line.prefix === 'none') return this.marker(c, MARKDOWN_BOUNDS.markersPerParagraph);
    if (c === ' ' || c === '\t') return line.prefix === 'flat' ? '' : c;
    const inNumber = line.prefix === 'digits';
    if (inNumber ? c === '.' || c === ')' : '>-*+'.includes(c)) {
      // Past the depth bound, a quote or bullet is dropped and a list number escaped.
      const deep = line.depth++ >= MARKDOWN_BOUNDS.depth;
      this.bounded ||= deep;
      line.prefix = !deep ? 'open' : inNumber ? 'none' : 'flat';
      return !deep ? c : inNumber ? `\\${c}` : '';
    }
    line.prefix = c >= '0' && c <= '9' ? 'digits' : 'none';
    return line.prefix === 'digits' ? c : this.marker(c, MARKDOWN_BOUNDS.markersPerParagraph);
  }

  /** `c`, or past `limit` markers of its kind in the paragraph, a character reference for it. */
  private marker(c: string, limit: number): string {
    const kind = MARKER_KINDS[c];
    if (!kind) return c;
    const count = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, count);
    if (count <= limit) return c;
    this.bounded = true;
    // The renderer scans the rest of the paragraph from each marker: the first one past the bound
    // starts a new one. A character reference is plain text to it (backslash escapes were slow).
    return `${count === limit + 1 ? '\n\n' : ''}&#${c.charCodeAt(0)};`;
  }
}

/** The bounded form of a whole text. */
export function boundMarkdown(text: string): {text: string; bounded: boolean} {
  const bounder = new MarkdownBounder();
  return {text: bounder.push(text), bounded: bounder.bounded};
}
