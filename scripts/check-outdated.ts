/**
 * npm run check:outdated
 *
 * Compares each library that runs in readers' browsers with what its package has published since:
 * one line per package, `BEHIND` when the installed version (package-lock.json) is more than one
 * minor release behind the newest in its major, or a major release behind. Exit 0: none behind;
 * 1: one or more behind; 2: the registry did not answer. Needs the registry (`npm view`), so it is
 * not part of npm test; tests/unit/outdated.test.ts holds the comparison, and
 * .github/workflows/outdated.yml runs it weekly and opens an issue when something is behind.
 *
 * Benefit to readers: a security or correctness fix in a library they run (./outdated/watched.ts)
 * reaches the site within weeks instead of when someone happens to look.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {lag, reportLines} from './outdated/compare';
import {WATCHED} from './outdated/watched';

const lock = JSON.parse(readFileSync(join(__dirname, '..', 'package-lock.json'), 'utf8')) as {packages: Record<string, {version?: string}>};

/** What the registry has published: every version and the `latest` tag. */
function published(name: string): {versions: string[]; latest: string} {
  // On Windows npm is npm.cmd, which only a shell runs.
  const out = execFileSync('npm', ['view', name, 'versions', 'dist-tags.latest', '--json'], {encoding: 'utf8', shell: process.platform === 'win32'});
  const answer = JSON.parse(out) as {versions: string[]; 'dist-tags.latest': string};
  return {versions: answer.versions, latest: answer['dist-tags.latest']};
}

function main(): number {
  const lags = Object.entries(WATCHED).map(([name, hold]) => {
    const current = lock.packages[`node_modules/${name}`]?.version;
    if (!current) throw new Error(`${name} is not in package-lock.json`);
    const {versions, latest} = published(name);
    return lag(name, current, versions, latest, hold);
  });
  for (const line of reportLines(lags)) console.log(line);
  return lags.some((l) => l.outdated) ? 1 : 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(`check:outdated: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
