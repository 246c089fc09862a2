/**
 * Built HTML → clean Markdown, for the Markdown twins and llms-full.txt. Converting the rendered
 * article, not the MDX, means every component is resolved (tables carry src/data's values, conrefs
 * are inlined, no JSX is left). The chain is rehype-parse → rehype-remark → remark-gfm →
 * remark-stringify; this module adds what they cannot know: `prepare` drops browser-only parts
 * (controls, live regions, anchors, icons), puts a CopyValue's full value in place of its
 * abbreviation and makes links absolute; `handlers` read the theme's blocks (titled code blocks,
 * admonitions as quotes, every tab as a section), table cells, definition lists and footnotes.
 */
import type {Element, ElementContent, Parents, Root as HastRoot, RootContent} from 'hast';
import {defaultHandlers, type Handle, type State} from 'hast-util-to-mdast';
import type {
  BlockContent, Blockquote, Code, Heading, Link, List, ListItem, Nodes, Paragraph, PhrasingContent, Root as MdastRoot, Strong, TableCell, Text,
} from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

export interface ConvertOptions {
  /** Absolute URL of the HTML page: relative links and images resolve against it. */
  pageUrl: string;
}

export interface PageMarkdown {
  title: string;
  description: string;
  /** The article without its h1, as Markdown. */
  body: string;
}

// ---------------------------------------------------------------- the HTML tree

const classes = (el: Element): string[] => (Array.isArray(el.properties.className) ? el.properties.className.map(String) : []);
const hasClass = (el: Element, name: string): boolean => classes(el).includes(name);
/**
 * CSS-module classes carry a hash suffix (`codeBlockTitle_OeMC`); match on the name before it. The theme has
 * no stable class for a code block's title: tests/after-build/llms.test.ts fails on the real build if it changes.
 */
const hasModuleClass = (el: Element, name: string): boolean => classes(el).some((c) => c === name || c.startsWith(`${name}_`));
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
const isElement = (node: RootContent | ElementContent): node is Element => node.type === 'element';

/** Elements under `parent` that pass `test`, in document order; the search does not enter a match. */
function findAll(parent: Parents, test: (el: Element) => boolean): Element[] {
  return parent.children.flatMap((el) => (el.type !== 'element' ? [] : test(el) ? [el] : findAll(el, test)));
}
function findFirst(parent: Parents, test: (el: Element) => boolean): Element | undefined {
  return findAll(parent, test)[0];
}

/**
 * The text under an element, <br> as a line break. (Prism wraps each line of a code block in a
 * <div> ending with a <br>: an innerText, which breaks at every <div>, would double the breaks.)
 */
const hastText = (node: ElementContent | undefined): string =>
  node?.type === 'text' ? node.value
  : node?.type !== 'element' ? ''
  : node.tagName === 'br' ? '\n'
  : node.children.map(hastText).join('');
const plainText = (node: ElementContent | undefined): string => oneLine(hastText(node));

/** Controls stand for a word break; these other elements leave nothing. */
const CONTROL_TAGS = new Set(['button', 'input', 'select', 'option', 'textarea', 'label']);
const SILENT_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'title', 'meta', 'link']);

/** Dropped entirely: controls, icons, anchors, live regions, hidden content (but every tab panel is kept). */
function isDropped(el: Element, parent: Parents): boolean {
  const p = el.properties;
  const taskCheckbox = el.tagName === 'input' && p.type === 'checkbox' && parent.type === 'element' && hasClass(parent, 'task-list-item');
  return (
    (CONTROL_TAGS.has(el.tagName) && !taskCheckbox) ||
    SILENT_TAGS.has(el.tagName) ||
    hasClass(el, 'hash-link') ||
    p.ariaHidden === 'true' ||
    p.role === 'status' ||
    p.role === 'alert' ||
    (p.ariaLive !== undefined && p.ariaLive !== 'off') ||
    (p.hidden !== undefined && p.hidden !== false && p.role !== 'tabpanel') ||
    p.dataFootnoteBackref !== undefined
  );
}

const safeUrl = (url: string) => url.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');

function absolute(href: string, pageUrl: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(href)) return href; // already absolute: keep it as written
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return href;
  }
}

