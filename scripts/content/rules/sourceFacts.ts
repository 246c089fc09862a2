import {locator} from '../model';
import {maskExcept} from '../prose';
import {problem, type Problem} from '../types';
import type {Context} from '../context';
import {factsOf} from '../../facts/modules';

export interface SourceFact {
  /** `fees` for src/data/fees.ts, as pages import it (`@site/src/data/fees`). */
  module: string;
  /** The value's name or dotted path in the module. */
  key: string;
  value: number;
}

/** Every numeric value a module of src/data (by file name, `fees.ts`) declares in its `…Sources` map (src/data/source.ts). */
export function sourceFacts(modules: Record<string, Record<string, unknown>>): SourceFact[] {
  const out: SourceFact[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    const module = file.replace(/\.ts$/, '');
    for (const {key, declared} of factsOf(module, exports).facts) {
      for (const value of Array.isArray(declared) ? declared : [declared]) {
        if (typeof value === 'number' || typeof value === 'bigint') out.push({module, key, value: Number(value)});
      }
    }
  }
  return out;
}

/** `import … from '@site/src/data/fees'`: the data modules a page imports. */
const IMPORT = /from\s+['"]@site\/src\/data\/([\w-]+)['"]/g;

/** A number as prose writes it: 135,000,000, 135000000, 27 or 0.5; not part of a word, version or address. */
const NUMBER = /(?<![\w.,/-])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?!\w|[.,]\d)/g;

/**
 * The unit a value's name gives it (`minimumBaseFeePerGasGwei`: gwei). A one-digit number is flagged
 * only before that unit: alone, 1 or 2 is far more often a count or a name ("layer 1") than a fact.
 */
function unitOf(key: string): RegExp | null {
  if (/Gwei$/.test(key)) return /^\s*gwei\b/i;
  if (/Bytes$/.test(key)) return /^\s*bytes?\b/i;
  if (/gas/i.test(key)) return /^\s*(gas|units)\b/i;
  return null;
}

/**
 * On a page that imports a data module, a number in prose equal to one of that module's values
 * that the tools' source decides (its `…Sources` map) is typed in: the page must render it from the
 * module, so the test that holds the module to the source covers the page too. Numbers in code,
 * values of modules the page does not import, one-digit numbers not followed by the value's unit,
 * and sizes (`100 GB`) of values that are not bytes are not checked.
 */
export function checkSourceFacts(ctx: Context): Problem[] {
  const out: Problem[] = [];
  const facts = ctx.sourceFacts ?? [];
  if (facts.length === 0) return out;
  for (const page of ctx.pages.filter(ctx.inScope)) {
    ctx.onPage?.(page.file);
    if (!page.model) continue;
    const imported = new Set(Array.from(page.text.matchAll(IMPORT), (m) => m[1]));
    const byValue = new Map<number, (typeof facts)[number]>();
    for (const fact of facts) if (imported.has(fact.module) && !byValue.has(fact.value)) byValue.set(fact.value, fact);
    if (byValue.size === 0) continue;
    const text = maskExcept(page.text, page.model.prose);
    const at = locator(text);
    for (const match of text.matchAll(NUMBER)) {
      const fact = byValue.get(Number(match[0].replace(/,/g, '')));
      if (!fact) continue;
      const end = (match.index ?? 0) + match[0].length;
      const after = text.slice(end, end + 12);
      if (/^\d$/.test(match[0]) && !unitOf(fact.key)?.test(after)) continue;
      // A size ("100 GB storage") is not a count of blocks or a port, whatever its digits.
      if (/^\s*[KMGT]i?B\b/.test(after) && !/Bytes$/.test(fact.key)) continue;
      const {line, column} = at(match.index ?? 0);
      out.push(
        problem(page.file, line, column, 'source-facts', `"${match[0]}" is typed in; it is ${fact.key} of src/data/${fact.module}.ts, which the tools' source decides. Render it from the module ({${fact.key.split('.')[0]}…}), so a change in the source reaches the page.`),
      );
    }
  }
  return out;
}
