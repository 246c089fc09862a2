/**
 * AI-ready docs: after the build, converts every doc page's article to Markdown and writes a twin
 * beside each page (src/lib/markdownTwin.ts), /llms.txt (links to the twins, in sidebar order) and
 * /llms-full.txt (all pages). A page added to the sidebar gets its twin and entries automatically.
 */
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {hasTwin, servedPath, twinPath, twinUrl} from '../../src/lib/markdownTwin';
import {buildLlmsFull, buildLlmsTxt, outlineFromSidebar, type LinkSection, type LlmsPage, type Outline, type SidebarItem} from './llms';
import {pageToMarkdown, twinDocument} from './markdown';

export interface LlmsTxtOptions {
  /** Sections of other files, listed after the pages; an href starting with `/` is on this site. */
  extraSections?: LinkSection[];
}

/** The slice of @docusaurus/plugin-content-docs' loaded content this plugin reads. */
interface DocsContent {
  loadedVersions: {
    docs: {id: string; permalink: string; unlisted?: boolean}[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
}

interface Plan {
  outline: Outline;
  /** The pages of llms.txt and llms-full.txt, in reading order. */
  listed: string[];
  /** Every doc that gets a twin: the listed ones plus unlisted docs (reachable, so copyable). */
  twins: string[];
}

/** The built HTML of a route: /a/b → a/b/index.html (or a/b.html), / → index.html, /404.html → 404.html. */
export function htmlFileFor(outDir: string, permalink: string, baseUrl = '/'): string | null {
  const rel = permalink.slice(baseUrl.length).replace(/\/+$/, '');
  const candidates =
    rel.endsWith('.html') ? [join(outDir, rel)]
    : rel ? [join(outDir, rel, 'index.html'), join(outDir, `${rel}.html`)]
    : [join(outDir, 'index.html')];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/** The sections of llms.txt are the categories of the first sidebar. */
export function planFromDocs(content: DocsContent, baseUrl: string): Plan {
  const version = content.loadedVersions[0];
  if (!version) throw new Error('llms-txt: the docs plugin has no version');
  const docs = version.docs.filter((doc) => hasTwin(doc.permalink, baseUrl));
  const byId = new Map(docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, doc.permalink]));
  const sidebar = Object.values(version.sidebars)[0] ?? [];
  const outline = outlineFromSidebar(sidebar, (id) => byId.get(id) ?? null);
  const inSidebar = new Set(outline.sections.flatMap((s) => s.pages));
  const others = [...byId.values()].filter((p) => !inSidebar.has(p));
  if (others.length > 0) outline.sections.push({title: 'Other pages', pages: others});
  const listed = outline.sections.flatMap((s) => s.pages);
  const unlisted = docs.filter((doc) => doc.unlisted).map((doc) => doc.permalink);
  return {outline, listed, twins: [...listed, ...unlisted]};
}

/** Usage in docusaurus.config.ts: `plugins: [llmsTxt()]`. */
export default function llmsTxt(options: LlmsTxtOptions = {}) {
  return (context: LoadContext): Plugin => llmsTxtPlugin(context, options);
}

function llmsTxtPlugin({siteConfig, baseUrl}: LoadContext, options: LlmsTxtOptions): Plugin {
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  /** The site's home, baseUrl included: every URL of the site starts with it. */
  const root = `${siteUrl}${baseUrl}`;
  let plan: Plan | null = null;

  return {
    name: 'llms-txt',
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      plan = docs ? planFromDocs(docs, baseUrl) : null;
    },
    async postBuild({outDir}) {
      if (!plan) throw new Error('llms-txt: no content from @docusaurus/plugin-content-docs (default instance)');
      const pages = new Map<string, LlmsPage>();
      for (const permalink of plan.twins) {
        const file = htmlFileFor(outDir, permalink, baseUrl);
        const url = `${siteUrl}${servedPath(permalink, baseUrl)}`;
        const converted = file
          ? pageToMarkdown(await readFile(file, 'utf8'), {pageUrl: url, siteTitle: siteConfig.title})
          : null;
        if (!converted) throw new Error(`llms-txt: no built doc article for ${permalink} (looked for ${file ?? 'its index.html'})`);
        const target = join(outDir, twinPath(permalink, baseUrl).slice(baseUrl.length));
        await mkdir(dirname(target), {recursive: true});
        await writeFile(target, twinDocument(converted));
        pages.set(permalink, {...converted, url, markdownUrl: twinUrl(siteUrl, permalink, baseUrl)});
      }

      const title = siteConfig.title;
      const summary = siteConfig.tagline;
      const inOrder = plan.listed.map((p) => pages.get(p)!);
      const llmsTxtText = buildLlmsTxt({
        title,
        summary,
        notes: [
          `Each link below points to the Markdown version of a page: the page's URL with \`.md\` added ` +
            `(${root}get-started/network-information → ${root}get-started/network-information.md). ` +
            `The home page's is ${root}index.md.`,
          `All pages in one file, in this order: ${root}llms-full.txt`,
        ],
        sections: plan.outline.sections.map((s) => ({title: s.title, pages: s.pages.map((p) => pages.get(p)!)})),
        extraSections: (options.extraSections ?? []).map((section) => ({
          ...section,
          links: section.links.map((link) => ({...link, href: link.href.startsWith('/') ? `${root}${link.href.slice(1)}` : link.href})),
        })),
        optional: plan.outline.links,
      });
      await writeFile(join(outDir, 'llms.txt'), llmsTxtText);
      await writeFile(join(outDir, 'llms-full.txt'), buildLlmsFull({title, summary, pages: inOrder}));
    },
  };
}
