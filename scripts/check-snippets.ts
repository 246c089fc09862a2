/**
 * `npm run check:snippets`: every code block of docs/, shell commands included, verified alone
 * (scripts/snippets/verify.ts and commands.ts), in about the time of one unit test file.
 * Prints the table per language (verified, how, fragments with their reason, unverified), then
 * each problem as `docs/…:line`; exits 1 on any unverified block.
 * `--changed` (npm run test:docs): only the pages changed against main, when nothing but pages
 * changed; a change anywhere else (examples/, src/data, the checks themselves) checks every page.
 */
import {existsSync} from 'node:fs';
import {HARDHAT_TEST} from './snippets/commands';
import {docBlocks, repoRoot} from './snippets/blocks';
import {table, verifyAll} from './snippets/verify';
import {changedFiles, findBase} from './content/changed';

function blocksToCheck() {
  const all = docBlocks();
  if (!process.argv.includes('--changed')) return all;
  const base = findBase(repoRoot, ['main', 'origin/main']);
  if (!base) return all;
  const changed = changedFiles(repoRoot, base);
  if (changed.some((file) => !file.startsWith('docs/'))) return all;
  console.log(`Checking the code blocks of ${changed.length} changed page(s) against ${base}.`);
  return all.filter((block) => changed.includes(block.page));
}

const started = Date.now();
const reports = await verifyAll(blocksToCheck());
console.log(table(reports));
const fragments = reports.filter((r) => r.status === 'fragment');
if (fragments.length > 0) {
  console.log('\nFragments (not run, by design):');
  for (const r of fragments) console.log(`  ${r.block.where} (${r.block.lang}): ${r.by?.replace(/^fragment: /, '') ?? 'partial by design'}`);
}
const leftToHardhat = reports.filter((r) => r.by?.includes(HARDHAT_TEST)).length;
if (leftToHardhat > 0 && !existsSync(HARDHAT_TEST)) console.log(`\nNote: ${leftToHardhat} blocks are left to ${HARDHAT_TEST}, which this checkout does not have.`);
const unverified = reports.filter((r) => r.status === 'unverified');
for (const r of unverified) console.log(`\n${r.block.where} (${r.block.lang}${r.block.file ? `, ${r.block.file}` : ''}):\n  ${r.problems.join('\n  ')}`);
console.log(`\n${reports.length} blocks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exitCode = unverified.length > 0 ? 1 : 0;
