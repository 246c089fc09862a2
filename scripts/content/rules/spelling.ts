import {locator} from '../model';
import {proseText, withoutCodeLikeTokens} from '../prose';
import {startSpellChecker} from '../spellChecker';
import {problem, type Problem} from '../types';
import type {Context} from '../context';

/**
 * Spelling of the prose with cspell and the repository's cspell.json (project words in project-words.txt).
 * Code, URLs, JSX and imports are blanked out first, so only what readers read is checked.
 */
export async function checkSpelling(ctx: Context): Promise<Problem[]> {
  const out: Problem[] = [];
  const checker = ctx.spellChecker ?? startSpellChecker(ctx.rootDir);
  try {
    const pages = ctx.pages.filter((p) => ctx.inScope(p) && p.model);
    const texts = pages.map((page) => withoutCodeLikeTokens(proseText(page)));
    const results = await Promise.all(pages.map((page, i) => checker.check(page.file, texts[i])));
    pages.forEach((page, i) => {
      const at = locator(texts[i]);
      for (const issue of results[i]) {
        const {line, column} = at(issue.offset);
        const hint = issue.suggestions.length ? `Did you mean ${issue.suggestions.map((s) => `"${s}"`).join(', ')}? ` : '';
        out.push(problem(page.file, line, column, 'spelling', `Unknown word "${issue.text}". ${hint}Fix it, put code in \`backticks\`, or add the word to project-words.txt if it is right.`));
      }
    });
  } finally {
    if (!ctx.spellChecker) await checker.close();
  }
  return out;
}
