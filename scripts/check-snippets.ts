/**
 * `npm run check:snippets`: classes every code block of docs/, JSX ones included, by what was
 * done with it (scripts/snippets/verify.ts and commands.ts), and runs only plain `cast` and
 * `curl` commands against local anvil nodes: a page's shell never runs. Prints the table per
 * class, every block with its class, then each problem as `docs/…:line`; exits 1 on any problem
 * (a block that claims more than was checked, or a check that failed). About 35 s on 2 cores.
 * `--changed` (npm run test:docs): only the pages changed against main, when nothing but pages
 * changed; a change anywhere else (examples/, src/data, the checks themselves) checks every page.
 */
import {docBlocks, repoRoot} from './snippets/blocks';
import {classOf, table, verifyAll} from './snippets/verify';
import {changedFiles, findBase} from './content/changed';

async function blocksToCheck() {
  const all = await docBlocks();
  if (!process.argv.includes('--changed')) return all;
  const base = findBase(repoRoot, ['main', 'origin/main']);
  if (!base) return all;
  const changed = changedFiles(repoRoot, base);
  if (changed.some((file) => !file.startsWith('docs/'))) return all;
  console.log(`Checking the code blocks of ${changed.length} changed page(s) against ${base}.`);
  return all.filter((block) => changed.includes(block.page));
}

const started = Date.now();
const reports = await verifyAll(await blocksToCheck());
console.log(table(reports));
console.log('\nEvery block:');
for (const r of reports) console.log(`  ${r.block.where} ${r.block.jsx ? `<${r.block.jsx}> ` : ''}${r.block.lang || '(none)'}: ${classOf(r)}${r.detail ? ` (${r.detail})` : ''}`);
const failed = reports.filter((r) => r.problems.length > 0);
for (const r of failed) console.log(`\n${r.block.where} (${r.block.lang}${r.block.file ? `, ${r.block.file}` : ''}):\n  ${r.problems.join('\n  ')}`);
console.log(`\n${reports.length} blocks in ${((Date.now() - started) / 1000).toFixed(1)} s; ${failed.length} with problems`);
process.exitCode = failed.length > 0 ? 1 : 0;
