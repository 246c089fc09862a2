/**
 * What plugins/redirects writes per moved URL: a `_redirects` line (Cloudflare Pages, Netlify) and,
 * for other hosts, an HTML page with a meta refresh, a canonical link, a visible link and noindex,
 * running no script, so the site's CSP needs no new hash.
 */
import type {Redirect} from '../../src/data/redirects';

/** Cloudflare Pages rejects `301!` (Netlify's force flag), so the status is plain 301. */
export const REDIRECT_STATUS = 301;

/** A path with and without its trailing slash: hosts differ in how they match the two. */
export function sourcePaths(from: string): string[] {
  const bare = from.replace(/\/+$/, '') || '/';
  return bare === '/' ? ['/'] : [bare, `${bare}/`];
}

export function redirectsFile(list: readonly Redirect[]): string {
  const lines = list.flatMap(({from, to}) => sourcePaths(from).map((path) => `${path} ${to} ${REDIRECT_STATUS}`));
  return `# Moved pages (src/data/redirects.ts), written by plugins/redirects at build time.\n${lines.join('\n')}\n`;
}

/**
 * The HTML file served at a path: /a/b → a/b.html, like the site's pages (trailingSlash: false), so the
 * hosts serve /a/b itself and send /a/b/ to it.
 */
export function pageFile(from: string): string {
  const rel = from.replace(/^\/+/, '').replace(/\/+$/, '');
  return rel ? `${rel}.html` : 'index.html';
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/**
 * The client-side redirect page. `siteUrl` makes the canonical link absolute; the refresh and
 * the visible link stay relative so that previews on other hosts send readers to themselves.
 */
/** `icon`: the site's favicon, so the browser does not ask for /favicon.ico (a 404) on this page. */
export function redirectPage({to}: Redirect, siteUrl: string, siteTitle: string, icon?: string): string {
  const href = escape(to);
  const canonical = escape(`${siteUrl.replace(/\/+$/, '')}${to}`);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Page moved | ${escape(siteTitle)}</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${canonical}">`,
    ...(icon ? [`<link rel="icon" href="${escape(icon)}">`] : []),
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '</head>',
    '<body>',
    '<main>',
    '<h1>Page moved</h1>',
    `<p>This page is now at <a href="${href}">${canonical}</a>.</p>`,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * Problems that would make a redirect useless or harmful: a destination that is not a page of
 * this build, an old path that a page of this build already serves, or a duplicate.
 */
export function redirectProblems(list: readonly Redirect[], routes: readonly string[]): string[] {
  const pages = new Set(routes.flatMap(sourcePaths));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const {from, to} of list) {
    if (!from.startsWith('/') || !to.startsWith('/')) problems.push(`${from} → ${to}: both must be site paths`);
    if (!routes.includes(to)) problems.push(`${from} → ${to}: the destination is not a page of this build`);
    if (sourcePaths(from).some((path) => pages.has(path))) problems.push(`${from}: a page of this build already has this path`);
    for (const path of sourcePaths(from)) {
      if (seen.has(path)) problems.push(`${from}: listed twice`);
      seen.add(path);
    }
  }
  return problems;
}
