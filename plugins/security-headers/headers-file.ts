/**
 * Parser and matcher for the `_headers` format of Cloudflare Pages and Netlify (`# comment`, a
 * `/path/with/*splat` line, then indented `Header-Name: value` or `! Header-To-Remove` lines).
 */

export interface HeaderRule {
  pattern: string;
  line: number;
  set: [string, string][];
  remove: string[];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    if (!raw.trim() || raw.trim().startsWith('#')) return;
    const indented = /^\s/.test(raw);
    const line = raw.trim();
    if (!indented) {
      if (!line.startsWith('/') && !/^https?:\/\//.test(line)) {
        throw new Error(`_headers line ${lineNo}: a path pattern must start with "/", got "${line}"`);
      }
      current = {pattern: line, line: lineNo, set: [], remove: []};
      rules.push(current);
      return;
    }
    if (!current) throw new Error(`_headers line ${lineNo}: header "${line}" comes before any path pattern`);
    if (line.startsWith('!')) {
      current.remove.push(line.slice(1).trim().toLowerCase());
      return;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`_headers line ${lineNo}: expected "Name: value", got "${line}"`);
    current.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

/** Turns a path pattern (`/assets/*`, `/docs/:slug`) into a regular expression. */
export function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('*')
    .map((part) =>
      part
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/:[A-Za-z]\w*/g, '[^/]+'),
    )
    .join('.*');
  return new RegExp(`^${escaped}$`);
}

/**
 * The headers that apply to a request path, keyed by lower-case name: every matching rule in file
 * order, values of a header set by several rules joined with ", " (as both hosts do), then removals.
 */
export function headersFor(rules: HeaderRule[], pathname: string): Map<string, {name: string; value: string}> {
  const result = new Map<string, {name: string; value: string}>();
  const removed: string[] = [];
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(pathname)) continue;
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const existing = result.get(key);
      result.set(key, {name, value: existing ? `${existing.value}, ${value}` : value});
    }
    removed.push(...rule.remove);
  }
  for (const key of removed) result.delete(key);
  return result;
}

/** Splits a Content-Security-Policy value into directives. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const tokens = part.trim().split(/\s+/).filter(Boolean);
    if (tokens.length === 0) continue;
    const [name, ...sources] = tokens;
    if (!directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
