/**
 * Where a fact is written (`src/data/file.ts:line`) and which pages show it, so a drift line
 * points at the one line to edit and the pages a reader sees it on.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {listDocFiles} from '../content/docs';

export const rootDir = join(__dirname, '..', '..');

const fileCache = new Map<string, string[]>();

function lines(path: string): string[] {
  let cached = fileCache.get(path);
  if (!cached) {
    cached = readFileSync(join(rootDir, path), 'utf8').split('\n');
    fileCache.set(path, cached);
  }
  return cached;
}

/** Ways a value can be written in TypeScript: 50400 as `50400` or `50_400`, strings as they are. */
function spellings(value: string | number): string[] {
  if (typeof value === 'string') return [value];
  return [String(value), value.toLocaleString('en-US').replace(/,/g, '_')];
}

/**
 * `src/data/networks.ts:46`: the first line holding `value` after each of `anchors` in turn
 * (anchors narrow the search to one object, e.g. ['export const mainnet', 'chainId:']).
 * Without a match, the file alone.
 */
export function locate(file: string, value: string | number, anchors: readonly string[] = []): string {
  const path = `src/data/${file}`;
  const text = lines(path);
  let from = 0;
  for (const anchor of anchors) {
    const at = text.findIndex((line, i) => i >= from && line.includes(anchor));
    if (at < 0) return path;
    from = at;
  }
  const wanted = spellings(value);
  const find = (start: number) => text.findIndex((line, i) => i >= start && wanted.some((w) => line.includes(w)));
  // A value written once and reused (wxtzAddress) sits above its anchors: fall back to the whole file.
  const at = find(from) >= 0 ? find(from) : find(0);
  return at < 0 ? path : `${path}:${at + 1}`;
}

let docsCache: {path: string; text: string}[] | undefined;
let componentsCache: {name: string; text: string}[] | undefined;

function docs() {
  docsCache ??= listDocFiles(rootDir).map((path) => ({path, text: readFileSync(join(rootDir, path), 'utf8')}));
  return docsCache;
}

/** Each component folder under src/components with all its files' text joined. */
function components() {
  componentsCache ??= readdirSync(join(rootDir, 'src/components'), {withFileTypes: true})
    .filter((d) => d.isDirectory())
    .map((d) => ({
      name: d.name,
      text: readdirSync(join(rootDir, 'src/components', d.name), {recursive: true, encoding: 'utf8'})
        .filter((f) => /\.(tsx?|js)$/.test(f))
        .map((f) => readFileSync(join(rootDir, 'src/components', d.name, f), 'utf8'))
        .join('\n'),
    }));
  return componentsCache;
}

export interface Shown {
  /** Data module that states the value, without extension: 'networks'. */
  module: string;
  /** Identifier that carries the value where it is used: an export (`tokenContracts`), or a property read (`.chainId`); `a|b` for either. */
  token: string;
  /** The value as pages may write it literally (an address in a code sample). */
  literal?: string;
}

const importsModule = (text: string, module: string) => new RegExp(`from '[^']*data/${module}'`).test(text);

/**
 * Pages (docs/…) that show a value: those that import its data module and use `token`, those that
 * import or render a component (src/components/Name) whose files do, and those that write the value
 * literally.
 */
const shownCache = new Map<string, string[]>();

/** Pages (cached per value: several facts share one, and the scan reads every page). */
export function pagesShowing(shown: Shown): string[] {
  const key = JSON.stringify([shown.module, shown.token, shown.literal?.toLowerCase()]);
  let pages = shownCache.get(key);
  if (!pages) shownCache.set(key, (pages = scanPages(shown)));
  return [...pages];
}

function scanPages({module, token, literal}: Shown): string[] {
  // `.chainId` matches property reads only (network.chainId), not a parameter that happens to share the name.
  const alternatives = token.split('|').map((t) => (t.startsWith('.') ? `\\.${t.slice(1)}\\b` : `\\b${t}\\b`));
  const pattern = new RegExp(alternatives.join('|'));
  const usesToken = (text: string) => importsModule(text, module) && pattern.test(text);
  const componentNames = components()
    .filter((c) => usesToken(c.text))
    .map((c) => c.name);
  return docs()
    .filter(
      ({text}) =>
        usesToken(text) ||
        // Imported, or one of the components every page has without an import (src/theme/MDXComponents.tsx).
        componentNames.some((name) => new RegExp(`from '@site/src/components/${name}['/]|<${name}\\b`).test(text)) ||
        (literal !== undefined && text.toLowerCase().includes(literal.toLowerCase())),
    )
    .map(({path}) => path)
    .sort();
}

/** The text of the line `locate` finds (empty when none). */
export function lineText(file: string, value: string, anchors: readonly string[] = []): string {
  const ref = locate(file, value, anchors);
  const line = Number(ref.split(':')[1]);
  return line ? lines(`src/data/${file}`)[line - 1] : '';
}
