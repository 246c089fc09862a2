/**
 * Etherlink on-chain governance: the three processes, their periods and thresholds, and the
 * Tezos layer-1 contracts that run them (Mainnet). The governance pages render everything from
 * here; durations are computed from block counts, never typed by hand.
 * Facts: ../shared/facts/governance.md (and the kernel changelog entries it quotes).
 */

import {mainnet, rollupUrl} from './networks';

/**
 * Minimal time between Tezos layer-1 blocks (`minimal_block_delay`), in seconds.
 * 6 s since the Tallinn protocol (2026-03); it was 8 s under Seoul. Etherlink governance
 * periods are counted in layer-1 blocks, so their length in time follows this constant.
 */
export const L1_BLOCK_TIME_SECONDS = 6;

export type ProcessId = 'slow' | 'fast' | 'sequencer';

export interface GovernanceProcess {
  id: ProcessId;
  /** Heading text on /governance/how-is-etherlink-governed; its slug is `anchor`. */
  name: string;
  anchor: string;
  /** What a successful vote changes. */
  decides: string;
  /** When to use this process rather than another. */
  useFor: string;
  /** Governance contract on Tezos Mainnet (the set that kernel 4.1 deployed). */
  contract: string;
  /** Both voting periods are counted in Tezos layer-1 blocks. */
  proposalPeriodBlocks: number;
  promotionPeriodBlocks: number;
  /** The Cooldown is measured in seconds by the kernel, not in blocks. */
  cooldownSeconds: number;
  /** Share of all voting power (%) that the leading proposal needs to leave the Proposal period. */
  proposalQuorumPercent: number;
  /** Share of all voting power (%) that must vote Yea, Nay or Pass in the Promotion period. */
  promotionQuorumPercent: number;
  /** Share of Yea among Yea + Nay votes (%) needed to pass. */
  supermajorityPercent: number;
}

/** Cooldown shared by all three processes: 86,400 seconds. */
const COOLDOWN_SECONDS = 86_400;

/**
 * The three processes. Block counts and thresholds are the values documented for the current
 * contracts; the slow kernel and sequencer processes share period lengths, the fast one trades
 * shorter periods for higher thresholds.
 */
export const governanceProcesses: readonly GovernanceProcess[] = [
  {
    id: 'slow',
    name: 'Kernel governance (slow)',
    anchor: 'kernel-governance-slow',
    decides: 'Which kernel Etherlink runs',
    useFor: 'Larger kernel changes, and changes that need more time for evaluation and testing',
    contract: 'KT1VZVNCNnhUp7s15d9RsdycP7C1iwYhAQ8r',
    proposalPeriodBlocks: 50_400,
    promotionPeriodBlocks: 50_400,
    cooldownSeconds: COOLDOWN_SECONDS,
    proposalQuorumPercent: 1,
    promotionQuorumPercent: 5,
    supermajorityPercent: 75,
  },
  {
    id: 'fast',
    name: 'Kernel governance (fast)',
    anchor: 'kernel-governance-fast',
    decides: 'Which kernel Etherlink runs',
    useFor: 'Small, simple or urgent kernel changes, such as security fixes',
    contract: 'KT1DxndcFitAbxLdJCN3C1pPivqbC3RJxD1R',
    proposalPeriodBlocks: 3_600,
    promotionPeriodBlocks: 3_600,
    cooldownSeconds: COOLDOWN_SECONDS,
    proposalQuorumPercent: 5,
    promotionQuorumPercent: 15,
    supermajorityPercent: 80,
  },
  {
    id: 'sequencer',
    name: 'Sequencer governance',
    anchor: 'sequencer-governance',
    decides: 'Which account operates the sequencer',
    useFor: 'Choosing or replacing the sequencer operator',
    contract: 'KT1WckZ2uiLfHCfQyNp1mtqeRcC1X6Jg2Qzf',
    proposalPeriodBlocks: 50_400,
    promotionPeriodBlocks: 50_400,
    cooldownSeconds: COOLDOWN_SECONDS,
    proposalQuorumPercent: 1,
    promotionQuorumPercent: 8,
    supermajorityPercent: 75,
  },
];

export function governanceProcess(id: ProcessId): GovernanceProcess {
  const process = governanceProcesses.find((p) => p.id === id);
  if (!process) throw new Error(`Unknown governance process "${id}"`);
  return process;
}

/**
 * Registry through which a baker lets another account (a voting key) vote for it.
 * Kernel 4.1 introduced it; it serves all three governance contracts.
 */
export const votingKeysContract = 'KT1Ut6kfrTV9tK967tDYgQPMvy9t578iN7iH';

/** Most proposals one baker can submit or upvote in a single Proposal period. */
export const maxUpvotesPerProposalPeriod = 20;

/** Governance website: periods, proposals, voting-key claims and voting through a wallet. */
export const governanceWebsiteUrl: string = required(mainnet.governanceUrl, 'mainnet.governanceUrl');

/** Explorer page of the Etherlink Mainnet Smart Rollup (argument of the trigger entrypoints). */
export const rollupAddress = mainnet.rollupAddress;
export const rollupExplorerUrl = rollupUrl(mainnet);

/** Tezos governance, which the slow process streamlines. */
export const tezosGovernanceDocsUrl = 'https://docs.tezos.com/architecture/governance';

