import {describe, it, expect} from 'vitest';
import {readFileSync, readdirSync} from 'node:fs';
import {isAddress} from 'viem';
import {networks, publicRpcLimits, type NetworkId} from '../../src/data/networks';
import {
  CEX,
  DEX,
  getTool,
  toolCategories,
  toolCategoryTitles,
  toolDocs,
  toolLink,
  tools,
  type Tool,
} from '../../src/data/tools';
import semver from 'semver';
import {acelonFeeds, pyth, pythEntropy, redstoneFeedExplorerUrl, redstoneFeeds} from '../../src/data/oracles';
import {selectTools} from '../../src/components/ToolList/filter';

const networkIds = Object.keys(networks) as NetworkId[];
const docsDir = new URL('../../docs/tools/', import.meta.url);
const pages = Object.fromEntries(
  readdirSync(docsDir)
    .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
    .map((f) => [f.replace(/\.mdx?$/, ''), readFileSync(new URL(f, docsDir), 'utf8')]),
);

function urlsOf(tool: Tool): string[] {
  return [tool.url, ...(tool.docsUrl ? [tool.docsUrl] : []), ...(tool.links ?? []).map((l) => l.url)];
}

function isHttps(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Page text without front matter and fenced code blocks (code may repeat values literally). */
function prose(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/^\s*```[\s\S]*?^\s*```/gm, '');
}

