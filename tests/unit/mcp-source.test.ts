import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {sitePath} from '../../mcp/docs';
import {buildSource, siteSource, SourceUnavailableError, ToolError} from '../../mcp/source';

const SITE = 'https://docs.etherlink.com';

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
