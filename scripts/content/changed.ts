import {execFileSync} from 'node:child_process';

const git = (rootDir: string, args: string[]) =>
  execFileSync('git', args, {cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']})
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The first of the candidate refs that exists (main locally, origin/main in CI checkouts). */
export function findBase(rootDir: string, candidates: string[]): string | null {
  for (const ref of candidates) {
    try {
      git(rootDir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
      return ref;
    } catch {
      // Try the next one.
    }
  }
  return null;
}

/** Files changed against the merge base with `base`, plus uncommitted and untracked files. */
export function changedFiles(rootDir: string, base: string): string[] {
  const files = new Set([
    ...git(rootDir, ['diff', '--name-only', '--diff-filter=ACMR', `${base}...HEAD`]),
    ...git(rootDir, ['diff', '--name-only', '--diff-filter=ACMR', 'HEAD']),
    ...git(rootDir, ['ls-files', '--others', '--exclude-standard']),
  ]);
  return Array.from(files).sort();
}