/** Cleans the HTML tree in place before conversion (see the module comment). */
function prepare(parent: Parents, pageUrl: string, inCode = false): void {
  parent.children = parent.children.flatMap((child): ElementContent[] => {
    delete child.position; // unused, and the converter deep-clones the tree: positions double its size
    // Zero-width spaces (after heading anchors) and no-break spaces are layout, not text.
    if (child.type === 'text') return inCode ? [child] : [{...child, value: child.value.replace(/\u200b/g, '').replace(/\u00a0/g, ' ')}];
    if (child.type !== 'element') return [];
    if (isDropped(child, parent)) return CONTROL_TAGS.has(child.tagName) ? [{type: 'text', value: ' '}] : [];
    const p = child.properties;
    // CopyValue: data-value holds the full value; the text may be abbreviated.
    if (child.tagName === 'code' && typeof p.dataValue === 'string') child.children = [{type: 'text', value: p.dataValue}];
    for (const key of ['href', 'src'] as const) {
      if (typeof p[key] === 'string' && !p[key].startsWith('data:')) p[key] = safeUrl(absolute(p[key], pageUrl));
    }
    prepare(child, pageUrl, inCode || child.tagName === 'pre' || child.tagName === 'code');
    // Prism puts each token of a code block in its own <span>: one text node is all the conversion
    // needs, and it spares the converter (which clones and walks the whole tree) most of its work.
    if (child.tagName === 'pre') {
      const code = findFirst(child, (e) => e.tagName === 'code');
      const value: ElementContent = {type: 'text', value: hastText(child)};
      child.children = code ? [{...code, children: [value]}] : [value];
    }
    return [child];
  });
}

// ---------------------------------------------------------------- handlers (HTML element → Markdown nodes)

const text = (value: string): Text => ({type: 'text', value});
const strong = (value: string): Strong => ({type: 'strong', children: [text(value)]});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
/** `Title:` unless the title ends with its own punctuation. */
const labelled = (title: string) => (/[:?!.]$/.test(title) ? title : `${title}:`);
const flow = (state: State, parent: Parents) => state.toFlow(state.all(parent));

const PHRASING = new Set(['text', 'inlineCode', 'emphasis', 'strong', 'delete', 'link', 'image', 'break', 'footnoteReference']);

/**
 * Table cells hold one line: blocks become phrasing, separated by a space; list items and line
 * breaks by `; `; headings turn bold and code blocks into code spans.
 */
function toPhrasing(nodes: Nodes[]): PhrasingContent[] {
  const parts = nodes.map((node): PhrasingContent[] => {
    switch (node.type) {
      case 'break':
        return [text('; ')];
      case 'code':
        return [{type: 'inlineCode', value: oneLine(node.value)}];
      case 'heading':
        return [{type: 'strong', children: toPhrasing(node.children)}];
      case 'list':
        return node.children.flatMap((item, i) => [...(i > 0 ? [text('; ')] : []), ...toPhrasing(item.children)]);
      case 'paragraph':
      case 'blockquote':
      case 'listItem':
        return toPhrasing(node.children);
      case 'thematicBreak':
        return [];
      default:
        return PHRASING.has(node.type) ? [node as PhrasingContent] : [];
    }
  });
  // A space between a block and what follows it, as between two paragraphs read on one line.
  const isBlock = (node: Nodes) => !PHRASING.has(node.type);
  const spaced = (i: number) => i > 0 && (isBlock(nodes[i]) || isBlock(nodes[i - 1]));
  return parts.flatMap((part, i) => (part.length > 0 && spaced(i) ? [text(' '), ...part] : part));
}

/** A code block (the theme's, or a bare <pre>): language from a `language-*` class, title as fence meta. */
const codeBlock = (state: State, el: Element) => {
  const pre = el.tagName === 'pre' ? el : findFirst(el, (e) => e.tagName === 'pre');
  if (!pre) return undefined;
  const code = findFirst(pre, (e) => e.tagName === 'code');
  const languageOf = (e: Element | undefined) => (e ? classes(e).find((c) => c.startsWith('language-'))?.slice('language-'.length) : undefined);
  const lang = [el, pre, code].map(languageOf).find(Boolean);
  const title = plainText(findFirst(el, (e) => hasModuleClass(e, 'codeBlockTitle')));
  const value = hastText(pre).replace(/\n$/, '');
  return {type: 'code', lang: lang ?? null, meta: title ? `title="${title.replace(/"/g, '\\"')}"` : null, value} satisfies Code;
};

