/**
 * What the search shell shows for a query (./ShellResults.tsx): the local client's hits laid out
 * as DocSearch lays them out, so that the modal, when it takes over, shows the same list.
 *
 * Benefit: the first hits no longer wait for DocSearch's modal. At 4x CPU its code runs in one
 * 86-100 ms task and it mounts in one 64-88 ms commit; either one under a keystroke made that key
 * take 104-120 ms (`npm run bench`, search-first-query on `/`). The shell answers instead, and the
 * modal takes over once the reader stops typing (./typingPause.ts).
 */
import type {LocalHit} from './client';

/** DocSearch's snippet length: 5 words on a narrow screen, 15 otherwise. */
export function snippetWords(narrow: boolean): number {
  return narrow ? 5 : 15;
}

/** The attributes DocSearch asks to be cut to `words` words around the matches. */
export function snippetAttributes(words: number): string[] {
  return ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map((level) => `hierarchy.${level}:${words}`).concat(`content:${words}`);
}

/** A run of text, marked when it matched the query. */
export interface Segment {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#039;': "'"};

/** The text of an escaped value, as the client writes it (./text.ts escapeHtml). */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#039);/g, (entity) => ENTITIES[entity]!);
}

/**
 * A highlighted or snippeted value (escaped text with `<mark>` tags) as segments: rendered as
 * text, never as HTML, so nothing in an index record can become markup in the shell.
 */
export function segments(html: string): Segment[] {
  const out: Segment[] = [];
  let mark = false;
  for (const part of html.split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>') mark = true;
    else if (part === '</mark>') mark = false;
    else if (part) out.push({text: unescapeHtml(part), mark});
  }
  return out;
}

export type HitIcon = 'page' | 'heading' | 'text';

export interface ShellHit {
  id: string;
  url: string;
  icon: HitIcon;
  title: Segment[];
  path: Segment[] | null;
  /** Under the page hit shown above it (DocSearch draws a tree line). */
  child: boolean;
  /** The last child of its page: the tree line ends here. */
  lastChild: boolean;
}

export interface ShellGroup {
  source: string;
  hits: ShellHit[];
}

function valueOf(hit: LocalHit, attribute: 'content' | keyof LocalHit['hierarchy']): string | null {
  if (attribute === 'content') return hit._snippetResult.content?.value ?? hit.content;
  return hit._snippetResult.hierarchy[attribute]?.value ?? hit.hierarchy[attribute];
}

/** `items` grouped by `key`, groups in the order of their first item, at most `max` items each. */
function groupBy<T>(items: readonly T[], key: (item: T) => string, max: number): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k) ?? [];
    if (!groups.has(k)) groups.set(k, list);
    if (list.length < max) list.push(item);
  }
  return Array.from(groups.values());
}

/**
 * Hits in DocSearch's layout: grouped by section (lvl0) in the order of each section's first hit,
 * at most `perGroup` each; inside a section, the hits of each page together, in the order of the
 * page's first hit. A page's title for a page hit (with its text below when it has some), a
 * heading's text or the matched text for the rest, with the page title below; a hit of a page
 * whose own hit is shown is its child.
 */
export function groupHits(hits: readonly LocalHit[], perGroup: number): ShellGroup[] {
  return groupBy(hits, (hit) => hit.hierarchy.lvl0, perGroup).map((group) => {
    const list = groupBy(group, (hit) => hit.hierarchy.lvl1, perGroup).flat();
    const pageOf = (hit: LocalHit) =>
      hit.type === 'lvl1' ? null : (list.find((other) => other.type === 'lvl1' && other.hierarchy.lvl1 === hit.hierarchy.lvl1) ?? null);
    const shown = list.map((hit, i): ShellHit => {
      const lvl1 = valueOf(hit, 'lvl1');
      const own = hit.type === 'content' ? valueOf(hit, 'content') : valueOf(hit, hit.type);
      const body = hit.type === 'lvl1' ? hit.content && valueOf(hit, 'content') : lvl1;
      const page = pageOf(hit);
      const next = list[i + 1];
      return {
        id: hit.objectID,
        url: hit.url,
        icon: hit.type === 'lvl1' ? 'page' : hit.type === 'content' ? 'text' : 'heading',
        title: segments(own ?? ''),
        path: body ? segments(body) : null,
        child: page !== null,
        lastChild: page !== null && (next === undefined || pageOf(next) !== page),
      };
    });
    return {source: unescapeHtml(group[0]!.hierarchy.lvl0), hits: shown};
  });
}
