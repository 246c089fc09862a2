/**
 * Etherlink on-chain governance: the three processes, their thresholds, the Tezos layer-1
 * contracts that run them (Mainnet) with what is documented of their periods, and the
 * entrypoints the Octez client commands call. The governance pages render everything from here.
 * Durations come from a block count and the block time it was documented for (never from
 * today's block time, since a block count means a different duration under each protocol).
 * The contract addresses are those that the kernel changelog (etherlink/CHANGES_KERNEL.md in
 * tezos/tezos) names for each kernel; `npm run check:chain` compares the stored settings with the
 * contracts' storage on layer 1, so a wrong threshold or period shows up there.
 */

import {mainnet, tzktApiUrls} from './networks';
import {etherlinkSource, michelsonSources} from './source';

/**
 * Minimal time between Tezos layer-1 blocks (`minimal_block_delay`), in seconds.
 * 6 s since the Tallinn protocol (2026-03); it was 8 s under Seoul. Etherlink governance
 * periods are counted in layer-1 blocks, so their length in time follows this constant; each
 * new contract set re-times its block counts for it, so the pages never multiply the two.
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
  /** Governance contract on Tezos Mainnet: the one in the current contract set. */
  contract: string;
  /** Share of all voting power (%) that the leading proposal needs to leave the Proposal period. */
  proposalQuorumPercent: number;
  /** Share of all voting power (%) that must vote Yea, Nay or Pass in the Promotion period. */
  promotionQuorumPercent: number;
  /** Share of Yea among Yea + Nay votes (%) needed to pass. */
  supermajorityPercent: number;
}

/**
 * What the documentation states about one contract's periods, quoted with the block time the source
 * assumed: a count becomes a duration under that block time only (each protocol changes it).
 */
export interface DocumentedPeriods {
  proposalBlocks: number;
  promotionBlocks: number;
  /** The Cooldown (`adoption_period_sec` in the contract's configuration) is in seconds. */
  cooldownSeconds: number;
  /** The layer-1 block time that the block counts were documented for. */
  blockTimeSeconds: number;
  /** The Tezos protocol whose block time the approximate durations assumed. */
  protocol: string;
  /** The Etherlink upgrade the values were documented for. */
  asOf: string;
}

/**
 * A set of the three governance contracts. A kernel upgrade that changes layer-1 timing (or
 * the voting model) switches to a new set, originated on layer 1 beforehand. `periods` is absent when no source publishes them.
 */
export interface ContractSet {
  /** Kernel release that switched Etherlink to this set. */
  introducedBy: string;
  /** Why the set was replaced. */
  reason: string;
  slow: string;
  fast: string;
  sequencer: string;
  periods?: Record<ProcessId, DocumentedPeriods>;
}

/** Cooldown shared by all three processes of the 4.1 set: 86,400 seconds. */
const COOLDOWN_SECONDS = 86_400;

/** What the source states alike for the three processes of the 4.1 set: the block time and upgrade it assumed. */
const asDocumented41 = {
  blockTimeSeconds: 8,
  protocol: 'Seoul',
  asOf: 'the Ebisu upgrade',
};

/** Periods documented for the 4.1 contracts (under 8-second Seoul blocks). */
const periods41: Record<ProcessId, DocumentedPeriods> = {
  slow: {proposalBlocks: 50_400, promotionBlocks: 50_400, cooldownSeconds: COOLDOWN_SECONDS, ...asDocumented41},
  fast: {proposalBlocks: 3_600, promotionBlocks: 3_600, cooldownSeconds: COOLDOWN_SECONDS, ...asDocumented41},
  sequencer: {proposalBlocks: 50_400, promotionBlocks: 50_400, cooldownSeconds: COOLDOWN_SECONDS, ...asDocumented41},
};

/**
 * Every set of governance contracts, oldest first; the last, the current one, came with kernel 6.2
 * for Tallinn's 6-second blocks. No source publishes its periods: readers read them from the contract (`configReadUrl`).
 */
export const contractGenerations: readonly ContractSet[] = [
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
    periods: periods41,
  },
  {
    introducedBy: '6.2',
    reason: '6-second layer-1 blocks (Tallinn protocol)',
    slow: 'KT1NM6cpM5BPTmYPszjv6LRDAMRZXPET9DmH',
    fast: 'KT1JGCdHEyvE3RkmzR7hRYK7vC42QF6zK34H',
    sequencer: 'KT1CSqkafD5ZCHFvmsozrCBeSy2XJQzutJRn',
  },
];

