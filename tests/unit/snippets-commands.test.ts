/**
 * Every shell block of docs/, JSX ones included, is classed by what was done with it
 * (scripts/snippets/commands.ts) and passes that check. `npm run check:snippets` prints the
 * same classes for every block.
 */
import {describe, expect, it} from 'vitest';
import {docBlocks} from '../../scripts/snippets/blocks';
import {SHELL_LANGS, verifyShellBlocks} from '../../scripts/snippets/commands';
import {table} from '../../scripts/snippets/verify';

describe('shell blocks in docs/', () => {
  it('each pass the check of their class', async () => {
    const all = await docBlocks();
    const reports = await verifyShellBlocks(all.filter((b) => SHELL_LANGS.has(b.lang)), all);
    console.log(table(reports));
    const failed = reports.filter((r) => r.problems.length > 0).map((r) => `${r.block.where}:\n  ${r.problems.join('\n  ')}`);
    expect(failed, failed.join('\n')).toEqual([]);
    // A parser that found no block, or a check that ran none, would pass the line above.
    expect(reports.length).toBeGreaterThan(170);
    expect(reports.filter((r) => r.kind === 'ran' || r.kind === 'output compared').length).toBeGreaterThan(20);
    expect(reports.filter((r) => r.block.jsx === 'GovernanceCommand').length).toBeGreaterThan(20);
  }, 300_000);
});
