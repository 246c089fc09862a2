import {main as markdownlintCli2} from 'markdownlint-cli2';
import {problem, type Problem} from '../types';
import type {Context} from '../context';

interface LintResult {
  fileName: string;
  lineNumber: number;
  ruleNames: string[];
  ruleDescription: string;
  ruleInformation?: string | null;
  errorDetail?: string | null;
  errorRange?: [number, number] | null;
}

/**
 * Markdown style with markdownlint-cli2 and the repository's .markdownlint-cli2.jsonc (tuned for MDX,
 * admonitions and tabs). Results are collected through an output formatter instead of printed.
 */
export async function checkMarkdownlint(ctx: Context): Promise<Problem[]> {
  // markdownlint parses with micromark too: a page over the limits (reported by the mdx rule) is skipped.
  const pages = ctx.pages.filter((p) => ctx.inScope(p) && !p.overLimit);
  if (pages.length === 0) return [];
  const files = pages.map((p) => p.file);
  // MDX comments ({/* … */}) read as emphasis to markdownlint: lint them as the HTML comments they stand for.
  const fileContents = Object.fromEntries(pages.map((p) => [p.file, p.source.replace(/\{\/\*([\s\S]*?)\*\/\}/g, '<!--$1-->')]));
  const results: LintResult[] = [];
  const collect = (options: {results: LintResult[]}) => {
    results.push(...options.results);
  };
  await markdownlintCli2({
    directory: ctx.rootDir,
    argv: files.map((file) => `:${file}`), // ':' = a literal path, not a glob
    fileContents,
    optionsOverride: {outputFormatters: [[collect]], noBanner: true, noProgress: true},
    logMessage: () => undefined,
    logError: (message: string) => {
      throw new Error(`markdownlint-cli2: ${message}`);
    },
  });
  return results.map((r) => {
    const detail = r.errorDetail ? ` (${r.errorDetail})` : '';
    const more = r.ruleInformation ? ` See ${r.ruleInformation}` : '';
    return problem(r.fileName, r.lineNumber, r.errorRange?.[0] ?? 1, 'markdownlint', `${r.ruleNames.slice(0, 2).join('/')}: ${r.ruleDescription}${detail}.${more}`);
  });
}