/** The set that the commands on the governance pages target. */
export const currentContractSet: ContractSet = contractGenerations[contractGenerations.length - 1];

/** The set before it: the one the documentation described until kernel 6.2. */
export const previousContractSet: ContractSet = contractGenerations[contractGenerations.length - 2];

/**
 * The three processes. Thresholds are the values documented for the 4.1 contracts; the slow
 * kernel and sequencer processes share them, the fast one trades shorter periods for higher ones.
 */
export const governanceProcesses: readonly GovernanceProcess[] = [
  {
    id: 'slow',
    name: 'Kernel governance (slow)',
    anchor: 'kernel-governance-slow',
    decides: 'Which kernel Etherlink runs',
    useFor: 'Larger kernel changes, and changes that need more time for evaluation and testing',
    contract: currentContractSet.slow,
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
    contract: currentContractSet.fast,
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
    contract: currentContractSet.sequencer,
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
 * Kernel 4.1 introduced it with its set of three governance contracts.
 */
export const votingKeysContract = 'KT1Ut6kfrTV9tK967tDYgQPMvy9t578iN7iH';

/**
 * The field of a governance contract's configuration that names the voting keys contract it reads
 * voting keys from (through that contract's `list_voters` view): the contracts' source at the tag
 * fixes the field, the configuration stored on Tezos fixes its value, which `npm run check:chain`
 * compares with `votingKeysContract` for the current set.
 */
export const votingKeysConfigField = 'delegation_contract';

/**
 * "about 4.67 days", "8 hours", "1 day": a duration in seconds in the largest unit that fits,
 * to two decimals, with "about" when it is rounded.
 */
export function approximateDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError(`approximateDuration takes a duration in seconds, not ${seconds}`);
  const units: readonly [number, string][] = [[86_400, 'day'], [3_600, 'hour'], [60, 'minute'], [1, 'second']];
  const [size, name] = units.find(([unit]) => seconds >= unit) ?? units[units.length - 1];
  const value = seconds / size;
  const rounded = Math.round(value * 100) / 100;
  const text = `${rounded} ${name}${rounded === 1 ? '' : 's'}`;
  return rounded === value ? text : `about ${text}`;
}

/** Most proposals one baker can submit or upvote in a single Proposal period. */
export const maxUpvotesPerProposalPeriod = 20;

/** Governance website: periods, proposals, voting-key claims and voting through a wallet. */
export const governanceWebsiteUrl = mainnet.governanceUrl ?? '';

/** The Etherlink Mainnet Smart Rollup (argument of the trigger entrypoints). */
export const rollupAddress = mainnet.rollupAddress;

/** Tezos governance, which the slow process streamlines. */
export const tezosGovernanceDocsUrl = 'https://docs.tezos.com/architecture/governance';

/** Octez release the CLI steps are written against. */
export const octezClientVersion = '24.1';

/** Tezos addresses (tz…, KT1…, sr1…) open on TzKT, the layer-1 explorer. */
export function tezosExplorerUrl(address: string): string {
  return `${mainnet.layer1.tzktUrl}/${address}`;
}

/** KT1 + 33 base58 characters: the shape of every originated Tezos contract address. */
export function isKt1Address(value: string): boolean {
  return /^KT1[1-9A-HJ-NP-Za-km-z]{33}$/.test(value);
}

/**
 * Michelson literal for a set of addresses, e.g. for `propose_voting_key`. Michelson rejects
 * unsorted set literals; for KT1 addresses of equal length, string order is the on-chain order.
 */
export function michelsonAddressSet(addresses: readonly string[]): string {
  const sorted = [...new Set(addresses)].sort();
  return `{ ${sorted.map((a) => `"${a}"`).join(' ; ')} }`;
}

/** The network every governance command targets: the contracts live on Tezos Mainnet only. */
export const governanceNetwork = 'Tezos Mainnet';

/**
 * URL that returns a governance contract's configuration as JSON: `period_length` (blocks per
 * Proposal or Promotion period), `adoption_period_sec` (the Cooldown), `upvoting_limit`,
 * `started_at_level`, and the quorums and supermajority as fractions of `scale`.
 */
export function configReadUrl(contract: string): string {
  return `${tzktApiUrls.mainnet}/v1/contracts/${contract}/storage?path=config`;
}

/** Where the governance contracts' code is, in tezos/tezos-mirror: the compiled `.tz` files are what is originated. */
const GOVERNANCE_DIR = 'etherlink/tezos_contracts/governance';
export const governanceCode = {
  kernel: `${GOVERNANCE_DIR}/build/kernel_governance.tz`,
  sequencer: `${GOVERNANCE_DIR}/build/sequencer_governance.tz`,
  votingKeys: `${GOVERNANCE_DIR}/build/delegated_governance.tz`,
} as const;

/**
 * Michelson parameter types of the entrypoints and input types of the views the commands use,
 * as the compiled contracts at the `octez-evm-node` tag declare them (`governanceSources` below;
 * the snippet check parses every command's argument against the extracted types).
 */
export const kernelEntrypoints = {
  new_proposal: 'bytes',
  upvote_proposal: 'bytes',
  vote: 'string',
  trigger_kernel_upgrade: 'address',
} as const;

export const sequencerEntrypoints = {
  new_proposal: 'pair (string %sequencer_pk) (bytes %pool_address)',
  upvote_proposal: 'pair (string %sequencer_pk) (bytes %pool_address)',
  vote: 'string',
  trigger_committee_upgrade: 'address',
} as const;

/** The voting keys contract: a baker proposes an `address` as its voting key, which claims the rights with the baker's `key_hash`. */
export const votingKeyEntrypoints = {
  propose_voting_key: 'pair address bool (option (set address))',
  claim_voting_rights: 'key_hash',
} as const;

/** Views: input types. `get_voting_state` exists on the three governance contracts. */
export const kernelViews = {get_voting_state: 'unit'} as const;
export const sequencerViews = {get_voting_state: 'unit'} as const;
/** Input: the voting key, the baker's `key_hash`, and optionally one governance contract. */
export const votingKeyViews = {is_voting_key_of: 'pair address key_hash (option address)'} as const;

/** The only values the `vote` entrypoint accepts. */
export const voteValues = ['yea', 'nay', 'pass'] as const;

/** A kernel root hash, the argument of `new_proposal` and `upvote_proposal`, is 33 bytes. */
export const kernelRootHashBytes = 33;

/** Lengths, in characters, of a sequencer public key that the sequencer contract accepts (`edpk…` is 54, `sppk…` and `p2pk…` 55). */
export const sequencerPublicKeyLengths = [54, 55] as const;

/** Bytes of the Etherlink address of a sequencer candidate (`pool_address`). */
export const sequencerPoolAddressBytes = 20;

/**
 * What the contracts' source at the `octez-evm-node` tag says of the values above: entrypoint and
 * view types from the compiled contracts, the vote values and argument lengths from the CameLIGO
 * they are compiled from. Thresholds, periods and the upvoting limit are not here: each contract
 * stores them in its configuration at origination, and `npm run check:chain` reads them there.
 */
export const governanceSources = {
  ...michelsonSources('kernelEntrypoints', kernelEntrypoints, governanceCode.kernel),
  ...michelsonSources('sequencerEntrypoints', sequencerEntrypoints, governanceCode.sequencer),
  ...michelsonSources('votingKeyEntrypoints', votingKeyEntrypoints, governanceCode.votingKeys),
  ...michelsonSources('kernelViews', kernelViews, governanceCode.kernel, 'view'),
  ...michelsonSources('sequencerViews', sequencerViews, governanceCode.sequencer, 'view'),
  ...michelsonSources('votingKeyViews', votingKeyViews, governanceCode.votingKeys, 'view'),
  ...Object.fromEntries(voteValues.map((vote, i) => [`voteValues.${i}`, etherlinkSource(`${GOVERNANCE_DIR}/contracts/common/constants.mligo`, `let ${vote}`)])),
  kernelRootHashBytes: etherlinkSource(`${GOVERNANCE_DIR}/contracts/common/rollup.mligo`, 'Bytes.length kernel_root_hash = ?'),
  sequencerPublicKeyLengths: etherlinkSource(`${GOVERNANCE_DIR}/contracts/common/rollup.mligo`, 'sequencer_pk_length = ?'),
  sequencerPoolAddressBytes: etherlinkSource(`${GOVERNANCE_DIR}/contracts/common/rollup.mligo`, 'Bytes.length pool_address = ?'),
};
