/**
 * Inline Markdown for chatbot answers (code spans, emphasis, links, autolinks, bare URLs, hard
 * breaks) in time linear in the input, whatever it holds: answers come from a model and can be
 * hostile. One left-to-right pass builds a linked list of text runs and delimiters; emphasis is
 * resolved with CommonMark's delimiter-stack algorithm, whose "openers bottom" keeps each closer
 * from searching the same openers twice; a link's address is read up to the next bracket or
 * space (at most MAX_HREF characters), a code span's closing run is found through an index of
 * backtick runs, and the number of open delimiters and brackets is capped.
 * micromark (mdast-util-from-markdown) was measured on the same hostile inputs and took seconds,
 * so the parser stays small and our own, with tests/unit/assistant-markdown.test.ts timing it.
 */
import {safeHref} from './links';

export type Inline =
  | {type: 'text'; text: string}
  | {type: 'code'; text: string}
  | {type: 'strong'; children: Inline[]}
  | {type: 'em'; children: Inline[]}
  | {type: 'link'; href: string; children: Inline[]}
  | {type: 'break'};

/** Longer link addresses are not read as links (and bound the work per `](`). */
const MAX_HREF = 2048;
/**
 * Past this many emphasis runs or `[` in one block, further ones are plain text: no real answer
 * comes close, and it bounds the memory a hostile one can take.
 */
