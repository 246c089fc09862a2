import {mkdtempSync, mkdirSync, symlinkSync, writeFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {gzipSync} from 'node:zlib';
import {createDocs, sitePath} from '../../mcp/docs';
import {buildSource, siteSource, SourceUnavailableError, ToolError} from '../../mcp/source';

const SITE = 'https://docs.etherlink.com';

/** A search manifest of one fragment and one page, whose files are under `base`. */
const manifestAt = (base: string) =>
  JSON.stringify({version: 3, base, keys: [''], docs: 'A', pages: [0], pageCategories: [0], categories: ['Docs'], titleWords: [1], largest: {terms: 1_000, chunk: 1_000}});

describe('MCP read_page paths', () => {
  it('accepts paths, twin paths, anchors, queries and URLs of the site', () => {
    expect(sitePath('/network/fees', SITE)).toBe('/network/fees');
    expect(sitePath(' network/fees#fee-structure ', SITE)).toBe('/network/fees');
    expect(sitePath('/network/fees.md', SITE)).toBe('/network/fees.md');
    expect(sitePath('/network/fees.html?x=1', SITE)).toBe('/network/fees');
    expect(sitePath(`${SITE}/bridging/`, 'http://127.0.0.1:3000')).toBe('/bridging/');
    expect(sitePath('http://127.0.0.1:3000/bridging/', 'http://127.0.0.1:3000')).toBe('/bridging/');
  });

  it('refuses anything outside the site', () => {
    for (const input of ['../x', '/a/../../b', '/a/%2e%2e/b', '/a//b', 'https://example.com/a', '//example.com/a', 'file:///etc/passwd', '/a b', '/a\\b']) {
      expect(() => sitePath(input, SITE), input).toThrow(ToolError);
    }
    expect(() => sitePath('', SITE)).toThrow(/Send the path of a page/);
  });
});

describe('MCP docs sources', () => {
  it('reports an unreachable site with the way out', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed', {cause: new Error('getaddrinfo ENOTFOUND docs.etherlink.com')});
    }) as unknown as typeof fetch;
    const source = siteSource(SITE, failing);
    await expect(source.get('/index.md')).rejects.toThrow(SourceUnavailableError);
    await expect(source.get('/index.md')).rejects.toThrow(/not reachable at https:\/\/docs\.etherlink\.com \(getaddrinfo ENOTFOUND.*--build <dir>/);
  });

  it('asks the site only for its own origin', async () => {
    const asked: string[] = [];
    const recording = (async (url: string) => {
      asked.push(url);
      return new Response('ok');
    }) as unknown as typeof fetch;
    await siteSource(`${SITE}/some/page`, recording).get('/api/v1/networks.json');
    expect(asked).toEqual([`${SITE}/api/v1/networks.json`]);
  });

  it('reads files inside a build folder only', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mcp-build-'));
    mkdirSync(join(root, 'a'));
    writeFileSync(join(root, 'a', 'page.md'), '# Page');
    writeFileSync(join(root, '..', `${root.split('/').pop()}-secret.md`), 'secret');
    const source = buildSource(root, SITE);
    expect(await (await source.get('/a/page.md')).text()).toBe('# Page');
    expect((await source.get('/a/missing.md')).status).toBe(404);
    expect((await source.get(`/../${root.split('/').pop()}-secret.md`)).status).toBe(404);
    await expect(buildSource(join(root, 'gone'), SITE).get('/a/page.md')).rejects.toThrow(/does not exist. Run `npm run build`/);
  });
});

/** A site on 127.0.0.1 that answers with `handle`, and the paths it was asked for. */
async function localSite(handle: (req: IncomingMessage, res: ServerResponse) => void): Promise<{origin: string; asked: string[]; close: () => Promise<void>}> {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(req.url ?? '');
    handle(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    asked,
    close: () => new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    }),
  };
}

