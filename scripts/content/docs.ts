/**
 * Finds the documentation pages and works out, for each, the doc id and the route that Docusaurus gives it
 * (docs at routeBasePath '/', as in docusaurus.config.ts). Light on purpose: the e2e route list imports it,
 * so it reads front matter with gray-matter (the parser Docusaurus uses) and parses no Markdown.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, sep} from 'node:path';
import matter from 'gray-matter';

export const DOCS_DIR = 'docs';

/**
 * Pages that are routable but deliberately absent from the sidebar: fragments that other pages import.
 * Glob-free on purpose: a folder prefix, relative to the repository root.
 */
export const UNLISTED_PREFIXES = ['docs/conrefs/'];

export interface DocFile {
  /** Repository-relative path with forward slashes, e.g. `docs/network/fees.mdx`. */
  file: string;
  /** Docusaurus doc id, e.g. `network/fees`. */
  id: string;
  /** URL path, e.g. `/network/fees`; folder index pages end with `/`. */
  route: string;
  frontMatter: Record<string, unknown>;
  /** True for pages that must not be in the sidebar (see UNLISTED_PREFIXES). */
  unlisted: boolean;
}

const posix = (path: string) => path.split(sep).join('/');

/** Every .md/.mdx file under docs/, except `_partials` (Docusaurus does not route names starting with `_`). */
export function listDocFiles(rootDir: string): string[] {
  return readdirSync(join(rootDir, DOCS_DIR), {recursive: true, encoding: 'utf8'})
    .map((path) => `${DOCS_DIR}/${posix(path)}`)
    .filter((file) => /\.mdx?$/.test(file) && !/\/[_.]/.test(file))
    .sort();
}

/** Doc id and route as Docusaurus computes them for a file (front matter `id` and `slug` win). */
export function docIdentity(file: string, frontMatter: Record<string, unknown>): {id: string; route: string} {
  const path = file.slice(DOCS_DIR.length + 1).replace(/\.mdx?$/, '');
  const parts = path.split('/');
  const name = parts.pop() as string;
  const dir = parts.join('/');
  const baseId = typeof frontMatter.id === 'string' ? frontMatter.id : name;
  const id = dir ? `${dir}/${baseId}` : baseId;
  if (typeof frontMatter.slug === 'string') {
    const slug = frontMatter.slug;
    return {id, route: slug.startsWith('/') ? slug : `/${dir ? `${dir}/` : ''}${slug}`};
  }
  // index.md, README.md and a file named like its folder are the folder's index page.
  const isIndex = name === 'index' || name.toLowerCase() === 'readme' || (parts.length > 0 && name === parts[parts.length - 1]);
  const route = isIndex ? `/${dir ? `${dir}/` : ''}` : `/${dir ? `${dir}/` : ''}${baseId}`;
  return {id, route};
}

export function readDocFile(rootDir: string, file: string, source = readFileSync(join(rootDir, file), 'utf8')): DocFile {
  let frontMatter: Record<string, unknown> = {};
  try {
    frontMatter = matter(source, {}).data as Record<string, unknown>; // options skip gray-matter's cache, which keeps failed parses
  } catch {
    // A YAML error is reported by the front-matter rule; the page still gets an id and a route.
  }
  return {
    file,
    ...docIdentity(file, frontMatter),
    frontMatter,
    unlisted: UNLISTED_PREFIXES.some((prefix) => file.startsWith(prefix)),
  };
}

export function readDocs(rootDir: string): DocFile[] {
  return listDocFiles(rootDir).map((file) => readDocFile(rootDir, file));
}

/** Compares routes with and without the trailing slash, as Docusaurus serves both. */
export const normaliseRoute = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route);
