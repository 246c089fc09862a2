/**
 * Every shell block of docs/ is run on anvil, checked against a recorded manual or the files it
 * names, or marked "(fragment)" with a printed reason (scripts/snippets/commands.ts).
 * `npm run check:snippets` runs this and snippets.test.ts together and prints one table.
 */
import {describe, expect, it} from 'vitest';
import {docBlocks} from '../../scripts/snippets/blocks';
import {SHELL_LANGS, verifyShellBlocks} from '../../scripts/snippets/commands';
import {table} from '../../scripts/snippets/verify';

describe('shell blocks in docs/', () => {
  it('are each run, checked, or marked "(fragment)" with a reason', async () => {
    const all = docBlocks();
    const reports = await verifyShellBlocks(
      all.filter((b) => SHELL_LANGS.has(b.lang)),
      all,
    );
    console.log(table(reports));
    const unverified = reports.filter((r) => r.status === 'unverified').map((r) => `${r.block.where}:\n  ${r.problems.join('\n  ')}`);
    expect(unverified, `Run or check these blocks, or mark them with a title ending "(fragment)":\n${unverified.join('\n')}`).toEqual([]);
    // Today the site has 150 shell blocks; a parser that found none would pass the line above.
    expect(reports.length).toBeGreaterThan(140);
    expect(reports.filter((r) => r.by === 'anvil run').length).toBeGreaterThan(20);
  }, 300_000);
});
