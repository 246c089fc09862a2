import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {readEnv} from '../../src/config/env';
import {hostedEnv} from '../../scripts/build-hosted.mjs';
import {addCspSources, generateHeadersFile} from './generate';
import {headersFor, parseCsp, parseHeadersFile} from './headers-file';
import {cspAdditions} from './required';

const staticHeaders = readFileSync(new URL('../../static/_headers', import.meta.url), 'utf8');

/** The CSP of `/` in the _headers a build with `vars` ships. */
function shippedCsp(vars: Record<string, string>) {
  const text = generateHeadersFile(staticHeaders, cspAdditions(readEnv(vars)));
  return {text, csp: parseCsp(headersFor(parseHeadersFile(text), '/').get('content-security-policy')!.value)};
}

describe('the _headers a build ships', () => {
  it('default build: no outside host, no GTM, no form posts, Trusted Types required', () => {
    const {csp, text} = shippedCsp({});
    const rules = text.split('\n').filter((line) => !line.trimStart().startsWith('#')).join('\n');
    expect(rules).not.toMatch(/googletagmanager|google-analytics|algolia|thirdweb|walletconnect/);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(csp.get('trusted-types')).toEqual(['default', 'etherlink-html', 'docusaurus-bundler', 'paint-first', 'dompurify']);
    // Only the inline scripts of every page: the bootstrap (one for every build, whatever its URL) and the
    // banner, and the banner of the build under /docs/ (it names the baseUrl). No GTM snippet.
    expect(csp.get('script-src')!.filter((s) => s.startsWith("'sha256-"))).toHaveLength(3);
  });

  it('hosted build: exactly the configured services are added', () => {
    const {csp} = shippedCsp(hostedEnv);
    expect(csp.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://*.algolia.net', 'https://askai.algolia.com', 'https://*.thirdweb.com']));
    expect(csp.get('img-src')).not.toContain('https:');
    expect(csp.get('trusted-types')).toContain('lit-html');
  });

  it('an endpoint on another origin is allowed in connect-src by its origin; one on the site is already', () => {
    const vars = {CHATBOT_API_URL: 'https://chat.example.org/v1', FEEDBACK_API_URL: 'https://docs.etherlink.com/api/feedback'};
    expect(shippedCsp(vars).csp.get('connect-src')).toEqual(["'self'", 'https://chat.example.org']);
  });

  it('adds sources without duplicates, replaces a lone none, and adds missing directives last', () => {
    expect(addCspSources("default-src 'none'; img-src 'self'; frame-src 'none'", {'img-src': ["'self'", 'https://a.test'], 'frame-src': ['https://b.test'], 'connect-src': ['https://c.test']})).toBe(
      "default-src 'none'; img-src 'self' https://a.test; frame-src https://b.test; connect-src https://c.test",
    );
  });
});
