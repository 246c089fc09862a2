/**
 * The static server behind `npm run serve`, the e2e suite and the benchmark is a real HTTP
 * server: hostile paths must neither crash it, nor send the reader off-site, nor read files
 * outside the folder it serves.
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {request} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pickEncoding, startServer} from '../support/serve.mjs';

let base: string;
let server: {url: string; close: () => Promise<void>};

const HEADERS = `/*
  X-Content-Type-Options: nosniff
/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'serve-test-'));
  const site = join(base, 'build');
  mkdirSync(join(site, 'assets', 'js'), {recursive: true});
  writeFileSync(join(site, 'index.html'), '<p>home</p>');
  writeFileSync(join(site, '404.html'), '<p>not found</p>');
  writeFileSync(join(site, 'page.html'), '<p>page</p>');
  mkdirSync(join(site, 'guide'));
  writeFileSync(join(site, 'guide', 'index.html'), '<p>guide</p>');
  writeFileSync(join(site, 'assets', 'js', 'main.0123abcd.js'), 'console.log(1)');
  writeFileSync(join(site, 'assets', 'js', 'big.0123abcd.js'), 'console.log("etherlink");\n'.repeat(2000));
  writeFileSync(join(site, 'logo.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(site, '_headers'), HEADERS);
  writeFileSync(join(site, '_redirects'), '/old /new 301\n');
  // A sibling folder whose name starts with the served folder's name.
  mkdirSync(join(base, 'build-hosted'));
  writeFileSync(join(base, 'build-hosted', '_headers'), 'SECRET-SIBLING');
  writeFileSync(join(base, 'secret.txt'), 'SECRET-PARENT');
  server = await startServer({root: site});
});

afterAll(async () => {
  await server?.close();
  rmSync(base, {recursive: true, force: true});
});

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** Sends the path with the given request headers and keeps the body as bytes, still encoded. */
function getRaw(path: string, headers: Record<string, string>, method = 'GET'): Promise<RawReply> {
  const {hostname, port} = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({hostname, port, path, method, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends the path exactly as written (fetch would normalise it). */
function get(path: string, origin = server.url): Promise<Reply> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({hostname, port, path, method: 'GET'}, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body}));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('tests/support/serve.mjs', () => {
  it('serves pages, hashed assets with a long cache, and redirects .html to the clean URL', async () => {
    expect((await get('/')).body).toContain('home');
    const asset = await get('/assets/js/main.0123abcd.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const redirect = await get('/page.html?x=1');
    expect(redirect.status).toBe(308);
    expect(redirect.headers.location).toBe('/page?x=1');
  });

  it('gives each page one URL, as Cloudflare Pages and Netlify do: a.html at /a, a/index.html at /a/', async () => {
    const page = await get('/page');
    expect(page.status).toBe(200);
    expect(page.body).toContain('page');
    const slash = await get('/page/?x=1');
    expect(slash.status).toBe(308);
    expect(slash.headers.location).toBe('/page?x=1');
    const folder = await get('/guide');
    expect(folder.status).toBe(308);
    expect(folder.headers.location).toBe('/guide/');
    expect((await get('/guide/')).body).toContain('guide');
  });

  it('answers a missing file under /assets/ with 404 and no-store, not a year-long cache', async () => {
    const missing = await get('/assets/js/main.deadbeef.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('survives non-ASCII and CRLF in the path', async () => {
    for (const path of ['/%E2%82%AC', '/%E2%82%AC.html', '/a%0D%0ASet-Cookie:%20x=1.html', '/a%0D%0Ab', '/%00.html', '/%E2%82']) {
      const reply = await get(path);
      expect(reply.status, path).toBeGreaterThanOrEqual(300);
      expect(reply.status, path).toBeLessThan(500);
      expect(reply.headers['set-cookie'], path).toBeUndefined();
    }
    // Still serving.
    expect((await get('/')).status).toBe(200);
  });

  it('never redirects off-site', async () => {
    // An encoded slash before a folder or page that has a canonical URL: `/%2Fpage/` once answered
    // `Location: //page`, which a browser reads as the host "page".
    const paths = ['/%2fevil.example/x.html', '//evil.example/x.html', '/%5cevil.example/x.html', '/%2F%2Fevil.example/index.html'];
    for (const path of [...paths, '/%2Fpage/', '/%2F%2Fpage/', '/%2Fguide', '/%2F/guide', '//page/', '/%2F%5Cpage/']) {
      const reply = await get(path);
      const location = String(reply.headers.location ?? '/');
      expect(new URL(location, 'http://site.test').origin, `${path} -> ${location}`).toBe('http://site.test');
      expect(location, path).not.toMatch(/^\/[\\/]/);
    }
  });

  it('reads nothing outside the folder it serves', async () => {
    for (const path of ['/..%2fbuild-hosted%2f_headers', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/..%5csecret.txt']) {
      const reply = await get(path);
      expect(reply.status, path).not.toBe(200);
      expect(reply.body, path).not.toMatch(/SECRET/);
    }
  });

  it('compresses text as the hosts do: Brotli or gzip as accepted, nothing for images or when not accepted', async () => {
    const original = 'console.log("etherlink");\n'.repeat(2000);
    const br = await getRaw('/assets/js/big.0123abcd.js', {'Accept-Encoding': 'gzip, deflate, br'});
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    expect(br.bytes.length).toBeLessThan(original.length / 10);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(original);

    const gzip = await getRaw('/assets/js/big.0123abcd.js', {'Accept-Encoding': 'gzip, deflate'});
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(original);

    const page404 = await getRaw('/missing', {'Accept-Encoding': 'gzip'});
    expect(page404.status).toBe(404);
    expect(gunzipSync(page404.bytes).toString()).toContain('not found');

    const head = await getRaw('/', {'Accept-Encoding': 'gzip'}, 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.bytes.length).toBe(0);

    const plain = await getRaw('/assets/js/big.0123abcd.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(original);

    const image = await getRaw('/logo.png', {'Accept-Encoding': 'gzip, br'});
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.bytes.length).toBe(4096);
  });

  it('picks the encoding from Accept-Encoding, honouring q=0 and *', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('GZIP;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*, br;q=0')).toBe('gzip');
    expect(pickEncoding('gzip;q=0, br;q=0')).toBeNull();
  });

  it('answers the CORS preflight of /api/* with 204 and the CORS headers, as the hosts do; other paths and methods stay 405', async () => {
    const preflight = await getRaw('/api/v1/networks.json', {origin: 'https://app.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-client, cache-control'}, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(preflight.headers['access-control-allow-headers']).toBe('x-client, cache-control');
    expect(preflight.bytes.length).toBe(0);
    expect((await getRaw('/page', {}, 'OPTIONS')).status).toBe(405);
    expect((await getRaw('/api/v1/networks.json', {}, 'POST')).status).toBe(405);
  });

  it('does not serve the host configuration files', async () => {
    for (const path of ['/_headers', '/_redirects']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).not.toContain('immutable');
      expect(reply.body, path).not.toContain('/old');
    }
  });
});

describe('tests/support/serve.mjs with base', () => {
  let docs: {url: string; close: () => Promise<void>};
  beforeAll(async () => {
    docs = await startServer({root: join(base, 'build'), base: '/docs/'});
  });
  afterAll(async () => {
    await docs?.close();
  });
  const at = (path: string) => get(path, docs.url);

  it('serves the build under the base path only', async () => {
    expect((await at('/docs/')).body).toContain('home');
    expect((await at('/docs/assets/js/main.0123abcd.js')).status).toBe(200);
    for (const path of ['/', '/assets/js/main.0123abcd.js', '/docsx/']) {
      const reply = await at(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).toContain('not found');
    }
  });

  it('sends the bare base path and .html paths to their clean URLs under the base', async () => {
    const bare = await at('/docs?x=1');
    expect(bare.status).toBe(308);
    expect(bare.headers.location).toBe('/docs/?x=1');
    const html = await at('/docs/page.html');
    expect(html.status).toBe(308);
    expect(html.headers.location).toBe('/docs/page');
    expect((await at('/docs/page')).body).toContain('page');
    const slash = await at('/docs/page/');
    expect(slash.status).toBe(308);
    expect(slash.headers.location).toBe('/docs/page');
    // The encoded slash is one slash, not a second path separator in the Location.
    const encoded = await at('/docs/%2Fpage/');
    expect(encoded.status).toBe(308);
    expect(encoded.headers.location).toBe('/docs/page');
  });
});
