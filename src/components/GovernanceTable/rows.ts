/**
 * Table rows for the governance pages, computed from src/data/governance.ts so that no
 * block count, percentage, duration or address is typed into the Markdown.
 */
import {
  contractGenerations,
  formatBlocks,
  formatDuration,
  governanceProcess,
  governanceProcesses,
  periodDuration,
  rollupAddress,
  votingKeysContract,
  type ProcessId,
} from '../../data/governance';

export interface PeriodRow {
  period: string;
  length: string;
  approximately: string;
}

/** Proposal, Promotion and Cooldown rows for one process. */
export function periodRows(id: ProcessId): PeriodRow[] {
  const p = governanceProcess(id);
  return [
    {
      period: 'Proposal',
      length: `${formatBlocks(p.proposalPeriodBlocks)} layer-1 blocks`,
      approximately: periodDuration(p.proposalPeriodBlocks),
    },
    {
      period: 'Promotion',
      length: `${formatBlocks(p.promotionPeriodBlocks)} layer-1 blocks`,
      approximately: periodDuration(p.promotionPeriodBlocks),
    },
    {
      period: 'Cooldown',
      length: `${formatBlocks(p.cooldownSeconds)} seconds`,
      approximately: formatDuration(p.cooldownSeconds),
    },
  ];
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
    {
      period: 'Proposal',
      requirement: 'Quorum',
      threshold: `The leading proposal has upvotes from at least ${p.proposalQuorumPercent}% of all voting power`,
    },
    {
      period: 'Promotion',
      requirement: 'Quorum',
      threshold: `At least ${p.promotionQuorumPercent}% of all voting power votes Yea, Nay or Pass`,
    },
    {
      period: 'Promotion',
      requirement: 'Supermajority',
      threshold: `At least ${p.supermajorityPercent}% of Yea and Nay votes are Yea`,
    },
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
    ...governanceProcesses.map((p) => ({
      contract: `${p.name} contract`,
      address: p.contract,
      label: `${p.name} contract address`,
    })),
    {contract: 'Voting keys contract', address: votingKeysContract, label: 'Voting keys contract address'},
    {contract: 'Etherlink Smart Rollup', address: rollupAddress, label: 'Etherlink Smart Rollup address'},
  ];
}

export {contractGenerations};