/** Octez client command reference. */
export const octezCliDocsUrl = 'https://octez.tezos.com/docs/active/cli-commands.html';

/** Octez release the CLI steps are written against. */
export const octezClientVersion = '24.1';

export interface ContractGeneration {
  /** Kernel release that deployed this set of contracts. */
  introducedBy: string;
  /** Why the set was replaced. */
  reason: string;
  slow: string;
  fast: string;
  sequencer: string;
}

/**
 * Every set of governance contracts, oldest first. A kernel upgrade that changes layer-1
 * timing (or the voting model) deploys a new set. The 6.2 set is announced in the kernel
 * changelog for 6-second layer-1 blocks; the documented current set is still the 4.1 one.
 */
export const contractGenerations: readonly ContractGeneration[] = [
  {
    introducedBy: 'Genesis kernel',
    reason: 'Original contracts',
    slow: 'KT1H5pCmFuhAwRExzNNrPQFKpunJx1yEVa6J',
    fast: 'KT1N5MHQW5fkqXkW9GPjRYfn5KwbuYrvsY1g',
    sequencer: 'KT1NcZQ3y9Wv32BGiUfD2ZciSUz9cY1DBDGF',
  },
  {
    introducedBy: '3.0 (Calypso)',
    reason: 'Layer-1 block time of the Quebec protocol',
    slow: 'KT1FPG4NApqTJjwvmhWvqA14m5PJxu9qgpBK',
    fast: 'KT1GRAN26ni19mgd6xpL6tsH52LNnhKSQzP2',
    sequencer: 'KT1UvCsnXpLAssgeJmrbQ6qr3eFkYXxsTG9U',
  },
  {
    introducedBy: '4.0 (Dionysus)',
    reason: 'Cycle length of the Rio protocol',
    slow: 'KT1XdSAYGXrUDE1U5GNqUKKscLWrMhzyjNeh',
    fast: 'KT1D1fRgZVdjTj5sUZKcSTPPnuR7LRxVYnDL',
    sequencer: 'KT1NnH9DCAoY1pfPNvb9cw9XPKQnHAFYFHXa',
  },
  {
    introducedBy: '4.1',
    reason: 'Voting keys',
    slow: 'KT1VZVNCNnhUp7s15d9RsdycP7C1iwYhAQ8r',
    fast: 'KT1DxndcFitAbxLdJCN3C1pPivqbC3RJxD1R',
    sequencer: 'KT1WckZ2uiLfHCfQyNp1mtqeRcC1X6Jg2Qzf',
  },
  {
    introducedBy: '6.2',
    reason: '6-second layer-1 blocks (Tallinn protocol)',
    slow: 'KT1NM6cpM5BPTmYPszjv6LRDAMRZXPET9DmH',
    fast: 'KT1JGCdHEyvE3RkmzR7hRYK7vC42QF6zK34H',
    sequencer: 'KT1CSqkafD5ZCHFvmsozrCBeSy2XJQzutJRn',
  },
];

/** Tezos addresses (tz…, KT1…, sr1…) open on TzKT, the layer-1 explorer. */
export function tezosExplorerUrl(address: string): string {
  return `${mainnet.layer1.tzktUrl}/${address}`;
}

/** KT1 + 33 base58 characters: the shape of every originated Tezos contract address. */
export function isKt1Address(value: string): boolean {
  return /^KT1[1-9A-HJ-NP-Za-km-z]{33}$/.test(value);
}

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3_600;
const SECONDS_PER_DAY = 86_400;

function plural(amount: number, unit: string): string {
  // One decimal at most: 3.5 days, 6 hours.
  const rounded = Math.round(amount * 10) / 10;
  return `${rounded} ${unit}${rounded === 1 ? '' : 's'}`;
}

/** Human text for a duration: "1 day", "3.5 days", "6 hours", "10 minutes". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new RangeError(`Duration must be a positive number of seconds, got ${seconds}`);
  }
  if (seconds >= SECONDS_PER_DAY) return plural(seconds / SECONDS_PER_DAY, 'day');
  if (seconds >= SECONDS_PER_HOUR) return plural(seconds / SECONDS_PER_HOUR, 'hour');
  return plural(seconds / SECONDS_PER_MINUTE, 'minute');
}

/**
 * Approximate length of a period of `blocks` layer-1 blocks at the minimal block time.
 * Real periods can run longer when bakers miss their slots.
 */
export function periodDuration(blocks: number, blockTimeSeconds: number = L1_BLOCK_TIME_SECONDS): string {
  if (!Number.isInteger(blocks) || blocks <= 0) {
    throw new RangeError(`Block count must be a positive integer, got ${blocks}`);
  }
  return formatDuration(blocks * blockTimeSeconds);
}

/** "50,400" */
export function formatBlocks(blocks: number): string {
  return blocks.toLocaleString('en-US');
}

/**
 * Michelson literal for a set of addresses, e.g. for `propose_voting_key`. Michelson rejects
 * unsorted set literals; for KT1 addresses of equal length, string order is the on-chain order.
 */
export function michelsonAddressSet(addresses: readonly string[]): string {
  const sorted = [...new Set(addresses)].sort();
  return `{ ${sorted.map((a) => `"${a}"`).join(' ; ')} }`;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}
