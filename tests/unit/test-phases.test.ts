/**
 * `npm test`'s phase runner (scripts/test.mjs), on a throwaway package: when scripts run side by
 * side and one fails, the end of its output is written again after everything else, where the tail
 * of a CI log shows it, and the run stops after that phase.
 */
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {runPhases} from '../../scripts/test.mjs';

const dir = mkdtempSync(join(tmpdir(), 'etherlink-phases-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const node = (code: string) => `node -e "${code}"`;
writeFileSync(
  join(dir, 'package.json'),
  JSON.stringify({
    name: 'phases',
    private: true,
    scripts: {
      broken: node("console.log('compiling');console.error('the reason: no such file');process.exit(3)"),
      // More lines than the runner repeats, all of them after the failure is known.
      chatty: node("for(let i=0;i<200;i++)console.log('line '+i)"),
      later: node("console.log('should not run')"),
    },
  }),
);

describe('npm test phases', () => {
  it('write a failed script\'s last lines again after the other scripts\' output, and stop', async () => {
    let out = '';
    const failure = await runPhases(
      [
        {name: 'first', budget: 60, steps: [['broken'], ['chatty']]},
        {name: 'second', budget: 60, steps: [['later']]},
      ],
      {cwd: dir, write: (text) => (out += text)},
    );
    expect(failure).toBe('first: broken exited 3');
    const repeated = out.indexOf('broken failed; the end of its output:\ncompiling\nthe reason: no such file\n');
    expect(repeated).toBeGreaterThan(out.indexOf('[chatty] line 199'));
    expect(out.slice(repeated)).toMatch(/\nfirst {29} +\d+ s {3} 60 s {2}FAILED\nall /);
    expect(out).not.toContain('should not run');
    expect(out).not.toContain('chatty failed');
  }, 60_000);
});
