import {describe, expect, it} from 'vitest';
import {codeRecords, extractPageRecords, MAX_CONTENT_CHARS} from './extract';
import {htmlFileFor} from '../llms-txt';
import {isExcluded} from './index';

// Shaped like a minified Docusaurus doc page: optional end tags left out, hash links, a tab list,
// a code block, the mobile TOC and the sidebar with its active category.
const page = `<!doctype html><html><head><title>Running a node | Etherlink</title>
<meta name="description" content="Install and run a node."><meta data-rh=true name=keywords content="EVM node,octez-evm-node, RPC ,"></head><body>
<nav class="navbar">Navbar text</nav>
<aside><nav aria-label="Docs sidebar"><ul class="theme-doc-sidebar-menu menu__list">
<li class="menu__list-item"><a class="menu__link" href="/">Home</a>
<li class="theme-doc-sidebar-item-category menu__list-item"><div><a class="menu__link menu__link--sublist menu__link--active" href="#">Network</a></div>
<ul class="menu__list"><li><a class="menu__link menu__link--active" href="/network/evm-nodes">Running a node</a></ul>
</ul></nav></aside>
<main><article><nav class="theme-doc-breadcrumbs"><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label="Home page" href=/><svg><path d="M1 1"/></svg></a><li class=breadcrumbs__item><span>Network</span><li class=breadcrumbs__item><span>Running a node</span></ul></nav>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Running a node</h1></header>
<p>A node keeps a copy of the <code>state</code>.
<p class="checked-against checked_x1"><strong>Checked on this page:</strong> commands against a manual.
<h2 class="anchor" id="install">Install<a href="#install" class="hash-link">\u200b</a></h2>
<ul><li>Download the binary<li>Check its <strong>hash</strong><ul><li>Nested item</ul></ul>
<div class="theme-code-block"><pre><code><div class=token-line>octez-evm-node run \\<br></div><div class=token-line>  --rpc-addr 0.0.0.0<br></div></code></pre></div>
<h3 class="anchor" id="on-mainnet">On Mainnet<a href="#on-mainnet" class="hash-link">\u200b</a></h3>
<div class="tabs-container"><ul role="tablist" class="tabs"><li role="tab">Mainnet<li role="tab">Shadownet</ul>
<div role="tabpanel"><p>Use the Mainnet snapshot.</div></div>
<table><thead><tr><th>Mode<th>Disk</thead><tbody><tr><td>Rolling<td>100 GB<tr><td>Full<td>1 TB<tr><td>Chain ID<td><span><code data-value=127823>127823</code><button type=button aria-label="Copy chain ID">Copy</button><span role=status></span></span> (hex <code>0x1f34f</code>)<tr><td>Ports<td><p>8545</p><p>8546</tbody></table>
<blockquote><p>Keep it running.</blockquote>
<p>Use the Mainnet snapshot.
<p>${'long text '.repeat(100)}
<p>&lt;script&gt;alert(1)&lt;/script&gt; is shown as text.
<p>→
</div></article></main>
<footer class="footer">Footer text</footer></body></html>`;

