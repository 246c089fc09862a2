/**
 * Turns one built doc page (HTML) into DocSearch-shaped records: a lvl1 record for the page,
 * one per h2-h6 heading, and content records for the paragraphs, list items, table rows and code
 * blocks under the nearest heading (what readers paste: a command, a flag, an address; a code block
 * becomes records of whole lines). A value shown cut short with its full form in `data-value`
 * (`<code data-value="KT1…">KT1Wj8…XJb5</code>`) is indexed in full. Tabs' labels, navigation and
 * the TOC are left out.
 *
 * cheerio (parse5) rather than node-html-parser: the minified output omits optional end tags
 * (</li>, </tr>…), which node-html-parser mis-nests, losing the article's wrapper and tables.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {Hierarchy, PageInfo, RecordType, SearchRecord} from '../../src/search/engine/types';
import {squash, truncate} from '../../src/search/engine/text';
import {objectIdCounter} from '../../src/search/engine/wire';

/** Long paragraphs are cut: the snippet shows ~15 words and ranking needs no more. */
export const MAX_CONTENT_CHARS = 600;
export const MAX_DESCRIPTION_CHARS = 240;
const DEFAULT_CATEGORY = 'Documentation';

const HEADING = /^h([2-6])$/;
const SUB_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/** Elements whose text is never indexed. */
const SKIP_TAGS = new Set(['pre', 'script', 'style', 'svg', 'button', 'nav', 'footer', 'img', 'noscript', 'template']);
const SKIP_CLASS = /(^|\s)(hash-link|theme-code-block|theme-doc-toc-mobile|tabs|checked-against)(\s|$)/;
/** Elements that start a new block: their text is not part of the surrounding paragraph. */
const BLOCK_TAGS = new Set([
  'p', 'ul', 'ol', 'li', 'table', 'pre', 'div', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'dl', 'dt', 'dd', 'details', 'summary', 'figure', 'figcaption', 'header', 'section', 'hr',
]);
/** Blocks that become content records. */
const TEXT_BLOCKS = new Set(['p', 'li', 'dt', 'dd', 'summary', 'figcaption', 'blockquote']);

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag';
}

function skipped(el: Element): boolean {
  if (SKIP_TAGS.has(el.name)) return true;
  if (el.attribs.role === 'tablist' || el.attribs['aria-hidden'] === 'true') return true;
  return SKIP_CLASS.test(el.attribs.class ?? '');
}

/**
 * Text of an element, without skipped parts (a Copy button, icons) and without nested blocks,
 * which are indexed on their own; `blocks: true` keeps them, as a word break (a table cell).
 */
export function inlineText(el: Element, {blocks = false}: {blocks?: boolean} = {}): string {
  let out = '';
  const visit = (node: AnyNode) => {
    if (node.type === 'text') {
      out += node.data;
      return;
    }
    if (!isElement(node) || skipped(node)) return;
    if (node.attribs['data-value'] && node.name === 'code') {
      out += node.attribs['data-value'];
      return;
    }
    if (node.name === 'br') {
      out += ' ';
      return;
    }
    if (node !== el && BLOCK_TAGS.has(node.name)) {
      if (!blocks) return;
      out += ' ';
      node.children.forEach(visit);
      out += ' ';
      return;
    }
    node.children.forEach(visit);
  };
  visit(el);
  return squash(out.replace(/\u200b/g, ''));
}

/** A code block's lines, as few records of whole lines as fit MAX_CONTENT_CHARS each. */
export function codeRecords(lines: string[]): string[] {
  const records: string[] = [];
  let current = '';
  for (const line of lines.map(squash).filter(Boolean)) {
    if (current && current.length + line.length + 1 > MAX_CONTENT_CHARS) {
      records.push(current);
      current = '';
    }
    current = current ? `${current} ${line}` : line;
  }
  if (current) records.push(current);
  return records;
}