const MAX_DELIMITERS = 1000;
const MAX_BRACKETS = 500;
/** Characters that end a link address written without <…> (with whitespace). */
const HREF_END = /[\s<>[\]]/;
const ESCAPABLE = /[!-/:-@[-`{-~]/;
const BARE_URL = /(?:https?:\/\/|www\.)[^\s<>]*[^\s<>.,:;"'!?)\]*_]/y;
const AUTOLINK = /<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^<>\s]*)>/y;
const TITLE = /\s+("[^"\n]*"|'[^'\n]*'|\([^()\n]*\))/y;
const WHITESPACE = /\s/;
const PUNCTUATION = /[\p{P}\p{S}]/u;

/** A node of the working list: finished inline, text, or an emphasis delimiter run. */
interface Item {
  prev: Item | null;
  next: Item | null;
  text?: string;
  inline?: Inline;
  /** Children of an emphasis or link made here: a detached sub-list. */
  wrap?: {type: 'strong' | 'em' | 'link'; href?: string; first: Item | null};
  delim?: Delim;
}

interface Delim {
  item: Item;
  char: '*' | '_';
  count: number;
  length: number;
  canOpen: boolean;
  canClose: boolean;
  prev: Delim | null;
  next: Delim | null;
}

interface Bracket {
  item: Item;
  start: number;
  image: boolean;
  /** The last delimiter before the bracket: emphasis inside the label is resolved above it. */
  delimBottom: Delim | null;
}

class List {
  head: Item | null = null;
  tail: Item | null = null;
  append(item: Item): Item {
    item.prev = this.tail;
    item.next = null;
    if (this.tail) this.tail.next = item;
    else this.head = item;
    this.tail = item;
    return item;
  }
  remove(item: Item): void {
    if (item.prev) item.prev.next = item.next;
    else this.head = item.next;
    if (item.next) item.next.prev = item.prev;
    else this.tail = item.prev;
  }
  /** Detaches the items strictly between `from` and `to` (to = null: up to the end); returns the first. */
  cut(from: Item, to: Item | null): Item | null {
    const first = from.next;
    if (first === to) return null;
    const last = to ? to.prev! : this.tail!;
    from.next = to;
    if (to) to.prev = from;
    else this.tail = from;
    first!.prev = null;
    last.next = null;
    return first;
  }
  insertAfter(anchor: Item, item: Item): void {
    item.prev = anchor;
    item.next = anchor.next;
    if (anchor.next) anchor.next.prev = item;
    else this.tail = item;
    anchor.next = item;
  }
}

export function parseInline(text: string): Inline[] {
  const list = new List();
  let buffer = '';
  const flush = () => {
    if (buffer) list.append({prev: null, next: null, text: buffer});
    buffer = '';
  };
  const push = (inline: Inline) => {
    flush();
    list.append({prev: null, next: null, inline});
  };

  let lastDelim: Delim | null = null;
  const brackets: Bracket[] = [];
  /** Brackets below this index cannot open a link (links do not nest). */
  let bracketFloor = 0;
  let delimiters = 0;
  let bracketsSeen = 0;
  const backticks = backtickRuns(text);

  let i = 0;
  while (i < text.length) {
    const char = text[i];

    if (char === '\\' && i + 1 < text.length) {
      if (text[i + 1] === '\n') {
        push({type: 'break'});
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
      let end = i;
      while (text[end] === '`') end++;
      const length = end - i;
      const close = backticks.next(length, end);
      if (close === -1) {
        buffer += text.slice(i, end);
      } else {
        let code = text.slice(end, close).replace(/\n/g, ' ');
        if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') code = code.slice(1, -1);
        push({type: 'code', text: code});
        end = close + length;
      }
      i = end;
      continue;
    }

    if (char === '<') {
      AUTOLINK.lastIndex = i;
      const auto = AUTOLINK.exec(text);
      if (auto) {
        push(linkOrText(auto[1], [{type: 'text', text: auto[1]}], auto[0]));
        i += auto[0].length;
        continue;
      }
    }

    if ((char === 'h' || char === 'w') && (i === 0 || /[\s(*_]/.test(text[i - 1]))) {
      BARE_URL.lastIndex = i;
      const url = BARE_URL.exec(text);
      if (url) {
        const address = url[0].startsWith('www.') ? `https://${url[0]}` : url[0];
        push(linkOrText(address, [{type: 'text', text: url[0]}], url[0]));
        i += url[0].length;
        continue;
      }
    }

    if ((char === '*' || char === '_') && delimiters < MAX_DELIMITERS) {
      let end = i;
      while (text[end] === char) end++;
      delimiters++;
      flush();
      const item = list.append({prev: null, next: null, text: text.slice(i, end)});
      const {canOpen, canClose} = flanking(text, i, end, char);
      const delim: Delim = {item, char, count: end - i, length: end - i, canOpen, canClose, prev: lastDelim, next: null};
      if (lastDelim) lastDelim.next = delim;
      lastDelim = delim;
      item.delim = delim;
      i = end;
      continue;
    }

    if ((char === '[' || (char === '!' && text[i + 1] === '[')) && bracketsSeen < MAX_BRACKETS) {
      bracketsSeen++;
      flush();
      const image = char === '!';
      const item = list.append({prev: null, next: null, text: image ? '![' : '['});
      brackets.push({item, start: i, image, delimBottom: lastDelim});
      i += image ? 2 : 1;
      continue;
    }

    if (char === ']' && brackets.length > 0) {
      const opener = brackets.pop()!;
      const target = brackets.length >= bracketFloor ? readDestination(text, i + 1) : null;
      bracketFloor = Math.min(bracketFloor, brackets.length);
      if (!target) {
        buffer += ']';
        i++;
        continue;
      }
      flush();
      lastDelim = resolveEmphasis(list, opener.delimBottom, lastDelim);
      const source = text.slice(opener.start, target.end);
      const href = safeHref(target.href);
      const first = list.cut(opener.item, null);
      list.remove(opener.item);
      if (href === null) list.append({prev: null, next: null, text: source});
      else if (first === null) list.append({prev: null, next: null, inline: {type: 'link', href, children: [{type: 'text', text: target.href}]}});
      else list.append({prev: null, next: null, wrap: {type: 'link', href, first}});
      if (!opener.image) bracketFloor = brackets.length;
      i = target.end;
      continue;
    }

    if (char === '\n') {
      // Two spaces before the line end make a hard break (read from the source: the buffer is a
      // long rope, and looking at its end would flatten it on every line).
      if (buffer !== '' && text[i - 1] === ' ' && text[i - 2] === ' ') {
        buffer = buffer.replace(/ +$/, '');
        push({type: 'break'});
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
  resolveEmphasis(list, null, lastDelim);
  return toInlines(list.head, false);
}

/** Where each backtick run starts, by length, to find a code span's closing run in amortised O(1). */
function backtickRuns(text: string): {next: (length: number, from: number) => number} {
  const runs = new Map<number, number[]>();
  for (let i = text.indexOf('`'); i !== -1 && i < text.length; i++) {
    if (text[i] !== '`') continue;
    let end = i;
    while (text[end] === '`') end++;
    const starts = runs.get(end - i) ?? [];
    starts.push(i);
    runs.set(end - i, starts);
    i = end - 1;
  }
  const cursor = new Map<number, number>();
  return {
    next(length, from) {
      const starts = runs.get(length);
      if (!starts) return -1;
      let k = cursor.get(length) ?? 0;
      while (k < starts.length && starts[k] < from) k++;
      cursor.set(length, k);
      return k < starts.length ? starts[k] : -1;
    },
  };
}

/** CommonMark's left- and right-flanking rules; an underscore inside a word (snake_case) neither opens nor closes. */
function flanking(text: string, start: number, end: number, char: string): {canOpen: boolean; canClose: boolean} {
  const before = start > 0 ? text[start - 1] : ' ';
  const after = end < text.length ? text[end] : ' ';
  const spaceAfter = WHITESPACE.test(after);
  const spaceBefore = WHITESPACE.test(before);
  const punctAfter = PUNCTUATION.test(after);
  const punctBefore = PUNCTUATION.test(before);
  const left = !spaceAfter && (!punctAfter || spaceBefore || punctBefore);
  const right = !spaceBefore && (!punctBefore || spaceAfter || punctAfter);
  if (char === '*') return {canOpen: left, canClose: right};
  return {canOpen: left && (!right || punctBefore), canClose: right && (!left || punctAfter)};
}

/**
 * Pairs the delimiters above `bottom` (exclusive) into emphasis, then drops them from the stack
 * (unpaired ones stay as text). Returns the new top of the stack.
 */
function resolveEmphasis(list: List, bottom: Delim | null, top: Delim | null): Delim | null {
  let closer = bottom ? bottom.next : firstDelim(top);
  const openersBottom = new Map<string, Delim | null>();
  while (closer) {
    if (!closer.canClose) {
      closer = closer.next;
      continue;
    }
    const key = `${closer.char}${closer.canOpen ? 1 : 0}${closer.length % 3}`;
    const floor = openersBottom.has(key) ? openersBottom.get(key)! : bottom;
    let opener = closer.prev;
    let found: Delim | null = null;
    while (opener && opener !== bottom && opener !== floor) {
      if (opener.char === closer.char && opener.canOpen) {
        const odd = (closer.canOpen || opener.canClose) && (opener.length + closer.length) % 3 === 0 && !(opener.length % 3 === 0 && closer.length % 3 === 0);
        if (!odd) {
          found = opener;
          break;
        }
      }
      opener = opener.prev;
    }
    if (!found) {
      openersBottom.set(key, closer.prev);
      const next = closer.next;
      if (!closer.canOpen) unlinkDelim(closer);
      closer = next;
      continue;
    }
    const use = found.count >= 2 && closer.count >= 2 ? 2 : 1;
    found.count -= use;
    closer.count -= use;
    found.item.text = found.item.text!.slice(use);
    closer.item.text = closer.item.text!.slice(use);
    const first = list.cut(found.item, closer.item);
    list.insertAfter(found.item, {prev: null, next: null, wrap: {type: use === 2 ? 'strong' : 'em', first}});
    // Delimiters between the pair can no longer match anything outside it.
    found.next = closer;
    closer.prev = found;
    if (found.count === 0) {
      list.remove(found.item);
      unlinkDelim(found);
    }
    if (closer.count === 0) {
      const next = closer.next;
      list.remove(closer.item);
      unlinkDelim(closer);
      closer = next;
    }
  }
  // Everything above the bottom is resolved: cut it off the stack.
  if (bottom) bottom.next = null;
  return bottom;
}

function firstDelim(top: Delim | null): Delim | null {
  let delim = top;
  while (delim && delim.prev) delim = delim.prev;
  return delim;
}

function unlinkDelim(delim: Delim): void {
  if (delim.prev) delim.prev.next = delim.next;
  if (delim.next) delim.next.prev = delim.prev;
}

/** `(href "title")` right after a `]`: the address and the index after `)`, read over a bounded span. */
function readDestination(text: string, at: number): {href: string; end: number} | null {
  if (text[at] !== '(') return null;
  let j = at + 1;
  while (text[j] === ' ') j++;
  const limit = Math.min(text.length, j + MAX_HREF);
  let href: string;
  if (text[j] === '<') {
    const close = text.indexOf('>', j);
    if (close === -1 || close > limit) return null;
    href = text.slice(j + 1, close);
    j = close + 1;
  } else {
    let parens = 0;
    const start = j;
    for (; j < limit; j++) {
      const char = text[j];
      if (char === '\\') {
        j++;
        continue;
      }
      if (char === '(') parens++;
      else if (char === ')') {
        if (parens === 0) break;
        parens--;
      } else if (HREF_END.test(char)) break;
    }
    if (j >= limit) return null;
    href = text.slice(start, j);
  }
  TITLE.lastIndex = j;
  const title = text.length - j < MAX_HREF ? TITLE.exec(text) : null;
  if (title) j += title[0].length;
  while (text[j] === ' ') j++;
  if (text[j] !== ')') return null;
  return {href: href.replace(/\\([!-/:-@[-`{-~])/g, '$1'), end: j + 1};
}

function linkOrText(raw: string, children: Inline[], source: string): Inline {
  const href = safeHref(raw);
  return href === null ? {type: 'text', text: source} : {type: 'link', href, children};
}

/** The finished tree; inside a link, inner links keep only their text (links do not nest). */
function toInlines(first: Item | null, inLink: boolean): Inline[] {
  const out: Inline[] = [];
  const text = (value: string) => {
    if (!value) return;
    const last = out[out.length - 1];
    if (last && last.type === 'text') out[out.length - 1] = {type: 'text', text: last.text + value};
    else out.push({type: 'text', text: value});
  };
  for (let item = first; item; item = item.next) {
    if (item.text !== undefined) text(item.text);
    else if (item.inline) {
      if (inLink && item.inline.type === 'link') item.inline.children.forEach((child) => (child.type === 'text' ? text(child.text) : out.push(child)));
      else out.push(item.inline);
    } else if (item.wrap) {
      const {type, href, first: inner} = item.wrap;
      const children = toInlines(inner, inLink || type === 'link');
      if (type === 'link') {
        if (inLink) children.forEach((child) => (child.type === 'text' ? text(child.text) : out.push(child)));
        else out.push({type: 'link', href: href!, children});
      } else {
        out.push({type, children});
      }
    }
  }
  return out;
}
