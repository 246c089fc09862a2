/**
 * Built HTML → clean Markdown, for the Markdown twins and llms-full.txt.
 *
 * We convert the rendered article rather than the MDX source, so every component is already
 * resolved: tables carry the values from src/data, conref fragments are inlined, and no
 * `import`/`export`/JSX is left. What only makes sense in a browser (copy buttons, filters,
 * live regions, heading anchors, icons) is dropped; the full value of a CopyValue
 * (`code[data-value]`) replaces its abbreviated text.
 */
import {load, type AnyNode, type Element} from 'cheerio';

export interface ConvertOptions {
  /** Absolute URL of the HTML page: relative links and images resolve against it. */
  pageUrl: string;
}

interface Ctx extends ConvertOptions {
  /** Inside a table cell: blocks collapse to one line. */
  cell?: boolean;
  /** This list follows another one: use `*` / `1)` so the two stay apart. */
  alternate?: boolean;
  /** The block just before this container's content, in the same flow. */
  before?: string;
}

export interface PageMarkdown {
  title: string;
  description: string;
  /** The article without its h1, as Markdown. */
  body: string;
}

/** Controls and status text: meaningful only in a browser. They stand for a word break. */
const CONTROL_TAGS = new Set(['button', 'input', 'select', 'option', 'textarea', 'label']);
const SILENT_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'title', 'meta', 'link']);
const BLOCK_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'iframe', 'li', 'main', 'nav',
  'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul', 'video',
]);

