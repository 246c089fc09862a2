import {describe, it, expect} from 'vitest';
import {checkSecurityHeaders, inlineScripts, sha256Source} from './check';

const script = 'document.documentElement.dataset.x="1"';
const page = (html: string, route = '/') => ({file: route === '/' ? 'index.html' : `${route.slice(1)}index.html`, route, html});
const headers = (scriptSrc: string) => `# test
/*
  Content-Security-Policy: default-src 'none'; script-src ${scriptSrc}; connect-src 'self'; img-src 'self'
  X-Content-Type-Options: nosniff
`;

describe('inline script extraction', () => {
  it('finds executable inline scripts and skips src scripts and JSON-LD', () => {
    const html = `<html><head><script>${script}</script><script src="/a.js"></script>
      <script type="application/ld+json">{"a":1}</script><script type="module">import('x')</script></head></html>`;
    expect(inlineScripts(html)).toEqual([script, "import('x')"]);
  });

  it('hashes like browsers do (base64 SHA-256 of the exact text)', () => {
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});

describe('checkSecurityHeaders', () => {
  const html = `<script>${script}</script>`;

  it('passes when every inline script hash is allowed', () => {
    const problems = checkSecurityHeaders({
      headersText: headers(`'self' ${sha256Source(script)}`),
      pages: [page(html)],
    });
    expect(problems).toEqual([]);
  });

  it('names the file, the missing hash and the line to change when a hash is missing', () => {
    const problems = checkSecurityHeaders({
      headersText: headers("'self'"),
      pages: [page(html), page(html, '/network/fees/')],
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('index.html, network/fees/index.html');
    expect(problems[0]).toContain(`Add ${sha256Source(script)} to script-src in static/_headers (line 3)`);
  });

  it('reports a page with no CSP at all', () => {
    const problems = checkSecurityHeaders({
      headersText: '/assets/*\n  Cache-Control: immutable\n',
      pages: [page(html)],
    });
    expect(problems[0]).toMatch(/no Content-Security-Policy applies/);
  });
});
