/**
 * What the governance pages say about contract sets, voting keys and period lengths, held to
 * src/data/governance.ts: only what the data supports, durations computed from the data.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {periodRows} from '../../src/components/GovernanceTable/rows';
import {
  approximateDuration,
  contractGenerations,
  votingKeysConfigField,
} from '../../src/data/governance';

const page = (name: string) => readFileSync(join(__dirname, '../../docs/governance', name), 'utf8');

/** The section of a page under `## heading`, up to the next `## `. */
function section(source: string, heading: string): string {
  const start = source.indexOf(`\n## ${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const end = source.indexOf('\n## ', start + 1);
  return source.slice(start, end === -1 ? undefined : end);
}

describe('approximateDuration', () => {
  it('gives a count of blocks times the block time in the largest unit, to two decimals', () => {
    expect(approximateDuration(50_400 * 8)).toBe('about 4.67 days');
    expect(approximateDuration(3_600 * 8)).toBe('8 hours');
    expect(approximateDuration(86_400)).toBe('1 day');
    expect(approximateDuration(90)).toBe('1.5 minutes');
    expect(approximateDuration(1)).toBe('1 second');
    expect(() => approximateDuration(-1)).toThrow(RangeError);
  });

  it('is what the period tables show for every documented set', () => {
    for (const set of contractGenerations) {
      for (const [id, p] of Object.entries(set.periods ?? {})) {
        const row = periodRows(id as 'slow').find((r) => r.contract === set[id as 'slow']);
        expect(row?.votingPeriods).toContain(`: ${approximateDuration(p.proposalBlocks * p.blockTimeSeconds)} with the ${p.blockTimeSeconds}-second blocks`);
      }
    }
    expect(periodRows('slow')[1].votingPeriods).not.toContain('4.5 days');
  });
});

describe('governance/overview', () => {
  const overview = page('overview.mdx');

  it('says where a contract reads voting keys from, and how to check it, never that every set shares one', () => {
    expect(overview).not.toMatch(/voting keys contract[^.]*same for every set/i);
    expect(votingKeysConfigField).toBe('delegation_contract');
    const contracts = section(overview, 'Governance contract addresses');
    expect(contracts).toContain('its configuration names, in <code>{votingKeysConfigField}</code>');
    expect(contracts).toContain('`--dry-run`');
  });
});

describe('governance/quickstart', () => {
  it('has the baker confirm the active contract as a numbered step, before any vote', () => {
    const steps = section(page('quickstart.mdx'), 'Vote with the Octez client')
      .split('\n')
      .filter((line) => /^1\. /.test(line));
    expect(steps[0]).toBe('1. Confirm that the commands target the active contract.');
    expect(steps.findIndex((s) => /upvote|vote `yea`/.test(s))).toBeGreaterThan(0);
  });
});

describe('governance/voting-key', () => {
  it('says where a governance contract reads voting keys from, and where to check it', () => {
    const before = section(page('voting-key.mdx'), 'Before you begin');
    expect(before).toContain('check its <code>{votingKeysConfigField}</code>');
    expect(before).toContain('(/governance/overview#governance-contract-addresses)');
  });

  it('says that removal works per voting key, to repeat for each', () => {
    const removal = section(page('voting-key.mdx'), 'Remove a voting key');
    expect(removal).toContain('The command removes one voting key');
    expect(removal).toContain('run it once for each of them');
  });
});

describe('the Cooldown and the trigger', () => {
  // The contracts send the upgrade with an activation time of the trigger's time plus
  // adoption_period_sec (common/rollup.mligo, get_activation_timestamp): the trigger starts the
  // Cooldown, so no page may tell readers to wait for the Cooldown before they trigger.
  const WAITS_FOR_COOLDOWN = [
    /\bafter the Cooldown( period)?,? [^.]*\b(trigger|call|send)s?\b/i,
    /\b(trigger|call|send)s?\b[^.]*\bafter the Cooldown/i,
    /\bCooldown( period)? (has )?end(s|ed)?\b[^.]*\b(trigger|call|send)s?\b/i,
    /\bpass(ed|es)\b[^.]*\band the Cooldown( period)? has ended/i,
    /\bCooldown[^.]*after which anyone can/i,
  ];
  const pages = ['how-is-etherlink-governed.mdx', 'kernel-governance.mdx', 'triggering-upgrades.mdx', 'sequencer-upgrades.mdx', 'quickstart.mdx'];

  it.each(pages)('%s never has the trigger wait for the end of the Cooldown', (name) => {
    const text = page(name).replace(/\s+/g, ' ');
    for (const waits of WAITS_FOR_COOLDOWN) expect(text).not.toMatch(waits);
  });

  it('triggering-upgrades says the call starts the Cooldown', () => {
    expect(page('triggering-upgrades.mdx')).toContain('the Cooldown period, which starts with this call, ends');
  });
});

