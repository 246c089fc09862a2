/**
 * Finds every fenced code block in docs/ with remark (remark-mdx for .mdx pages, as Docusaurus
 * parses them), so code inside JSX, lists and admonitions is found like the site renders it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {Code, Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {parseMeta} from '../../plugins/remark-code-file';

export const repoRoot = join(__dirname, '../..');
const docsDir = join(repoRoot, 'docs');

export interface DocBlock {
  /** `docs/…` path and line of the opening fence: how the report names the block. */
  where: string;
  page: string;
  line: number;
  lang: string;
  /** `title="…"` of the meta string, if any. */
  title?: string;
  /** `file=` of the meta string: the block shows this file (plugins/remark-code-file). */
  file?: string;
  region?: string;
  code: string;
}

function pages(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pages(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

function codeNodes(tree: Root): Code[] {
  const found: Code[] = [];
  const visit = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'code') found.push(node as Code);
    for (const child of (node.children ?? []) as {type: string; children?: unknown[]}[]) visit(child);
  };
  visit(tree as unknown as {type: string; children?: unknown[]});
  return found;
}

export function docBlocks(): DocBlock[] {
  return pages(docsDir).flatMap((path) => {
    const source = readFileSync(path, 'utf8');
    const processor = path.endsWith('.mdx') ? unified().use(remarkParse).use(remarkMdx) : unified().use(remarkParse);
    const tree = processor.parse(source) as Root;
    const page = relative(repoRoot, path);
    return codeNodes(tree).map((node): DocBlock => {
      const meta = parseMeta(node.meta);
      const title = /title="([^"]*)"/.exec(meta.rest ?? '')?.[1];
      const line = node.position?.start.line ?? 0;
      return {where: `${page}:${line}`, page, line, lang: node.lang ?? '', title, file: meta.file, region: meta.region, code: node.value};
    });
  });
}

/** A deliberately partial block says so in its visible title. */
export function isFragment(block: DocBlock): boolean {
  return /\(fragment\)\s*$/.test(block.title ?? '');
}
