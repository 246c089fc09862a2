import {createHash} from 'node:crypto';
import {describe, it, expect} from 'vitest';
import {
  L1_BLOCK_TIME_SECONDS,
  configReadUrl,
  contractGenerations,
  currentContractSet,
  previousContractSet,
  governanceProcess,
  governanceProcesses,
  governanceWebsiteUrl,
  isKt1Address,
  michelsonAddressSet,
  tezosExplorerUrl,
  votingKeysContract,
} from '../../src/data/governance';
import {
  compareVersions,
  evmNodeReleases,
  formatDate,
  isIsoDate,
  kernelUpgrades,
  splitInlineCode,
  upgradeAnchor,
} from '../../src/data/upgrades';
import {contractRows, periodRows, thresholdRows} from '../../src/components/GovernanceTable/rows';
import {processCommand, votingKeyCommand} from '../../src/components/GovernanceCommand/commands';
import {mainnet} from '../../src/data/networks';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Decodes base58check and verifies the 4-byte double-SHA-256 checksum; returns the payload. */
function base58checkPayload(value: string): Buffer | null {
  let n = 0n;
  for (const char of value) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    n = n * 58n + BigInt(digit);
  }
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const bytes = Buffer.from(hex, 'hex');
  const payload = bytes.subarray(0, -4);
  const checksum = bytes.subarray(-4);
  const expected = createHash('sha256').update(createHash('sha256').update(payload).digest()).digest().subarray(0, 4);
  return checksum.equals(expected) ? payload : null;
}

/** A KT1 address is base58check of the 3-byte prefix 02 5a 79 and a 20-byte contract hash. */
function isValidKt1(address: string): boolean {
  if (address.length !== 36 || !isKt1Address(address)) return false;
  const payload = base58checkPayload(address);
  return payload !== null && payload.length === 23 && payload.subarray(0, 3).equals(Buffer.from([0x02, 0x5a, 0x79]));
}

const allContracts = [
  ...governanceProcesses.map((p) => p.contract),
  votingKeysContract,
  ...contractGenerations.flatMap((g) => [g.slow, g.fast, g.sequencer]),
];

describe('governance processes', () => {
  it('has exactly the slow, fast and sequencer processes, each with every field set', () => {
    expect(governanceProcesses.map((p) => p.id)).toEqual(['slow', 'fast', 'sequencer']);
    for (const p of governanceProcesses) {
      for (const field of ['name', 'anchor', 'decides', 'useFor', 'contract'] as const) {
        expect(p[field], `${p.id}.${field}`).toEqual(expect.any(String));
        expect(p[field].trim().length, `${p.id}.${field}`).toBeGreaterThan(0);
      }
    }
  });

  it('keeps quorums and supermajorities between 0 and 100 percent', () => {
    for (const p of governanceProcesses) {
      for (const value of [p.proposalQuorumPercent, p.promotionQuorumPercent, p.supermajorityPercent]) {
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThanOrEqual(100);
      }
      // A supermajority is more than half of the votes cast.
      expect(p.supermajorityPercent).toBeGreaterThan(50);
    }
  });

  it('holds the documented thresholds', () => {
    const t = (id: 'slow' | 'fast' | 'sequencer') => {
      const p = governanceProcess(id);
      return [p.proposalQuorumPercent, p.promotionQuorumPercent, p.supermajorityPercent];
    };
    expect(t('slow')).toEqual([1, 5, 75]);
    expect(t('fast')).toEqual([5, 15, 80]);
    expect(t('sequencer')).toEqual([1, 8, 75]);
  });

  it('counts documented periods in positive whole numbers of blocks and seconds', () => {
    for (const set of contractGenerations) {
      for (const p of Object.values(set.periods ?? {})) {
        for (const value of [p.proposalBlocks, p.promotionBlocks, p.cooldownSeconds]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThan(0);
        }
        expect(p.promotionBlocks).toBe(p.proposalBlocks);
      }
    }
  });

  it('makes the fast process faster and stricter than the slow one', () => {
    const slow = governanceProcess('slow');
    const fast = governanceProcess('fast');
    const periods = previousContractSet.periods!;
    expect(periods.fast.proposalBlocks).toBeLessThan(periods.slow.proposalBlocks);
    expect(fast.promotionQuorumPercent).toBeGreaterThan(slow.promotionQuorumPercent);
    expect(fast.supermajorityPercent).toBeGreaterThan(slow.supermajorityPercent);
  });

  it('rejects an unknown process', () => {
    expect(() => governanceProcess('medium' as 'slow')).toThrow(/Unknown governance process/);
  });
});

