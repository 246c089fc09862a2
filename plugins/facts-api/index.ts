/**
 * The facts API: after the build, writes /api/v1/{networks,contracts,versions}.json from src/data
 * (./facts.ts) with a JSON Schema beside each (./schemas.ts). The build fails when a page or anchor
 * an entry cites is missing, so a renamed heading cannot leave the API pointing at nothing.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {load} from 'cheerio';
import {buildFacts} from './facts';
import {factsSchemas} from './schemas';
import {htmlFileFor} from '../llms-txt';
import type {LinkSection} from '../llms-txt/llms';
import {API_DIR, FACTS_FILES, factsPath, type FactsDocuments} from './types';

/** The API's entry in llms.txt: each file and its schema. */
export function factsApiLlmsSection(): LinkSection {
  return {
    title: 'Facts API (JSON)',
    links: FACTS_FILES.flatMap((file) => [
      {label: `${file.title} (JSON)`, href: factsPath(file.name), description: `${file.description}; each entry gives the URL of the page that documents it`},
      {label: `${file.title} (JSON Schema)`, href: factsPath(file.name, 'schema')},
    ]),
  };
}

/** Every `page` and `fieldPages` URL in a document. */
export function citedPages(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => citedPages(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'page' && typeof v === 'string') out.add(v);
      else if (key === 'fieldPages' && v && typeof v === 'object') Object.values(v).forEach((url) => out.add(String(url)));
      else citedPages(v, out);
    }
  }
  return out;
}

/** Problems with the cited pages: missing from the build, or without the cited heading anchor. */
export async function checkCitedPages(documents: FactsDocuments, siteUrl: string, outDir: string): Promise<string[]> {
  const problems: string[] = [];
  for (const url of citedPages(documents)) {
    if (!url.startsWith(`${siteUrl}/`)) {
      problems.push(`${url} is not on ${siteUrl}`);
      continue;
    }
    const [path = '', anchor] = url.slice(siteUrl.length).split('#');
    const file = htmlFileFor(outDir, `/${path.replace(/^\/+/, '')}`);
    if (!file) problems.push(`${url}: no page ${path} in the build`);
    else if (anchor && load(await readFile(file, 'utf8'))(`[id="${anchor}"]`).length === 0) {
      problems.push(`${url}: page ${path} has no heading with the id "${anchor}"`);
    }
  }
  return problems;
}

export default function factsApiPlugin(context: LoadContext): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/+$/, '');
  return {
    name: 'facts-api',
    async postBuild({outDir}) {
      const documents = buildFacts({siteUrl, generatedAt: new Date().toISOString()});
      const problems = await checkCitedPages(documents, siteUrl, outDir);
      if (problems.length > 0) {
        throw new Error(`facts-api: the API cites pages that the build does not have:\n  ${problems.join('\n  ')}`);
      }
      const schemas = factsSchemas(siteUrl);
      await mkdir(join(outDir, API_DIR), {recursive: true});
      for (const {name} of FACTS_FILES) {
        await writeFile(join(outDir, factsPath(name)), `${JSON.stringify(documents[name], null, 2)}\n`);
        await writeFile(join(outDir, factsPath(name, 'schema')), `${JSON.stringify(schemas[name], null, 2)}\n`);
      }
    },
  };
}
