/**
 * npm run check:chain [-- --out DIR] [--timeout-ms N]
 *
 * Compares the site's facts (src/data) with the sources that decide them: each Etherlink network's
 * JSON-RPC and relay endpoint, Tezos layer 1 through TzKT, the kernel's own durable storage through
 * an Etherlink Mainnet Smart Rollup node, and the Octez GitLab project (releases and the kernel and
 * node changelogs) (scripts/chain/). Prints one line per drifted fact, per unusable source and per
 * method a source answered with a JSON-RPC error, and writes DIR/report.json (default chain-report/).
 * Exit 0: every fact confirmed; 1: a fact drifted; 2: nothing drifted but a source could not be
 * reached, answered something malformed (over 2 MB, a quantity over 66 characters, a redirect), is
 * not configured, or answered a method with a JSON-RPC error (the facts needing it are unchecked);
 * 3: the check itself failed.
 * Every source URL can be overridden (scripts/chain/sources.ts). Needs the network, so not part of
 * npm test; tests/unit/check-chain*.test.ts run it against local fakes and hostile servers, and
 * .github/workflows/chain.yml runs it weekly and on pull requests that touch src/data.
 *
 * Benefit to readers: a chain ID, endpoint, address, governance contract, kernel, gas price floor,
 * block time or version that the sources no longer agree with is named, with its src/data line,
 * within a week instead of when a reader's transaction fails. Bounded: 10 s and 2 MB per request,
 * 4 in flight per source, no request past 100 s; 200 requests in all (89 to the busiest source).
 * Measured on 127.0.0.1 fakes: 174 facts in 1.4 s; every source unreachable (refused or silent),
 * exit 2 in 2.2-4.6 s with a 1.5 s timeout on a loaded machine; a hostile answer costs at most 172 MB
 * of peak RSS.
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
