/**
 * The MCP server as a client uses it: started over stdio with the documented command
 * (`npx jiti mcp/server.ts --build build`), every tool called against the local build, with good
 * and bad input, plus a server whose docs site cannot be reached.
 */
import {spawnSync} from 'node:child_process';
import {createServer} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {fetchSearchEngine} from '../../src/search/engine/load';
import {networks as networkData} from '../../src/data/networks';
import {tokenContracts} from '../../src/data/tokens';
import {readBuilt, requireBuild, ROOT} from './support';

type Result = {isError?: boolean; content: {type: string; text: string}[]};

async function connect(args: string[]): Promise<Client> {
  const client = new Client({name: 'etherlink-docs-test', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: 'npx', args: ['jiti', 'mcp/server.ts', ...args], cwd: ROOT, stderr: 'pipe'}));
  return client;
}

let client: Client;

async function call(name: string, args: Record<string, unknown>): Promise<{isError: boolean; text: string}> {
  const result = (await client.callTool({name, arguments: args})) as Result;
  return {isError: result.isError === true, text: result.content.map((c) => c.text).join('\n')};
}

beforeAll(async () => {
  client = await connect(['--build', requireBuild()]);
});

afterAll(async () => {
  await client?.close();
});

describe('MCP server on the local build', () => {
  it('lists the four tools, read-only, with their input schemas', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_contract', 'get_network', 'read_page', 'search_docs']);
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint).toBe(true);
      expect(tool.description).toBeTruthy();
    }
    expect(tools.find((t) => t.name === 'search_docs')?.inputSchema.required).toEqual(['query']);
  });

  it('search_docs ranks exactly as the site search does over the same index', async () => {
    const engine = await fetchSearchEngine(async (url) => new Response(readBuilt(url)));
    for (const query of ['chain ID', 'withdraw fa tokens', 'websocket']) {
      const expected = (await engine.search(query, {limit: 5})).map((r) => r.record.url);
      const {isError, text} = await call('search_docs', {query, limit: 5});
      expect(isError).toBe(false);
      const paths = Array.from(text.matchAll(/^ {3}path: (.+)$/gm), (m) => m[1]);
      expect(paths, query).toEqual(expected);
    }
    const {text} = await call('search_docs', {query: 'chain ID', limit: 20});
    expect(text).toContain('path: /get-started/network-information#etherlink-mainnet');
    expect(text).toContain('url: https://docs.etherlink.com/get-started/network-information#etherlink-mainnet');
  });

  it('search_docs says when nothing matches, without an error', async () => {
    const result = await call('search_docs', {query: 'qqqzzzxxv'});
    expect(result).toEqual({isError: false, text: expect.stringMatching(/^No page of the Etherlink docs matches "qqqzzzxxv"/)});
  });

  it('search_docs rejects an empty query, a query of stop words, a huge query and a bad limit', async () => {
    expect(await call('search_docs', {query: '  '})).toEqual({isError: true, text: expect.stringMatching(/query is empty/)});
    expect(await call('search_docs', {query: 'how to the'})).toEqual({isError: true, text: expect.stringMatching(/no words to search for/)});
    expect(await call('search_docs', {query: 'x'.repeat(100_000)})).toEqual({isError: true, text: expect.stringMatching(/too long: send at most 200/)});
    expect(await call('search_docs', {query: 'fees', limit: 0})).toMatchObject({isError: true});
    expect(await call('search_docs', {})).toMatchObject({isError: true});
  });

  it('read_page returns the Markdown twin of a page, from a path or a URL of the site', async () => {
    const twin = readBuilt('/get-started/network-information.md');
    for (const path of [
      '/get-started/network-information',
      'get-started/network-information',
      '/get-started/network-information.md',
      'https://docs.etherlink.com/get-started/network-information#etherlink-mainnet',
    ]) {
      expect(await call('read_page', {path}), path).toEqual({isError: false, text: twin});
    }
    expect((await call('read_page', {path: '/bridging'})).text).toBe(readBuilt('/bridging.md'));
    expect((await call('read_page', {path: '/'})).text).toBe(readBuilt('/index.md'));
  });

  it('read_page refuses paths outside the site and says when a page does not exist', async () => {
    for (const path of ['../../package.json', '/..%2F..%2Fpackage.json', '/a//b', 'https://example.com/get-started', 'file:///etc/passwd']) {
      expect(await call('read_page', {path}), path).toEqual({isError: true, text: expect.stringMatching(/outside/)});
    }
    expect(await call('read_page', {path: '/no/such/page'})).toEqual({isError: true, text: expect.stringMatching(/no page at \/no\/such\/page/)});
    expect(await call('read_page', {path: ''})).toEqual({isError: true, text: expect.stringMatching(/Send the path of a page/)});
    expect(await call('read_page', {path: `/${'a'.repeat(5_000)}`})).toEqual({isError: true, text: expect.stringMatching(/too long/)});
  });

  it('get_network answers from the facts API, by id, name or chain ID', async () => {
    const published = JSON.parse(readBuilt('/api/v1/networks.json')) as {networks: {id: string}[]};
    for (const [input, id] of [['mainnet', 'mainnet'], ['Etherlink Shadownet Testnet', 'shadownet'], ['testnet', 'shadownet'], ['42793', 'mainnet'], [networkData.shadownet.chainIdHex, 'shadownet']] as const) {
      const {isError, text} = await call('get_network', {network: input});
      expect(isError, input).toBe(false);
      const answer = JSON.parse(text) as {network: {id: string; chainId: number}; source: string};
      expect(answer.network).toEqual(published.networks.find((n) => n.id === id));
      expect(answer.network.chainId).toBe(networkData[id].chainId);
      expect(answer.source).toBe('https://docs.etherlink.com/api/v1/networks.json');
    }
    const both = JSON.parse((await call('get_network', {})).text) as {networks: unknown[]};
    expect(both.networks).toEqual(published.networks);
  });

  it('get_network rejects an unknown network and sends Ghostnet users to the migration page', async () => {
    const unknown = await call('get_network', {network: 'sepolia'});
    expect(unknown).toEqual({isError: true, text: expect.stringMatching(/^Unknown network "sepolia".*mainnet \(Etherlink Mainnet, chain ID 42793\)/)});
    expect((await call('get_network', {network: 'ghostnet'})).text).toContain('/network/migrating-testnet');
    expect(await call('get_network', {network: 'm'.repeat(1_000)})).toMatchObject({isError: true});
  });

  it('get_contract finds contracts by symbol, address, id, name and category', async () => {
    const usdc = tokenContracts.find((t) => t.symbol === 'USDC')!;
    for (const query of ['USDC', usdc.mainnet!.toLowerCase(), 'usdc']) {
      const {isError, text} = await call('get_contract', {query});
      expect(isError, query).toBe(false);
      const {contracts} = JSON.parse(text) as {contracts: {id: string; addresses: Record<string, string>; page: string}[]};
      expect(contracts.map((c) => c.id)).toEqual(['usdc']);
      expect(contracts[0]!.addresses).toEqual({mainnet: usdc.mainnet, shadownet: usdc.shadownet});
      expect(contracts[0]!.page).toBe('https://docs.etherlink.com/building-on-etherlink/tokens');
    }
    const precompile = JSON.parse((await call('get_contract', {query: 'xtz-bridging'})).text) as {contracts: {category: string}[]};
    expect(precompile.contracts).toEqual([expect.objectContaining({category: 'precompile'})]);
    const oracles = JSON.parse((await call('get_contract', {category: 'oracle', network: 'shadownet'})).text) as {contracts: {id: string}[]};
    expect(oracles.contracts.map((c) => c.id)).toContain('pyth');
    expect(oracles.contracts.map((c) => c.id)).not.toContain('acelon-stxtz-xtz');
    const many = JSON.parse((await call('get_contract', {category: 'precompile'})).text) as {note?: string; contracts: unknown[]};
    expect(many.contracts).toHaveLength(10);
    expect(many.note).toMatch(/contracts match; showing 10/);
  });

  it('get_contract rejects no query, an unknown contract, category or network', async () => {
    expect(await call('get_contract', {})).toEqual({isError: true, text: expect.stringMatching(/Send a contract name/)});
    expect(await call('get_contract', {query: 'no such token'})).toEqual({isError: true, text: expect.stringMatching(/No contract matches "no such token"/)});
    expect(await call('get_contract', {query: 'acelon', network: 'shadownet'})).toEqual({isError: true, text: expect.stringMatching(/on shadownet/)});
    expect(await call('get_contract', {category: 'nft'})).toEqual({isError: true, text: expect.stringMatching(/Unknown category "nft"/)});
    expect(await call('get_contract', {query: 'usdc', network: 'goerli'})).toEqual({isError: true, text: expect.stringMatching(/Unknown network "goerli"/)});
  });
});

describe('MCP server without its docs', () => {
  it('says clearly on every tool that the docs site is not reachable', async () => {
    // A port that nothing listens on: take a free one and close it.
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const {port: free} = probe.address() as {port: number};
        probe.close(() => done(free));
      });
    });
    const offline = await connect(['--site', `http://127.0.0.1:${port}`]);
    try {
      for (const [name, args] of [['search_docs', {query: 'fees'}], ['read_page', {path: '/'}], ['get_network', {network: 'mainnet'}], ['get_contract', {query: 'usdc'}]] as const) {
        const result = (await offline.callTool({name, arguments: args})) as Result;
        expect(result.isError, name).toBe(true);
        expect(result.content[0]!.text, name).toMatch(new RegExp(`not reachable at http://127\\.0\\.0\\.1:${port}.*--build <dir>`));
      }
    } finally {
      await offline.close();
    }
  });

  it('refuses to start on a folder that is not a build, with the reason', () => {
    const run = spawnSync('npx', ['jiti', 'mcp/server.ts', '--build', 'no-such-build'], {cwd: ROOT, encoding: 'utf8'});
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/no-such-build is not a build of the Etherlink docs.*npm run build/s);
  });
});
