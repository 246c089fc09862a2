/**
 * Paint first, then hydrate: Docusaurus's `defer` bundles run before the first paint on a fast
 * connection, so content appeared only after the whole app evaluated (Lighthouse LCP 4.5–5.5 s on
 * mobile). This swaps those tags for a tiny boot script that loads the same bundles a frame later;
 * a page left with its own bundle tags (or none to rewrite) fails the build.
 */
import {createHash} from 'node:crypto';
import {readFile, rename, writeFile} from 'node:fs/promises';
import {join, relative} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {htmlFileFor} from '../llms-txt';
import {problemWith, rewriteHtml} from './rewrite';

/**
 * The HTML file Docusaurus wrote for each route (`/a/` → a/index.html; `/a` → a/index.html or
 * a.html, by trailingSlash). Only those: other plugins (redirect pages) write HTML of their own
 * in parallel, and those pages have no bundles to load. A route without its file fails the build.
 */
function pageFiles(outDir: string, baseUrl: string, routesPaths: string[]): {files: string[]; missing: string[]} {
  const files: string[] = [];
  const missing: string[] = [];
  for (const route of new Set([...routesPaths, `${baseUrl}404.html`])) {
    const file = htmlFileFor(outDir, route, baseUrl);
    if (file) files.push(file);
    else missing.push(route);
  }
  return {files, missing};
}

export default function paintFirst(context: LoadContext): Plugin {
  const {baseUrl} = context;
  return {
    name: 'paint-first',
    async postBuild({outDir, routesPaths}) {
      const boot = await readFile(join(context.siteDir, 'plugins', 'paint-first', 'boot.js'));
      const hash = createHash('sha256').update(boot).digest('hex').slice(0, 8);
      const bootFile = `assets/js/boot.${hash}.js`;
      const bootSrc = `${baseUrl}${bootFile}`;
      await writeFile(join(outDir, bootFile), boot);
      const {files, missing} = pageFiles(outDir, baseUrl, routesPaths);
      const problems = missing.map((route) => `${route}: no HTML file for this route`);
      for (const file of files) {
        const {html} = rewriteHtml(await readFile(file, 'utf8'), bootSrc, baseUrl);
        const problem = problemWith(html, bootSrc, baseUrl);
        if (problem) {
          problems.push(`${relative(outDir, file)}: ${problem}`);
          continue;
        }
        // Other plugins read these files in parallel: replace them atomically.
        await writeFile(`${file}.tmp`, html);
        await rename(`${file}.tmp`, file);
      }
      if (problems.length > 0) {
        throw new Error(
          `paint-first: ${problems.length} page(s) not rewritten; Docusaurus may have changed how it writes its script tags ` +
            `(see plugins/paint-first/rewrite.ts):\n${problems.slice(0, 10).join('\n')}`,
        );
      }
    },
  };
}
