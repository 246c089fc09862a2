/**
 * Build-time search index: after the build, reads every built doc page, and writes its records as
 * fragments (./fragments.ts, format in src/search/engine/wire.ts): search/manifest.json (revalidated) and
 * search/i.<hash>.t<n>.json and .c<n>.json (immutable; the hash is of all of them), which the search
 * dialog and the chatbot fetch as a query needs them, and the MCP server reads from the build.
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchRecord} from '../../src/search/engine/types';
import type {SearchManifest} from '../../src/search/engine/wire';
import {htmlFileFor} from '../llms-txt';
import {extractPageRecords} from './extract';
import {buildFragments} from './fragments';
import {MAX_MANIFEST_BYTES} from '../../src/search/engine/limits';

export interface SearchIndexOptions {
  /** Route prefixes left out of the index (their text is searched where it is included). */
  exclude?: string[];
}

const DEFAULT_EXCLUDE = ['/conrefs/', '/404', '/search'];

export function isExcluded(route: string, baseUrl: string, exclude: string[]): boolean {
  const path = `/${route.slice(baseUrl.length)}`;
  return exclude.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || path.startsWith(`${prefix}.`));
}

export async function buildSearchIndex(
  outDir: string,
  routesPaths: string[],
  {baseUrl = '/', exclude = DEFAULT_EXCLUDE}: {baseUrl?: string; exclude?: string[]} = {},
): Promise<{records: SearchRecord[]; manifest: SearchManifest; files: Map<string, string>}> {
  const records: SearchRecord[] = [];
  const routes = [...new Set(routesPaths)].filter((route) => !isExcluded(route, baseUrl, exclude)).sort();
  for (const route of routes) {
    const file = htmlFileFor(outDir, route, baseUrl);
    if (!file) continue;
    const pageRecords = extractPageRecords(await readFile(file, 'utf8'), route);
    if (pageRecords) records.push(...pageRecords);
  }
  const fragments = buildFragments(records);
  const files = new Map<string, string>();
  fragments.terms.forEach((terms, n) => files.set(`t${n}.json`, JSON.stringify(terms)));
  fragments.chunks.forEach((chunk, n) => files.set(`c${n}.json`, JSON.stringify(chunk)));
  const hash = createHash('sha256');
  for (const [name, text] of files) hash.update(name).update(text);
  hash.update(JSON.stringify(fragments.manifest));
  const manifest: SearchManifest = {...fragments.manifest, base: `${baseUrl}search/i.${hash.digest('hex').slice(0, 8)}.`};
  return {records, manifest, files};
}

export default function searchIndexPlugin(context: LoadContext, options: unknown): Plugin {
  const {exclude = DEFAULT_EXCLUDE} = (options ?? {}) as SearchIndexOptions;
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      const {records, manifest, files} = await buildSearchIndex(outDir, routesPaths, {baseUrl: context.baseUrl, exclude});
      if (records.length === 0) throw new Error('search-index: no doc page found in the build; the search index is empty.');
      // Only this build's fragments: older ones would be served forever for nothing.
      const dir = join(outDir, 'search');
      await rm(dir, {recursive: true, force: true});
      await mkdir(dir, {recursive: true});
      const prefix = join(outDir, manifest.base.slice(context.baseUrl.length));
      for (const [name, text] of files) await writeFile(prefix + name, text);
      const text = JSON.stringify(manifest);
      if (Buffer.byteLength(text) > MAX_MANIFEST_BYTES) {
        throw new Error(`search-index: manifest.json is ${Buffer.byteLength(text)} bytes; the dialog reads at most MAX_MANIFEST_BYTES (src/search/engine/limits.ts), raise it`);
      }
      await writeFile(join(dir, 'manifest.json'), text);
    },
  };
}
