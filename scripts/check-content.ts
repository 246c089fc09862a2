/**
 * npm run check:content [-- --changed [--base REF]] [--rule NAME,…] [--timing]
 *
 * The writers' check: every page compiles as MDX and follows the front matter schema, the sidebar and the
 * pages agree, internal links, anchors and images resolve, Markdown style (markdownlint), spelling (cspell),
 * terminology, no typed-in network values and no typed-in number that the tools' source decides. No browser, no build. Prints `file:line:column  rule  message`.
 * Runs under jiti (see package.json) so it can read sidebars.ts and src/data/*.ts as they are. The rules run in
 * a worker with a time limit per page (content/supervise.ts).
 */
import {readdirSync} from 'node:fs';
import {join} from 'node:path';
import sidebars from '../sidebars';
import {networks} from '../src/data/networks';
import {rules} from './content/run';
import {CheckTimeLimitError, runChecksSupervised} from './content/supervise';
import {networkValues} from './content/rules/networkValues';
import {sourceFacts} from './content/rules/sourceFacts';
import {changedFiles, findBase} from './content/changed';
import {formatReport} from './content/report';
import type {RuleName} from './content/types';

const started = Date.now();
const rootDir = join(__dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? (args[at + 1] ?? '') : undefined;
};

async function main(): Promise<number> {
  const ruleNames = flag('--rule')?.split(',').filter(Boolean) as RuleName[] | undefined;
  const unknown = (ruleNames ?? []).filter((r) => !(r in rules));
  if (unknown.length) {
    console.error(`Unknown rule ${unknown.join(', ')}. Rules: ${Object.keys(rules).join(', ')}.`);
    return 2;
  }

  let only: string[] | undefined;
  if (args.includes('--changed')) {
    const base = findBase(rootDir, flag('--base') ? [flag('--base') as string] : ['main', 'origin/main']);
    if (!base) {
      console.error('--changed: no main or origin/main branch to compare with (fetch it, or pass --base REF).');
      return 2;
    }
    only = changedFiles(rootDir, base).filter((f) => /^docs\/.*\.mdx?$/.test(f));
    console.log(`Checking ${only.length} page(s) changed against ${base}.`);
  }

  const dataDir = join(rootDir, 'src/data');
  const modules: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(dataDir).filter((f) => f.endsWith('.ts')).sort()) {
    modules[file] = (await import(join(dataDir, file))) as Record<string, unknown>;
  }

  let result;
  try {
    result = await runChecksSupervised({
      rootDir,
      sidebars: sidebars as unknown as Record<string, unknown>,
      networkValues: networkValues(Object.values(networks), modules),
      sourceFacts: sourceFacts(modules),
      only,
      ruleNames,
    });
  } catch (error) {
    if (!(error instanceof CheckTimeLimitError)) throw error;
    console.log(`✗ ${error.message}`);
    return 1;
  }
  const {problems, pages, checked, timings} = result;
  if (args.includes('--timing')) console.log(`CPU time: ${Object.entries(timings).map(([k, v]) => `${k} ${v} ms`).join(', ')}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    console.log(formatReport(problems));
    console.log(`\n✗ ${problems.length} problem(s) in ${new Set(problems.map((p) => p.file)).size} file(s); ${checked} of ${pages} pages checked in ${seconds} s.`);
    console.log('  Each line is file:line:column  rule  what to do. CONTRIBUTING.md explains every rule.');
    return 1;
  }
  console.log(`✓ ${checked} of ${pages} pages checked in ${seconds} s: no problems.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
