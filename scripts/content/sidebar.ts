/**
 * Reads the doc ids and internal links out of a sidebars config (the shape of sidebars.ts), keeping the
 * line of each in the source so the report can point at it.
 */
export interface SidebarRef {
  kind: 'doc' | 'link';
  /** Doc id for `doc`, href for `link`. */
  target: string;
}

type Item = string | {type?: string; id?: string; href?: string; items?: unknown; link?: unknown};

function walk(item: unknown, out: SidebarRef[]): void {
  if (typeof item === 'string') {
    out.push({kind: 'doc', target: item});
    return;
  }
  if (Array.isArray(item)) {
    for (const child of item) walk(child, out);
    return;
  }
  if (!item || typeof item !== 'object') return;
  const entry = item as Item & Record<string, unknown>;
  if (typeof entry === 'string') return;
  if ((entry.type === 'doc' || entry.type === 'ref') && typeof entry.id === 'string') out.push({kind: 'doc', target: entry.id});
  if (entry.type === 'link' && typeof entry.href === 'string' && entry.href.startsWith('/')) {
    out.push({kind: 'link', target: entry.href});
  }
  const link = entry.link as {type?: string; id?: string} | undefined;
  if (link?.type === 'doc' && typeof link.id === 'string') out.push({kind: 'doc', target: link.id});
  if (entry.items) walk(entry.items, out);
  // Shorthand categories: {'Label': ['id', …]}.
  if (!entry.type) for (const value of Object.values(entry)) if (Array.isArray(value)) walk(value, out);
}

/** Every doc id and internal link of every sidebar, in order. */
export function sidebarRefs(sidebars: Record<string, unknown>): SidebarRef[] {
  const out: SidebarRef[] = [];
  for (const sidebar of Object.values(sidebars)) walk(sidebar, out);
  return out;
}

/** Line and column (1-based) of the first quoted occurrence of `value` in the sidebars source. */
export function locate(source: string, value: string): {line: number; column: number} {
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    for (const quote of [`'`, `"`, '`']) {
      const at = lines[i].indexOf(`${quote}${value}${quote}`);
      if (at >= 0) return {line: i + 1, column: at + 1};
    }
  }
  return {line: 1, column: 1};
}