describe('periods', () => {
  it('keeps the 6-second Tezos block time for prose, not for period arithmetic', () => {
    expect(L1_BLOCK_TIME_SECONDS).toBe(6);
  });

  it('quotes the documented 4.1 periods with the 8-second blocks they were stated for', () => {
    expect(periodRows('slow')).toEqual([
      {
        set: 'Kernel 6.2 (current)',
        contract: currentContractSet.slow,
        votingPeriods: 'Not published: read `period_length` (layer-1 blocks) from the contract',
        cooldown: 'Not published: read `adoption_period_sec` (seconds) from the contract',
      },
      {
        set: 'Kernel 4.1',
        contract: previousContractSet.slow,
        votingPeriods:
          '50,400 layer-1 blocks each: about 4.67 days with the 8-second blocks of the Tezos Seoul protocol (documented as of the Ebisu upgrade)',
        cooldown: '86,400 seconds (1 day)',
      },
    ]);
    expect(periodRows('fast')[1].votingPeriods).toMatch(/^3,600 layer-1 blocks each: 8 hours with the 8-second/);
    expect(periodRows('sequencer')[1].votingPeriods).toMatch(/^50,400 layer-1 blocks each: about 4\.67 days/);
  });

  it('states no duration that the sources do not state (no 6-second arithmetic on 4.1 block counts)', () => {
    const text = (['slow', 'fast', 'sequencer'] as const).flatMap((id) => periodRows(id)).map((r) => `${r.votingPeriods} ${r.cooldown}`).join('\n');
    expect(text).not.toMatch(/3\.5 days|6 hours|4\.7 days/);
    for (const set of contractGenerations) {
      for (const p of Object.values(set.periods ?? {})) expect(p.blockTimeSeconds).toBe(8);
    }
  });

  it('points readers at the contract configuration on TzKT', () => {
    expect(configReadUrl(currentContractSet.slow)).toBe(
      `https://api.tzkt.io/v1/contracts/${currentContractSet.slow}/storage?path=config`,
    );
  });

  it('puts each threshold in its table row', () => {
    const rows = thresholdRows('fast');
    expect(rows.map((r) => `${r.period}/${r.requirement}`)).toEqual([
      'Proposal/Quorum',
      'Promotion/Quorum',
      'Promotion/Supermajority',
    ]);
    expect(rows[0].threshold).toContain('5%');
    expect(rows[1].threshold).toContain('15%');
    expect(rows[2].threshold).toContain('80%');
  });
});

describe('contract addresses', () => {
  it('are well-formed KT1 addresses with a valid checksum', () => {
    for (const address of allContracts) {
      expect(address, address).toHaveLength(36);
      expect(isValidKt1(address), address).toBe(true);
    }
  });

  it('catch malformed addresses', () => {
    expect(isKt1Address('KT1VZVNCNnhUp7s15d9RsdycP7C1iwYhAQ8')).toBe(false); // 35 characters
    expect(isKt1Address('KT1VZVNCNnhUp7s15d9RsdycP7C1iwYhAQ80')).toBe(false); // 0 is not base58
    expect(isKt1Address('tz1VZVNCNnhUp7s15d9RsdycP7C1iwYhAQ8r')).toBe(false);
    expect(isValidKt1('KT1VZVNCNnhUp7s15d9RsdycP7C1iwYhAQ8s')).toBe(false); // one character off
  });

  it('makes the 6.2 set current, the 4.1 set previous, and lists each generation once', () => {
    expect(currentContractSet.introducedBy).toBe('6.2');
    expect(previousContractSet.introducedBy).toBe('4.1');
    expect([currentContractSet.slow, currentContractSet.fast, currentContractSet.sequencer]).toEqual(
      governanceProcesses.map((p) => p.contract),
    );
    const everyAddress = contractGenerations.flatMap((g) => [g.slow, g.fast, g.sequencer]);
    expect(new Set(everyAddress).size).toBe(everyAddress.length);
  });

  it('links Tezos addresses to TzKT', () => {
    expect(tezosExplorerUrl(votingKeysContract)).toBe(`https://tzkt.io/${votingKeysContract}`);
    expect(contractRows().map((r) => r.address)).toContain(mainnet.rollupAddress);
    expect(governanceWebsiteUrl).toBe('https://governance.etherlink.com');
  });
});

