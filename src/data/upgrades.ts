/**
 * Etherlink Mainnet kernel upgrades, newest first, and the EVM node releases they depend on.
 * /progress/upgrades, /progress/changelogs and /resources/etherlink-further-reading render this list.
 * Each entry restates, in this site's words, a released heading of etherlink/CHANGES_KERNEL.md
 * (kernels) or etherlink/CHANGES_NODE.md (node releases) in tezos/tezos; activation dates and
 * blocks come from the kernel changelog and the upgrade announcements linked from each entry.
 */

import {formatDate, isIsoDate} from '../lib/formatDate';
import {faBridgePrecompile as faBridge, mainnet, nullAddress, xtzBridgePrecompile as xtzBridge} from './networks';

export {formatDate, isIsoDate};

export type GovernancePath = 'slow' | 'fast';

export interface RelatedLink {
  label: string;
  /** Site path (no extension) or full URL. */
  href: string;
}

export interface KernelUpgrade {
  /** Kernel version as the kernel changelog numbers it; unique. */
  version: string;
  /** Release name, if the upgrade has one. */
  name?: string;
  /** Heading on /progress/upgrades. */
  title: string;
  /** Mainnet activation day (YYYY-MM-DD, UTC), when it has been published. */
  date?: string;
  /** Shown instead of a date when no activation date has been published. */
  timing?: string;
  /** Etherlink block at which the kernel activated, when known. */
  activationBlock?: number;
  /** Governance process the upgrade went through, when the sources say so. */
  governance?: GovernancePath;
  /** One sentence: why this upgrade exists. */
  summary: string;
  /** Changes; text between backticks renders as code. */
  changes: readonly string[];
  /** Changes that can break existing applications or tools. */
  breaking?: readonly string[];
  /** What node operators must run; shown as a note. */
  nodeRequirement?: string;
  announcement?: RelatedLink;
  related?: readonly RelatedLink[];
}

const instantConfirmationLinks: readonly RelatedLink[] = [
  {label: 'Sending transactions', href: '/building-on-etherlink/transactions'},
  {label: 'WebSockets', href: '/building-on-etherlink/websockets'},
];