/** `> **Note:** …`, with the admonition's own title (default titles are the type: note, tip…). */
const admonition = (state: State, el: Element): Blockquote => {
  const [heading, ...rest] = el.children.filter(isElement);
  const type = /^theme-admonition-(\w+)$/.exec(classes(el).find((c) => c.startsWith('theme-admonition-')) ?? '')?.[1] ?? 'note';
  const title = plainText(heading) || type;
  const label = strong(labelled(title.charAt(0).toUpperCase() + title.slice(1)));
  const body = state.toFlow(rest.flatMap((child) => state.all(child)));
  if (body[0]?.type === 'paragraph') body[0].children.unshift(label, text(' '));
  else body.unshift(paragraph([label]));
  return {type: 'blockquote', children: body as BlockContent[]};
};

/** Every tab, hidden or not, as a `####` section named after its label. */
const tabs = (state: State, el: Element) => {
  const found = findAll(el, (e) => e.properties.role === 'tab' || e.properties.role === 'tabpanel');
  const labels = found.filter((e) => e.properties.role === 'tab').map(plainText);
  const panels = found.filter((e) => e.properties.role === 'tabpanel');
  if (panels.length === 0) return flow(state, el);
  return panels.flatMap((panel, i) => {
    const heading: Heading = {type: 'heading', depth: 4, children: [text(labels[i] || `Tab ${i + 1}`)]};
    return [heading, ...flow(state, panel)];
  });
};

/** GFM footnotes: `[^1]` for a reference, `[^1]: …` for each note. */
const footnoteLabel = (href: unknown) => String(href ?? '').replace(/^.*#(user-content-)?fn-?/, '') || '1';

const handlers: Record<string, Handle> = {
  div: (state, el) =>
    hasClass(el, 'theme-code-block') ? codeBlock(state, el)
    : hasClass(el, 'theme-admonition') ? admonition(state, el)
    : hasClass(el, 'tabs-container') ? tabs(state, el)
    : flow(state, el),
  pre: (state, el) => codeBlock(state, el),
  // Lists lose the items that held only dropped controls, and vanish when none is left.
  ul: (state, el) => list(state, el),
  ol: (state, el) => list(state, el),
  li: (state, el) => {
    const item = defaultHandlers.li(state, el) as ListItem;
    // Loose (blank lines between blocks) only when the item has paragraphs; the library also counts nested lists.
    item.spread = el.children.some((child) => isElement(child) && child.tagName === 'p');
    return item;
  },
  td: (state, el) => cell(state, el),
  th: (state, el) => cell(state, el),
  a: (state, el) => {
    if (el.properties.href === undefined) return state.all(el);
    const link = defaultHandlers.a(state, el) as Link;
    if (link.children.length === 0) link.children = [text(link.url)];
    return {...link, title: null}; // the title attribute is a hover hint, not content
  },
  // Small images are inlined by the bundler as data: URIs; there is no file to point to.
  img: (state, el) => {
    const src = String(el.properties.src ?? '');
    const alt = oneLine(String(el.properties.alt ?? ''));
    if (src && !src.startsWith('data:')) return {type: 'image', url: src, alt, title: null};
    return alt ? {type: 'emphasis', children: [text(`Image: ${alt}`)]} : undefined;
  },
  // `- **Term:** definition`, one item per definition.
  dl: (state, el) => {
    let term = '';
    const items = findAll(el, (e) => e.tagName === 'dt' || e.tagName === 'dd').flatMap((e) => {
      if (e.tagName === 'dt') term = plainText(e);
      if (e.tagName !== 'dd') return [];
      const label: PhrasingContent[] = term ? [strong(labelled(term)), text(' ')] : [];
      return [{type: 'listItem' as const, spread: false, children: [paragraph([...label, ...toPhrasing(state.all(e))])]}];
    });
    return {type: 'list', ordered: false, spread: false, children: items};
  },
  sup: (state, el) => {
    const ref = findFirst(el, (e) => e.properties.dataFootnoteRef !== undefined);
    if (ref) {
      const label = footnoteLabel(ref.properties.href);
      return {type: 'footnoteReference', identifier: label, label};
    }
    return plainText(el) ? [text('^'), ...(state.all(el) as PhrasingContent[])] : undefined;
  },
  section: (state, el) => {
    if (el.properties.dataFootnotes === undefined) return flow(state, el);
    return findAll(el, (e) => e.tagName === 'li').map((li) => {
      const label = footnoteLabel(`#${String(li.properties.id ?? '')}`);
      return {type: 'footnoteDefinition', identifier: label, label, children: flow(state, li) as BlockContent[]};
    });
  },
  summary: (state, el) => paragraph([{type: 'strong', children: state.all(el) as PhrasingContent[]}]),
  figcaption: (state, el) => paragraph([{type: 'emphasis', children: state.all(el) as PhrasingContent[]}]),
  iframe: (state, el) => embed(el, 'Embedded content'),
  video: (state, el) => embed(el, 'Video'),
};

function list(state: State, el: Element) {
  const result = defaultHandlers[el.tagName as 'ul'](state, el) as List;
  result.children = result.children.filter((item) => item.children.length > 0);
  return result.children.length > 0 ? result : undefined;
}

function cell(state: State, el: Element) {
  const result = defaultHandlers.td(state, el) as TableCell;
  result.children = toPhrasing(result.children);
  return result;
}

function embed(el: Element, fallback: string) {
  const src = el.properties.src;
  if (typeof src !== 'string' || !src) return undefined;
  return paragraph([{type: 'link', url: src, children: [text(String(el.properties.title ?? fallback))]}]);
}

// ---------------------------------------------------------------- the chain

const documentParser = unified().use(rehypeParse);
const fragmentParser = unified().use(rehypeParse, {fragment: true});
const converter = unified()
  .use(rehypeRemark, {handlers})
  // Every cell "measures" 3: delimiter rows read `| --- |` and cells are not padded to align.
  .use(remarkGfm, {stringLength: () => 3})
  // `***` for rules, so that `---` stays unambiguous as the page separator of llms-full.txt.
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '*',
    rule: '*',
    fences: true,
    handlers: {
      // `[text](url)` with the URL as written: prepare() already encoded what would end it, and the
      // default's escapes (`?a=1\&b=2`, `<url>` autolinks) get in the way of readers copying it.
      link(node: Link, _parent, state, info) {
        const exit = state.enter('link');
        const label = state.enter('label');
        const text = state.containerPhrasing(node, {...info, before: '[', after: ']'});
        label();
        exit();
        return `[${text}](${node.url})`;
      },
    },
  })
  .freeze();

