/**
 * URL continuity: after the build, writes `_redirects` (301s for Cloudflare Pages and Netlify)
 * and one HTML redirect page per moved URL (for other hosts) from src/data/redirects.ts. The
 * build fails when a destination is not a page or when an old path would hide a page. The pages
 * run no script (./pages.test.ts), so the Content-Security-Policy needs nothing for them.
 *
 * Why not @docusaurus/plugin-client-redirects: its pages redirect with an inline script whose
 * text differs per page (each would need its own hash in script-src), show no link, are not
 * marked noindex, and it writes no `_redirects` file.
 *
 * The pages are files, not routes, so the sitemap, the search index and llms.txt (which all
 * follow the routes) leave them out. Netlify serves a file before a `_redirects` rule for the
 * same path, so there readers get the HTML page; Cloudflare Pages applies the rule first.
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
