/**
 * A small Markdown parser for chatbot answers: headings (# and underlined), paragraphs, lists (nested), fenced code,
 * block quotes, rules, simple tables; inline code, bold, italic, links and bare URLs. It returns a
 * tree of plain data, which src/assistant/Markdown.tsx turns into React elements; nothing is ever
 * inserted as HTML, so raw HTML in an answer is shown as the text it is. Partial input (a stream
 * cut mid-way) parses too: an unclosed fence runs to the end, unmatched markers stay literal.
 */
import {parseInline, type Inline} from './inline';

export {parseInline, type Inline};

export type Block =
  | {type: 'heading'; level: number; children: Inline[]}
  | {type: 'paragraph'; children: Inline[]}
  | {type: 'list'; ordered: boolean; start: number; tight: boolean; items: Block[][]}
  | {type: 'code'; lang: string; text: string}
  | {type: 'blockquote'; children: Block[]}
  | {type: 'hr'}
  | {type: 'table'; header: Inline[][]; rows: Inline[][][]};

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)[^`]*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?(.*)$/;
const SETEXT_UNDERLINE = /^ {0,3}([=-])\1*[ \t]*$/;
const LIST_ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])([ \t]+|$)(.*)$/;
const TABLE_SEPARATOR = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const BLANK = /^[ \t]*$/;
const MAX_COLUMNS = 32;

/** Answers longer than this are cut before parsing (a model that runs away, or a hostile one). */
export const MAX_MARKDOWN_CHARS = 50_000;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  return parseBlocks(lines, 0);
}

/**
 * Parses a streamed answer as it grows: the text up to the last section boundary is parsed once
 * and kept, so each chunk costs the new text plus the open section, not the whole answer again.
 * A boundary is a complete line that follows a blank line, outside a code fence, and that
 * neither continues a list (an indented line or another item) nor quotes; parsing the sections
 * apart gives the same blocks as parsing the whole.
 */
export class MarkdownStream {
  private done = '';
  private blocks: Block[] = [];
  /** Where the scan for the next boundary resumes, and the state of the text before it. */
  private scanned = 0;
  private fence: string | null = null;
  private afterBlank = false;

  update(text: string): Block[] {
    const source = text.length > MAX_MARKDOWN_CHARS ? text.slice(0, MAX_MARKDOWN_CHARS) : text;
    if (!source.startsWith(this.done)) this.reset();
    let lineStart = Math.max(this.scanned, this.done.length);
    for (let end = source.indexOf('\n', lineStart); end !== -1; end = source.indexOf('\n', lineStart)) {
      const line = source.slice(lineStart, end);
      if (this.fence !== null) {
        if (isClosingFence(line, this.fence)) this.fence = null;
      } else if (BLANK.test(line)) {
        this.afterBlank = true;
      } else {
        if (this.afterBlank && /^\S/.test(line) && !LIST_ITEM.test(line) && !QUOTE.test(line) && lineStart > this.done.length) {
          this.blocks.push(...parseMarkdown(source.slice(this.done.length, lineStart)));
          this.done = source.slice(0, lineStart);
        }
        const fence = FENCE.exec(line);
        if (fence) this.fence = fence[1];
        this.afterBlank = false;
      }
      lineStart = end + 1;
    }
    this.scanned = lineStart;
    const open = source.slice(this.done.length);
    return open.trim() === '' ? this.blocks.slice() : [...this.blocks, ...parseMarkdown(open)];
  }

  private reset(): void {
    this.done = '';
    this.blocks = [];
    this.scanned = 0;
    this.fence = null;
    this.afterBlank = false;
  }
}

function parseBlocks(lines: string[], depth: number): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (BLANK.test(line)) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1];
      const indent = line.length - line.trimStart().length;
      const body: string[] = [];
      i++;
      while (i < lines.length && !isClosingFence(lines[i], marker)) {
        body.push(stripIndent(lines[i], indent));
        i++;
      }
      i++; // the closing fence (or past the end)
      blocks.push({type: 'code', lang: fence[2].toLowerCase(), text: body.join('\n')});
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({type: 'heading', level: heading[1].length, children: parseInline(heading[2] ?? '')});
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({type: 'hr'});
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && !BLANK.test(lines[i])) {
        const match = QUOTE.exec(lines[i]);
        quoted.push(match ? match[1] : lines[i]);
        i++;
      }
      blocks.push({type: 'blockquote', children: depth < 8 ? parseBlocks(quoted, depth + 1) : []});
      continue;
    }
    if (LIST_ITEM.test(line) && depth < 8) {
      i = parseList(lines, i, depth, blocks);
      continue;
    }
    if (line.includes('|') && i + 1 < lines.length && TABLE_SEPARATOR.test(lines[i + 1]) && lines[i + 1].includes('-')) {
      const header = splitRow(line);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && !BLANK.test(lines[i]) && lines[i].includes('|')) {
        rows.push(splitRow(lines[i]).map((cell) => parseInline(cell)));
        i++;
      }
      blocks.push({type: 'table', header: header.map((cell) => parseInline(cell)), rows});
      continue;
    }
    const paragraph: string[] = [];
    let underline: RegExpExecArray | null = null;
    while (i < lines.length && !BLANK.test(lines[i])) {
      if (paragraph.length > 0) {
        // A line of = or - under a paragraph makes it a heading (CommonMark's setext headings).
        underline = SETEXT_UNDERLINE.exec(lines[i]);
        if (underline) {
          i++;
          break;
        }
        if (startsBlock(lines[i])) break;
      }
      paragraph.push(lines[i].trim());
      i++;
    }
    const children = parseInline(paragraph.join('\n'));
    blocks.push(underline ? {type: 'heading', level: underline[1] === '=' ? 1 : 2, children} : {type: 'paragraph', children});
  }
  return blocks;
}

function isClosingFence(line: string, marker: string): boolean {
  const trimmed = line.trim();
  return trimmed.length >= marker.length && trimmed === marker[0].repeat(trimmed.length) && line.search(/\S/) < 4;
}

function stripIndent(line: string, indent: number): string {
  let n = 0;
  while (n < indent && line[n] === ' ') n++;
  return line.slice(n);
}

function startsBlock(line: string): boolean {
  if (FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line)) return true;
  const item = LIST_ITEM.exec(line);
  // Like CommonMark, an ordered list interrupts a paragraph only when it starts at 1.
  return Boolean(item && item[4].trim() !== '' && (!/\d/.test(item[2]) || /^1[.)]$/.test(item[2])));
}

function parseList(lines: string[], from: number, depth: number, out: Block[]): number {
  const first = LIST_ITEM.exec(lines[from])!;
  const ordered = /\d/.test(first[2]);
  const delimiter = first[2].slice(-1);
  const items: Block[][] = [];
  let tight = true;
  let i = from;
  while (i < lines.length) {
    const item = LIST_ITEM.exec(lines[i]);
    if (!item || /\d/.test(item[2]) !== ordered || item[2].slice(-1) !== delimiter) break;
    const contentIndent = item[1].length + item[2].length + Math.min(Math.max(item[3].length, 1), 4);
    const body = [item[4]];
    i++;
    let sawBlank = false;
    while (i < lines.length) {
      const line = lines[i];
      if (BLANK.test(line)) {
        sawBlank = true;
        body.push('');
        i++;
        continue;
      }
      const indent = line.length - line.trimStart().length;
      if (indent >= contentIndent) {
        body.push(line.slice(contentIndent));
      } else if (!sawBlank && !startsBlock(line) && !LIST_ITEM.test(line)) {
        body.push(line.trim()); // lazy continuation of the item's paragraph
      } else {
        break;
      }
      sawBlank = false;
      i++;
    }
    while (body.length > 1 && body[body.length - 1] === '') body.pop();
    if (body.includes('')) tight = false;
    if (sawBlank && i < lines.length && LIST_ITEM.test(lines[i])) tight = false;
    items.push(parseBlocks(body, depth + 1));
  }
  out.push({type: 'list', ordered, start: ordered ? parseInt(first[2], 10) : 1, tight, items});
  return i;
}

function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  // A real table has a few columns; the rest of a longer row stays in its last cell.
  const cells = row.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
  return cells.length > MAX_COLUMNS ? [...cells.slice(0, MAX_COLUMNS - 1), cells.slice(MAX_COLUMNS - 1).join(' | ')] : cells;
}

/** The plain text of inline nodes (for tests, copy and accessible names). */
export function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text' || node.type === 'code') return node.text;
      if (node.type === 'break') return '\n';
      return inlineText(node.children);
    })
    .join('');
}
