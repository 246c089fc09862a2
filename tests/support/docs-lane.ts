/**
 * The pages the writers' lane (`npm run test:docs`) opens in a browser: the pages changed against
 * main and the pages they link to, since a renamed heading or page breaks its neighbours' links.
 * A change outside `docs/` (src/data, sidebars.ts, images, code) can change any page, so then every
 * route is opened. The full suite opens every route whatever changed.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {changedFiles, findBase} from '../../scripts/content/changed';
import {htmlFileFor} from '../../plugins/llms-txt';

/** Internal links of a built page's article, as routes without anchor or query. */
export function linkedRoutes(html: string): string[] {
  const $ = load(html);
  const hrefs = $('article a[href^="/"]').map((_, a) => $(a).attr('href')!.replace(/[#?].*$/, '').replace(/\/+$/, '') || '/');
  return [...new Set(hrefs.get())];
}

/** Which routes to open: `all` when anything but a page changed, else the changed pages and their links. */
export function laneRoutes<R extends {path: string; file: string}>(
  routes: R[],
  changed: string[],
  htmlOf: (path: string) => string | null,
): R[] {
  if (changed.some((file) => !/^docs\/.*\.mdx?$/.test(file))) return routes;
  const changedRoutes = routes.filter((route) => changed.includes(route.file));
  const wanted = new Set(changedRoutes.map((route) => route.path));
  for (const route of changedRoutes) for (const link of linkedRoutes(htmlOf(route.path) ?? '')) wanted.add(link);
  return routes.filter((route) => wanted.has(route.path));
}

/** With DOCS_LANE set (test:docs), the lane's routes of `build/`; otherwise all of them. */
export function routesToOpen<R extends {path: string; file: string}>(routes: R[], rootDir: string): R[] {
  if (!process.env.DOCS_LANE) return routes;
  const base = findBase(rootDir, ['main', 'origin/main']);
  if (!base) return routes;
  const htmlOf = (path: string) => {
    const file = htmlFileFor(join(rootDir, 'build'), path);
    return file ? readFileSync(file, 'utf8') : null;
  };
  return laneRoutes(routes, changedFiles(rootDir, base), htmlOf);
}
