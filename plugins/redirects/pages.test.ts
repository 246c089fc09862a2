import {describe, it, expect} from 'vitest';
import {load} from 'cheerio';
import {redirects} from '../../src/data/redirects';
import {inlineScripts} from '../security-headers/check';
import {pageFile, redirectPage, redirectProblems, redirectsFile, sourcePaths} from './pages';

const SITE = 'https://docs.etherlink.com';

describe('_redirects', () => {
  it('has a 301 line for each moved URL, with and without its trailing slash', () => {
    const text = redirectsFile(redirects);
    const lines = text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual(redirects.flatMap(({from, to}) => sourcePaths(from).map((path) => `${path} ${to} 301`)));
    expect(lines).toHaveLength(redirects.length * 2);
    // Cloudflare Pages rejects Netlify's force flag ("301!") and drops such lines. Both hosts' own
    // readings of the file: tests/unit/netlify-rules.test.ts, tests/e2e/host.spec.ts.
    expect(text).not.toContain('!');
  });

  it('maps the live tutorial URLs to the matching MarketPulse pages', () => {
    const to = Object.fromEntries(redirects.map((r) => [r.from, r.to]));
    expect(to['/tutorials/predictionMarket']).toBe('/tutorials/marketpulse');
    expect(to['/tutorials/predictionMarket/write-contract']).toBe('/tutorials/marketpulse/backend');
    expect(to['/tutorials/predictionMarket/deploy-contract']).toBe('/tutorials/marketpulse/deploy');
    expect(to['/tutorials/predictionMarket/frontend']).toBe('/tutorials/marketpulse/frontend');
  });

});

describe('redirect pages', () => {
  const html = redirectPage({from: '/old', to: '/tutorials/marketpulse/'}, SITE, 'Etherlink documentation');
  const $ = load(html);

  it('refresh to the destination, name it canonical, link to it, and ask not to be indexed', () => {
    expect($('meta[http-equiv="refresh"]').attr('content')).toBe('0; url=/tutorials/marketpulse/');
    expect($('link[rel="canonical"]').attr('href')).toBe(`${SITE}/tutorials/marketpulse/`);
    expect($('main a').attr('href')).toBe('/tutorials/marketpulse/');
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('html').attr('lang')).toBe('en');
  });

  it('run no script at all, so the CSP needs no hash for them', () => {
    expect($('script')).toHaveLength(0);
    expect(inlineScripts(html)).toEqual([]);
    expect(html).not.toMatch(/\son[a-z]+=|javascript:/i);
  });

  it('escape what they print', () => {
    const odd = redirectPage({from: '/x', to: '/a"b<c>'}, SITE, 'T & T');
    expect(odd).toContain('/a&quot;b&lt;c&gt;');
    expect(odd).toContain('T &amp; T');
  });

  it('live where both forms of the old path find them', () => {
    expect(pageFile('/tutorials/predictionMarket')).toBe('tutorials/predictionMarket.html');
    expect(pageFile('/tutorials/predictionMarket/')).toBe('tutorials/predictionMarket.html');
  });
});

describe('redirect list checks', () => {
  const routes = ['/', '/tutorials/marketpulse/', '/tutorials/marketpulse/backend', '/governance/overview'];

  it('accept a list whose destinations are pages', () => {
    expect(redirectProblems([{from: '/old', to: '/governance/overview'}], routes)).toEqual([]);
  });

  it('catch a missing destination, an old path that hides a page, and duplicates', () => {
    expect(redirectProblems([{from: '/old', to: '/nowhere'}], routes).join()).toMatch(/not a page/);
    expect(redirectProblems([{from: '/governance/overview/', to: '/'}], routes).join()).toMatch(/already has this path/);
    expect(redirectProblems([{from: '/a', to: '/'}, {from: '/a/', to: '/'}], routes).join()).toMatch(/listed twice/);
  });
});
