/**
 * A small Markdown parser for chatbot answers: headings, paragraphs, lists (nested), fenced code,
 * block quotes, rules, simple tables; inline code, bold, italic, links and bare URLs. It returns a
 * tree of plain data, which src/assistant/Markdown.tsx turns into React elements; nothing is ever
 * inserted as HTML, so raw HTML in an answer is shown as the text it is. Partial input (a stream
 * cut mid-way) parses too: an unclosed fence runs to the end, unmatched markers stay literal.
 */
import {safeHref} from './links';

export type Inline =
  | {type: 'text'; text: string}
  | {type: 'code'; text: string}
  | {type: 'strong'; children: Inline[]}
  | {type: 'em'; children: Inline[]}
  | {type: 'link'; href: string; children: Inline[]}
  | {type: 'break'};

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
const LIST_ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])([ \t]+|$)(.*)$/;
const TABLE_SEPARATOR = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const BLANK = /^[ \t]*$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  return parseBlocks(lines, 0);
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
    while (i < lines.length && !BLANK.test(lines[i]) && (paragraph.length === 0 || !startsBlock(lines[i]))) {
      paragraph.push(lines[i].trim());
      i++;
    }
    blocks.push({type: 'paragraph', children: parseInline(paragraph.join('\n'))});
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
  return row.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

// ---- inline ----

const ESCAPABLE = /[!-/:-@[-`{-~]/;
const BARE_URL = /^(?:https?:\/\/|www\.)[^\s<>]*[^\s<>.,:;"'!?)\]*_]/;
const AUTOLINK = /^<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^<>\s]*)>/;

export function parseInline(text: string, inLink = false): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({type: 'text', text: buffer});
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    const rest = text.slice(i);

    if (char === '\\' && i + 1 < text.length) {
      if (text[i + 1] === '\n') {
        flush();
        out.push({type: 'break'});
        i += 2;
        continue;
      }
      if (ESCAPABLE.test(text[i + 1])) {
        buffer += text[i + 1];
        i += 2;
        continue;
      }
    }

    if (char === '`') {
      const run = /^`+/.exec(rest)![0];
      const close = findClosingBackticks(text, i + run.length, run.length);
      if (close !== -1) {
        flush();
        let code = text.slice(i + run.length, close).replace(/\n/g, ' ');
        if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') code = code.slice(1, -1);
        out.push({type: 'code', text: code});
        i = close + run.length;
        continue;
      }
      buffer += run;
      i += run.length;
      continue;
    }

    if (!inLink && char === '<') {
      const auto = AUTOLINK.exec(rest);
      if (auto) {
        flush();
        out.push(linkOrText(auto[1], [{type: 'text', text: auto[1]}], auto[0]));
        i += auto[0].length;
        continue;
      }
    }

    if (!inLink && (char === '[' || (char === '!' && text[i + 1] === '['))) {
      const image = char === '!';
      const link = readLink(text, image ? i + 1 : i);
      if (link) {
        flush();
        const label = parseInline(link.label, true);
        // Images are shown as links to the image: an answer must not load arbitrary pictures.
        out.push(linkOrText(link.href, label.length ? label : [{type: 'text', text: link.href}], text.slice(i, link.end)));
        i = link.end;
        continue;
      }
    }

    if (!inLink && (char === 'h' || char === 'w') && (i === 0 || /[\s(*_]/.test(text[i - 1]))) {
      const url = BARE_URL.exec(rest);
      if (url) {
        flush();
        const address = url[0].startsWith('www.') ? `https://${url[0]}` : url[0];
        out.push(linkOrText(address, [{type: 'text', text: url[0]}], url[0]));
        i += url[0].length;
        continue;
      }
    }

    if (char === '*' || char === '_') {
      const emphasis = readEmphasis(text, i, inLink);
      if (emphasis) {
        flush();
        out.push(emphasis.node);
        i = emphasis.end;
        continue;
      }
      const run = char === '*' ? /^\*+/.exec(rest)![0] : /^_+/.exec(rest)![0];
      buffer += run;
      i += run.length;
      continue;
    }

    if (char === '\n') {
      if (/ {2,}$/.test(buffer)) {
        buffer = buffer.replace(/ +$/, '');
        flush();
        out.push({type: 'break'});
      } else {
        buffer += '\n';
      }
      i++;
      continue;
    }

    buffer += char;
    i++;
  }
  flush();
  return out;
}

