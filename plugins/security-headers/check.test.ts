import {describe, it, expect} from 'vitest';
import {checkSecurityHeaders, inlineScripts, sha256Source, sourceAllows} from './check';
import {requiredSources} from './required';
import {readEnv} from '../../src/config/env';

const script = 'document.documentElement.dataset.x="1"';
const page = (html: string, route = '/') => ({file: route === '/' ? 'index.html' : `${route.slice(1)}index.html`, route, html});
const headers = (scriptSrc: string, connectSrc = "'self'") => `# test
/*
  Content-Security-Policy: default-src 'none'; script-src ${scriptSrc}; connect-src ${connectSrc}; img-src 'self'
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

describe('source matching', () => {
  const self = 'https://docs.etherlink.com';
  it('understands self, schemes, wildcards and ports', () => {
    expect(sourceAllows(["'self'"], 'https://docs.etherlink.com/api', self)).toBe(true);
    expect(sourceAllows(["'self'"], 'https://evil.example', self)).toBe(false);
    expect(sourceAllows(['https://*.algolia.net'], 'https://abc-dsn.algolia.net', self)).toBe(true);
    expect(sourceAllows(['https://*.algolia.net'], 'https://algolia.net', self)).toBe(false);
    expect(sourceAllows(['https://*.algolia.net'], 'https://abc.algolia.net.evil.com', self)).toBe(false);
    expect(sourceAllows(['wss://relay.walletconnect.org'], 'wss://relay.walletconnect.org', self)).toBe(true);
    expect(sourceAllows(['https://relay.walletconnect.org'], 'wss://relay.walletconnect.org', self)).toBe(false);
    expect(sourceAllows(['https:'], 'https://anything.example', self)).toBe(true);
    expect(sourceAllows(['http://127.0.0.1:4174'], 'http://127.0.0.1:4174', self)).toBe(true);
    expect(sourceAllows(['http://127.0.0.1:4174'], 'http://127.0.0.1:9999', self)).toBe(false);
  });
});

describe('checkSecurityHeaders', () => {
  const html = `<script>${script}</script>`;

  it('passes when every inline script hash and required host is allowed', () => {
    const problems = checkSecurityHeaders({
      headersText: headers(`'self' ${sha256Source(script)}`, "'self' https://ai.example.com"),
      pages: [page(html)],
      required: [{directive: 'connect-src', origin: 'https://ai.example.com', feature: 'Chatbot'}],
      selfOrigin: 'https://docs.etherlink.com',
    });
    expect(problems).toEqual([]);
  });

  it('names the file, the missing hash and the line to change when a hash is missing', () => {
    const problems = checkSecurityHeaders({
      headersText: headers("'self'"),
      pages: [page(html), page(html, '/network/fees/')],
      required: [],
      selfOrigin: 'https://docs.etherlink.com',
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('index.html, network/fees/index.html');
    expect(problems[0]).toContain(`Add ${sha256Source(script)} to script-src in static/_headers (line 3)`);
  });

  it('fails for a chatbot endpoint that the CSP does not allow, with the exact line to add', () => {
    const env = readEnv({CHATBOT_API_URL: 'https://chat.example.org/v1'});
    const problems = checkSecurityHeaders({
      headersText: headers(`'self' ${sha256Source(script)}`),
      pages: [page(html)],
      required: requiredSources(env),
      selfOrigin: 'https://docs.etherlink.com',
    });
    expect(problems).toEqual([
      'The chatbot endpoint (CHATBOT_API_URL) needs https://chat.example.org in connect-src. Add "https://chat.example.org" to connect-src in static/_headers (line 3).',
    ]);
  });

  it('reports a page with no CSP at all', () => {
    const problems = checkSecurityHeaders({
      headersText: '/assets/*\n  Cache-Control: immutable\n',
      pages: [page(html)],
      required: [],
      selfOrigin: 'https://docs.etherlink.com',
    });
    expect(problems[0]).toMatch(/no Content-Security-Policy applies/);
  });
});

describe('requiredSources', () => {
  it('needs nothing for the local default configuration', () => {
    expect(requiredSources(readEnv({}))).toEqual([]);
  });

  it('lists the hosts of every configured service in the right directive', () => {
    const env = readEnv({
      ALGOLIA_APP_ID: 'ABC',
      ALGOLIA_API_KEY: 'k',
      ALGOLIA_INDEX_NAME: 'i',
      GTM_CONTAINER_ID: 'GTM-ABC1',
      FEEDBACK_API_URL: 'https://feedback.example.com/collect',
    });
    const list = requiredSources(env).map((r) => `${r.directive} ${r.origin}`);
    expect(list).toContain('connect-src https://abc-dsn.algolia.net');
    expect(list).toContain('script-src https://www.googletagmanager.com');
    expect(list).toContain('connect-src https://feedback.example.com');
  });
});
