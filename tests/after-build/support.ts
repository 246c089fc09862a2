/**
 * The build that `npm test` has just made, and how to read its pages: a page's Markdown twin,
 * and the part of it under the heading that a URL's #anchor names.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {load} from 'cheerio';
import {twinPath} from '../../src/lib/markdownTwin';

export const ROOT = resolve(__dirname, '../..');
export const BUILD_DIR = join(ROOT, 'build');

/** Fails loudly (never skips) when the build is missing. */
export function requireBuild(): string {
  if (!existsSync(join(BUILD_DIR, 'search', 'manifest.json'))) {
    throw new Error(`No build in ${BUILD_DIR}: run \`npm run build\` before these tests (npm test does).`);
  }
  return BUILD_DIR;
}

export function readBuilt(path: string): string {
  return readFileSync(join(BUILD_DIR, path.replace(/^\/+/, '')), 'utf8');
}

function htmlOf(path: string): string {
  const rel = path.replace(/^\/+|\/+$/g, '');
  const file = [join(BUILD_DIR, rel, 'index.html'), join(BUILD_DIR, `${rel}.html`)].find((f) => existsSync(f));
  if (!file) throw new Error(`No built page for ${path}`);
  return readFileSync(file, 'utf8');
}

const plain = (text: string) => text.replace(/\\(.)/g, '$1').replace(/[\u200b\s]+/g, ' ').trim();

/**
 * The Markdown a reader sees at `url` (a page URL, maybe with #anchor): the whole twin, or the
 * anchored heading and its section, up to the next heading of the same or a higher level.
 */
export function renderedSection(url: string, siteUrl: string): string {
  const key = `${siteUrl} ${url}`;
  const known = sections.get(key);
  if (known !== undefined) return known;
  const section = findSection(url, siteUrl);
  sections.set(key, section);
  return section;
}

const sections = new Map<string, string>();

function findSection(url: string, siteUrl: string): string {
  const [path = '/', anchor] = url.slice(siteUrl.length).split('#');
  const markdown = readBuilt(twinPath(path));
  if (!anchor) return markdown;
  const heading = load(htmlOf(path))(`[id="${anchor}"]`).first();
  const tag = heading.prop('tagName')?.toLowerCase() ?? '';
  if (!/^h[1-6]$/.test(tag)) throw new Error(`${url}: #${anchor} is not a heading`);
  const level = Number(tag.slice(1));
  const title = plain(heading.text());
  const lines = markdown.split('\n');
  let inFence = false;
  let found = false;
  const out: string[] = [];
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : /^(#{1,6}) (.*)$/.exec(line);
    if (!found) {
      found = match !== null && match[1]!.length === level && plain(match[2]!) === title;
      if (found) out.push(line);
      continue;
    }
    if (match && match[1]!.length <= level) break;
    out.push(line);
  }
  if (!found) throw new Error(`${url}: heading "${title}" not found in the Markdown twin`);
  return out.join('\n');
}
