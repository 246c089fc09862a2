/**
 * Table rows for the governance pages, computed from src/data/governance.ts so that no
 * block count, percentage, duration or address is typed into the Markdown.
 */
import {
  approximateDuration,
  contractGenerations,
  currentContractSet,
  governanceProcess,
  governanceProcesses,
  rollupAddress,
  votingKeysContract,
  type ContractSet,
  type ProcessId,
} from '../../data/governance';
import {formatInteger} from '../../lib/formatNumber';

export interface PeriodRow {
  /** "Kernel 6.2 (current)" */
  set: string;
  contract: string;
  /** Proposal and Promotion periods (they have the same length). */
  votingPeriods: string;
  cooldown: string;
}

/** Text for a contract set: the kernel release that deployed it, and whether it is current. */
export function setLabel(set: ContractSet): string {
  return `Kernel ${set.introducedBy}${set === currentContractSet ? ' (current)' : ''}`;
}

/**
 * One row per contract set whose periods are known or that is current, newest first. A set
 * without published periods says so and points to the contract's own configuration.
 */
export function periodRows(id: ProcessId): PeriodRow[] {
  return [...contractGenerations]
    .reverse()
    .filter((set) => set === currentContractSet || set.periods)
    .map((set) => {
      const row = {set: setLabel(set), contract: set[id]};
      const p = set.periods?.[id];
      if (!p) {
        return {
          ...row,
          votingPeriods: 'Not published: read `period_length` (layer-1 blocks) from the contract',
          cooldown: 'Not published: read `adoption_period_sec` (seconds) from the contract',
        };
      }
      const same = p.proposalBlocks === p.promotionBlocks ? 'each' : `and ${formatInteger(p.promotionBlocks)}`;
      return {
        ...row,
        votingPeriods: `${formatInteger(p.proposalBlocks)} layer-1 blocks ${same}: ${approximateDuration(p.proposalBlocks * p.blockTimeSeconds)} with the ${p.blockTimeSeconds}-second blocks of the Tezos ${p.protocol} protocol (documented as of ${p.asOf})`,
        cooldown: `${formatInteger(p.cooldownSeconds)} seconds (${approximateDuration(p.cooldownSeconds)})`,
      };
    });
}

export interface ThresholdRow {
  period: 'Proposal' | 'Promotion';
  requirement: 'Quorum' | 'Supermajority';
  threshold: string;
}

/** The three conditions a proposal must meet, in the order it meets them. */
export function thresholdRows(id: ProcessId): ThresholdRow[] {
  const p = governanceProcess(id);
  return [
    {period: 'Proposal', requirement: 'Quorum', threshold: `The leading proposal has upvotes from at least ${p.proposalQuorumPercent}% of all voting power`},
    {period: 'Promotion', requirement: 'Quorum', threshold: `At least ${p.promotionQuorumPercent}% of all voting power votes Yea, Nay or Pass`},
    {period: 'Promotion', requirement: 'Supermajority', threshold: `At least ${p.supermajorityPercent}% of Yea and Nay votes are Yea`},
  ];
}

export interface ContractRow {
  contract: string;
  address: string;
  /** Name for the copy button ("Copy … address"). */
  label: string;
}

/** Contracts a baker or voting key interacts with, plus the rollup the trigger calls name. */
export function contractRows(): ContractRow[] {
  return [
    ...governanceProcesses.map((p) => ({contract: `${p.name} contract`, address: p.contract, label: `${p.name} contract address`})),
    {contract: 'Voting keys contract', address: votingKeysContract, label: 'Voting keys contract address'},
    {contract: 'Etherlink Smart Rollup', address: rollupAddress, label: 'Etherlink Smart Rollup address'},
  ];
}
