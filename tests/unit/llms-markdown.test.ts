/**
 * The HTML → Markdown conversion behind the Markdown twins and llms-full.txt: each of our
 * data-driven components rendered with react-dom/server and converted, then the theme's
 * building blocks (admonitions, tabs, code blocks), links, images and escaping.
 */
import {describe, it, expect, vi} from 'vitest';
import {createElement, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {htmlToMarkdown, pageToMarkdown, twinDocument, yamlString} from '../../plugins/llms-txt/markdown';
import CopyValue from '../../src/components/CopyValue';
import NetworkTable, {PrecompileTable} from '../../src/components/NetworkTable';
import ToolList from '../../src/components/ToolList';
import EndpointTable from '../../src/components/EndpointTable';
import {BridgePrecompilesTable, BridgeTokenTable, XtzContractsTable} from '../../src/components/BridgingTables';
import {ContractHistoryTable, ContractTable, PeriodTable, ProcessSummary, ThresholdTable} from '../../src/components/GovernanceTable';
import UpgradeList, {AnnouncementList, NodeReleaseTable, UpgradeSummary} from '../../src/components/UpgradeList';
import TokenTable, {OftDeploymentTable} from '../../src/components/TokenTable';
import FeedAddresses from '../../src/components/FeedAddresses';
import FeeBacklogTable from '../../src/components/FeeBacklogTable';
import GovernanceCommand from '../../src/components/GovernanceCommand';
import TestedVersions from '../../src/components/TestedVersions';
import CallToAction from '../../src/components/CallToAction';
import WalletButtons from '../../src/components/WalletButtons';
import {ethereumPrecompiles, etherlinkPrecompiles, explorerAddressUrl, mainnet, networkList, shadownet} from '../../src/data/networks';
import {tools} from '../../src/data/tools';
import {endpointsInGroup} from '../../src/data/endpoints';
import {contractGenerations} from '../../src/data/governance';
import {kernelUpgrades, evmNodeReleases} from '../../src/data/upgrades';
import {tokenContracts, wxtzOftDeployments} from '../../src/data/tokens';
import {redstoneFeeds} from '../../src/data/oracles';
import {evmBridgeTokens} from '../../src/data/bridging';
import {CodeBlock as CodeBlockStub} from './support/docusaurus-theme';

vi.mock('@docusaurus/Link', async () => ({default: (await import('./support/docusaurus-theme')).Link}));
vi.mock('@theme/Heading', async () => ({default: (await import('./support/docusaurus-theme')).Heading}));
vi.mock('@theme/Admonition', async () => ({default: (await import('./support/docusaurus-theme')).Admonition}));
vi.mock('@theme/CodeBlock', async () => ({default: (await import('./support/docusaurus-theme')).CodeBlock}));
vi.mock('@theme/Tabs', async () => ({default: (await import('./support/docusaurus-theme')).Tabs}));
vi.mock('@theme/TabItem', async () => ({default: (await import('./support/docusaurus-theme')).TabItem}));
vi.mock('@docusaurus/useDocusaurusContext', async () => {
  const {siteConfig} = await import('./support/docusaurus-theme');
  return {default: () => ({siteConfig})};
});
// Only reached with a thirdweb client ID; without one WalletButtons renders its add-network buttons.
vi.mock('@site/src/wallet/LazyConnect', () => ({default: () => null}));
vi.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDoc: () => ({frontMatter: {dependencies: {hardhat: '3.0.17', viem: '2.41.2'}, tested_commands: ['npx hardhat test']}}),
}));

const PAGE = 'https://docs.etherlink.com/get-started/network-information';

function md<P extends object>(component: ComponentType<P>, props: P): string {
  return htmlToMarkdown(renderToStaticMarkup(createElement(component, props)), {pageUrl: PAGE});
}
const fromHtml = (html: string, pageUrl = PAGE) => htmlToMarkdown(html, {pageUrl});

/** Prose with fenced code and code spans taken out: what must hold no HTML. */
function prose(markdown: string): string {
  return markdown.replace(/^( *)(`{3,})[^\n]*\n[\s\S]*?^\1\2 *$/gm, '').replace(/(`+)[\s\S]*?\1/g, '');
}