export const kernelUpgrades: readonly KernelUpgrade[] = [
  {
    version: '6.2',
    title: 'Etherlink 6.2',
    timing: 'Activation date not published',
    governance: 'fast',
    summary: 'Security and liveness fixes for Farfadet, found by an internal audit of 6.1, plus contracts for faster layer-1 blocks.',
    changes: [
      'Closes a hole in the FA token bridge that let an attacker withdraw FA tickets from externally owned accounts and EIP-7702 accounts without authorisation.',
      'Fixes a fee-accounting flaw that allowed a zero-cost denial-of-service attack on block production.',
      'Fixes a kernel panic in the XTZ bridge when a deposit carries empty deposit information.',
      'Charges the bytes of EIP-7702 authorization lists correctly for data availability. Before the fix, a sender could move up to about 156 KB of layer-1 data cost per transaction onto the sequencer.',
      'EIP-7702 accounts and contracts run their code when they receive an XTZ deposit.',
      'Switches to new governance contracts, timed for 6-second Tezos layer-1 blocks.',
      'Removes block indexes left over from kernel storage version 41.',
    ],
    breaking: [
      `XTZ deposit events now come from the XTZ bridge address \`${xtzBridge}\` instead of \`${nullAddress}\`.`,
    ],
    nodeRequirement:
      'Run EVM node 0.55 or later: with 6.2, older releases break Instant Confirmations and leave authorization lists out of the inclusion fee that eth_estimateGas adds. Run 0.56 or later for estimates that also count the gas of authorization and access lists.',
    announcement: {
      label: 'Announcing Etherlink 6.2 (Tezos Agora forum)',
      href: 'https://forum.tezosagora.org/t/announcing-etherlink-6-2-a-security-and-liveness-bugfix-for-farfadet/7024',
    },
    related: [{label: 'Fast kernel governance', href: '/governance/how-is-etherlink-governed#kernel-governance-fast'}],
  },
  {
    version: '6.1',
    title: 'Etherlink 6.1',
    timing: 'Activation date not published',
    governance: 'fast',
    summary: 'A bug-fix release for FA token deposits after Farfadet.',
    changes: [
      'Initialises predeployed contracts correctly after a kernel upgrade: under 6.0 they were not, which locked one FA deposit.',
      'Re-injects that FA deposit.',
    ],
    nodeRequirement:
      'Requires EVM node 0.48 or later. 0.50 runs 6.1 natively, which keeps RPCs fast once 6.1 is active. Run 0.53 or later: it fixes a memory leak in observer and RPC nodes.',
    announcement: {
      label: 'Announcing Etherlink 6.1 (Medium)',
      href: 'https://medium.com/@etherlink/announcing-etherlink-6-1-a-bugfix-proposal-for-fa-token-deposits-2cc08ffd6fad',
    },
    related: [{label: 'Running an EVM node', href: '/network/evm-nodes'}],
  },
  {
    version: '6.0',
    name: 'Farfadet',
    title: 'Etherlink 6.0 (Farfadet)',
    timing: 'Voted in December 2025 (Promotion period from 8 December)',
    governance: 'slow',
    summary: 'EVM Osaka and Instant Confirmations.',
    changes: [
      'EVM Osaka: the `CLZ` opcode (EIP-7939), a secp256r1 signature precompile (EIP-7951) and ModExp changes (EIP-7883, which raises its gas cost, and EIP-7823).',
      'Instant Confirmations: about 50 ms after you submit a transaction, you learn that it will be in the next block and get its receipt. Use `eth_sendRawTransactionSync` or a WebSocket subscription.',
      'Speed limit (target) rises to 13.5 million gas per second; capacity is 27 million gas per second.',
      'The receipt root is compatible with EIP-2718.',
      'Kernel block storage keeps only the latest block.',
      'Smart Rollup nodes that keep full history can need up to twice their usual disk space for two weeks after activation.',
    ],
    breaking: [
      `The \`QueuedDeposit\` event now comes from the FA bridging precompile \`${faBridge}\`, and its first topic is the hash of its ABI signature \`QueuedDeposit(uint256,address,uint256,address,uint256,uint256,uint256)\`.`,
    ],
    nodeRequirement:
      'Requires EVM node 0.48 or later. Instant Confirmations need 0.52 or later.',
    announcement: {
      label: 'Announcing Farfadet (Medium)',
      href: 'https://medium.com/@etherlink/announcing-farfadet-a-6th-upgrade-proposal-for-etherlink-mainnet-6bc59793962d',
    },
    related: [
      ...instantConfirmationLinks,
      {label: 'Execution fees and the speed limit', href: '/network/fees'},
      {label: 'How FA bridging works', href: '/bridging/bridging-fa-how'},
    ],
  },
  {
    version: '5.0',
    name: 'Ebisu',
    title: 'Etherlink 5.0 (Ebisu)',
    timing: 'Activated in October 2025 (the EVM node 0.44 release notes gave 15 October, 06:30 UTC)',
    summary: 'EVM Prague and a faster execution engine.',
    changes: [
      'EVM Prague, including EIP-7702 (accounts can set code), EIP-2537 (BLS12-381 precompiles) and EIP-7623.',
      'REVM replaces SputnikVM as the execution engine: it is faster, and the call stack can be 1024 calls deep (256 before).',
      'Speed limit (target) rises to 7 million gas per second; capacity is 14 million gas per second.',
      'The sequencer operator can replace its block-signing key through a precompile, without a governance vote.',
    ],
    breaking: [
      'EIP-7623 raises the cost of data-heavy transactions: they can pay slightly more than before.',
      `FA bridging events changed: the \`FastFaWithdrawal\` event has a new signature, and the \`Deposit\` event comes from \`${faBridge}\`.`,
    ],
    announcement: {
      label: 'Announcing Ebisu (Medium)',
      href: 'https://medium.com/@etherlink/announcing-ebisu-a-5th-upgrade-proposal-for-etherlink-mainnet-4dfdd1c8819e',
    },
    related: [
      {label: 'Precompiled contracts', href: '/get-started/network-information'},
      {label: 'Execution fees and the speed limit', href: '/network/fees'},
      {label: 'How FA bridging works', href: '/bridging/bridging-fa-how'},
    ],
  },
  {
    version: '4.1',
    title: 'Etherlink 4.1',
    date: '2025-07-15',
    activationBlock: 21_214_618,
    summary: 'Voting keys for bakers and a higher speed limit.',
    changes: [
      'Bakers can delegate their Etherlink votes to a voting key; new governance contracts support it.',
      'Speed limit (target) rises from 2 to 4 million gas per second; capacity is 8 million gas per second.',
      'A transaction gas limit above the per-transaction maximum is capped instead of rejected, so over-estimates no longer block valid transactions.',
    ],
    announcement: {
      label: 'It’s voting month for Etherlink (Medium)',
      href: 'https://medium.com/@etherlink/its-voting-month-for-etherlink-two-governance-votes-coming-in-july-2025-301ae7bcd29f',
    },
    related: [
      {label: 'How is Etherlink governed?', href: '/governance/how-is-etherlink-governed'},
      {label: 'Setting up a voting key', href: '/governance/voting-key'},
    ],
  },
  {
    version: '4.0',
    name: 'Dionysus',
    title: 'Etherlink 4.0 (Dionysus)',
    date: '2025-05-21',
    activationBlock: 15_262_162,
    summary: 'EVM Cancun, steadier gas prices and publication through the DAL.',
    changes: [
      'EVM Cancun (EIP-1153, EIP-5656, EIP-6780) and optional access lists (EIP-2930).',
      'The gas price follows execution gas instead of PVM ticks, which smooths price spikes.',
      'The sequencer can publish blocks through the Tezos Data Availability Layer (DAL).',
      'Groundwork for faster FA token withdrawals.',
      'A contract code cache, and separate gas costs for warm and cold access.',
      'Governance contracts timed for the cycle length of the Tezos Rio protocol.',
    ],
    nodeRequirement: 'Requires EVM node 0.23 or later.',
    announcement: {
      label: 'Announcing Dionysus (Medium)',
      href: 'https://medium.com/p/announcing-dionysus-the-next-etherlink-upgrade-proposal-4601c6920709',
    },
    related: [{label: 'Fees', href: '/network/fees'}],
  },
  {
    version: '3.1',
    name: 'Calypso2',
    title: 'Etherlink 3.1 (Calypso2)',
    date: '2025-04-12',
    activationBlock: 10_453_254,
    governance: 'fast',
    summary: 'A security-only patch.',
    changes: [
      'Better error handling for FA bridge transactions.',
      'Hardens the sequencer against denial-of-service attacks.',
    ],
    announcement: {
      label: 'Etherlink Calypso2 upgrade (Nomadic Labs)',
      href: 'https://research-development.nomadic-labs.com/etherlink-calypso2-upgrade.html',
    },
    related: [{label: 'Fast kernel governance', href: '/governance/how-is-etherlink-governed#kernel-governance-fast'}],
  },
  {
    version: '3.0',
    name: 'Calypso',
    title: 'Etherlink 3.0 (Calypso)',
    date: '2025-03-04',
    activationBlock: 7_056_139,
    summary: 'Faster storage access and smaller rollup nodes.',
    changes: [
      'The kernel caches storage indexes, so contracts read and write storage faster.',
      'Smart Rollup nodes keep only the latest block in the rollup context; EVM nodes keep the full history. Rollup nodes need much less disk.',
      'Kernel events tell the sequencer when the delayed inbox is flushed, which lowers the risk of downtime.',
      'A fast-withdrawal entrypoint in the withdrawal precompile, switched on.',
      'Governance contracts timed for the block time of the Tezos Quebec protocol.',
    ],
    announcement: {
      label: 'Announcing Calypso (Medium)',
      href: 'https://medium.com/@etherlink/announcing-calypso-the-next-etherlink-upgrade-proposal-dbe92c576da9',
    },
    related: [{label: 'Smart Rollup nodes', href: '/network/smart-rollup-nodes'}],
  },
  {
    version: '2.0',
    name: 'Bifröst',
    title: 'Etherlink 2.0 (Bifröst)',
    date: '2024-11-07',
    activationBlock: 4_162_673,
    summary: 'FA token bridging and transaction tracing.',
    changes: [
      'Bridges Tezos layer-1 FA tokens to ERC-20 tokens on Etherlink.',
      'Supports the `callTracer` tracer, so Blockscout can index Etherlink and you can trace transactions.',
      'Delayed transactions can be larger than the previous 4 KB limit.',
      'XTZ and FA withdrawals cost more gas.',
    ],
    announcement: {
      label: 'Announcing Bifröst (Medium)',
      href: 'https://medium.com/@etherlink/announcing-bifr%C3%B6st-a-2nd-upgrade-proposal-for-etherlink-mainnet-ef1a7cf9715f',
    },
    related: [
      {label: 'Tezos token standards', href: 'https://docs.tezos.com/architecture/tokens#token-standards'},
      {label: 'Bridging FA tokens', href: '/bridging/bridging-fa'},
      {label: 'Tracing transactions', href: '/building-on-etherlink/transactions'},
    ],
  },
  {
    version: '1.1',
    title: 'Etherlink 1.1 (security upgrade)',
    timing: 'Activation date not published',
    activationBlock: 3_400_942,
    summary: 'A security fix.',
    changes: ['Fixes the pointers of the doubly linked list that holds the delayed inbox.'],
  },
  {
    version: '1.0',
    title: 'Etherlink 1.0 (first regular upgrade)',
    date: '2024-07-22',
    activationBlock: 1_273_380,
    summary: 'The first regular upgrade, on the way from Mainnet beta to launch.',
    changes: [
      'EVM endpoints behave like those of other EVM networks.',
      'XTZ deposits and withdrawals emit event logs.',
      'Stricter blueprint timestamps: each one is later than the previous one and at most five minutes ahead of layer-1 time.',
      'Simulations are capped at 30 million gas.',
    ],
    announcement: {
      label: 'The first regular upgrade for Etherlink (Medium)',
      href: 'https://medium.com/etherlink/the-first-regular-upgrade-for-etherlink-one-step-closer-to-launch-6176b2136eaf',
    },
    related: [{label: 'Endpoint support', href: '/building-on-etherlink/endpoint-support'}],
  },
  {
    version: '0.1',
    title: 'Etherlink 0.1 (security upgrade)',
    timing: 'Activation date not published',
    activationBlock: 853_175,
    summary: 'A fix from the Spearbit security audit.',
    changes: [
      'The withdrawal precompile rejects `DELEGATECALL`, `STATICCALL` and `CALLCODE`.',
      'A withdrawal must be at least 10¹² wei (0.000001 XTZ).',
    ],
  },
  {
    version: '0.0',
    title: 'Mainnet beta (genesis kernel)',
    date: mainnet.genesisDate,
    summary: 'Etherlink Mainnet starts in beta, the final step before launch.',
    changes: ['The genesis kernel originates the Etherlink Smart Rollup on Tezos Mainnet.'],
    announcement: {
      label: 'Etherlink Mainnet beta (Medium)',
      href: 'https://medium.com/etherlink/etherlink-mainnet-beta-paving-the-way-to-launch-14606e29cc8b',
    },
  },
];

