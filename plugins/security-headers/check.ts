/**
 * Pure checks of a built page against the Content-Security-Policy in static/_headers:
 * every inline script must be allowed by its SHA-256 hash, and every host the site's
 * configuration uses must be allowed in the directive that governs it.
 */
import {createHash} from 'node:crypto';
import {load} from 'cheerio';
import {headersFor, parseCsp, parseHeadersFile, type HeaderRule} from './headers-file.mjs';

/** Script types the browser executes (CSP applies to them); JSON-LD and the like are data. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every executable inline <script> in an HTML document. */
export function inlineScripts(html: string): string[] {
  const $ = load(html);
  return $('script:not([src])')
    .toArray()
    .filter((el) => EXECUTABLE_TYPES.has(($(el).attr('type') ?? '').trim().toLowerCase()))
    .map((el) => $(el).text());
}

/** A host the configuration needs, and the directive that must allow it. */
export interface RequiredSource {
  /** e.g. "connect-src" */
  directive: string;
  /** An origin such as "https://abc-dsn.algolia.net" or "wss://relay.walletconnect.org". */
  origin: string;
  /** The feature and variable that need it, for the error message. */
  feature: string;
}

/** CSP fallback chain: which directive applies when the specific one is absent. */
function effectiveSources(csp: Map<string, string[]>, directive: string): string[] {
  if (csp.has(directive)) return csp.get(directive)!;
  if ((directive === 'script-src-elem' || directive === 'script-src-attr') && csp.has('script-src')) {
    return csp.get('script-src')!;
  }
  if (directive === 'frame-src' && csp.has('child-src')) return csp.get('child-src')!;
  return csp.get('default-src') ?? [];
}

/**
 * Whether a CSP source list allows a URL's origin. Supports 'self' (given the site's own
 * origin), scheme sources ("https:"), host sources with optional scheme, wildcard subdomain
 * and port.
 */
export function sourceAllows(sources: string[], target: string, selfOrigin: string): boolean {
  const url = new URL(target);
  const self = new URL(selfOrigin);
  return sources.some((raw) => {
    const source = raw.trim();
    if (source === "'self'") return url.origin === self.origin;
    if (source.startsWith("'")) return false;
    if (/^[a-z][a-z0-9+.-]*:$/i.test(source)) return url.protocol === source.toLowerCase();
    const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?(\/.*)?$/i.exec(source);
    if (!match) return false;
    const [, scheme, wildcard, host, port] = match;
    if (scheme) {
      const compatible =
        scheme.toLowerCase() === url.protocol.slice(0, -1) ||
        (scheme === 'http' && url.protocol === 'https:') ||
        (scheme === 'ws' && url.protocol === 'wss:');
      if (!compatible) return false;
    } else if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) {
      return false;
    }
    const hostname = url.hostname.toLowerCase();
    const wanted = host.toLowerCase();
    const hostOk = wildcard ? hostname.endsWith(`.${wanted}`) : hostname === wanted;
    if (!hostOk) return false;
    if (port === '*') return true;
    const defaultPort = url.protocol === 'https:' || url.protocol === 'wss:' ? '443' : '80';
    return (port ?? defaultPort) === (url.port || defaultPort);
  });
}

export interface PageToCheck {
  /** File path relative to the build directory, for messages. */
  file: string;
  /** The route the file is served at, to pick the matching _headers rules. */
  route: string;
  html: string;
}

export interface CheckInput {
  headersText: string;
  pages: PageToCheck[];
  required: RequiredSource[];
  /** The site's own origin (SITE_URL), for 'self'. */
  selfOrigin: string;
}

/** Returns human-readable problems; empty when everything is allowed. */
export function checkSecurityHeaders({headersText, pages, required, selfOrigin}: CheckInput): string[] {
  const rules: HeaderRule[] = parseHeadersFile(headersText);
  const problems: string[] = [];
  const missingHashes = new Map<string, {files: string[]; line: number | null}>();

  const cspFor = (route: string) => {
    const header = headersFor(rules, route).get('content-security-policy');
    return header ? parseCsp(header.value) : null;
  };
  const cspLine = (route: string): number | null => {
    const rule = rules.find(
      (r) => r.set.some(([name]) => name.toLowerCase() === 'content-security-policy') && new RegExp(`^${r.pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(route),
    );
    if (!rule) return null;
    return rule.line + 1 + rule.set.findIndex(([name]) => name.toLowerCase() === 'content-security-policy');
  };

  for (const page of pages) {
    const csp = cspFor(page.route);
    if (!csp) {
      problems.push(`${page.file}: no Content-Security-Policy applies to ${page.route} in static/_headers.`);
      continue;
    }
    const allowed = new Set(effectiveSources(csp, 'script-src'));
    for (const script of inlineScripts(page.html)) {
      const hash = sha256Source(script);
      if (allowed.has(hash)) continue;
      const entry = missingHashes.get(hash) ?? {files: [], line: cspLine(page.route)};
      entry.files.push(page.file);
      missingHashes.set(hash, entry);
    }
  }
  for (const [hash, {files, line}] of missingHashes) {
    const where = files.length > 3 ? `${files.slice(0, 3).join(', ')} and ${files.length - 3} more` : files.join(', ');
    problems.push(
      `Inline script in ${where} is not allowed by script-src. Add ${hash} to script-src in static/_headers` +
        (line ? ` (line ${line})` : '') +
        '.',
    );
  }

  const homeCsp = cspFor('/');
  for (const need of required) {
    if (!homeCsp) break;
    const sources = effectiveSources(homeCsp, need.directive);
    if (!sourceAllows(sources, need.origin, selfOrigin)) {
      const line = cspLine('/');
      problems.push(
        `${need.feature} needs ${need.origin} in ${need.directive}. Add "${need.origin}" to ${need.directive} in static/_headers` +
          (line ? ` (line ${line})` : '') +
          '.',
      );
    }
  }
  return problems;
}
