/** The twin URL scheme, the sidebar outline, llms.txt / llms-full.txt, and the plugin end to end on a tiny build. */
import {describe, it, expect} from 'vitest';
import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import llmsTxt, {planFromDocs} from '../../plugins/llms-txt';
import {buildLlmsFull, buildLlmsTxt, outlineFromSidebar, PAGE_SEPARATOR, type LlmsPage, type SidebarItem} from '../../plugins/llms-txt/llms';
import {assistantPrompt, assistantUrl, hasTwin, twinPath, twinUrl} from '../../src/lib/markdownTwin';
import sidebars from '../../sidebars';

const SITE = 'https://docs.etherlink.com';

describe('twin URL scheme', () => {
  it('adds .md to the path the page is served at (no trailing slash); the home page uses index.md', () => {
    expect(twinPath('/get-started/network-information')).toBe('/get-started/network-information.md');
    expect(twinPath('/')).toBe('/index.md');
    expect(twinPath('/bridging/')).toBe('/bridging.md');
    expect(twinPath('/tutorials/marketpulse/')).toBe('/tutorials/marketpulse.md');
    expect(twinPath('/docs/', '/docs/')).toBe('/docs/index.md');
    expect(twinPath('/docs/bridging/', '/docs/')).toBe('/docs/bridging.md');
    expect(twinUrl(SITE, '/docs/', '/docs/')).toBe(`${SITE}/docs/index.md`);
    expect(twinPath('/network/fees#fee-structure')).toBe('/network/fees.md');
    expect(twinUrl(`${SITE}/`, '/network/fees')).toBe(`${SITE}/network/fees.md`);
  });

  it('gives conref fragments no twin', () => {
    expect(hasTwin('/conrefs/rate-limit')).toBe(false);
    expect(hasTwin('/docs/conrefs/rate-limit', '/docs/')).toBe(false);
    expect(hasTwin('/network/fees')).toBe(true);
  });

  it('builds the assistant links with the twin URL in an encoded prompt', () => {
    const url = `${SITE}/get-started/network-information.md`;
    expect(assistantPrompt(url)).toBe(`Read ${url} and help me with it.`);
    expect(assistantUrl('https://chatgpt.com/', url)).toBe(
      'https://chatgpt.com/?q=Read%20https%3A%2F%2Fdocs.etherlink.com%2Fget-started%2Fnetwork-information.md%20and%20help%20me%20with%20it.',
    );
    expect(new URL(assistantUrl('https://claude.ai/new', url)).searchParams.get('q')).toBe(assistantPrompt(url));
  });
});

describe('outlineFromSidebar', () => {
  const permalinks: Record<string, string> = {index: '/', a: '/s/a', b: '/s/b', c: '/t/', d: '/t/d', hidden: '/h'};
  const sidebar: SidebarItem[] = [
    {type: 'link', label: 'Website', href: 'https://www.etherlink.com/'},
    {type: 'link', label: 'Internal', href: '/s/a'},
    {type: 'doc', id: 'index'},
    {type: 'category', label: 'Section', items: [{type: 'doc', id: 'a'}, {type: 'doc', id: 'b'}, {type: 'doc', id: 'a'}]},
    {
      type: 'category',
      label: 'Tutorial',
      link: {type: 'doc', id: 'c'},
      items: [{type: 'category', label: 'Nested', items: [{type: 'doc', id: 'd'}, {type: 'doc', id: 'hidden'}]}, {type: 'html'}],
    },
    {type: 'category', label: 'Empty', items: [{type: 'link', label: 'Source', href: 'https://gitlab.com/x'}]},
  ];

  it('groups docs by top-level category in sidebar order, each once, and keeps external links apart', () => {
    const outline = outlineFromSidebar(sidebar, (id) => (id === 'hidden' ? null : (permalinks[id] ?? null)));
    expect(outline.sections).toEqual([
      {title: 'Documentation', pages: ['/']},
      {title: 'Section', pages: ['/s/a', '/s/b']},
      {title: 'Tutorial', pages: ['/t/', '/t/d']},
    ]);
    expect(outline.links).toEqual([
      {label: 'Website', href: 'https://www.etherlink.com/'},
      {label: 'Source', href: 'https://gitlab.com/x'},
    ]);
  });

  it('covers every doc of our sidebar, under its category', () => {
    const docs = (sidebars.documentationSidebar as unknown[]).flatMap((item) =>
      typeof item === 'object' && item && (item as {type: string}).type === 'category' ? ((item as {items: unknown[]}).items) : [],
    );
    const ids = docs.filter((d): d is string => typeof d === 'string');
    const items = (sidebars.documentationSidebar as unknown[]).map((item) =>
      typeof item === 'object' && item && (item as {type: string}).type === 'category'
        ? {...(item as object), items: ((item as {items: unknown[]}).items).map((d) => (typeof d === 'string' ? {type: 'doc', id: d} : d))}
        : item,
    ) as SidebarItem[];
    const outline = outlineFromSidebar(items, (id) => `/${id}`);
    expect(outline.sections.map((s) => s.title)).toEqual(['Get started', 'Tutorial', 'Bridging', 'Developing', 'Network', 'Tools', 'Governance', 'Track progress', 'Resources']);
    expect(outline.sections.flatMap((s) => s.pages)).toEqual(ids.map((id) => `/${id}`));
  });
});