const isElement = (node: AnyNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';
const textData = (node: AnyNode): string => (node.type === 'text' ? (node as unknown as {data: string}).data : '');
const classes = (el: Element): string[] => (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
const hasClass = (el: Element, name: string): boolean => classes(el).includes(name);
/** CSS-module classes carry a hash suffix (`codeBlockTitle_OeMC`); match on the name before it. */
const hasModuleClass = (el: Element, name: string): boolean =>
  classes(el).some((c) => c === name || c.startsWith(`${name}_`));
const elementChildren = (el: Element): Element[] => el.children.filter(isElement);

function findFirst(el: Element, test: (e: Element) => boolean): Element | undefined {
  for (const child of elementChildren(el)) {
    if (test(child)) return child;
    const found = findFirst(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Dropped entirely: controls, icons, anchors, live regions, hidden content. */
function isDropped(el: Element): boolean {
  const a = el.attribs;
  return (
    CONTROL_TAGS.has(el.name) ||
    SILENT_TAGS.has(el.name) ||
    hasClass(el, 'hash-link') ||
    a['aria-hidden'] === 'true' ||
    a.role === 'status' ||
    a.role === 'alert' ||
    (a['aria-live'] !== undefined && a['aria-live'] !== 'off') ||
    a.hidden !== undefined ||
    a['data-footnote-backref'] !== undefined
  );
}

// ---------------------------------------------------------------- escaping

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Escapes the characters that would otherwise start Markdown syntax inside running text. */
export function escapeText(text: string): string {
  return text
    .replace(/[\\`*[\]]/g, '\\$&')
    .replace(/_/g, (m, i: number, s: string) => (isWordChar(s[i - 1]) && isWordChar(s[i + 1]) ? m : '\\_'))
    .replace(/<(?=[A-Za-z/!?])/g, '\\<');
}

/** A paragraph line that would read as a heading, quote, list or rule gets its first character escaped. */
function escapeLineStart(line: string): string {
  return line.replace(/^(\d+)([.)])(?=\s|$)/, '$1\\$2').replace(/^([#>+=-])/, '\\$1');
}

function codeSpan(value: string): string {
  const text = value.replace(/\s*\n\s*/g, ' ');
  if (!text) return '';
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

function fencedBlock(code: string, info: string): string {
  const longest = Math.max(0, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${code}\n${fence}`;
}

const safeUrl = (url: string) => url.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');

function absolute(href: string, ctx: Ctx): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(href)) return href; // already absolute: keep it as written
  try {
    return new URL(href, ctx.pageUrl).href;
  } catch {
    return href;
  }
}

/** Runs of inline Markdown → one tidy paragraph (line breaks from <br> kept). */
function finishInline(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim()
    .split('\n')
    .map(escapeLineStart)
    .join('\n');
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function wrapInline(content: string, mark: string): string {
  const trimmed = content.trim();
  if (!trimmed) return content;
  const lead = content.match(/^\s*/)![0];
  const trail = content.match(/\s*$/)![0];
  return `${lead}${mark}${trimmed}${mark}${trail}`;
}

// ---------------------------------------------------------------- inline

function inlineChildren(el: Element, ctx: Ctx): string {
  return el.children.map((child) => inline(child, ctx)).join('');
}

function inline(node: AnyNode, ctx: Ctx): string {
  if (node.type === 'text') {
    return escapeText(textData(node).replace(/\u200b/g, '').replace(/[\s\u00a0]+/g, ' '));
  }
  if (!isElement(node)) return '';
  if (isDropped(node)) {
    if (node.name === 'input' && node.attribs.type === 'checkbox' && node.parent && isElement(node.parent) && hasClass(node.parent, 'task-list-item')) {
      return node.attribs.checked !== undefined ? '[x] ' : '[ ] ';
    }
    return CONTROL_TAGS.has(node.name) ? ' ' : '';
  }
  switch (node.name) {
    case 'br':
      return ctx.cell ? '; ' : '\n';
    case 'code':
      // CopyValue: data-value holds the full value; the text may be abbreviated.
      return codeSpan(node.attribs['data-value'] ?? codeText(node));
    case 'kbd':
      return codeSpan(codeText(node));
    case 'strong':
    case 'b':
      return wrapInline(inlineChildren(node, ctx), '**');
    case 'em':
    case 'i':
      return wrapInline(inlineChildren(node, ctx), '*');
    case 'del':
    case 's':
      return wrapInline(inlineChildren(node, ctx), '~~');
    case 'a':
      return link(node, ctx);
    case 'img':
      return image(node, ctx);
    case 'sup': {
      const ref = findFirst(node, (e) => e.attribs['data-footnote-ref'] !== undefined);
      if (ref) return `[^${footnoteLabel(ref.attribs.href ?? '')}]`;
      const text = inlineChildren(node, ctx).trim();
      return text ? `^${text}` : '';
    }
    default:
      if (BLOCK_TAGS.has(node.name)) return ` ${blocks(node.children, ctx).join(' ')} `;
      return inlineChildren(node, ctx);
  }
}

function link(el: Element, ctx: Ctx): string {
  const text = oneLine(inlineChildren(el, ctx));
  const href = el.attribs.href;
  if (!href) return text;
  if (el.attribs['data-footnote-ref'] !== undefined) return `[^${footnoteLabel(href)}]`;
  const url = absolute(href, ctx);
  return `[${text || escapeText(url)}](${safeUrl(url)})`;
}

function image(el: Element, ctx: Ctx): string {
  const alt = escapeText(oneLine(el.attribs.alt ?? ''));
  const src = el.attribs.src ?? '';
  // Small images are inlined by the bundler as data: URIs; there is no file to point to.
  if (!src || src.startsWith('data:')) return alt ? `*Image: ${alt}*` : '';
  return `![${alt}](${safeUrl(absolute(src, ctx))})`;
}

const footnoteLabel = (href: string) => href.replace(/^.*#(user-content-)?fn-?/, '') || '1';

/** Raw text of code: <br> is a line break (Prism ends every line with one). */
function codeText(node: AnyNode): string {
  if (node.type === 'text') return textData(node);
  if (!isElement(node)) return '';
  if (node.name === 'br') return '\n';
  if (CONTROL_TAGS.has(node.name) || SILENT_TAGS.has(node.name)) return '';
  return node.children.map(codeText).join('');
}

// ---------------------------------------------------------------- blocks

/** Converts a list of sibling nodes to Markdown blocks (paragraph runs, lists, tables…). */
function blocks(nodes: AnyNode[], ctx: Ctx): string[] {
  const out: string[] = [];
  let run = '';
  const flush = () => {
    const paragraph = ctx.cell ? oneLine(run) : finishInline(run);
    if (paragraph) out.push(paragraph);
    run = '';
  };
  for (const node of nodes) {
    if (isElement(node) && !isDropped(node) && BLOCK_TAGS.has(node.name)) {
      flush();
      // Two lists in a row would merge into one in Markdown: the second uses the other marker.
      const before = out[out.length - 1] ?? ctx.before;
      const alternate = before !== undefined && (node.name === 'ul' ? /^- /.test(before) : /^\d+\. /.test(before));
      out.push(...block(node, {...ctx, alternate, before}).filter((b) => b.trim() !== ''));
    } else {
      run += inline(node, ctx);
    }
  }
  flush();
  return out;
}

function block(el: Element, flow: Ctx): string[] {
  // Containers such as <div> are transparent: their blocks continue the flow they sit in.
  if (el.name === 'div' || el.name === 'section' || el.name === 'article' || el.name === 'header' || el.name === 'main') {
    if (!['theme-code-block', 'theme-admonition', 'tabs-container'].some((c) => hasClass(el, c)) && el.attribs['data-footnotes'] === undefined) {
      return blocks(el.children, flow);
    }
  }
  if (el.name === 'ul' || el.name === 'ol') return [list(el, flow)];
  const ctx: Ctx = {...flow, alternate: false, before: undefined};
  if (hasClass(el, 'theme-code-block') || el.name === 'pre') return [codeBlock(el, ctx)];
  if (hasClass(el, 'theme-admonition')) return [admonition(el, ctx)];
  if (hasClass(el, 'tabs-container')) return tabs(el, ctx);
  if (el.attribs['data-footnotes'] !== undefined) return footnotes(el, ctx);
  switch (el.name) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const text = oneLine(inlineChildren(el, ctx));
      if (!text) return [];
      return ctx.cell ? [`**${text}**`] : [`${'#'.repeat(Number(el.name[1]))} ${text}`];
    }
    case 'p':
    case 'dt':
    case 'summary':
      return blocks(el.children, ctx);
    case 'table':
      return ctx.cell ? [oneLine(blocks(el.children, ctx).join(' '))] : [table(el, ctx)];
    case 'blockquote':
      return [quote(blocks(el.children, ctx).join('\n\n'))];
    case 'hr':
      // `***`, so that `---` stays unambiguous as the page separator of llms-full.txt.
      return ctx.cell ? [] : ['***'];
    case 'dl':
      return [definitionList(el, ctx)];
    case 'details': {
      const summary = elementChildren(el).find((c) => c.name === 'summary');
      const title = summary ? oneLine(inlineChildren(summary, ctx)) : '';
      const rest = el.children.filter((c) => c !== summary);
      return [...(title ? [`**${title}**`] : []), ...blocks(rest, ctx)];
    }
    case 'figcaption': {
      const text = oneLine(inlineChildren(el, ctx));
      return text ? [`*${text}*`] : [];
    }
    case 'iframe':
    case 'video': {
      const src = el.attribs.src;
      if (!src) return [];
      return [`[${escapeText(el.attribs.title ?? (el.name === 'video' ? 'Video' : 'Embedded content'))}](${safeUrl(absolute(src, ctx))})`];
    }
    default:
      return blocks(el.children, ctx);
  }
}

function codeBlock(el: Element, ctx: Ctx): string {
  const pre = el.name === 'pre' ? el : findFirst(el, (e) => e.name === 'pre');
  if (!pre) return '';
  const code = findFirst(pre, (e) => e.name === 'code');
  const language =
    [el, pre, code]
      .map((e) => (e ? /(?:^|\s)language-([\w#+.-]+)/.exec(e.attribs.class ?? '')?.[1] : undefined))
      .find(Boolean) ?? '';
  const titleEl = findFirst(el, (e) => hasModuleClass(e, 'codeBlockTitle'));
  const title = titleEl ? oneLine(codeText(titleEl)) : '';
  const text = codeText(pre).replace(/\n$/, '');
  if (ctx.cell) return codeSpan(text);
  const info = `${language}${title ? ` title="${title.replace(/"/g, '\\"')}"` : ''}`;
  return fencedBlock(text, info);
}

/** `> **Note:** …`, with the admonition's own title (default titles are the type: note, tip…). */
function admonition(el: Element, ctx: Ctx): string {
  const [heading, ...rest] = elementChildren(el);
  const type = /(?:^|\s)theme-admonition-(\w+)/.exec(el.attribs.class ?? '')?.[1] ?? 'note';
  const title = capitalise((heading ? oneLine(inlineChildren(heading, ctx)) : '') || type);
  const label = `**${/[:?!.]$/.test(title) ? title : `${title}:`}**`;
  const body = blocks(rest, ctx);
  if (ctx.cell) return [label, ...body].join(' ');
  if (body.length > 0 && isParagraph(body[0])) body[0] = `${label} ${body[0]}`;
  else body.unshift(label);
  return quote(body.join('\n\n'));
}

const isParagraph = (md: string) => !/^(#|>|`{3,}|\||[-*] |\d+[.)] |\*\*\*)/.test(md);
const quote = (md: string) =>
  md
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

/** Every tab, hidden or not, as a `####` section named after its label. */
function tabs(el: Element, ctx: Ctx): string[] {
  const tablist = findFirst(el, (e) => e.attribs.role === 'tablist');
  const labels = tablist
    ? elementChildren(tablist)
        .filter((t) => t.attribs.role === 'tab')
        .map((t) => oneLine(inlineChildren(t, ctx)))
    : [];
  const panelParent = elementChildren(el).find((c) => c !== tablist && elementChildren(c).some((p) => p.attribs.role === 'tabpanel'));
  const panels = panelParent ? elementChildren(panelParent).filter((p) => p.attribs.role === 'tabpanel') : [];
  if (panels.length === 0) return blocks(el.children.filter((c) => c !== tablist), ctx);
  return panels.flatMap((panel, i) => {
    const label = labels[i] ?? `Tab ${i + 1}`;
    const body = blocks(panel.children, ctx);
    return ctx.cell ? [`**${label}:**`, ...body] : [`#### ${label}`, ...body];
  });
}

function list(el: Element, ctx: Ctx): string {
  const items = elementChildren(el).filter((c) => c.name === 'li' && !isDropped(c));
  if (ctx.cell) {
    return items
      .map((li) => oneLine(blocks(li.children, ctx).join(' ')))
      .filter(Boolean)
      .join('; ');
  }
  const ordered = el.name === 'ol';
  let n = Number(el.attribs.start ?? '1') || 1;
  const rendered: string[] = [];
  const inner = {...ctx, alternate: false, before: undefined};
  for (const li of items) {
    const marker = ordered ? `${n++}${ctx.alternate ? ')' : '.'}` : ctx.alternate ? '*' : '-';
    const parts = blocks(li.children, inner);
    if (parts.length === 0) continue;
    const pad = ' '.repeat(marker.length + 1);
    const body = parts.reduce((acc, part) => (acc ? `${acc}${isList(part) ? '\n' : '\n\n'}${part}` : part), '');
    rendered.push(
      `${marker} ${body
        .split('\n')
        .map((line, i) => (i === 0 || line === '' ? line : pad + line))
        .join('\n')}`,
    );
  }
  const loose = items.some((li) => elementChildren(li).some((c) => c.name === 'p'));
  return rendered.join(loose ? '\n\n' : '\n');
}

const isList = (md: string) => /^([-*] |\d+[.)] )/.test(md);

function definitionList(el: Element, ctx: Ctx): string {
  const lines: string[] = [];
  let term = '';
  const visit = (parent: Element) => {
    for (const child of elementChildren(parent)) {
      if (isDropped(child)) continue;
      if (child.name === 'dt') term = oneLine(inlineChildren(child, ctx));
      else if (child.name === 'dd') {
        const value = oneLine(blocks(child.children, ctx).join(' '));
        const label = term ? `**${/[:?]$/.test(term) ? term : `${term}:`}** ` : '';
        lines.push(`- ${label}${value}`);
      } else visit(child);
    }
  };
  visit(el);
  return ctx.cell ? lines.map((l) => l.slice(2)).join('; ') : lines.join('\n');
}

function table(el: Element, ctx: Ctx): string {
  const rows: {cells: string[]; header: boolean}[] = [];
  const collect = (parent: Element, inHead: boolean) => {
    for (const child of elementChildren(parent)) {
      if (child.name === 'thead') collect(child, true);
      else if (child.name === 'tbody' || child.name === 'tfoot') collect(child, false);
      else if (child.name === 'tr') {
        const cells = elementChildren(child).filter((c) => c.name === 'td' || c.name === 'th');
        rows.push({
          header: inHead || (rows.length === 0 && cells.every((c) => c.name === 'th')),
          cells: cells.flatMap((cell) => {
            const text = oneLine(blocks(cell.children, {...ctx, cell: true}).join(' ')).replace(/\|/g, '\\|');
            const span = Math.max(1, Number(cell.attribs.colspan ?? '1') || 1);
            return [text, ...Array<string>(span - 1).fill('')];
          }),
        });
      }
    }
  };
  collect(el, false);
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((r) => r.cells.length));
  const pad = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill('')];
  const line = (cells: string[]) => `| ${pad(cells).join(' | ')} |`;
  const [first, ...rest] = rows;
  const header = first.header ? first.cells : Array<string>(width).fill('');
  const body = first.header ? rest : rows;
  return [line(header), line(Array<string>(width).fill('---')), ...body.map((r) => line(r.cells))].join('\n');
}

function footnotes(el: Element, ctx: Ctx): string[] {
  const items = findFirst(el, (e) => e.name === 'ol');
  if (!items) return [];
  return elementChildren(items)
    .filter((li) => li.name === 'li')
    .map((li) => `[^${footnoteLabel(`#${li.attribs.id ?? ''}`)}]: ${oneLine(blocks(li.children, ctx).join(' '))}`);
}

// ---------------------------------------------------------------- entry points

function render(nodes: AnyNode[], options: ConvertOptions): string {
  return blocks(nodes, {...options})
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Converts an HTML fragment (a rendered component, an article body) to Markdown. */
export function htmlToMarkdown(html: string, options: ConvertOptions): string {
  const $ = load(html, null, false);
  return render($.root().get(0)?.children ?? [], options);
}

/**
 * Converts a built doc page: title from the article's h1 (else <title>), description from
 * meta[name=description], body from the article's Markdown container without the h1.
 * Returns null for pages without a doc article.
 */
export function pageToMarkdown(html: string, options: ConvertOptions & {siteTitle?: string}): PageMarkdown | null {
  const $ = load(html);
  const article = $('article .theme-doc-markdown').first();
  const root = article.length > 0 ? article : $('.theme-doc-markdown').first();
  const container = root.get(0);
  if (!container) return null;
  const h1 = root.find('h1').first();
  const fromTitle = $('title').first().text();
  const suffix = options.siteTitle ? ` | ${options.siteTitle}` : '';
  const title = oneLine(h1.text() || (suffix && fromTitle.endsWith(suffix) ? fromTitle.slice(0, -suffix.length) : fromTitle));
  const header = h1.parent('header');
  h1.remove();
  if (header.length > 0 && header.children().length === 0 && header.text().trim() === '') header.remove();
  const description = oneLine($('meta[name="description"]').attr('content') ?? '');
  return {title, description, body: render(container.children, options)};
}

/** YAML scalar for front matter: plain when safe, else double-quoted (JSON is valid YAML). */
export function yamlString(value: string): string {
  const plain = /^[\p{L}\p{N}][^:#"'\\\n]*$/u.test(value) && !/\s$/.test(value) && !/^(true|false|null|yes|no|on|off|~|[\d.]+)$/i.test(value);
  return plain ? value : JSON.stringify(value);
}

/** The twin file: front matter with title and description, the title as `#`, then the body. */
export function twinDocument(page: PageMarkdown): string {
  const front = [`title: ${yamlString(page.title)}`, ...(page.description ? [`description: ${yamlString(page.description)}`] : [])];
  return `---\n${front.join('\n')}\n---\n\n# ${escapeText(page.title)}\n\n${page.body}\n`;
}
