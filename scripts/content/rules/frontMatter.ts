import matter from 'gray-matter';
import {frontMatterSchema} from '../frontMatterSchema';
import {problem, type Problem} from '../types';
import type {Context} from '../context';

/** Line (1-based) of a top-level front matter key, or of the opening `---`. */
function keyLine(source: string, key: string | undefined): number {
  if (!key) return 1;
  const lines = source.split('\n');
  for (let i = 1; i < lines.length && lines[i] !== '---'; i++) {
    if (lines[i].startsWith(`${key}:`)) return i + 1;
  }
  return 1;
}

/** Front matter follows the schema in frontMatterSchema.ts (validated with zod). */
export function checkFrontMatter(ctx: Context): Problem[] {
  const out: Problem[] = [];
  for (const page of ctx.pages.filter(ctx.inScope)) {
    ctx.onPage?.(page.file);
    let data: Record<string, unknown>;
    try {
      data = matter(page.source, {}).data as Record<string, unknown>; // options skip gray-matter's cache, which keeps failed parses
    } catch (error) {
      const mark = (error as {mark?: {line: number; column: number}}).mark;
      out.push(problem(page.file, (mark?.line ?? 0) + 2, (mark?.column ?? 0) + 1, 'front-matter', `The front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}. Quote values that contain a colon.`));
      continue;
    }
    const result = frontMatterSchema.safeParse(data);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          out.push(problem(page.file, keyLine(page.source, key), 1, 'front-matter', `Unknown front matter key "${key}". Remove it, or add it to scripts/content/frontMatterSchema.ts if the site needs it.`));
        }
        continue;
      }
      const key = issue.path[0] === undefined ? undefined : String(issue.path[0]);
      const value = key ? data[key] : undefined;
      const missing = value === undefined && issue.code === 'invalid_type';
      const detail = missing
        ? `Add the "${key}" front matter key.`
        : key === 'description' && typeof value === 'string'
          ? `The description has ${value.trim().length} characters. ${issue.message}`
          : issue.message;
      out.push(problem(page.file, keyLine(page.source, key), 1, 'front-matter', `${key ?? 'front matter'}: ${detail}`));
    }
  }
  return out;
}
