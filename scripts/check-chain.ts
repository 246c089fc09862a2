/**
 * npm run check:chain [-- --out DIR] [--timeout-ms N]
 *
 * Compares the site's facts (src/data) with the networks they describe: each Etherlink network's
 * JSON-RPC, Tezos layer 1 through TzKT, and the Octez GitLab releases (scripts/chain/). Prints one
 * line per drifted fact and per unreachable source, and writes DIR/report.json (default
 * chain-report/). Exit 0: every fact confirmed; 1: a fact drifted; 2: nothing drifted but a source
 * could not be reached. Every source URL can be overridden (scripts/chain/sources.ts). Needs the
 * network, so not part of npm test; tests/unit/check-chain.test.ts runs it against local fakes and
 * .github/workflows/chain.yml runs it weekly and on pull requests that touch src/data.
 *
 * Benefit to readers: a chain ID, address, governance contract or version that the chain no longer
 * agrees with is named, with its src/data line, within a week instead of when a reader's
 * transaction fails. Bounded: 10 s per request, 4 in flight per source, no request past 100 s;
 * 156 requests in all (67 to the busiest source). Measured on 127.0.0.1 fakes: 3.6 s for every
 * fact; every source unreachable (refused or silent), exit 2 in 12.9 s wall.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {reportJson, reportLines} from './chain/report';
import {runCheck} from './chain/run';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

async function main(): Promise<number> {
  const timeout = flag('--timeout-ms');
  const timeoutMs = timeout === undefined ? undefined : Number(timeout);
  if (timeoutMs !== undefined && !(timeoutMs > 0)) {
    console.error(`--timeout-ms needs a positive number of milliseconds, not "${timeout}"`);
    return 2;
  }
  const report = await runCheck({timeoutMs});
  for (const line of reportLines(report)) console.log(line);
  const rootDir = join(__dirname, '..');
  const outDir = resolve(rootDir, flag('--out') ?? 'chain-report');
  mkdirSync(outDir, {recursive: true});
  writeFileSync(join(outDir, 'report.json'), reportJson(report));
  console.log(`Report: ${relative(rootDir, join(outDir, 'report.json'))}`);
  return report.exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A bug in the check itself (not a source problem): one line, and a distinct status.
    console.error(`check:chain failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(3);
  },
);