describe('MCP --site requests stay on the site and are capped', () => {
  it('follows a redirect on the site, and refuses one to another origin without requesting it', async () => {
    const elsewhere = await localSite((_req, res) => res.end('# Secret from another origin'));
    const site = await localSite((req, res) => {
      if (req.url === '/moved.md') res.writeHead(302, {location: '/page.md'}).end();
      else if (req.url === '/page.md') res.writeHead(200, {'content-type': 'text/markdown'}).end('# Page');
      else res.writeHead(302, {location: `${elsewhere.origin}/secret.md`}).end();
    });
    try {
      const docs = createDocs(siteSource(site.origin));
      expect(await docs.readPage('/moved.md')).toBe('# Page');
      await expect(docs.readPage('/bridging.md')).rejects.toThrow(new RegExp(`is on ${elsewhere.origin}, not on ${site.origin}`));
      expect(elsewhere.asked).toEqual([]);
    } finally {
      await Promise.all([site.close(), elsewhere.close()]);
    }
  });

  it('resolves the fragments named by the manifest on the site origin ("1/search/" stays on the port)', async () => {
    const site = await localSite((req, res) => {
      if (req.url === '/search/manifest.json') res.end(manifestAt('1/search/'));
      else res.writeHead(404).end();
    });
    const requested: string[] = [];
    const recording = ((input: URL | string, init?: RequestInit) => {
      requested.push(String(input));
      return fetch(input, init);
    }) as typeof fetch;
    try {
      await expect(createDocs(siteSource(site.origin, recording)).search('chain id')).rejects.toThrow(/failed with status 404/);
      expect(requested).toEqual([`${site.origin}/search/manifest.json`, `${site.origin}/1/search/t0.json`]);
      await expect(siteSource(site.origin).get('//127.0.0.2/search/index.json')).rejects.toThrow(/not on http:\/\/127\.0\.0\.1/);
    } finally {
      await site.close();
    }
  });

  it('stops reading a huge page at the cap, with a clear message', async () => {
    let stoppedEarly: () => void = () => undefined;
    const closedEarly = new Promise<void>((done) => (stoppedEarly = done));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const site = await localSite((_req, res) => {
      res.writeHead(200, {'content-type': 'text/markdown'});
      let sent = 0;
      // 20 MB, written as the reader takes it, with no Content-Length.
      const pump = () => {
        while (sent < 20 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.on('close', () => {
        if (!res.writableFinished) stoppedEarly();
      });
      pump();
    });
    try {
      await expect(createDocs(siteSource(site.origin)).readPage('/big')).rejects.toThrow(/larger than 1 MB, the most the Etherlink docs server reads/);
      await closedEarly;
    } finally {
      await site.close();
    }
  });

  it('caps the decompressed size of a gzip bomb index', async () => {
    // 64 MB of spaces compress to about 64 KB.
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, ' '));
    const site = await localSite((req, res) => {
      if (req.url === '/search/manifest.json') res.end(manifestAt('/search/1/'));
      else res.writeHead(200, {'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': bomb.length}).end(bomb);
    });
    try {
      await expect(createDocs(siteSource(site.origin)).search('chain id')).rejects.toThrow(/\/search\/1\/t0\.json on .* is larger than 8 MB/);
    } finally {
      await site.close();
    }
  });
});

describe('MCP --build reads nothing outside the folder', () => {
  it('does not follow a symbolic link out of the build', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mcp-build-'));
    const outside = mkdtempSync(join(tmpdir(), 'mcp-outside-'));
    writeFileSync(join(outside, 'secret.md'), 'root:x:0:0:secret');
    mkdirSync(join(root, 'a'));
    writeFileSync(join(root, 'a', 'page.md'), '# Page');
    symlinkSync(join(outside, 'secret.md'), join(root, 'a', 'leak.md'));
    symlinkSync(outside, join(root, 'dir'));
    symlinkSync(join(root, 'a', 'page.md'), join(root, 'a', 'alias.md'));
    const docs = createDocs(buildSource(root, SITE));
    await expect(docs.readPage('/a/leak')).rejects.toThrow(/There is no page at \/a\/leak/);
    await expect(docs.readPage('/dir/secret.md')).rejects.toThrow(/There is no page/);
    // A link that stays inside the build is a file of the build.
    expect(await docs.readPage('/a/alias.md')).toBe('# Page');
  });
});
