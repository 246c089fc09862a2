/** Expands tests/unit/fixtures/assistant-records.json (a compact snapshot of real docs pages) into SearchRecords. */
import {readFileSync} from 'node:fs';
import type {RecordType, SearchRecord} from '@site/src/search/engine/types';

interface Compact {
  pages: [path: string, title: string, description: string, category: string][];
  records: [page: number, type: RecordType, anchor: string, levels: (string | null)[], content?: string][];
}

export function fixtureRecords(): SearchRecord[] {
  const data = JSON.parse(readFileSync(new URL('./fixtures/assistant-records.json', import.meta.url), 'utf8')) as Compact;
  return data.records.map(([p, type, anchor, levels, content], i) => {
    const [path, title, description, category] = data.pages[p];
    return {
      objectID: `${path}-${i}`,
      url: anchor ? `${path}#${anchor}` : path,
      type,
      hierarchy: {
        lvl0: category,
        lvl1: title,
        lvl2: levels[0] ?? null,
        lvl3: levels[1] ?? null,
        lvl4: levels[2] ?? null,
        lvl5: levels[3] ?? null,
        lvl6: levels[4] ?? null,
      },
      content: content ?? null,
      page: {path, title, description},
    };
  });
}
