import type {Problem} from './types';

/** Sorts problems by file, line and column so the report reads top to bottom. */
export function sortProblems(problems: Problem[]): Problem[] {
  return problems
    .slice()
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule));
}

/** `file:line:column  rule  message`: editors and CI annotations turn the location into a link. */
export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column}  ${p.rule}  ${p.message}`;
}

export function formatReport(problems: Problem[]): string {
  return sortProblems(problems).map(formatProblem).join('\n');
}
