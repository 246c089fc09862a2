/**
 * check:links, offline: linkinator against a local server that answers 200, 301, 404, 429 then 200, never
 * answers (a hang), and an HTML page with and without the linked fragment.
 */
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkUrls, hostThrottle, type LinkOutcome} from '../../scripts/links/check';
import {toJson, toMarkdown} from '../../scripts/links/report';
import {skipReason} from '../../scripts/links/allowlist';

let server: Server;
let base = '';
let busyHits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    switch (req.url) {
      case '/ok':
        res.writeHead(200, {'content-type': 'text/plain'}).end('ok');
        break;
      case '/moved':
        res.writeHead(301, {location: '/ok'}).end();
        break;
      case '/busy':
        busyHits++;
        if (busyHits === 1) res.writeHead(429, {'retry-after': '1'}).end();
        else res.writeHead(200, {'content-type': 'text/plain'}).end('ok now');
        break;
      case '/hang':
        break; // never answers
      case '/page':
        res.writeHead(200, {'content-type': 'text/html'}).end('<!doctype html><html><body><h2 id="there">There</h2></body></html>');
        break;
      default:
        res.writeHead(404, {'content-type': 'text/plain'}).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('check:links', () => {
  it('classifies 200, 301, 404, 429-then-200, a hang and fragments, and groups the report by source and line', {timeout: 60_000}, async () => {
    const paths = ['/ok', '/moved', '/missing', '/busy', '/hang', '/page#there', '/page#nowhere'];
    const sources = paths.map((path, i) => ({url: `${base}${path}`, file: 'docs/a.mdx', line: i + 10}));
    sources.push({url: `${base}/missing`, file: 'src/data/tools.ts', line: 3});
    const outcomes = await checkUrls(sources, {timeoutMs: 1_500, retries: 1, retryJitterMs: 100, hostIntervalMs: 0, skip: () => null});
    const state = (path: string) => outcomes.find((o) => o.url === `${base}${path}`) as LinkOutcome;

    expect(state('/ok').state).toBe('ok');
    expect(state('/moved').state).toBe('ok');
    expect(state('/busy').state).toBe('ok');
    expect(busyHits).toBe(2); // answered 429 once, retried after Retry-After
    expect(state('/page#there').state).toBe('ok');
    expect(state('/missing')).toMatchObject({state: 'broken', status: 404});
    expect(state('/hang').state).toBe('broken');
    expect(state('/page#nowhere').state).toBe('broken');
    expect(state('/page#nowhere').detail).toContain('nowhere');

    const json = JSON.parse(toJson(outcomes)) as {summary: {broken: number}; broken: {file: string; links: {line: number}[]}[]};
    expect(json.summary.broken).toBe(3);
    expect(json.broken.map((g) => [g.file, g.links.map((l) => l.line)])).toEqual([
      ['docs/a.mdx', [12, 14, 16]],
      ['src/data/tools.ts', [3]],
    ]);
    const markdown = toMarkdown(outcomes);
    expect(markdown).toContain('## docs/a.mdx');
    expect(markdown).toMatch(new RegExp(`\\| 12 \\| ${base}/missing \\| `));
  });

  it('skips allow-listed hosts with their reason, without fetching them', async () => {
    expect(skipReason('https://x.com/etherlink')).toMatch(/login wall/);
    expect(skipReason('https://sub.medium.com/post')).toBeTruthy();
    expect(skipReason('https://docs.etherlink.com/')).toBeNull();
    const outcomes = await checkUrls([{url: 'https://x.com/etherlink', file: 'docs/a.mdx', line: 1}]);
    expect(outcomes[0]).toMatchObject({state: 'skipped', status: null});
  });

  it('spaces requests to one host by the interval, and not requests to different hosts', async () => {
    const throttle = hostThrottle(1_000);
    const started = Date.now();
    await Promise.all([throttle('https://a.example/1'), throttle('https://b.example/1')]);
    const parallel = Date.now() - started;
    await throttle('https://a.example/2');
    await throttle('https://a.example/3');
    // The third request to a.example waits for two intervals after the first (a lower bound: holds on a busy machine).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_990);
    expect(parallel).toBeLessThan(900); // b.example did not wait for a.example
  });
});
