/**
 * The `_headers` file a build ships: static/_headers (the default build's policy, no third-party
 * host) with each configured service's sources (./required.ts) added to every CSP line.
 */

/** CSP directive → sources to add. */
export type CspAdditions = Record<string, readonly string[]>;

/** One CSP value with the sources added: existing directives keep their order, new ones go last. */
export function addCspSources(policy: string, additions: CspAdditions): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((tokens) => tokens.length > 0);
  for (const [name, sources] of Object.entries(additions)) {
    if (sources.length === 0) continue;
    let directive = directives.find((tokens) => tokens[0]!.toLowerCase() === name);
    if (!directive) {
      directive = [name];
      directives.push(directive);
    }
    // A source list of 'none' alone cannot be combined with sources.
    if (directive.length === 2 && directive[1] === "'none'") directive.pop();
    for (const source of sources) if (!directive.includes(source)) directive.push(source);
  }
  return directives.map((tokens) => tokens.join(' ')).join('; ');
}

/** The headers file with `additions` applied to each Content-Security-Policy line. */
export function generateHeadersFile(headersText: string, additions: CspAdditions): string {
  return headersText
    .split('\n')
    .map((line) => {
      const match = /^(\s+Content-Security-Policy:\s*)(.*)$/i.exec(line);
      return match ? `${match[1]}${addCspSources(match[2]!, additions)}` : line;
    })
    .join('\n');
}
