#!/usr/bin/env node
/**
 * `npm test`: every check, in phases, with each phase's time printed at the end beside its budget
 * (ARCHITECTURE.md, "Tests and CI", says what each phase proves). The content check runs first: it
 * takes seconds and is the commonest failure. Then the type check, lint, the unit tests and the
 * chain of builds run side by side, and the browser tests last, on the builds. A phase over its
 * budget is reported, not failed: the budgets are for a 2-core machine at rest, and a busy one is
 * slower without anything being wrong.
 */
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createInterface} from 'node:readline';
import {pathToFileURL} from 'node:url';
import semver from 'semver';

/** Budgets in seconds on an idle 2-core machine, `npm ci` not counted. */
export const PHASES = [
  {name: 'content check', budget: 30, steps: [['check:content']]},
  {
    name: 'types, lint, unit tests, builds',
    budget: 270,
    // One list runs in turn; the lists run side by side.
    steps: [['typecheck'], ['lint'], ['test:unit'], ['build', 'test:after-build', 'build:hosted', 'build:base']],
  },
  {name: 'browser tests', budget: 180, steps: [['test:e2e']]},
];

/** Lines of a failed script that are shown again at the end, where a log's tail shows them. */
const TAIL_LINES = 80;

/**
 * Runs the phases in turn, each phase's lists of npm scripts side by side, and stops after a phase
 * that failed. Writes the scripts' output (each line prefixed by its script's name when several run
 * at once), then the end of each failed script's output again, since another script's output can
 * follow a failure for minutes, then the table of times and budgets.
 * @param {{name: string, budget: number, steps: string[][]}[]} phases
 * @param {{cwd?: string, write?: (text: string) => void}} [options]
 * @returns {Promise<string | null>} what failed, or null
 */
export async function runPhases(phases, {cwd = process.cwd(), write = (text) => process.stdout.write(text)} = {}) {
  const failedTails = [];
  const run = (script, label) =>
    new Promise((resolve) => {
      // One command line: with a shell (npm is npm.cmd on Windows), Node.js deprecates an argument list.
      const child = spawn(`npm run --silent ${script}`, {cwd, shell: true, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit'});
      const tail = [];
      if (label) {
        for (const input of [child.stdout, child.stderr]) {
          createInterface({input}).on('line', (line) => {
            write(`[${script}] ${line}\n`);
            tail.push(line);
            if (tail.length > TAIL_LINES) tail.shift();
          });
        }
      }
      child.on('close', (code) => {
        if (code !== 0 && label) failedTails.push({script, tail});
        resolve(code ?? 1);
      });
    });
  const runSteps = async (steps) => {
    const labelled = steps.length > 1;
    const codes = await Promise.all(
      steps.map(async (chain) => {
        for (const script of chain) {
          const code = await run(script, labelled);
          if (code !== 0) return `${script} exited ${code}`;
        }
        return null;
      }),
    );
    return codes.filter(Boolean);
  };

  const rows = [];
  let failure = null;
  for (const phase of phases) {
    const start = performance.now();
    const failed = await runSteps(phase.steps);
    rows.push({phase: phase.name, seconds: Math.round((performance.now() - start) / 1000), budget: phase.budget, failed});
    if (failed.length > 0) {
      failure = `${phase.name}: ${failed.join(', ')}`;
      break;
    }
  }
  for (const {script, tail} of failedTails) write(`\n${script} failed; the end of its output:\n${tail.join('\n')}\n`);
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  const budget = phases.reduce((sum, phase) => sum + phase.budget, 0);
  write('\nphase                              time    budget\n');
  for (const row of rows) {
    const over = row.seconds > row.budget ? '  over budget' : '';
    write(`${row.phase.padEnd(34)} ${`${row.seconds} s`.padStart(6)}  ${`${row.budget} s`.padStart(6)}${row.failed.length ? '  FAILED' : over}\n`);
  }
  write(`${'all'.padEnd(34)} ${`${total} s`.padStart(6)}  ${`${budget} s`.padStart(6)}\n`);
  return failure;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The range Hardhat and the site's tools accept; an older 22 passed a major-only check and failed later.
  const {engines} = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  console.log(`Node.js ${process.version}`);
  if (!semver.satisfies(process.versions.node, engines.node)) {
    console.error(
      `npm test needs Node.js ${engines.node}; this is ${process.version}. Run \`. scripts/node-lts.sh && npm ci\` ` +
        'first: it puts Node.js 24 from the npm registry on PATH for this shell.',
    );
    process.exit(1);
  }
  const failure = await runPhases(PHASES);
  if (failure) {
    console.error(`\nnpm test failed in ${failure}`);
    process.exit(1);
  }
}
