import {describe, it, expect} from 'vitest';
import {load} from 'cheerio';
import {redirects} from '../../src/data/redirects';
import {inlineScripts} from '../security-headers/check';
import {parseRedirectsFile} from '../../tests/support/redirects.mjs';
import {pageFile, redirectPage, redirectProblems, redirectsFile, sourcePaths} from './pages';

const SITE = 'https://docs.etherlink.com';

describe('_redirects', () => {
  it('has a 301 line for each moved URL, with and without its trailing slash, that the test server reads back', () => {
    const text = redirectsFile(redirects);
    const rules = parseRedirectsFile(text);
    for (const {from, to} of redirects) {
      for (const path of sourcePaths(from)) expect(rules.get(path), path).toMatchObject({to, status: 301});
    }
    expect(rules.size).toBe(redirects.length * 2);
    // Cloudflare Pages rejects Netlify's force flag ("301!") and drops such lines.
    expect(text).not.toContain('!');
  });

  it('maps the live tutorial URLs to the matching MarketPulse pages', () => {
    const to = Object.fromEntries(redirects.map((r) => [r.from, r.to]));
    expect(to['/tutorials/predictionMarket']).toBe('/tutorials/marketpulse');
    expect(to['/tutorials/predictionMarket/write-contract']).toBe('/tutorials/marketpulse/backend');
    expect(to['/tutorials/predictionMarket/deploy-contract']).toBe('/tutorials/marketpulse/deploy');
    expect(to['/tutorials/predictionMarket/frontend']).toBe('/tutorials/marketpulse/frontend');
  });

  it('the test server refuses lines it cannot follow instead of ignoring them', () => {
    expect(() => parseRedirectsFile('/a/* /b/:splat 301')).toThrow(/line 1/);
    expect(() => parseRedirectsFile('/a /b 404')).toThrow(/line 1/);
    expect(parseRedirectsFile('# c\n/a /b\n/a /c 301').get('/a')).toMatchObject({to: '/b', status: 302});
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
