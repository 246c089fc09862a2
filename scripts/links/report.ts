import type {LinkOutcome} from './check';

export interface SourceGroup {
  file: string;
  links: {line: number; url: string; state: LinkOutcome['state']; status: number | null; detail: string}[];
}

/** Broken (and, with `all`, skipped) links grouped by source file, in line order. */
export function groupBySource(outcomes: LinkOutcome[], {all = false} = {}): SourceGroup[] {
  const groups = new Map<string, SourceGroup>();
  for (const o of outcomes) {
    if (o.state === 'ok' || (o.state === 'skipped' && !all)) continue;
    for (const s of o.sources) {
      const group = groups.get(s.file) ?? {file: s.file, links: []};
      group.links.push({line: s.line, url: o.url, state: o.state, status: o.status, detail: o.detail});
      groups.set(s.file, group);
    }
  }
  return Array.from(groups.values())
    .sort((a, b) => a.file.localeCompare(b.file))
    .map((g) => ({...g, links: g.links.sort((a, b) => a.line - b.line)}));
}

export function toJson(outcomes: LinkOutcome[]): string {
  const count = (state: LinkOutcome['state']) => outcomes.filter((o) => o.state === state).length;
  return JSON.stringify(
    {
      checkedAt: new Date().toISOString(),
      summary: {urls: outcomes.length, ok: count('ok'), broken: count('broken'), skipped: count('skipped')},
      broken: groupBySource(outcomes),
      skipped: groupBySource(outcomes.filter((o) => o.state === 'skipped'), {all: true}),
    },
    null,
    2,
  );
}

export function toMarkdown(outcomes: LinkOutcome[]): string {
  const broken = groupBySource(outcomes);
  const lines = [
    '# External links',
    '',
    `${outcomes.length} URLs: ${outcomes.filter((o) => o.state === 'ok').length} ok, ` +
      `${outcomes.filter((o) => o.state === 'broken').length} broken, ${outcomes.filter((o) => o.state === 'skipped').length} skipped (allow-list).`,
    '',
  ];
  if (broken.length === 0) lines.push('No dead links.');
  for (const group of broken) {
    lines.push(`## ${group.file}`, '', '| line | URL | problem |', '| --- | --- | --- |');
    for (const l of group.links) lines.push(`| ${l.line} | ${l.url} | ${l.detail.replace(/\|/g, '\\|')} |`);
    lines.push('');
  }
  return lines.join('\n');
}