describe('tools data', () => {
  it('gives every tool the required fields', () => {
    expect(tools.length).toBeGreaterThan(0);
    for (const tool of tools) {
      expect(tool.name.trim(), JSON.stringify(tool)).not.toBe('');
      expect(tool.kind.trim(), tool.name).not.toBe('');
      expect(tool.categories.length, tool.name).toBeGreaterThan(0);
      expect(Array.isArray(tool.networks), tool.name).toBe(true);
      expect(typeof tool.url, tool.name).toBe('string');
    }
  });

  it('uses valid https URLs everywhere', () => {
    for (const tool of tools) {
      for (const url of urlsOf(tool)) expect(isHttps(url), `${tool.name}: ${url}`).toBe(true);
      for (const link of tool.links ?? []) expect(link.label.trim(), tool.name).not.toBe('');
    }
  });

  it('only uses known categories, once per tool', () => {
    for (const tool of tools) {
      for (const c of tool.categories) expect(toolCategories, tool.name).toContain(c);
      expect(new Set(tool.categories).size, tool.name).toBe(tool.categories.length);
    }
  });

  it('has at least one tool in every category', () => {
    for (const c of toolCategories) {
      expect(tools.filter((t) => t.categories.includes(c)).length, c).toBeGreaterThan(0);
    }
  });

  it('has no duplicate tool names within a category', () => {
    for (const c of toolCategories) {
      const names = tools.filter((t) => t.categories.includes(c)).map((t) => t.name.toLowerCase());
      expect(new Set(names).size, c).toBe(names.length);
    }
  });

  it('lists each tool once in the module', () => {
    const names = tools.map((t) => t.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('has one-line descriptions of at most 160 characters', () => {
    for (const tool of tools) {
      expect(tool.description.trim(), tool.name).not.toBe('');
      expect(tool.description.length, tool.name).toBeLessThanOrEqual(160);
      expect(tool.description, tool.name).not.toMatch(/\n/);
    }
  });

  it('only names known networks, without repeats', () => {
    for (const tool of tools) {
      for (const n of tool.networks) expect(networkIds, tool.name).toContain(n);
      expect(new Set(tool.networks).size, tool.name).toBe(tool.networks.length);
    }
  });

  it('splits the exchanges into centralized and decentralized lists that cover all of them', () => {
    const all = selectTools(tools, {category: 'exchanges'});
    const cex = selectTools(tools, {category: 'exchanges', kind: CEX});
    const dex = selectTools(tools, {category: 'exchanges', kind: DEX});
    expect(cex.length).toBeGreaterThan(0);
    expect(dex.length).toBeGreaterThan(0);
    expect(cex.length + dex.length).toBe(all.length);
  });

  it('looks tools and links up by name and fails loudly on typos', () => {
    expect(getTool('Pyth').name).toBe('Pyth');
    expect(() => getTool('Pyht')).toThrow(/Unknown tool/);
    expect(() => toolLink('Pyth', 'No such link')).toThrow(/no link/);
    expect(() => toolDocs('Hanji')).toThrow(/no documentation/);
  });
});

describe('oracle data', () => {
  const feeds = [...redstoneFeeds, ...acelonFeeds];

  it('uses checksummed addresses', () => {
    const addresses = [...Object.values(pyth.contract), ...feeds.flatMap((f) => Object.values(f.addresses))];
    for (const a of addresses) expect(isAddress(a!, {strict: true}), a).toBe(true);
  });

  it('uses 32-byte Pyth feed IDs', () => {
    for (const f of pyth.feedIds) expect(f.id, f.pair).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('deploys every feed on at least one known network, with distinct addresses', () => {
    for (const f of feeds) {
      const entries = Object.entries(f.addresses);
      expect(entries.length, f.pair).toBeGreaterThan(0);
      for (const [n] of entries) expect(networkIds).toContain(n);
    }
    const all = feeds.flatMap((f) => Object.values(f.addresses).map((a) => a!.toLowerCase()));
    expect(new Set(all).size).toBe(all.length);
  });

  it('keeps Acelon on Mainnet only', () => {
    for (const f of acelonFeeds) expect(Object.keys(f.addresses)).toEqual(['mainnet']);
    expect(getTool('Acelon').networks).toEqual(['mainnet']);
  });

  it("pins the Entropy SDK that is installed, and asks for the oldest Node.js its package accepts", () => {
    const sdk = JSON.parse(readFileSync(require.resolve('@pythnetwork/entropy-sdk-solidity/package.json'), 'utf8')) as {version: string; engines: {node: string}};
    expect(sdk.version).toBe(pythEntropy.sdkVersion);
    expect(pages.vrf).toContain(`npm install @pythnetwork/entropy-sdk-solidity@${pythEntropy.sdkVersion}`);
    const lowest = semver.minVersion(sdk.engines.node)!;
    expect(pythEntropy.nodeMinimum).toBe(`${lowest.major}.${lowest.minor}`);
  });

  it('links the RedStone explorer to current networks only', () => {
    const ids = new URL(redstoneFeedExplorerUrl).searchParams.get('networks')!.split(',').map(Number);
    expect(ids.sort()).toEqual(Object.values(networks).map((n) => n.chainId).sort());
  });
});

describe('tools pages', () => {
  it('has exactly one page per category, titled as the category', () => {
    expect(Object.keys(pages).sort()).toEqual([...toolCategories].sort());
    for (const c of toolCategories) {
      const title = pages[c].match(/^title: (.+)$/m)?.[1];
      expect(title, c).toBe(toolCategoryTitles[c]);
    }
  });

  it('has the required front matter on every page', () => {
    for (const [slug, source] of Object.entries(pages)) {
      const front = source.match(/^---\n([\s\S]*?)\n---\n/)?.[1] ?? '';
      const description = front.match(/^description: (.+)$/m)?.[1] ?? '';
      expect(description.length, slug).toBeGreaterThan(0);
      expect(description.length, slug).toBeLessThanOrEqual(160);
      const keywords = front.match(/^keywords: \[(.+)\]$/m)?.[1].split(',') ?? [];
      expect(keywords.length, slug).toBeGreaterThanOrEqual(5);
      expect(keywords.length, slug).toBeLessThanOrEqual(10);
      expect(front, slug).not.toMatch(/^(id|slug):/m);
    }
  });

  it('renders the tool list of its own category on every page, and every list has tools', () => {
    const kinds: Record<string, string> = {CEX, DEX};
    for (const [slug, source] of Object.entries(pages)) {
      const lists = [...source.matchAll(/<ToolList category="([^"]+)"(?: kind=\{(\w+)\})?/g)];
      expect(lists.length, slug).toBeGreaterThan(0);
      for (const [, category, kind] of lists) {
        expect(category, slug).toBe(slug);
        const selected = selectTools(tools, {category: category as Tool['categories'][number], kind: kind && kinds[kind]});
        expect(selected.length, `${slug} ${kind ?? ''}`).toBeGreaterThan(0);
      }
    }
  });

  it('only refers to tools and links that exist', () => {
    for (const source of Object.values(pages)) {
      for (const [, name] of source.matchAll(/getTool\('([^']+)'\)/g)) expect(() => getTool(name)).not.toThrow();
      for (const [, name] of source.matchAll(/toolDocs\('([^']+)'\)/g)) expect(() => toolDocs(name)).not.toThrow();
      for (const [, name, label] of source.matchAll(/toolLink\('([^']+)', '([^']+)'\)/g)) {
        expect(() => toolLink(name, label)).not.toThrow();
      }
    }
  });

  it('uses only oracle addresses and feed IDs from src/data/oracles.ts, with the same spelling', () => {
    const known = new Set<string>([
      ...Object.values(pyth.contract),
      ...[...redstoneFeeds, ...acelonFeeds].flatMap((f) => Object.values(f.addresses) as string[]),
      ...pyth.feedIds.map((f) => f.id),
    ]);
    for (const [slug, source] of Object.entries(pages)) {
      for (const [value] of source.matchAll(/0x[0-9a-fA-F]{40,64}\b/g)) {
        expect(known.has(value), `${slug}: ${value}`).toBe(true);
      }
    }
  });

  it('does not repeat in prose a URL that the data modules hold', () => {
    const dataUrls = new Set(tools.flatMap(urlsOf).map((u) => u.replace(/\/$/, '')));
    dataUrls.add(redstoneFeedExplorerUrl);
    for (const n of Object.values(networks)) [n.rpcUrl, n.relayUrl, n.explorerUrl].forEach((u) => dataUrls.add(u));
    for (const [slug, source] of Object.entries(pages)) {
      for (const [url] of prose(source).matchAll(/https?:\/\/[^\s)"'<>]+/g)) {
        expect(dataUrls.has(url.replace(/\/$/, '')), `${slug}: ${url}`).toBe(false);
      }
    }
  });

  it('renders the public RPC limits from networks.ts instead of typing them', () => {
    const source = pages['node-providers'];
    expect(source).toMatch(/import \{[^}]*publicRpcLimits[^}]*\} from '@site\/src\/data\/networks'/);
    const limits = Object.values(publicRpcLimits).flatMap((v) => [String(v), v.toLocaleString('en-US')]);
    const text = source.replace(/^---\n[\s\S]*?\n---\n/, '');
    for (const value of new Set(limits)) {
      expect(text.match(new RegExp(`(?<![\\w.])${value}(?![\\w,])`)), value).toBeNull();
    }
  });

  it('does not present the retired testnet as current', () => {
    for (const [slug, source] of Object.entries(pages)) {
      expect(source, slug).not.toMatch(/ghostnet|128123|testnet\.explorer\.etherlink\.com|AcurastSimple/i);
    }
  });
});
