/**
 * Paint first, then hydrate. Docusaurus loads its bundles with `defer`, so on a fast connection
 * they run right after parsing, before the browser paints: the content then appears only after
 * the whole app has evaluated (Lighthouse LCP 4.5–5.5 s on mobile). This plugin swaps those tags
 * for one tiny boot script that loads the same bundles, in order, one frame later.
 */
import {createHash} from 'node:crypto';
import {readFile, readdir, rename, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {rewriteHtml} from './rewrite';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

export default function paintFirst(context: LoadContext): Plugin {
  return {
    name: 'paint-first',
    async postBuild({outDir}) {
      const boot = await readFile(join(context.siteDir, 'plugins', 'paint-first', 'boot.js'));
      const hash = createHash('sha256').update(boot).digest('hex').slice(0, 8);
      const bootSrc = `/assets/js/boot.${hash}.js`;
      await writeFile(join(outDir, bootSrc), boot);
      for (const file of await htmlFiles(outDir)) {
        const {html, scripts} = rewriteHtml(await readFile(file, 'utf8'), bootSrc);
        if (scripts.length === 0) continue;
        // Other plugins read these files in parallel: replace them atomically.
        await writeFile(`${file}.tmp`, html);
        await rename(`${file}.tmp`, file);
      }
    },
  };
}
