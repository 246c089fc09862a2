/** One problem found in the content, reported as `file:line:column  rule  message`. */
export interface Problem {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  rule: RuleName;
  /** What is wrong and what to do about it. */
  message: string;
}

export type RuleName =
  | 'mdx'
  | 'front-matter'
  | 'sidebar'
  | 'links'
  | 'images'
  | 'markdownlint'
  | 'spelling'
  | 'terminology'
  | 'network-values'
  | 'source-facts';

export const problem = (file: string, line: number, column: number, rule: RuleName, message: string): Problem => ({file, line, column, rule, message});
