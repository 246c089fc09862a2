// @ts-check
/**
 * The `_redirects` file of the build (Cloudflare Pages / Netlify format: `/from /to [status]`,
 * one rule per line, `#` comments), read by the test server so that it answers moved URLs the
 * way Cloudflare Pages does: a matching rule wins over a file at the same path. Only exact
 * paths are supported; the site's list (src/data/redirects.ts) has no splats or placeholders,
 * and a line the server cannot follow fails loudly instead of being ignored.
 */
import {existsSync, readFileSync} from 'node:fs';

/** @typedef {{from: string, to: string, status: number, line: number}} RedirectRule */

const STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * @param {string} text
 * @returns {Map<string, RedirectRule>} rules by source path; the first rule for a path wins
 */
export function parseRedirectsFile(text) {
  /** @type {Map<string, RedirectRule>} */
  const rules = new Map();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const [from, to, code = '302', ...rest] = line.split(/\s+/);
    const status = Number(code);
    if (!from?.startsWith('/') || !to || rest.length > 0 || !STATUSES.has(status) || /[*:]/.test(from)) {
      throw new Error(`_redirects line ${index + 1}: the test server follows only "/path /destination 3xx", got "${line}"`);
    }
    if (!rules.has(from)) rules.set(from, {from, to, status, line: index + 1});
  });
  return rules;
}

/**
 * @param {string} file path of a `_redirects` file; absent means no rules
 * @returns {(pathname: string) => RedirectRule | undefined}
 */
export function loadRedirects(file) {
  const rules = existsSync(file) ? parseRedirectsFile(readFileSync(file, 'utf8')) : new Map();
  return (pathname) => rules.get(pathname);
}
