import {locator} from '../model';
import {maskExcept, frontMatterProse} from '../prose';
import {valuePattern} from '../networkValues';
import {problem, type Problem} from '../types';
import type {Context} from '../context';

/**
 * Chain IDs, RPC URLs and addresses come from src/data, never typed into prose or link targets. Code (inline
 * and fenced) shows commands as readers type them and is not checked; prefer <CopyValue> there too.
 */
export function checkNetworkValues(ctx: Context): Problem[] {
  const out: Problem[] = [];
  const pattern = valuePattern(ctx.networkValues);
  if (!pattern) return out;
  const byValue = new Map(ctx.networkValues.map((v) => [v.value.toLowerCase(), v]));
  for (const page of ctx.pages.filter(ctx.inScope)) {
    ctx.onPage?.(page.file);
    if (!page.model) continue;
    const text = maskExcept(page.text, [...page.model.prose, ...page.model.literals, ...frontMatterProse(page)]);
    const at = locator(text);
    for (const match of text.matchAll(pattern)) {
      const value = byValue.get(match[0].toLowerCase());
      const {line, column} = at(match.index ?? 0);
      out.push(problem(page.file, line, column, 'network-values', `"${match[0]}" is typed in; it lives in ${value?.source ?? 'src/data'}. Import it (import {mainnet} from '@site/src/data/networks'; then {mainnet.chainId}) or use <NetworkTable>/<CopyValue>.`));
    }
  }
  return out;
}