describe('extractPageRecords', () => {
  const records = extractPageRecords(page, '/network/evm-nodes')!;

  it('writes a lvl1 record with the sidebar category and the h1', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: '/network/evm-nodes',
      content: null,
      hierarchy: {lvl0: 'Network', lvl1: 'Running a node', lvl2: null},
      page: {path: '/network/evm-nodes', title: 'Running a node', description: 'Install and run a node.'},
    });
  });

  it('keeps the front-matter keywords with the page, and none for a page without them', () => {
    expect(records[0]!.page.keywords).toEqual(['EVM node', 'octez-evm-node', 'RPC']);
    const bare = extractPageRecords(page.replace(/<meta data-rh=true name=keywords[^>]*>/, ''), '/x')!;
    expect(bare[0]!.page).not.toHaveProperty('keywords');
  });

  it('writes heading records with their anchors and the hierarchy above them', () => {
    const h3 = records.find((r) => r.type === 'lvl3')!;
    expect(h3.url).toBe('/network/evm-nodes#on-mainnet');
    expect(h3.hierarchy).toMatchObject({lvl2: 'Install', lvl3: 'On Mainnet'});
    expect(records.find((r) => r.type === 'lvl2')!.hierarchy.lvl2).toBe('Install'); // no zero-width space
  });

  it('puts text under its nearest heading, keeps inline code and drops tabs, TOC and chrome', () => {
    const texts = records.filter((r) => r.type === 'content' && !r.code).map((r) => r.content);
    expect(records[1]).toMatchObject({type: 'content', url: '/network/evm-nodes', content: 'A node keeps a copy of the state.'});
    expect(texts).toContain('Download the binary');
    expect(texts).toContain('Check its hash');
    expect(texts).toContain('Nested item');
    const all = texts.join('\n');
    for (const absent of ['octez-evm-node run', 'Shadownet', 'On this page', 'Navbar text', 'Footer text', 'Running a node |', 'Checked on this page']) {
      expect(all).not.toContain(absent);
    }
    const item = records.find((r) => r.content === 'Download the binary')!;
    expect(item.url).toBe('/network/evm-nodes#install');
  });

  it('writes a code block as code records of whole lines, under its heading', () => {
    const code = records.filter((r) => r.code);
    expect(code).toEqual([expect.objectContaining({type: 'content', url: '/network/evm-nodes#install', content: 'octez-evm-node run \\ --rpc-addr 0.0.0.0'})]);
    const lines = Array.from({length: 40}, (_, i) => `line ${i} ${'x'.repeat(20)}`);
    const chunks = codeRecords(lines);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((chunk) => chunk.length <= MAX_CONTENT_CHARS)).toBe(true);
    expect(chunks.join(' ')).toBe(lines.join(' '));
  });

  it('indexes a value shown cut short by its full form (data-value)', () => {
    const short = extractPageRecords(page.replace('<p>Use the Mainnet snapshot.\n', '<p>Bridge: <code data-value=KT1Wj8SUGmnEPFqyahHAcjcNQwe6YGhEXJb5>KT1Wj8…XJb5</code>.\n'), '/x')!;
    expect(short.map((r) => r.content)).toContain('Bridge: KT1Wj8SUGmnEPFqyahHAcjcNQwe6YGhEXJb5.');
  });

  it('writes one record per table body row, and blockquotes', () => {
    const texts = records.map((r) => r.content);
    expect(texts).toContain('Rolling · 100 GB');
    expect(texts).toContain('Full · 1 TB');
    // A cell's Copy button is not content; paragraphs inside a cell are.
    expect(texts).toContain('Chain ID · 127823 (hex 0x1f34f)');
    expect(texts).toContain('Ports · 8545 8546');
    expect(texts).not.toContain('Mode · Disk');
    expect(texts).toContain('Keep it running.');
  });

  it('dedupes, truncates and skips text without words', () => {
    expect(records.filter((r) => r.content === 'Use the Mainnet snapshot.')).toHaveLength(1);
    const long = records.find((r) => r.content?.startsWith('long text'))!;
    expect(long.content!.length).toBeLessThanOrEqual(MAX_CONTENT_CHARS + 1);
    expect(long.content!.endsWith('…')).toBe(true);
    expect(records.some((r) => r.content === '→')).toBe(false);
  });

  it('keeps text as text (escaping is the client’s job) and gives stable, unique objectIDs', () => {
    expect(records.map((r) => r.content)).toContain('<script>alert(1)</script> is shown as text.');
    const ids = records.map((r) => r.objectID);
    expect(new Set(ids).size).toBe(ids.length);
    expect(extractPageRecords(page, '/network/evm-nodes')!.map((r) => r.objectID)).toEqual(ids);
  });

  it('falls back to breadcrumbs for the category, and ignores pages that are not docs', () => {
    const noSidebar = page.replace(/<aside>[\s\S]*<\/aside>/, '');
    expect(extractPageRecords(noSidebar, '/x')![0]!.hierarchy.lvl0).toBe('Network');
    expect(extractPageRecords('<html><body><main><h1>Page Not Found</h1></main></body></html>', '/404')).toBeNull();
  });
});

describe('routes', () => {
  it('leaves out conrefs and the 404 page', () => {
    const exclude = ['/conrefs/', '/404', '/search'];
    expect(isExcluded('/conrefs/rate-limit', '/', exclude)).toBe(true);
    expect(isExcluded('/404.html', '/', exclude)).toBe(true);
    expect(isExcluded('/404', '/', exclude)).toBe(true);
    expect(isExcluded('/network/evm-nodes', '/', exclude)).toBe(false);
    expect(isExcluded('/searching', '/', exclude)).toBe(false);
  });

  it('finds no file for a route that was not built', () => {
    expect(htmlFileFor('/nonexistent-dir', '/a/b')).toBeNull();
  });
});
