/**
 * What the rules need to know about a parsed page: its anchors, links, images, imports, and which ranges of
 * the text are prose (for spelling and terminology) or inline code.
 */
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Root, Heading, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

export interface Located {
  line: number;
  column: number;
}

export interface LinkRef extends Located {
  url: string;
}

export interface ImageRef extends Located {
  url: string;
  alt: string | null;
}

export interface Range {
  start: number;
  end: number;
}

export interface PageModel {
  /** Heading ids (as Docusaurus generates them) and explicit `id` attributes of JSX elements. */
  anchors: Set<string>;
  links: LinkRef[];
  images: ImageRef[];
  /** Module specifiers of the page's imports. */
  imports: string[];
  /** Source ranges of prose text: paragraphs, headings, list items, table cells, link text, alt text. */
  prose: Range[];
  /** Source ranges of link destinations (checked for literal network values, like prose). */
  literals: Range[];
  /** Source range of the front matter block, if any. */
  frontMatter: Range | null;
}

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

const attribute = (node: Jsx, name: string): string | null => {
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === name && typeof attr.value === 'string') return attr.value;
  }
  return null;
};

const where = (node: {position?: {start: {line: number; column: number}}}): Located => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
});

/** The id Docusaurus gives each heading (its mdx-loader `headings` plugin, with the same slugger). */
function headingIds(tree: Root): string[] {
  const slugs = createSlugger();
  const ids: string[] = [];
  visit(tree, 'heading', (heading: Heading) => {
    const textNodes = heading.children.filter(({type}) => !['html', 'jsx'].includes(type));
    const text = toString(textNodes.length > 0 ? textNodes : heading);
    const parsed = parseMarkdownHeadingId(text);
    ids.push(parsed.id ?? slugs.slug(text));
  });
  return ids;
}

export function buildModel(tree: Root, source: string): PageModel {
  const model: PageModel = {
    anchors: new Set(headingIds(tree)),
    links: [],
    images: [],
    imports: [],
    prose: [],
    literals: [],
    frontMatter: null,
  };
  const range = (node: RootContent): Range | null =>
    node.position?.start.offset !== undefined && node.position.end.offset !== undefined
      ? {start: node.position.start.offset, end: node.position.end.offset}
      : null;

  visit(tree, (node) => {
    switch (node.type) {
      case 'yaml': {
        model.frontMatter = range(node);
        break;
      }
      case 'text': {
        const r = range(node);
        if (r) model.prose.push(r);
        break;
      }
      case 'link':
      case 'definition': {
        model.links.push({url: node.url, ...where(node)});
        const r = range(node);
        // The destination is the part of the source after the text, so search from the end.
        if (r && node.url) {
          const at = source.lastIndexOf(node.url, r.end);
          if (at >= r.start) model.literals.push({start: at, end: at + node.url.length});
        }
        break;
      }
      case 'image': {
        model.images.push({url: node.url, alt: node.alt ?? null, ...where(node)});
        const r = range(node);
        if (r && node.alt) {
          const at = source.indexOf(node.alt, r.start);
          if (at >= 0 && at < r.end) model.prose.push({start: at, end: at + node.alt.length});
        }
        break;
      }
      case 'mdxjsEsm': {
        for (const match of node.value.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]/g)) {
          model.imports.push(match[1] ?? match[2]);
        }
        break;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const id = attribute(node, 'id');
        if (id) model.anchors.add(id);
        if (node.name === 'img') model.images.push({url: attribute(node, 'src') ?? '', alt: attribute(node, 'alt'), ...where(node)});
        const href = node.name === 'a' || node.name === 'Link' ? (attribute(node, 'href') ?? attribute(node, 'to')) : null;
        if (href) model.links.push({url: href, ...where(node)});
        break;
      }
      default:
        break;
    }
  });
  return model;
}

/**
 * 1-based line and column of offsets in a text: the line starts are found once, then each offset is a
 * binary search (a scan from the top for each of thousands of problems took time quadratic in the page).
 */
export function locator(text: string): (offset: number) => Located {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return {line: low + 1, column: offset - starts[low]! + 1};
  };
}

/** 1-based line and column of one offset in a text. */
export const positionAt = (text: string, offset: number): Located => locator(text)(offset);
