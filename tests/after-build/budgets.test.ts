/**
 * Deterministic byte budgets over the built site (no timing): fails when a page's first-load JS
 * or what a search fetches grows past tests/perf/budgets.mjs, or when lazy code leaks into it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {budgets} from '../perf/budgets.mjs';
import {firstLoadJs, fileSizes} from '../perf/first-load.mjs';
import {routes} from '../e2e/routes';
import {requireBuild} from './support';
import {builtEngine} from '../../plugins/search-index/fragments';
import {createLocalSearchClient, HITS_PER_PAGE, ranksEarly} from '../../src/search/local/client';

const BUILD_DIR = requireBuild();

describe('byte budgets', () => {
  it('every route stays within the first-load JS budget', () => {
    const over: string[] = [];
    for (const {path} of routes) {
      const {gzip} = firstLoadJs(BUILD_DIR, path);
      if (gzip > budgets.firstLoadJsGzip) over.push(`${path}: ${(gzip / 1024).toFixed(1)} KB > ${budgets.firstLoadJsGzip / 1024} KB`);
    }
    expect(over).toEqual([]);
  });

  it('first-load scripts carry no lazily loaded feature', () => {
    const {files} = firstLoadJs(BUILD_DIR, '/');
    expect(files.length).toBeGreaterThan(0);
    const code = files.map((file) => readFileSync(join(BUILD_DIR, file), 'utf8')).join('\n');
    for (const [marker, reason] of Object.entries(budgets.lazyMarkers)) {
      expect(code.includes(marker), `${marker} found in first-load JS: ${reason}`).toBe(false);
    }
  });

  it('the first-load stylesheet leaves out the lazily linked ones (plugins/lazy-css)', () => {
    const html = readFileSync(join(BUILD_DIR, 'index.html'), 'utf8');
    const sheets = Array.from(html.matchAll(/<link rel=["']?stylesheet["']? href=["']?([^"'\s>]+)/g), (m) => m[1]!);
    expect(sheets.length).toBeGreaterThan(0);
    const css = sheets.map((href) => readFileSync(join(BUILD_DIR, href), 'utf8')).join('\n');
    expect(css).toContain('DocSearch-Button');
    expect(css.includes('.DocSearch-Modal{'), 'the DocSearch modal stylesheet is in first-load CSS').toBe(false);
    const lazy = readdirSync(join(BUILD_DIR, 'assets', 'css')).filter((file) => readFileSync(join(BUILD_DIR, 'assets', 'css', file), 'utf8').includes('.DocSearch-Modal{'));
    expect(lazy, 'the modal stylesheet is a file of its own').toHaveLength(1);
  });

  it('zod is tree-shaken: no chunk carries the whole zod/mini namespace', () => {
    // src/lib/zod.ts once re-exported zod/mini as one namespace object, and the bundler kept all of
    // it: a 449 KB chunk (87 KB gzip) that every doc page loaded with its feedback widget. Its
    // locales are the sign: no schema here uses them, so they are only bundled with everything else.
    const dir = join(BUILD_DIR, 'assets', 'js');
    const whole = readdirSync(dir).filter((file) => readFileSync(join(dir, file), 'utf8').includes('kredittkortnummer'));
    expect(whole).toEqual([]);
  });

  it('a one- or two-word search, typed a letter at a time, fetches at most its budget before the first hits', async () => {
    expect(fileSizes(join(BUILD_DIR, 'search', 'manifest.json')).gzip).toBeLessThanOrEqual(budgets.searchManifestGzip);
    const over: string[] = [];
    for (const query of ['chain id', 'shadownet faucet', 'etherlink', 'deploy contract', 'bridge', 'websockets', 'eth_getBalance', 'hardaht']) {
      // From a new page: the engine has nothing loaded, as after a navigation.
      const read: string[] = [];
      const engine = await builtEngine((path) => {
        read.push(path);
        return readFileSync(join(BUILD_DIR, path));
      });
      // The most fast typing can fetch: every key comes within the typing pause, and every search
      // ranks and fetches its first hits' text before the next key. (A reader who pauses after a
      // word is shown that word's hits, and fetches their text: that is a search of its own.)
      // A typing search asks for the pause once as it starts, and a guess once more after it has
      // fetched its first hits' text: the next key waits for that.
      let pause: () => void = () => {};
      const paused = new Promise<void>((resolve) => {
        pause = resolve;
      });
      let pauses = 0;
      const typingPause = () => {
        pauses++;
        return paused;
      };
      const client = createLocalSearchClient({getEngine: async () => engine, indexName: 'budget', typingPause, afterPaint: async () => {}, now: () => 0});
      const answers = [];
      let expected = 0;
      for (let n = 1; n <= query.length; n++) {
        const typed = query.slice(0, n);
        answers.push(client.search({requests: [{query: typed, indexName: 'budget', hitsPerPage: HITS_PER_PAGE}]}));
        expected += ranksEarly(typed) ? 2 : 1;
        await vi.waitFor(() => expect(pauses).toBe(expected), {interval: 1});
      }
      pause();
      const {results} = await answers.at(-1)!;
      expect(results[0]!.hits.length, query).toBeGreaterThan(0);
      const gzip = read.reduce((sum, path) => sum + fileSizes(join(BUILD_DIR, path)).gzip, 0);
      if (gzip > budgets.searchFirstHitsGzip) over.push(`"${query}": ${(gzip / 1024).toFixed(1)} KB in ${read.length} files`);
    }
    expect(over).toEqual([]);
  });
});