/** No HTML tag, no control label, no relative link. */
function expectClean(markdown: string): void {
  expect(prose(markdown)).not.toMatch(/(?<!\\)<\/?[A-Za-z][^>]*>/);
  expect(prose(markdown)).not.toMatch(/\bCopy\b|Copied to the clipboard/);
  expect(markdown).not.toMatch(/\]\((?!https?:|mailto:)/);
  expect(markdown).not.toContain('\u200b');
}

/** The body rows of the first GFM table, as cells. */
function tableRows(markdown: string): string[][] {
  const lines = markdown.split('\n').filter((l) => l.startsWith('| '));
  return lines.slice(2).map((l) => l.slice(2, -2).split(/ (?<!\\)\| /));
}

describe('CopyValue', () => {
  it('becomes inline code with the full value, not the abbreviation, and loses its button', () => {
    const value = '0xc9B53AB2679f573e480d01e0f49e2B5CFB7a3EAb';
    const out = md(CopyValue, {value, abbreviate: [6, 4], label: 'WXTZ'});
    expect(out).toBe(`\`${value}\``);
  });

  it('keeps its link (to the explorer) around the code', () => {
    const out = md(CopyValue, {value: '0xabc', href: 'https://explorer.etherlink.com/address/0xabc'});
    expect(out).toBe('[`0xabc`](https://explorer.etherlink.com/address/0xabc)');
  });
});

describe('NetworkTable', () => {
  for (const network of networkList) {
    it(`renders the ${network.shortName} parameters as a Parameter | Value table from src/data`, () => {
      const out = md(NetworkTable, {network: network.id});
      expectClean(out);
      expect(out.split('\n').slice(0, 2)).toEqual(['| Parameter | Value |', '| --- | --- |']);
      const rows = Object.fromEntries(tableRows(out).map(([k, v]) => [k, v]));
      expect(rows['Chain ID']).toBe(`\`${network.chainId}\` hex \`${network.chainIdHex}\``);
      expect(rows['RPC endpoint']).toBe(`\`${network.rpcUrl}\``);
      expect(rows['Tezos Smart Rollup address']).toContain(`[\`${network.rollupAddress}\`](`);
      expect(rows['Wallet derivation path']).toBe(`\`${network.derivationPath}\``);
    });
  }
});

describe('PrecompileTable', () => {
  it('lists every precompile with its full address on each network, linked to that explorer', () => {
    for (const [kind, list] of [['etherlink', etherlinkPrecompiles], ['ethereum', ethereumPrecompiles]] as const) {
      const out = md(PrecompileTable, {kind});
      expectClean(out);
      const rows = tableRows(out);
      expect(rows).toHaveLength(list.length);
      for (const [i, precompile] of list.entries()) {
        expect(rows[i][1]).toBe(`[\`${precompile.address}\`](${explorerAddressUrl(mainnet, precompile.address)})`);
        expect(rows[i][2]).toBe(`[\`${precompile.address}\`](${explorerAddressUrl(shadownet, precompile.address)})`);
      }
    }
  });
});

describe('ToolList', () => {
  it('keeps every card (name linked, kind, description, networks) and drops the filter controls', () => {
    const out = md(ToolList, {category: 'price-feeds'});
    expectClean(out);
    expect(out).not.toMatch(/All networks|Showing all|Include tools/);
    for (const tool of tools.filter((t) => t.categories.includes('price-feeds'))) {
      expect(out).toContain(`### [${tool.name}](${tool.url})`);
      expect(out).toContain(tool.description);
    }
    expect(out).toMatch(/^ {2}Networks: /m);
  });
});

describe('EndpointTable', () => {
  it('renders the full table without its filter form or live summary', () => {
    const out = md(EndpointTable, {group: 'ethereum', label: 'Standard Ethereum endpoints', filterable: true});
    expectClean(out);
    expect(out).not.toMatch(/Filter by method|Any|Showing/);
    const all = endpointsInGroup('ethereum');
    const rows = tableRows(out);
    expect(rows.map((r) => r[0])).toEqual(all.map((e) => (e.docsUrl ? `[\`${e.method}\`](${e.docsUrl})` : `\`${e.method}\``)));
    expect(rows.every((r) => r.length === 3)).toBe(true);
  });
});

