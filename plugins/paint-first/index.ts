/**
 * Paint first, then hydrate. Docusaurus loads its bundles with `defer`, so on a fast connection
 * they run right after parsing, before the browser paints: the content then appears only after
 * the whole app has evaluated (Lighthouse LCP 4.5–5.5 s on mobile). This plugin swaps those tags
 * for one tiny boot script that loads the same bundles, in order, one frame later.
 *
 * It replaces how Docusaurus's HTML loads its bundles, so it checks every page it rewrites:
 * a page left with its own bundle tags (or none to rewrite) fails the build.
 */
import {createHash} from 'node:crypto';
import {readFile, readdir, rename, writeFile} from 'node:fs/promises';
import {join, relative} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {problemWith, rewriteHtml} from './rewrite';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

export default function paintFirst(context: LoadContext): Plugin {
  const {baseUrl} = context;
  return {
    name: 'paint-first',
    async postBuild({outDir}) {
      const boot = await readFile(join(context.siteDir, 'plugins', 'paint-first', 'boot.js'));
      const hash = createHash('sha256').update(boot).digest('hex').slice(0, 8);
      const bootFile = `assets/js/boot.${hash}.js`;
      const bootSrc = `${baseUrl}${bootFile}`;
      await writeFile(join(outDir, bootFile), boot);
      const problems: string[] = [];
      for (const file of await htmlFiles(outDir)) {
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
