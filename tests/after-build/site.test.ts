/**
 * What crawlers and the host read from the build, without a browser: exactly the spec's routes in
 * the sitemap, the pages the spec names keep their titles, robots.txt allows indexing, and the
 * host applies the build's _headers (Cloudflare's own runtime, scripts/serve.mjs), and starts even
 * when the port it chose is taken first.
 */
import {readFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {routes, SPEC_TITLES} from '../e2e/routes';
import {startHost} from '../../scripts/serve.mjs';
import {requireBuild} from './support';

/**
 * A port found free can be taken before wrangler binds it (the unit tests start servers of their
 * own beside these tests): the host below is started with its first probe handing out a port that
 * a server already holds, and must come up on another.
 */
const probe = vi.hoisted(() => ({busyPort: 0}));
vi.mock('node:net', async (importOriginal) => {
  const net = await importOriginal<typeof import('node:net')>();
  // scripts/serve.mjs probes with createServer() and no arguments.
  const createServerOnce = () => {
    const server = net.createServer();
    if (probe.busyPort) {
      const port = probe.busyPort;
      probe.busyPort = 0;
      const address = server.address.bind(server);
      server.address = () => ({...(address() as import('node:net').AddressInfo), port});
    }
    return server;
  };
  return {...net, default: {...net, createServer: createServerOnce}, createServer: createServerOnce};
});

const BUILD_DIR = requireBuild();

describe('routes', () => {
  it('the pages the spec names keep their titles', () => {
    for (const [path, title] of Object.entries(SPEC_TITLES)) {
      expect(routes.find((r) => r.path === path)?.title, path).toBe(title);
    }
  });

  it('the build has exactly the spec routes: sitemap lists every sidebar page and nothing else', () => {
    const sitemap = readFileSync(join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    const paths = Array.from(sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g), (m) => m[1]).sort();
    const expected = routes.filter((r) => r.inSidebar).map((r) => r.path).sort();
    expect(paths).toEqual(expected);
  });
});

describe('served by the host', () => {
  let server: {url: string; close: () => Promise<void>};
  let holder: Server;
  let held: number;
  beforeAll(async () => {
    holder = createServer((_, response) => response.end('not the site'));
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
    held = (holder.address() as {port: number}).port;
    probe.busyPort = held;
    server = await startHost({root: BUILD_DIR});
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((done) => holder.close(() => done()));
  });

  it('starts on a fresh port when the one it found free is taken before wrangler binds it', () => {
    expect(probe.busyPort, 'the probe handed out the taken port').toBe(0);
    expect(new URL(server.url).port).not.toBe(String(held));
  });

  it('robots.txt allows indexing and points at the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Allow: \/$/m);
    expect(body).not.toMatch(/^Disallow: \/\s*$/m);
  });

  it('the host applies the build\'s _headers: CSP and security headers are on every page', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy');
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