const page = (title: string, path: string, description = '', body = 'Body.'): LlmsPage => ({
  title,
  description,
  url: `${SITE}${path}`,
  markdownUrl: `${SITE}${twinPath(path)}`,
  body,
});

describe('buildLlmsTxt and buildLlmsFull', () => {
  const home = page('What is Etherlink?', '/', 'Start here.');
  const fees = page('Fees [detail]', '/network/fees', 'How fees\n are computed.');

  it('writes the llmstxt.org shape: H1, > summary, notes, H2 file lists, then Optional', () => {
    const text = buildLlmsTxt({
      title: 'Etherlink documentation',
      summary: 'Etherlink is an EVM layer 2.',
      notes: ['Links go to Markdown.'],
      sections: [{title: 'Get started', pages: [home]}, {title: 'Network', pages: [fees]}, {title: 'Empty', pages: []}],
      optional: [{label: 'Status', href: 'https://status.etherlink.com'}],
    });
    expect(text).toBe(
      '# Etherlink documentation\n\n> Etherlink is an EVM layer 2.\n\nLinks go to Markdown.\n\n' +
        '## Get started\n\n- [What is Etherlink?](https://docs.etherlink.com/index.md): Start here.\n\n' +
        '## Network\n\n- [Fees \\[detail\\]](https://docs.etherlink.com/network/fees.md): How fees are computed.\n\n' +
        '## Optional\n\n- [Status](https://status.etherlink.com)\n',
    );
  });

  it('lists extra sections of files after the pages and before Optional', () => {
    const text = buildLlmsTxt({
      title: 'T',
      summary: 'S.',
      notes: [],
      sections: [{title: 'Network', pages: [fees]}],
      extraSections: [
        {title: 'Data', links: [{label: 'Networks', href: `${SITE}/api/v1/networks.json`, description: 'Chain IDs'}, {label: 'Schema', href: `${SITE}/s.json`}]},
        {title: 'Nothing', links: []},
      ],
      optional: [{label: 'Status', href: 'https://status.etherlink.com'}],
    });
    expect(text).toContain(
      '## Network\n\n- [Fees \\[detail\\]](https://docs.etherlink.com/network/fees.md): How fees are computed.\n\n' +
        `## Data\n\n- [Networks](${SITE}/api/v1/networks.json): Chain IDs\n- [Schema](${SITE}/s.json)\n\n## Optional`,
    );
    expect(text).not.toContain('## Nothing');
  });

  it('puts every page in order, each with its # title and Source line, separated by ---', () => {
    const text = buildLlmsFull({title: 'Etherlink documentation', summary: 'Summary.', pages: [home, fees]});
    const parts = text.trimEnd().split(PAGE_SEPARATOR);
    expect(parts).toEqual([
      '# Etherlink documentation\n\n> Summary.',
      '# What is Etherlink?\n\nSource: https://docs.etherlink.com/\n\nBody.',
      '# Fees \\[detail\\]\n\nSource: https://docs.etherlink.com/network/fees\n\nBody.',
    ]);
  });
});