describe('octez-client commands', () => {
  it('sorts Michelson address sets and drops duplicates', () => {
    expect(michelsonAddressSet(['KT1Wb', 'KT1Va', 'KT1Wb'])).toBe('{ "KT1Va" ; "KT1Wb" }');
  });

  it('targets the right contract and entrypoint', () => {
    const slow = governanceProcess('slow').contract;
    const fast = governanceProcess('fast').contract;
    expect(processCommand('vote', 'slow', 'nay')).toContain(`octez-client call ${slow} from <VOTER>`);
    expect(processCommand('vote', 'slow', 'nay')).toContain(`--arg '"nay"'`);
    expect(processCommand('upvote', 'fast')).toContain(fast);
    expect(processCommand('upvote', 'fast')).toContain('--arg "0x<KERNEL_HASH>"');
    expect(processCommand('trigger', 'fast')).toContain(`--arg '"${mainnet.rollupAddress}"'`);
    expect(processCommand('trigger', 'fast')).toContain(`${fast} from <ACCOUNT>`);
    expect(processCommand('state', 'slow')).toBe(`octez-client run view get_voting_state on contract ${slow}`);
    expect(processCommand('trigger', 'sequencer')).toContain('--entrypoint trigger_committee_upgrade');
    expect(processCommand('propose', 'sequencer')).toContain(`--arg 'Pair "<SEQUENCER_PUBLIC_KEY>" <SEQUENCER_L2_ADDRESS>'`);
  });

  it('builds voting-key parameters for the documented cases', () => {
    const slow = governanceProcess('slow').contract;
    const seq = governanceProcess('sequencer').contract;
    expect(votingKeyCommand('propose-all')).toContain(`octez-client call ${votingKeysContract} from <BAKER>`);
    expect(votingKeyCommand('propose-all')).toContain(`--arg 'Pair "<VOTING_KEY>" True None'`);
    expect(votingKeyCommand('propose-some')).toContain(`(Some ${michelsonAddressSet([seq, slow])})`);
    expect(votingKeyCommand('revoke')).toContain(`'Pair "<VOTING_KEY>" False None'`);
    expect(votingKeyCommand('claim')).toContain('from <VOTING_KEY>');
    expect(votingKeyCommand('verify-one')).toContain(`(Some "${slow}")`);
  });
});

describe('kernel upgrades', () => {
  it('has every required field', () => {
    for (const u of kernelUpgrades) {
      expect(u.version, u.title).toMatch(/^\d+\.\d+$/);
      expect(u.title.trim(), u.version).not.toBe('');
      expect(u.summary.trim(), u.version).not.toBe('');
      expect(u.changes.length, u.version).toBeGreaterThan(0);
      // Each entry says when it happened: a date, or why there is none.
      expect(Boolean(u.date) || Boolean(u.timing?.trim()), u.version).toBe(true);
    }
  });

  it('uses valid ISO dates', () => {
    const dated = kernelUpgrades.filter((u) => u.date);
    // Only these activation dates are published; the others must not be guessed.
    expect(dated.map((u) => u.version)).toEqual(['4.1', '4.0', '3.1', '3.0', '2.0', '1.0', '0.0']);
    for (const u of dated) expect(isIsoDate(u.date!), `${u.version}: ${u.date}`).toBe(true);
    for (const r of evmNodeReleases) expect(isIsoDate(r.date), r.version).toBe(true);
  });

  it('is sorted newest first, by version and by date', () => {
    for (let i = 1; i < kernelUpgrades.length; i++) {
      expect(compareVersions(kernelUpgrades[i - 1].version, kernelUpgrades[i].version)).toBeGreaterThan(0);
    }
    const dates = kernelUpgrades.filter((u) => u.date).map((u) => u.date!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(dates.length);
    const blocks = kernelUpgrades.filter((u) => u.activationBlock !== undefined).map((u) => u.activationBlock!);
    expect(blocks).toEqual([...blocks].sort((a, b) => b - a));
  });

  it('has no duplicate versions or anchors', () => {
    const versions = kernelUpgrades.map((u) => u.version);
    expect(new Set(versions).size).toBe(versions.length);
    const anchors = versions.map(upgradeAnchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(upgradeAnchor('6.0')).toBe('etherlink-6-0');
  });

  it('starts with Mainnet genesis', () => {
    expect(kernelUpgrades.at(-1)?.date).toBe(mainnet.genesisDate);
  });

  it('links only to site paths or https URLs', () => {
    for (const u of kernelUpgrades) {
      for (const link of [...(u.related ?? []), ...(u.announcement ? [u.announcement] : [])]) {
        expect(link.href, u.version).toMatch(/^(\/[a-z0-9/-]+(#[a-z0-9-]+)?|https:\/\/\S+)$/);
      }
    }
  });

  it('validates and formats dates', () => {
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('2025-7-15')).toBe(false);
    expect(formatDate('2025-07-15')).toBe('15 July 2025');
    expect(() => formatDate('15/07/2025')).toThrow(RangeError);
  });

  it('splits backticks into code parts', () => {
    expect(splitInlineCode('Use `eth_call` now')).toEqual([
      {code: false, text: 'Use '},
      {code: true, text: 'eth_call'},
      {code: false, text: ' now'},
    ]);
    expect(splitInlineCode('`a`')).toEqual([{code: true, text: 'a'}]);
  });
});
