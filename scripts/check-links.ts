/**
 * npm run check:links [-- --changed [--base REF]] [--out DIR]
 *
 * Checks every external URL written in docs/ and src/data/ (see scripts/links/) and writes
 * DIR/link-report.md and DIR/link-report.json (default DIR: link-report/), grouped by source file and line.
 * Exits 1 on a dead link. Needs the internet, so it is not part of npm test (its behaviour is: see
 * tests/unit/check-links.test.ts); .github/workflows/links.yml runs it weekly and on pull requests.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {docsUrls, dataUrls} from './links/sources';
import {checkUrls} from './links/check';
import {toJson, toMarkdown, groupBySource} from './links/report';
import {changedFiles, findBase} from './content/changed';
import {listDocFiles} from './content/docs';

const rootDir = join(__dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? (args[args.indexOf(name) + 1] ?? '') : undefined);

async function main(): Promise<number> {
  let docs = listDocFiles(rootDir);
  let withData = true;
  if (args.includes('--changed')) {
    const base = findBase(rootDir, flag('--base') ? [flag('--base') as string] : ['main', 'origin/main']);
    if (!base) {
      console.error('--changed: no main or origin/main branch to compare with (fetch it, or pass --base REF).');
      return 2;
    }
    const changed = changedFiles(rootDir, base);
    docs = docs.filter((f) => changed.includes(f));
    withData = changed.some((f) => f.startsWith('src/data/'));
  }
  const sources = [...docsUrls(rootDir, docs), ...(withData ? dataUrls(rootDir) : [])];
  console.log(`Checking ${new Set(sources.map((s) => s.url)).size} external URLs from ${new Set(sources.map((s) => s.file)).size} files…`);
  const outcomes = await checkUrls(sources);
  const outDir = join(rootDir, flag('--out') ?? 'link-report');
  mkdirSync(outDir, {recursive: true});
  writeFileSync(join(outDir, 'link-report.md'), toMarkdown(outcomes));
  writeFileSync(join(outDir, 'link-report.json'), toJson(outcomes));
  for (const group of groupBySource(outcomes)) {
    for (const l of group.links) console.log(`${group.file}:${l.line}  ${l.url}  ${l.detail}`);
  }
  const broken = outcomes.filter((o) => o.state === 'broken').length;
  console.log(`${broken ? '✗' : '✓'} ${outcomes.length} URLs, ${broken} broken. Report: ${join(outDir, 'link-report.md')}`);
  return broken ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
