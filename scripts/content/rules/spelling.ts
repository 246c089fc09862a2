import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {spellCheckDocument} from 'cspell-lib';
import {positionAt} from '../model';
import {proseText, withoutCodeLikeTokens} from '../prose';
import {problem, type Problem} from '../types';
import type {Context} from '../context';

/**
 * Spelling of the prose with cspell and the repository's cspell.json (project words in project-words.txt).
 * Code, URLs, JSX and imports are blanked out first, so only what readers read is checked.
 */
export async function checkSpelling(ctx: Context): Promise<Problem[]> {
  const out: Problem[] = [];
  const configFile = join(ctx.rootDir, 'cspell.json');
  for (const page of ctx.pages.filter(ctx.inScope)) {
    if (!page.model) continue;
    const text = withoutCodeLikeTokens(proseText(page));
    const result = await spellCheckDocument(
      {uri: pathToFileURL(join(ctx.rootDir, page.file)).href, text, languageId: 'plaintext'},
      {configFile, noConfigSearch: true, generateSuggestions: true, numSuggestions: 3},
      {},
    );
    for (const error of result.errors ?? []) throw error;
    for (const issue of result.issues) {
      const {line, column} = positionAt(text, issue.offset);
      const suggestions = (issue.suggestionsEx ?? []).map((s) => s.word).filter(Boolean);
      const hint = suggestions.length ? `Did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}? ` : '';
      out.push(problem(page.file, line, column, 'spelling', `Unknown word "${issue.text}". ${hint}Fix it, put code in \`backticks\`, or add the word to project-words.txt if it is right.`));
    }
  }
  return out;
}