describe('the plugin on a tiny build', () => {
  const docPage = (title: string, body: string) =>
    `<html><head><title>${title} | Etherlink documentation</title><meta name="description" content="About ${title}."></head>` +
    `<body><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;

  it('writes a twin per doc (conrefs excepted), llms.txt by sidebar category and llms-full.txt', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'llms-'));
    try {
      const files: Record<string, string> = {
        'index.html': docPage('Home', '<p>Welcome <a href="/bridging/">bridging</a>.</p>'),
        'bridging/index.html': docPage('Bridging', '<p>Move tokens.</p>'),
        'bridging/evm/index.html': docPage('EVM bridge', '<p>LayerZero.</p>'),
        'secret/index.html': docPage('Unlisted', '<p>Hidden.</p>'),
        'conrefs/note/index.html': docPage('Note', '<p>Fragment.</p>'),
      };
      for (const [file, html] of Object.entries(files)) {
        await mkdir(join(outDir, file, '..'), {recursive: true});
        await writeFile(join(outDir, file), html);
      }
      const docs = [
        {id: 'index', permalink: '/'},
        {id: 'bridging/index', permalink: '/bridging/'},
        {id: 'bridging/evm', permalink: '/bridging/evm'},
        {id: 'secret', permalink: '/secret', unlisted: true},
        {id: 'conrefs/note', permalink: '/conrefs/note'},
      ];
      const sidebar: SidebarItem[] = [
        {type: 'category', label: 'Get started', items: [{type: 'doc', id: 'index'}]},
        {type: 'category', label: 'Bridging', items: [{type: 'doc', id: 'bridging/index'}, {type: 'doc', id: 'bridging/evm'}]},
      ];
      const content = {loadedVersions: [{docs, sidebars: {documentationSidebar: sidebar}}]};
      expect(planFromDocs(content, '/').twins).toEqual(['/', '/bridging/', '/bridging/evm', '/secret']);

      const context = {
        siteConfig: {url: SITE, title: 'Etherlink documentation', tagline: 'Etherlink is an EVM layer 2.'},
        baseUrl: '/',
      } as unknown as LoadContext;
      const plugin = llmsTxt()(context) as Plugin;
      await plugin.allContentLoaded!({allContent: {'docusaurus-plugin-content-docs': {default: content}}, actions: {} as never});
      await plugin.postBuild!({outDir} as never);

      const read = (file: string) => readFile(join(outDir, file), 'utf8');
      expect(await read('index.md')).toBe(
        '---\ntitle: Home\ndescription: About Home.\n---\n\n# Home\n\nWelcome [bridging](https://docs.etherlink.com/bridging/).\n',
      );
      expect(await read('bridging.md')).toContain('# Bridging\n\nMove tokens.');
      expect(await read('bridging/evm.md')).toContain('# EVM bridge');
      expect(await read('secret.md')).toContain('# Unlisted');
      expect(existsSync(join(outDir, 'conrefs/note.md'))).toBe(false);

      const llms = await read('llms.txt');
      expect(llms).toMatch(/^# Etherlink documentation\n\n> Etherlink is an EVM layer 2\.\n/);
      expect(llms).toContain(
        '## Bridging\n\n- [Bridging](https://docs.etherlink.com/bridging.md): About Bridging.\n- [EVM bridge](https://docs.etherlink.com/bridging/evm.md): About EVM bridge.',
      );
      expect(llms).not.toMatch(/secret|conrefs/);
      const full = await read('llms-full.txt');
      expect(full.split(PAGE_SEPARATOR).map((p) => p.split('\n')[0])).toEqual(['# Etherlink documentation', '# Home', '# Bridging', '# EVM bridge']);
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });
});