function render(children: HastRoot['children'], options: ConvertOptions): string {
  const tree: HastRoot = {type: 'root', children};
  prepare(tree, options.pageUrl);
  const mdast = converter.runSync(tree) as MdastRoot;
  return converter.stringify(mdast).trim();
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * Escapes Markdown syntax in a line of text that llms.txt and the twins' `#` titles write by
 * hand; both brackets are escaped, so it is safe inside a link label too.
 */
export function escapeText(text: string): string {
  return text
    .replace(/[\\`*[\]]/g, '\\$&')
    .replace(/_/g, (m, i: number, s: string) => (isWordChar(s[i - 1]) && isWordChar(s[i + 1]) ? m : '\\_'))
    .replace(/<(?=[A-Za-z/!?])/g, '\\<');
}

/** Converts an HTML fragment (a rendered component, an article body) to Markdown. */
export function htmlToMarkdown(html: string, options: ConvertOptions): string {
  return render(fragmentParser.parse(html).children, options);
}

/**
 * Converts a built doc page: title from the article's h1 (else <title>), description from
 * meta[name=description], body from the article's Markdown container without the h1.
 * Returns null for pages without a doc article.
 */
export function pageToMarkdown(html: string, options: ConvertOptions & {siteTitle?: string}): PageMarkdown | null {
  const root = documentParser.parse(html);
  const isContainer = (e: Element) => hasClass(e, 'theme-doc-markdown');
  const inArticle = findAll(root, (e) => e.tagName === 'article').map((article) => findFirst(article, isContainer));
  const container = inArticle.find(Boolean) ?? findFirst(root, isContainer);
  if (!container) return null;
  const h1 = findFirst(container, (e) => e.tagName === 'h1');
  const fromTitle = plainText(findFirst(root, (e) => e.tagName === 'title'));
  const suffix = options.siteTitle ? ` | ${options.siteTitle}` : '';
  const title = plainText(h1) || (suffix && fromTitle.endsWith(suffix) ? fromTitle.slice(0, -suffix.length) : fromTitle);
  const meta = findFirst(root, (e) => e.tagName === 'meta' && e.properties.name === 'description');
  const description = oneLine(String(meta?.properties.content ?? ''));
  // The h1 becomes the twin's `#` title.
  const removeH1 = (parent: Parents): void => {
    parent.children = parent.children.filter((child) => child !== h1);
    parent.children.filter(isElement).forEach(removeH1);
  };
  removeH1(container);
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
