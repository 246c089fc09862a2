/**
 * Pure checks of a built page against the CSP of static/_headers: every inline script must be
 * allowed by its SHA-256 hash, or the browser refuses it (./required.ts adds the services' hosts).
 */
import {createHash} from 'node:crypto';
import {load} from 'cheerio';
import {headersFor, parseCsp, parseHeadersFile, patternToRegExp, type HeaderRule} from './headers-file';

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
}

/** Returns human-readable problems; empty when everything is allowed. */
export function checkSecurityHeaders({headersText, pages}: CheckInput): string[] {
  const rules: HeaderRule[] = parseHeadersFile(headersText);
  const problems: string[] = [];
  const missingHashes = new Map<string, {files: string[]; line: number | null}>();

  const cspFor = (route: string) => {
    const header = headersFor(rules, route).get('content-security-policy');
    return header ? parseCsp(header.value) : null;
  };
  /** The line of static/_headers that sets the CSP `route` gets, to name in a message. */
  const cspLine = (route: string): number | null => {
    const isCsp = ([name]: [string, string]) => name.toLowerCase() === 'content-security-policy';
    const rule = rules.find((r) => patternToRegExp(r.pattern).test(route) && r.set.some(isCsp));
    return rule ? rule.line + 1 + rule.set.findIndex(isCsp) : null;
  };

  for (const page of pages) {
    const csp = cspFor(page.route);
    if (!csp) {
      problems.push(`${page.file}: no Content-Security-Policy applies to ${page.route} in static/_headers.`);
      continue;
    }
    const allowed = new Set(csp.get('script-src') ?? csp.get('default-src') ?? []);
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

  return problems;
}