describe('AddressTable (BridgingTables)', () => {
  it('shows full token addresses', () => {
    const out = md(BridgeTokenTable, {chain: 'ethereum'});
    expectClean(out);
    expect(tableRows(out).map((r) => r[2])).toEqual(
      evmBridgeTokens.ethereum.map((t) => expect.stringContaining(`[\`${t.address}\`](`)),
    );
    expect(out).not.toContain('…');
    expect(md(XtzContractsTable, {})).not.toContain('…');
    expect(md(BridgePrecompilesTable, {})).toContain('`0xff00000000000000000000000000000000000001`');
  });
});

describe('GovernanceTable', () => {
  it('gives contract addresses in full, including the abbreviated history table', () => {
    const history = md(ContractHistoryTable, {});
    expectClean(history);
    for (const g of contractGenerations) {
      for (const address of [g.slow, g.fast, g.sequencer]) expect(history).toContain(`[\`${address}\`](https://tzkt.io/${address})`);
    }
    expect(md(ContractTable, {})).toMatch(/\| Kernel governance \(slow\) contract \| \[`KT1/);
  });

  it('renders the process, period and threshold tables as GFM tables', () => {
    for (const out of [md(ProcessSummary, {}), md(PeriodTable, {process: 'slow'}), md(ThresholdTable, {process: 'fast'})]) {
      expectClean(out);
      expect(out).toMatch(/^\| .+ \|\n\| --- \|/);
      expect(tableRows(out).length).toBeGreaterThan(0);
    }
  });
});

describe('UpgradeList', () => {
  it('turns each upgrade into a section: heading, facts as a list, changes, breaking changes as a quote', () => {
    const out = md(UpgradeList, {});
    expectClean(out);
    for (const upgrade of kernelUpgrades) expect(out).toContain(`## ${upgrade.title}\n`);
    expect(out).not.toContain('Direct link to');
    expect(out).toMatch(/^- \*\*(Activated on Mainnet|Timing):\*\* /m);
    const breaking = kernelUpgrades.find((u) => u.breaking);
    if (breaking) expect(out).toContain('> **Breaking changes:**\n>\n> - ');
    const withNode = kernelUpgrades.find((u) => u.nodeRequirement);
    if (withNode) expect(out).toContain(`> **Node operators:** ${withNode.nodeRequirement}`);
  });

  it('links the summary table to the sections of the page', () => {
    const out = md(UpgradeSummary, {});
    expect(tableRows(out)).toHaveLength(kernelUpgrades.length);
    expect(out).toContain(`[${kernelUpgrades[0].version}](${PAGE}#`);
    expect(tableRows(md(NodeReleaseTable, {}))).toHaveLength(evmNodeReleases.length);
    expectClean(md(AnnouncementList, {}));
  });
});

describe('TokenTable, FeedAddresses, FeeBacklogTable', () => {
  it('renders token and feed addresses in full and fee rows as numbers', () => {
    const tokens = md(TokenTable, {});
    expectClean(tokens);
    for (const token of tokenContracts) if (token.mainnet) expect(tokens).toContain(`\`${token.mainnet}\``);
    expect(tokens).toMatch(/Not deployed on (Mainnet|Shadownet)|\| [^|]+ \| `0x/);
    const oft = md(OftDeploymentTable, {});
    for (const d of wxtzOftDeployments) expect(oft).toContain(`[\`${d.address}\`](${d.explorerUrl})`);
    const feeds = md(FeedAddresses, {feeds: redstoneFeeds, label: 'RedStone feeds'});
    expectClean(feeds);
    expect(tableRows(feeds).map((r) => r[0])).toEqual(redstoneFeeds.map((f) => f.pair));
    const fees = md(FeeBacklogTable, {});
    expect(tableRows(fees).every((r) => /^[\d.]+$/.test(r[2]))).toBe(true);
  });
});

describe('GovernanceCommand', () => {
  it('turns the Slow/Fast tabs into two headed sections, hidden panel included, with bash fences', () => {
    const out = md(GovernanceCommand, {kind: 'kernel', action: 'upvote'});
    expectClean(out);
    expect(out).toMatch(/^#### Slow kernel governance\n\n```bash title="Tezos Mainnet · slow kernel governance"\noctez-client /m);
    expect(out).toMatch(/^#### Fast kernel governance\n\n```bash title="Tezos Mainnet · fast kernel governance"\noctez-client /m);
  });
});

describe('TestedVersions, CallToAction, WalletButtons', () => {
  it('keeps the tested versions sentence and the call to action; wallet buttons leave nothing', () => {
    expect(md(TestedVersions, {})).toBe("Tested with Hardhat `3.0.17` and viem `2.41.2`: this site's tests run `npx hardhat test` with these versions.");
    const cta = md(CallToAction, {title: 'Join us', description: 'Talk to the team.', action: 'Open Discord', to: 'https://discord.com/invite/etherlink'});
    expect(cta).toBe('Join us\n\nTalk to the team.\n\n[Open Discord](https://discord.com/invite/etherlink)');
    expect(md(WalletButtons, {})).toBe('');
  });
});

describe('theme building blocks', () => {
  it('admonitions become quotes led by their title; default titles are the capitalised type', () => {
    const note = '<div class="theme-admonition theme-admonition-note alert"><div class="admonitionHeading_x"><span><svg></svg></span>note</div><div class="admonitionContent_y"><p>Fees are low.</p><ul><li>one</li><li>two</li></ul></div></div>';
    expect(fromHtml(note)).toBe('> **Note:** Fees are low.\n>\n> - one\n> - two');
    const titled = '<div class="theme-admonition theme-admonition-warning"><div>Mind the gap?</div><div><p>Really.</p></div></div>';
    expect(fromHtml(titled)).toBe('> **Mind the gap?** Really.');
  });

  it('inlines a conref include: the admonition it renders, with absolute links', () => {
    const page = `<h2 id="x">Rate limits<a href="#x" class="hash-link" aria-label="Direct link to Rate limits">\u200b</a></h2>
      <div class="theme-admonition theme-admonition-note admonition_xJq3 alert alert--secondary"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 16 16"><path d="M0"></path></svg></span>The public RPC endpoints are rate-limited</div><div class="admonitionContent_BuS1"><p>See <a href="/get-started/network-information">Network information</a>.</p><p>For a production application, <a href="/network/evm-nodes">run your own EVM node</a>.</p></div></div>`;
    expect(fromHtml(page, 'https://docs.etherlink.com/building-on-etherlink/information')).toBe(
      '## Rate limits\n\n' +
        '> **The public RPC endpoints are rate-limited:** See [Network information](https://docs.etherlink.com/get-started/network-information).\n>\n' +
        '> For a production application, [run your own EVM node](https://docs.etherlink.com/network/evm-nodes).',
    );
  });

  it('code blocks keep language and title; a fence grows past backticks inside', () => {
    const html = renderToStaticMarkup(createElement(CodeBlockStub, {language: 'solidity', title: 'contracts/A.sol', children: 'contract A {\n  uint x;\n}\n'}));
    expect(fromHtml(html)).toBe('```solidity title="contracts/A.sol"\ncontract A {\n  uint x;\n}\n```');
    expect(fromHtml('<pre><code class="language-md">```js\nx\n```\n</code></pre>')).toBe('````md\n```js\nx\n```\n````');
  });

  it('a Prism code block (a <div> per line, each ending in <br>) keeps one line per line', () => {
    const line = (tokens: string) => `<div class="token-line"><span class="token plain">${tokens}</span><br></div>`;
    const html = `<div class="theme-code-block language-bash"><div class="codeBlockContent_x"><pre class="prism-code language-bash"><code class="codeBlockLines_y">${line('cd app')}${line('')}${line('npm install')}</code></pre><button aria-label="Copy code">Copy</button></div></div>`;
    expect(fromHtml(html)).toBe('```bash\ncd app\n\nnpm install\n```');
  });

  it('tabs become one #### section per label, in order, hidden panels included', () => {
    const html = '<div class="tabs-container"><ul role="tablist"><li role="tab">npm</li><li role="tab">yarn</li></ul><div><div role="tabpanel"><p>A</p></div><div role="tabpanel" hidden><p>B</p></div></div></div>';
    expect(fromHtml(html)).toBe('#### npm\n\nA\n\n#### yarn\n\nB');
  });
});

describe('links, images, lists, tables, escaping', () => {
  it('makes links and images absolute, keeps external ones as written, and drops heading anchors', () => {
    const html = '<h3 id="a">Title<a class="hash-link" href="#a">#</a></h3><p><a href="/bridging/">Bridging</a>, <a href="#fees">fees</a>, <a href="https://example.com/a b">ext</a> <img src="/img/x.png" alt="A [diagram]"> <img src="data:image/svg+xml;base64,AAA" alt="Flow"></p>';
    expect(fromHtml(html)).toBe(
      '### Title\n\n[Bridging](https://docs.etherlink.com/bridging/), [fees](https://docs.etherlink.com/get-started/network-information#fees), ' +
        '[ext](https://example.com/a%20b) ![A \\[diagram\\]](https://docs.etherlink.com/img/x.png) *Image: Flow*',
    );
  });

  it('writes link URLs as they are, query strings included', () => {
    const url = 'https://www.youtube.com/watch?v=0DQ&list=PLh';
    expect(fromHtml(`<p><a href="${url}">Videos</a></p>`)).toBe(`[Videos](${url})`);
  });

  it('nests lists, keeps ordered starts, and keeps two lists in a row apart', () => {
    const html = '<ol start="3"><li>Three<ul><li>a</li><li>b</li></ul></li><li><p>Four</p><pre><code class="language-bash">ls\n</code></pre></li></ol><ul><li>x</li></ul><ul><li>y</li></ul>';
    expect(fromHtml(html)).toBe('3. Three\n   - a\n   - b\n\n4. Four\n\n   ```bash\n   ls\n   ```\n\n- x\n\n* y');
  });

  it('escapes | in table cells, code included, and pads short rows', () => {
    const html = '<table><thead><tr><th>Op</th><th>Meaning</th></tr></thead><tbody><tr><td><code>a || b</code></td><td>x | y</td></tr><tr><td colspan="2">wide</td></tr><tr><td>short</td></tr></tbody></table>';
    expect(fromHtml(html)).toBe('| Op | Meaning |\n| --- | --- |\n| `a \\|\\| b` | x \\| y |\n| wide |  |\n| short |  |');
  });

  it('escapes Markdown in text, keeps inline formatting, and writes <br> as a hard line break', () => {
    const html = '<p>Use <strong>bold</strong>, <em>it</em>, <code>a`b</code>, 2 * 3, snake_case, _x_ and &lt;YOUR_KEY&gt;.<br>Next line</p><p>1. not a list</p>';
    expect(fromHtml(html)).toBe('Use **bold**, *it*, ``a`b``, 2 \\* 3, snake_case, \\_x\\_ and \\<YOUR_KEY>.\\\nNext line\n\n1\\. not a list');
  });
});

describe('pages and twins', () => {
  const page = `<!doctype html><html><head><title>Network information | Etherlink documentation</title>
    <meta name="description" content="Chain IDs: and RPC URLs"></head><body><nav>menu</nav><article>
    <nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav><div class="theme-doc-markdown markdown"><header><h1>Network information</h1></header>
    <p>Body.</p></div><footer>Edit this page</footer></article></body></html>`;

  it('takes the title from the h1, the description from the meta tag and the body from the article only', () => {
    const converted = pageToMarkdown(page, {pageUrl: PAGE, siteTitle: 'Etherlink documentation'});
    expect(converted).toEqual({title: 'Network information', description: 'Chain IDs: and RPC URLs', body: 'Body.'});
    expect(twinDocument(converted!)).toBe(
      '---\ntitle: Network information\ndescription: "Chain IDs: and RPC URLs"\n---\n\n# Network information\n\nBody.\n',
    );
    expect(pageToMarkdown('<html><body><main>404</main></body></html>', {pageUrl: PAGE})).toBeNull();
  });

  it('quotes front matter values only when YAML needs it', () => {
    expect(yamlString('What is Etherlink?')).toBe('What is Etherlink?');
    expect(yamlString('Fees: how they work')).toBe('"Fees: how they work"');
    expect(yamlString('"quoted"')).toBe('"\\"quoted\\""');
    expect(yamlString('2024')).toBe('"2024"');
  });
});
