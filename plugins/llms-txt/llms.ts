/**
 * The docs' reading order (from the sidebar) and the two index files built from it: llms.txt (links
 * to the twins, by category) and llms-full.txt (every page). Pure functions; ./index.ts writes the files.
 */
import {escapeText, oneLine} from './markdown';

/** The parts of the docs plugin's processed sidebar items this module reads. */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link'; label: string; href: string}
  | {type: 'html'};

export interface OutlineSection {
  title: string;
  /** Doc permalinks in sidebar order. */
  pages: string[];
}

export interface Outline {
  sections: OutlineSection[];
  /** External links of the sidebar (site, status page, source code…), for the Optional section. */
  links: {label: string; href: string}[];
}

/**
 * Groups the sidebar's docs by top-level category, in order; docs at the top level go to a
 * first "Documentation" section, nested categories are flattened into their top-level one.
 * Each doc appears once (its first place); `permalinkOf` returns null for docs left out.
 */
export function outlineFromSidebar(items: SidebarItem[], permalinkOf: (docId: string) => string | null): Outline {
  const seen = new Set<string>();
  const links: Outline['links'] = [];
  const add = (docId: string | undefined, into: string[]) => {
    const permalink = docId ? permalinkOf(docId) : null;
    if (permalink && !seen.has(permalink)) {
      seen.add(permalink);
      into.push(permalink);
    }
  };
  const collect = (list: SidebarItem[], into: string[]) => {
    for (const item of list) {
      if (item.type === 'doc' || item.type === 'ref') add(item.id, into);
      else if (item.type === 'category') {
        if (item.link?.type === 'doc') add(item.link.id, into);
        collect(item.items, into);
      } else if (item.type === 'link' && /^https?:\/\//.test(item.href)) links.push({label: item.label, href: item.href});
    }
  };
  const loose: string[] = [];
  const sections: OutlineSection[] = [];
  for (const item of items) {
    if (item.type === 'category') {
      const pages: string[] = [];
      collect([item], pages);
      if (pages.length > 0) sections.push({title: item.label, pages});
    } else collect([item], loose);
  }
  if (loose.length > 0) sections.unshift({title: 'Documentation', pages: loose});
  return {sections, links};
}

export interface LlmsPage {
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Absolute URL of its Markdown twin. */
  markdownUrl: string;
  body: string;
}

export interface LlmsTxtInput {
  title: string;
  summary: string;
  /** Paragraphs between the summary and the first section (how to read the files). */
  notes: string[];
  sections: {title: string; pages: LlmsPage[]}[];
  /** Files that are not pages (such as the JSON facts API), listed after the pages. */
  extraSections?: LinkSection[];
  optional: {label: string; href: string}[];
}

/** A list of links with descriptions, for llms.txt sections that are not doc pages. */
export interface LinkSection {
  title: string;
  links: {label: string; href: string; description?: string}[];
}

const linkText = (text: string) => escapeText(oneLine(text));

/** llms.txt as llmstxt.org describes it: H1, `>` summary, notes, then H2 file lists. */
export function buildLlmsTxt({title, summary, notes, sections, extraSections = [], optional}: LlmsTxtInput): string {
  const lists: LinkSection[] = [
    ...sections.map((s) => ({title: s.title, links: s.pages.map((p) => ({label: p.title, href: p.markdownUrl, description: oneLine(p.description)}))})),
    ...extraSections,
    {title: 'Optional', links: optional},
  ];
  const parts = [`# ${title}`, `> ${oneLine(summary)}`, ...notes];
  for (const list of lists) {
    if (list.links.length === 0) continue;
    const lines = list.links.map((link) => `- [${linkText(link.label)}](${link.href})${link.description ? `: ${link.description}` : ''}`);
    parts.push(`## ${list.title}\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** The separator between pages in llms-full.txt (page bodies write thematic breaks as `***`). */
export const PAGE_SEPARATOR = '\n\n---\n\n';

/** Every page in reading order, each as `# Title`, `Source: <url>`, then its Markdown. */
export function buildLlmsFull({title, summary, pages}: {title: string; summary: string; pages: LlmsPage[]}): string {
  const header = `# ${title}\n\n> ${oneLine(summary)}`;
  const bodies = pages.map((page) => `# ${escapeText(page.title)}\n\nSource: ${page.url}\n\n${page.body}`.trim());
  return `${[header, ...bodies].join(PAGE_SEPARATOR)}\n`;
}