function pageCategory($: CheerioAPI): string {
  // The outermost expanded, active category of the sidebar, else the first breadcrumb.
  const category = $('.theme-doc-sidebar-menu .menu__link--sublist.menu__link--active').first().text();
  if (squash(category)) return squash(category);
  const crumbs = $('.breadcrumbs__item')
    .not(':has(a[href="/"])') // the home icon
    .toArray()
    .map((item) => squash($(item).text()))
    .filter(Boolean);
  return crumbs.length > 1 ? crumbs[0]! : DEFAULT_CATEGORY;
}

/** Returns the page's records, or null when the HTML is not a doc page. */
export function extractPageRecords(html: string, path: string): SearchRecord[] | null {
  const $ = load(html);
  const markdown = $('article .theme-doc-markdown').first();
  if (markdown.length === 0) return null;

  const h1 = markdown.find('h1').first();
  const title =
    (h1.length ? inlineText(h1.get(0)!) : '') || squash($('title').text().split(' | ')[0] ?? '') || path;
  const description = truncate(squash($('meta[name="description"]').attr('content') ?? ''), MAX_DESCRIPTION_CHARS);
  // Docusaurus writes front-matter keywords as one comma-separated meta tag.
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '')
    .split(',')
    .map(squash)
    .filter(Boolean);
  const page: PageInfo = {path, title, description, ...(keywords.length ? {keywords} : {})};

  const hierarchy: Hierarchy = {lvl0: pageCategory($), lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  let anchor = '';
  const records: SearchRecord[] = [];
  const seen = new Set<string>();
  const nextId = objectIdCounter();

  const push = (type: RecordType, content: string | null, code = false) => {
    const key = `${type}|${anchor}|${content ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    const url = anchor ? `${path}#${anchor}` : path;
    records.push({
      objectID: nextId(url),
      url,
      type,
      hierarchy: {...hierarchy},
      content,
      ...(code ? {code: true as const} : {}),
      page,
    });
  };

  const addContent = (text: string, code = false) => {
    // Text without a letter or digit (a lone "→", a separator) is not worth a record.
    if (!/[\p{L}\p{N}]/u.test(text)) return;
    push('content', truncate(text, MAX_CONTENT_CHARS), code);
  };

  const visit = (el: Element) => {
    for (const child of el.children) {
      if (isElement(child) && /(^|\s)theme-code-block(\s|$)/.test(child.attribs.class ?? '')) {
        const lines = $(child).find('.token-line').toArray().map((line) => squash($(line).text()));
        for (const text of codeRecords(lines.length ? lines : $(child).find('pre').text().split('\n'))) addContent(text, true);
        continue;
      }
      if (!isElement(child) || skipped(child)) continue;
      const heading = HEADING.exec(child.name);
      if (heading) {
        const level = Number(heading[1]);
        const text = inlineText(child);
        if (!text) continue;
        for (const key of SUB_LEVELS.slice(level - 2)) hierarchy[key] = null;
        hierarchy[SUB_LEVELS[level - 2]!] = text;
        if (child.attribs.id) anchor = child.attribs.id;
        push(`lvl${level}` as RecordType, null);
      } else if (child.name === 'h1' || child.name === 'header') {
        continue; // the page title, already the lvl1 record
      } else if (child.name === 'table') {
        // One record per body row: a row reads as a fact ("Rolling · 16 GB RAM, 100 GB storage").
        const rows = $(child).find('tr').toArray();
        const body = rows.filter((row) => $(row).children('td').length > 0);
        for (const row of body.length ? body : rows) {
          const cells = $(row)
            .children('td, th')
            .toArray()
            .map((cell) => inlineText(cell, {blocks: true}))
            .filter(Boolean);
          if (cells.length) addContent(cells.join(' · '));
        }
      } else if (TEXT_BLOCKS.has(child.name)) {
        addContent(inlineText(child));
        visit(child);
      } else {
        visit(child);
      }
    }
  };

  push('lvl1', null);
  visit(markdown.get(0)!);
  return records;
}