export interface EvmNodeRelease {
  version: string;
  /** Release day (YYYY-MM-DD). */
  date: string;
  /** Why the upgrade notes mention this release. */
  why: string;
}

/** The first release of the unbroken run at the end of `evmNodeReleases`: the changelog page names it. */
export const everyNodeReleaseFrom = '0.53';

/**
 * `octez-evm-node` releases that kernel upgrades require or recommend, then every release from
 * `everyNodeReleaseFrom` on, oldest first. Dates are those of the release headings in etherlink/CHANGES_NODE.md.
 */
export const evmNodeReleases: readonly EvmNodeRelease[] = [
  {version: '0.23', date: '2025-04-28', why: 'Minimum for Etherlink 4.0 (Dionysus).'},
  {
    version: '0.48',
    date: '2025-11-24',
    why: 'Minimum for Etherlink 6.0 and 6.1. Adds `eth_sendRawTransactionSync` (EIP-7966).',
  },
  {version: '0.50', date: '2025-12-19', why: 'Runs Etherlink 6.1 natively: advised before 6.1 activates, to keep RPCs fast.'},
  {version: '0.52', date: '2026-01-16', why: 'Bug-fix release that Instant Confirmations (Etherlink 6.0) need.'},
  {version: '0.53', date: '2026-01-28', why: 'Fixes a memory leak in observer and RPC nodes; every operator should upgrade.'},
  {
    version: '0.54',
    date: '2026-03-06',
    why: 'Removes `run proxy`: use an observer node. `make kernel installer config` takes `--kernel-compat <KERNEL>` instead of `--mainnet-compat`. New `trace block` and `trace transaction` commands trace from the local store, without the RPC server. Migrates the store: you cannot go back to an older release afterwards.',
  },
  {
    version: '0.55',
    date: '2026-03-26',
    why: 'Needed with Etherlink 6.2: fixes Instant Confirmations on networks that run 6.2, such as Mainnet, and counts authorization lists in the inclusion fee that `eth_estimateGas` adds.',
  },
  {
    version: '0.56',
    date: '2026-03-27',
    why: '`eth_estimateGas` counts the gas of access lists and authorization lists; a malformed type-4 transaction no longer leaves the node degraded.',
  },
  {
    version: '0.57',
    date: '2026-04-27',
    why: 'New `seed` history mode (`--history seed:<DAYS>`), which keeps only blueprints and their events. `--network previewnet` joins Tezos X Previewnet. `eth_sendRawTransaction` accepts EIP-7702 transactions with invalid authorizations, which the kernel skips. The first Etherlink blocks report a 1 gwei `baseFeePerGas`.',
  },
  {
    version: '0.58',
    date: '2026-05-06',
    why: '`tez_kernelVersion` and `tez_kernelRootHash` take an optional block parameter; without it they answer for the latest block, as before.',
  },
  {
    version: '0.59',
    date: '2026-05-18',
    why: 'Follows Etherlink 6.3 (`farfadet-r3`) and fixes regressions in `debug_traceTransaction`.',
  },
  {
    version: '0.60',
    date: '2026-06-01',
    why: 'Each log from `eth_getLogs` carries the number of the block that emitted it. Delayed transactions come back with their real `type`, so strict Ethereum libraries can decode them.',
  },
  {
    version: '0.61',
    date: '2026-06-11',
    why: 'Minimum on Mainnet since Etherlink 6.4 (block 45,018,602): older releases give wrong answers from key RPCs for later blocks. `eth_sendRawTransaction` rejects type-4 transactions without a `to` address. Experimental: SQLite compression and the `compress store` command.',
  },
  {
    version: '0.62',
    date: '2026-07-01',
    why: 'Follows Etherlink 6.5 (`farfadet-r5`), active on Mainnet since block 46,606,524. Repairs Shadownet nodes after the sequencer-key incident.',
  },
  {
    version: '0.63',
    date: '2026-07-22',
    why: 'Runs Etherlink 6.6 (`farfadet-r6`), active on Mainnet since block 48,571,992. `--gc-time HH:MM` (`gc_time_of_day` in the configuration file) fixes the time of the daily garbage collection. New RPC `tez_getSequencerKeyChangeCounter`.',
  },
  {
    version: '0.64',
    date: '2026-07-30',
    why: 'Recommended. Prepares for the next kernel proposal and is required on Tezos X Previewnet.',
  },
];

