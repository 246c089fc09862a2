import {describe, it, expect} from 'vitest';
import {parseHeadersFile, headersFor, parseCsp, patternToRegExp} from './headers-file';

const sample = `# comment
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-abc='

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/docs/:slug
  X-Robots-Tag: noindex
  ! X-Content-Type-Options
`;

describe('_headers parser', () => {
  it('reads rules with their line numbers', () => {
    const rules = parseHeadersFile(sample);
    expect(rules.map((r) => [r.pattern, r.line])).toEqual([
      ['/*', 2],
      ['/assets/*', 6],
      ['/docs/:slug', 9],
    ]);
    expect(rules[0].set[0]).toEqual(['X-Content-Type-Options', 'nosniff']);
  });

  it('applies every matching rule, and removals', () => {
    const rules = parseHeadersFile(sample);
    const asset = headersFor(rules, '/assets/js/main.1234.js');
    expect(asset.get('cache-control')?.value).toContain('immutable');
    expect(asset.get('x-content-type-options')?.value).toBe('nosniff');
    const doc = headersFor(rules, '/docs/intro');
    expect(doc.has('x-content-type-options')).toBe(false);
    expect(doc.get('x-robots-tag')?.value).toBe('noindex');
    expect(headersFor(rules, '/docs/a/b').has('x-robots-tag')).toBe(false);
  });

  it('matches placeholders to one segment and splats to anything', () => {
    expect(patternToRegExp('/a/:b').test('/a/x')).toBe(true);
    expect(patternToRegExp('/a/:b').test('/a/x/y')).toBe(false);
    expect(patternToRegExp('/a.b/*').test('/aXb/c')).toBe(false);
  });

  it('rejects malformed files with the line number', () => {
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow(/line 1/);
    expect(() => parseHeadersFile('/*\n  no-colon-here\n')).toThrow(/line 2: expected "Name: value"/);
    expect(() => parseHeadersFile('assets/*\n')).toThrow(/must start with "\/"/);
  });

  it('splits a CSP into directives', () => {
    const csp = parseCsp("default-src 'none'; script-src 'self' 'sha256-abc='; ");
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
  });
});