function linkOrText(raw: string, children: Inline[], source: string): Inline {
  const href = safeHref(raw);
  return href === null ? {type: 'text', text: source} : {type: 'link', href, children};
}

function findClosingBackticks(text: string, from: number, length: number): number {
  let i = from;
  while (i < text.length) {
    const next = text.indexOf('`', i);
    if (next === -1) return -1;
    let end = next;
    while (text[end] === '`') end++;
    if (end - next === length) return next;
    i = end;
  }
  return -1;
}

/** `[label](href "title")` starting at `start` (the "["): the parts and the index after ")". */
function readLink(text: string, start: number): {label: string; href: string; end: number} | null {
  let depth = 0;
  let i = start;
  for (; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') {
      i++;
      continue;
    }
    if (char === '`') {
      const close = text.indexOf('`', i + 1);
      if (close !== -1) i = close;
      continue;
    }
    if (char === '[') depth++;
    else if (char === ']' && --depth === 0) break;
  }
  if (depth !== 0 || text[i + 1] !== '(') return null;
  const label = text.slice(start + 1, i);
  let j = i + 2;
  while (text[j] === ' ') j++;
  let href: string;
  if (text[j] === '<') {
    const close = text.indexOf('>', j);
    if (close === -1) return null;
    href = text.slice(j + 1, close);
    j = close + 1;
  } else {
    let parens = 0;
    const hrefStart = j;
    for (; j < text.length; j++) {
      const char = text[j];
      if (char === '\\') {
        j++;
        continue;
      }
      if (char === '(') parens++;
      else if (char === ')') {
        if (parens === 0) break;
        parens--;
      } else if (/\s/.test(char)) break;
    }
    href = text.slice(hrefStart, j);
  }
  // An optional title, which we drop.
  const title = /^\s+("[^"]*"|'[^']*'|\([^)]*\))/.exec(text.slice(j));
  if (title) j += title[0].length;
  while (text[j] === ' ') j++;
  if (text[j] !== ')') return null;
  return {label, href: href.replace(/\\([!-/:-@[-`{-~])/g, '$1'), end: j + 1};
}

function readEmphasis(text: string, start: number, inLink: boolean): {node: Inline; end: number} | null {
  const char = text[start];
  const run = char === '*' ? /^\*+/.exec(text.slice(start))![0] : /^_+/.exec(text.slice(start))![0];
  // Underscores inside words (snake_case) are not emphasis.
  if (char === '_' && start > 0 && /[\p{L}\p{N}]/u.test(text[start - 1])) return null;
  const after = text[start + run.length];
  if (after === undefined || /\s/.test(after)) return null;
  if (run.length >= 3) {
    const close = text.indexOf(char.repeat(3), start + 3);
    if (close > start + 3 && !/\s/.test(text[close - 1])) {
      const children = parseInline(text.slice(start + 3, close), inLink);
      return {node: {type: 'strong', children: [{type: 'em', children}]}, end: close + 3};
    }
  }
  const width = run.length >= 2 ? 2 : 1;
  const delimiter = char.repeat(width);
  let i = start + width;
  while (i < text.length) {
    const close = text.indexOf(delimiter, i);
    if (close === -1) return null;
    if (text[close - 1] === '\\') {
      i = close + 1;
      continue;
    }
    // For single markers, skip a double one (it is nested strong).
    if (width === 1 && text[close + 1] === char) {
      const skip = text.indexOf(char.repeat(2), close + 2);
      if (skip === -1) return null;
      i = skip + 2;
      continue;
    }
    const before = text[close - 1];
    const next = text[close + width];
    const valid = close > start + width && !/\s/.test(before) && !(char === '_' && next !== undefined && /[\p{L}\p{N}]/u.test(next));
    if (valid) {
      const inner = text.slice(start + width, close);
      const children = parseInline(inner, inLink);
      return {node: width === 2 ? {type: 'strong', children} : {type: 'em', children}, end: close + width};
    }
    i = close + width;
  }
  return null;
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
