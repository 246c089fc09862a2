import {locator} from '../model';
import {proseText, withoutCodeLikeTokens} from '../prose';
import {terminology} from '../terminology';
import {problem, type Problem} from '../types';
import type {Context} from '../context';

/** The house terms in scripts/content/terminology.ts, in prose only. */
export function checkTerminology(ctx: Context): Problem[] {
  const out: Problem[] = [];
  for (const page of ctx.pages.filter(ctx.inScope)) {
    ctx.onPage?.(page.file);
    if (!page.model) continue;
    const text = withoutCodeLikeTokens(proseText(page), {hyphenated: true});
    const at = locator(text);
    for (const term of terminology) {
      for (const match of text.matchAll(term.wrong)) {
        const {line, column} = at(match.index ?? 0);
        out.push(problem(page.file, line, column, 'terminology', `Write "${term.use}", not "${match[0]}". In code or a URL, put it in \`backticks\`.`));
      }
    }
  }
  return out;
}
