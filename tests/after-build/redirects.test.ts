/**
 * URL continuity without a browser (src/data/redirects.ts, plugins/redirects): on a host that reads
 * `_redirects`, every URL of the live site this site replaces answers, with a page or with a 301 to
 * a page of the sitemap; and the sitemap, the search index and llms.txt list the new governance
 * pages but no redirect page. tests/e2e/redirects.spec.ts follows the redirects in a browser.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {redirects, servedAsPages} from '../../src/data/redirects';
import {readBuiltRecords} from '../../plugins/search-index/fragments';
import {twinPath} from '../../src/lib/markdownTwin';
import {routes} from '../e2e/routes';
import {startHost} from '../../scripts/serve.mjs';
import {requireBuild} from './support';

const BUILD_DIR = requireBuild();
const SITE = 'https://docs.etherlink.com';
const governancePages = routes.filter((r) => r.path.startsWith('/governance/')).map((r) => r.path);
const oldPaths = redirects.flatMap(({from}) => [from, `${from}/`]);
const sitemapPaths = () =>
  Array.from(readFileSync(join(BUILD_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g), (m) => m[1]!);

describe('moved URLs on a host that reads _redirects', () => {
  let server: {url: string; close: () => Promise<void>};
  beforeAll(async () => {
    server = await startHost({root: BUILD_DIR});
  });
  afterAll(async () => server.close());
  const get = (path: string) => fetch(`${server.url}${path}`, {redirect: 'manual'});

  it('each answers 301 with the destination, and the destination is a page of the sitemap', async () => {
    const pages = new Set(sitemapPaths());
    for (const {from, to} of redirects) {
      for (const path of [from, `${from}/`]) {
        const response = await get(path);
        expect(response.status, path).toBe(301);
        expect(response.headers.get('location'), path).toBe(to);
      }
      expect(pages.has(to), `${to} in the sitemap`).toBe(true);
      expect((await get(to)).status, to).toBe(200);
    }
  });

  it('the live URLs this site serves as pages answer 200', async () => {
    for (const path of servedAsPages) expect((await get(path)).status, path).toBe(200);
  });
});

describe('redirect pages stay out of what lists pages', () => {
  it('the sitemap lists every governance page and no old path', () => {
    const paths = sitemapPaths();
    for (const path of governancePages) expect(paths, path).toContain(path);
    for (const path of oldPaths) expect(paths, path).not.toContain(path);
  });

  it('the search index has records for every governance page and none for an old path', () => {
    const records = readBuiltRecords(BUILD_DIR, (file) => JSON.parse(readFileSync(file, 'utf8')));
    const urls = new Set(records.map((r) => new URL(r.url, SITE).pathname));
    for (const path of governancePages) expect(urls.has(path), path).toBe(true);
    for (const path of oldPaths) expect(urls.has(path), path).toBe(false);
    expect(records.some((r) => /Page moved/.test(JSON.stringify(r)))).toBe(false);
  });

  it('llms.txt links the twin of every governance page, and no old path has a twin', () => {
    const llms = readFileSync(join(BUILD_DIR, 'llms.txt'), 'utf8');
    const full = readFileSync(join(BUILD_DIR, 'llms-full.txt'), 'utf8');
    for (const path of governancePages) {
      expect(llms, path).toContain(`(${SITE}${twinPath(path)})`);
      expect(existsSync(join(BUILD_DIR, twinPath(path).slice(1))), `twin of ${path}`).toBe(true);
    }
    for (const {from} of redirects) {
      expect(llms).not.toContain(from);
      expect(full).not.toContain(`Source: ${SITE}${from}`);
      expect(existsSync(join(BUILD_DIR, `${from.slice(1)}.md`)), `twin of ${from}`).toBe(false);
    }
  });
});
