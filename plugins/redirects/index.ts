/**
 * URL continuity: after the build, writes `_redirects` (301s for Cloudflare Pages and Netlify) and
 * one script-free HTML redirect page per moved URL (other hosts) from src/data/redirects.ts; the
 * build fails when a destination is not a page or an old path would hide one. Not
 * @docusaurus/plugin-client-redirects: its pages redirect by an inline script that differs per page
 * (a CSP hash each), show no link, lack noindex, and it writes no `_redirects`. The pages are files,
 * not routes, so the sitemap, search index and llms.txt leave them out.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {redirects as list} from '../../src/data/redirects';
import {pageFile, redirectPage, redirectProblems, redirectsFile} from './pages';

function faviconHref({baseUrl, siteConfig}: LoadContext): string | undefined {
  const {favicon} = siteConfig;
  if (!favicon) return undefined;
  return /^(?:[a-z]+:)?\/\//i.test(favicon) ? favicon : `${baseUrl}${favicon.replace(/^\//, '')}`;
}

/** Usage in docusaurus.config.ts: `plugins: [redirects]`. */
export default function redirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'redirects',
    async postBuild({outDir, routesPaths}) {
      // The list names paths under the site's root; readers and routes see them under baseUrl.
      const {baseUrl} = context;
      const withBase = (path: string) => `${baseUrl}${path.replace(/^\//, '')}`;
      const published = list.map(({from, to}) => ({from: withBase(from), to: withBase(to)}));
      const problems = redirectProblems(published, routesPaths);
      if (problems.length > 0) {
        throw new Error(`src/data/redirects.ts has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      }
      await writeFile(join(outDir, '_redirects'), redirectsFile(published));
      for (const [i, redirect] of list.entries()) {
        // The build folder is served at baseUrl: files go where the path under it points.
        const file = join(outDir, pageFile(redirect.from));
        await mkdir(dirname(file), {recursive: true});
        await writeFile(file, redirectPage(published[i], context.siteConfig.url, context.siteConfig.title, faviconHref(context)));
      }
    },
  };
}
