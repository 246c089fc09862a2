/**
 * Build-time search index: after the build, reads every built doc page and writes
 * search/index.<contenthash>.json (immutable) and search/manifest.json (revalidated), which the
 * search dialog and the chatbot download on first use, and the MCP server reads from the build.
 *
 * Format (src/search/wire.ts): the manifest is {version: 1, index: path of the index file, records};
 * the index is {version: 1, pages, records}, each page once ({path, title, description, keywords?,
 * category}) and each record {p: its page's position, t: lvl1-lvl6 or content, a: anchor, h?: the
 * headings below the title, c?: text, k?: 1 when the text is lines of a code block}. Records of a
 * page follow each other in page order; their objectIDs are counted per URL on decoding.
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, readdir, unlink, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchManifest, SearchRecord} from '../../src/search/types';
import {encodeIndex} from '../../src/search/wire';
import {extractPageRecords} from './extract';

export interface SearchIndexOptions {
  /** Route prefixes left out of the index (their text is searched where it is included). */
  exclude?: string[];
}

const DEFAULT_EXCLUDE = ['/conrefs/', '/404', '/search'];

/** The built HTML file of a route ("/a/b" → a/b/index.html or a/b.html; routes include baseUrl). */
export function htmlFileFor(outDir: string, route: string, baseUrl = '/'): string | null {
  const rel = route.slice(baseUrl.length).replace(/^\/+/, '').replace(/\/+$/, '');
  const candidates = rel ? [join(outDir, rel, 'index.html'), join(outDir, `${rel}.html`)] : [join(outDir, 'index.html')];
  return candidates.find((file) => existsSync(file)) ?? null;
}

export function isExcluded(route: string, baseUrl: string, exclude: string[]): boolean {
  const path = `/${route.slice(baseUrl.length)}`;
  return exclude.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || path.startsWith(`${prefix}.`));
}

export async function buildSearchIndex(
  outDir: string,
  routesPaths: string[],
  {baseUrl = '/', exclude = DEFAULT_EXCLUDE}: {baseUrl?: string; exclude?: string[]} = {},
): Promise<{records: SearchRecord[]; manifest: SearchManifest; json: string}> {
  const records: SearchRecord[] = [];
  const routes = [...new Set(routesPaths)].filter((route) => !isExcluded(route, baseUrl, exclude)).sort();
  for (const route of routes) {
    const file = htmlFileFor(outDir, route, baseUrl);
    if (!file) continue;
    const pageRecords = extractPageRecords(await readFile(file, 'utf8'), route);
    if (pageRecords) records.push(...pageRecords);
  }
  const json = JSON.stringify(encodeIndex(records));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
  const manifest: SearchManifest = {version: 1, index: `${baseUrl}search/index.${hash}.json`, records: records.length};
  return {records, manifest, json};
}

export default function searchIndexPlugin(context: LoadContext, options: unknown): Plugin {
  const {exclude = DEFAULT_EXCLUDE} = (options ?? {}) as SearchIndexOptions;
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      const {manifest, json} = await buildSearchIndex(outDir, routesPaths, {
        baseUrl: context.baseUrl,
        exclude,
      });
      const dir = join(outDir, 'search');
      await mkdir(dir, {recursive: true});
      // Only this build's index: older hashed files would be served forever for nothing.
      for (const old of await readdir(dir)) {
        if (/^index\.[0-9a-f]{8}\.json$/.test(old)) await unlink(join(dir, old));
      }
      await writeFile(join(outDir, manifest.index.slice(context.baseUrl.length)), json);
      await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
      if (manifest.records === 0) throw new Error('search-index: no doc page found in the build; the search index is empty.');
    },
  };
}
