/**
 * Parses a page the way Docusaurus does: its preprocessing (`{#id}` heading ids, admonition titles, mdx-code-block
 * fences), then MDX with front matter, directives and GFM. The tree keeps line and column of every node.
 */
import {createProcessor} from '@mdx-js/mdx';
import {VFile} from 'vfile';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root} from 'mdast';

/** Docusaurus's default admonition keywords (theme-classic). */
export const ADMONITION_KEYWORDS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

/** The same text transformations Docusaurus's mdx-loader applies before MDX sees the file. */
export function preprocess(source: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), ADMONITION_KEYWORDS);
}

let processor: ReturnType<typeof createProcessor> | null = null;
/** One processor for every page: building one costs more than parsing a small page. */
const createPageProcessor = () =>
  (processor ??= createProcessor({format: 'mdx', remarkPlugins: [remarkFrontmatter, remarkDirective, remarkGfm]}));

export interface ParseError {
  line: number;
  column: number;
  message: string;
}

export type Parsed = {tree: Root; file: VFile; error?: undefined} | {tree?: undefined; file: VFile; error: ParseError};

function toParseError(error: unknown): ParseError {
  const e = error as {place?: {line?: number; column?: number; start?: {line: number; column: number}}; reason?: string; message?: string; line?: number; column?: number};
  const place = e.place && 'start' in e.place && e.place.start ? e.place.start : e.place;
  return {
    line: place?.line ?? e.line ?? 1,
    column: place?.column ?? e.column ?? 1,
    message: e.reason ?? e.message ?? String(error),
  };
}

export function parsePage(path: string, source: string): Parsed {
  const file = new VFile({path, value: preprocess(source)});
  try {
    return {tree: createPageProcessor().parse(file) as Root, file};
  } catch (error) {
    return {file, error: toParseError(error)};
  }
}

/** Runs MDX's compile steps on a parsed tree (to estree and JavaScript); returns the first error. */
export async function compileTree(tree: Root, file: VFile): Promise<ParseError | null> {
  try {
    const processor = createPageProcessor();
    // unified types run() as taking the tree after the mdast→estree step; at run time it takes the parse tree.
    const out = await processor.run(structuredClone(tree) as unknown as Parameters<typeof processor.run>[0], file);
    processor.stringify(out, file);
    return null;
  } catch (error) {
    return toParseError(error);
  }
}