/**
 * Farfadet revisions that etherlink/CHANGES_NODE.md reports on Mainnet but CHANGES_KERNEL.md does
 * not list as released yet, so /progress/upgrades can say why its list stops where it does.
 * Blocks are the node changelog's; 6.3 has none there.
 */
export interface NodeChangelogKernel {
  version: string;
  /** Name that `octez-evm-node download kernel` accepts. */
  kernelName: string;
  /** First node release that follows it. */
  nodeRelease: string;
  mainnetBlock?: number;
}

export const kernelsOnlyInNodeChangelog: readonly NodeChangelogKernel[] = [
  {version: '6.3', kernelName: 'farfadet-r3', nodeRelease: '0.59'},
  {version: '6.4', kernelName: 'farfadet-r4', nodeRelease: '0.61', mainnetBlock: 45_018_602},
  {version: '6.5', kernelName: 'farfadet-r5', nodeRelease: '0.62', mainnetBlock: 46_606_524},
  {version: '6.6', kernelName: 'farfadet-r6', nodeRelease: '0.63', mainnetBlock: 48_571_992},
];

/** Authoritative changelogs; they live on the `master` branch and change with every release. */
export const changelogs = {
  evmNode: 'https://gitlab.com/tezos/tezos/-/blob/master/etherlink/CHANGES_NODE.md',
  kernel: 'https://gitlab.com/tezos/tezos/-/blob/master/etherlink/CHANGES_KERNEL.md',
  octez: 'https://octez.tezos.com/docs/CHANGES.html',
} as const;

/** Compares dotted version numbers: negative when a < b. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Heading anchor for an upgrade: "6.0" → "etherlink-6-0". */
export function upgradeAnchor(version: string): string {
  return `etherlink-${version.replace(/\./g, '-')}`;
}

export type TextPart = {code: boolean; text: string};

/** Splits "Use `foo` now" into plain and code parts, for rendering backticks as <code>. */
export function splitInlineCode(text: string): TextPart[] {
  return text
    .split('`')
    .map((part, i) => ({code: i % 2 === 1, text: part}))
    .filter((part) => part.text !== '');
}
