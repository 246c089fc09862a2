/**
 * The AI-ready files of the built site (plugins/llms-txt): a Markdown twin per doc route,
 * llms.txt listing every sidebar page once, llms-full.txt, and twins free of MDX and HTML.
 * Reads the build directory with fs, and fetches from the host's own runtime (scripts/serve.mjs) for the HTTP side.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {routes} from '../e2e/routes';
import {startHost} from '../../scripts/serve.mjs';
import {ROOT, requireBuild} from './support';
import {networkList} from '../../src/data/networks';
import {twinPath} from '../../src/lib/markdownTwin';
import {pageToMarkdown} from '../../plugins/llms-txt/markdown';

const BUILD_DIR = requireBuild();
const SITE = 'https://docs.etherlink.com';
const pages = routes.filter((r) => r.inSidebar);
const fragments = routes.filter((r) => !r.inSidebar);

/** Components of ours that MDX pages use: none may survive as a tag in a twin. */
const OUR_COMPONENTS = [
  'CopyValue', 'NetworkTable', 'PrecompileTable', 'WalletButtons', 'AddNetworkButton', 'ToolList', 'EndpointTable',
  'AddressTable', 'BridgeTokenTable', 'WrappedAssetBridgeTable', 'LayerZeroTable', 'XtzContractsTable',
  'BridgePrecompilesTable', 'BridgeAppsTable', 'GovernanceTable', 'ProcessSummary', 'PeriodTable', 'ThresholdTable',
  'ContractTable', 'ContractHistoryTable', 'GovernanceCommand', 'UpgradeList', 'UpgradeSummary', 'AnnouncementList',
  'NodeReleaseTable', 'TokenTable', 'OftDeploymentTable', 'FeedAddresses', 'FeeBacklogTable', 'TestedVersions',
  'CallToAction', 'RateLimitNote', 'GasPriceWarning', 'CementingDelayNote', 'Tabs', 'TabItem', 'CodeBlock', 'Link',
  'Admonition', 'Details',
];

const read = (file: string) => readFileSync(join(BUILD_DIR, file), 'utf8');
const twinFile = (path: string) => twinPath(path).slice(1);

/** The twin without fenced code blocks and code spans: where MDX or HTML would show. */
function prose(markdown: string): string {
  return markdown.replace(/^( *)(`{3,})[^\n]*\n[\s\S]*?^\1\2 *$/gm, '').replace(/(`+)[\s\S]*?\1/g, '');
}

describe('llms.txt and Markdown twins in the build', () => {
  it('every doc route has a twin, conref fragments none, and the host sends them as Markdown', async () => {
    for (const route of pages) {
      expect(existsSync(join(BUILD_DIR, twinFile(route.path))), `twin of ${route.path}`).toBe(true);
    }
    for (const fragment of fragments) {
      expect(existsSync(join(BUILD_DIR, twinFile(fragment.path))), `twin of ${fragment.path}`).toBe(false);
    }
    const server = await startHost({root: BUILD_DIR});
    try {
      for (const path of ['/index.md', '/bridging.md', '/get-started/network-information.md', '/llms.txt']) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toMatch(/^text\/(markdown|plain)/);
      }
    } finally {
      await server.close();
    }
  });

  it('llms.txt follows the convention and lists every sidebar page exactly once, by category', () => {
    const text = read('llms.txt');
    expect(text).toMatch(/^# Etherlink documentation\n\n> \S.*\n/);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections.slice(0, 2)).toEqual(['Get started', 'Tutorial']);
    const links = [...text.matchAll(/^- \[[^\]]+\]\((https:\/\/docs\.etherlink\.com\/[^)]*\.md)\)/gm)].map((m) => m[1]);
    const expected = pages.map((r) => `${SITE}${twinPath(r.path)}`);
    expect([...links].sort()).toEqual([...expected].sort());
    expect(new Set(links).size).toBe(links.length);
    expect(links[0]).toBe(`${SITE}/index.md`);
    expect(text).not.toContain('/conrefs/');
  });

  it('llms-full.txt holds every sidebar page in llms.txt order, each with its title and source', () => {
    const full = read('llms-full.txt');
    const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
    const order = [...read('llms.txt').matchAll(/\]\((https:\/\/docs\.etherlink\.com\/[^)]*\.md)\)/g)].map((m) =>
      m[1].replace(/index\.md$/, '').replace(/\.md$/, ''),
    );
    expect(sources).toEqual(order);
    for (const route of routes.filter((r) => r.inSidebar && r.title)) {
      expect(full).toContain(`# ${route.title!.replace(/[[\]*_`]/g, '\\$&')}\n\nSource: ${SITE}${route.path}\n`);
    }
  });

  it('no twin keeps MDX (import/export, our JSX) or HTML tags', () => {
    const problems: string[] = [];
    for (const route of pages) {
      const text = read(twinFile(route.path));
      const outside = prose(text);
      if (!text.startsWith('---\ntitle: ')) problems.push(`${route.path}: no front matter`);
      if (/^\s*(import|export) /m.test(outside)) problems.push(`${route.path}: import/export outside code`);
      for (const name of OUR_COMPONENTS) if (text.includes(`<${name}`)) problems.push(`${route.path}: <${name}`);
      const tag = /(?<!\\)<\/?[A-Za-z][\w-]*(\s[^>]*)?\/?>/.exec(outside);
      if (tag) problems.push(`${route.path}: HTML ${tag[0]}`);
      if (/\]\(\/(?!\/)/.test(outside)) problems.push(`${route.path}: relative link`);
      if (/\bCopied to the clipboard\b|Direct link to/.test(text)) problems.push(`${route.path}: UI text`);
    }
    expect(problems).toEqual([]);
  });

  it('the network-information twin has the chain IDs and RPC URLs from src/data/networks.ts', () => {
    const text = read('get-started/network-information.md');
    expect(text).toMatch(/^---\ntitle: Network information\ndescription: .+\n---\n\n# Network information\n/);
    for (const network of networkList) {
      expect(text).toContain(`| Chain ID | \`${network.chainId}\``);
      expect(text).toContain(`| RPC endpoint | \`${network.rpcUrl}\` |`);
    }
    expect(text).toContain('42793');
    expect(text).toContain('127823');
  });

  // plugins/llms-txt/markdown.ts finds a code block's title by the theme's CSS-module class name
  // (codeBlockTitle_<hash>; the theme has no stable class for it): this fails when the theme renames it.
  it('code block titles written in the pages are kept as fence titles, converted from the built HTML', () => {
    const missing: string[] = [];
    let titled = 0;
    for (const route of pages) {
      const source = readFileSync(join(ROOT, route.file), 'utf8');
      const titles = Array.from(source.matchAll(/^ *```\w*[^\n]*?\btitle="([^"]+)"/gm), (m) => m[1]!);
      if (titles.length === 0) continue;
      const rel = route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`;
      const markdown = pageToMarkdown(read(rel), {pageUrl: `${SITE}${route.path}`})!.body;
      for (const title of titles) {
        titled++;
        if (!markdown.includes(`title="${title.replace(/"/g, '\\"')}"`)) missing.push(`${route.file}: ${title}`);
      }
    }
    expect(titled).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
