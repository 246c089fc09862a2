/**
 * Versions of the Etherlink node software and kernels that several pages mention.
 * Change a version here and every page that shows it follows.
 */

import type {NetworkId} from './networks';
// Types only: source.ts reads the release tags from this file, so a value import would be a cycle.
import type {SourceMap, SourceRef} from './source';

export interface EvmNodeVersions {
  /** Oldest release that can follow the Etherlink 6.x kernels (the 6.0 Farfadet kernel changelog says so). */
  requiredForKernel6: string;
  /**
   * Oldest release whose Instant Confirmations work on the kernels Mainnet runs (6.2 and later):
   * the one answer for the feature, its `tez_new*` subscriptions and `eth_sendRawTransactionSync`
   * with `"pending"`. 0.48 brought them; 0.55 fixes them on 6.2.
   */
  instantConfirmations: string;
  /** Oldest release to run on Mainnet: older ones return wrong results from key RPCs after 6.4 (0.61 changelog). */
  mainnetMinimum: string;
  /** Oldest release whose `make kernel installer config` takes `--kernel-compat` (it replaced `--mainnet-compat`). */
  kernelCompat: string;
  /** Oldest release with the stable WebSocket server, turned on with `--ws`. */
  webSockets: string;
  /** Release to run, and the one the node pages are checked against: the newest one. */
  recommended: string;
  /** Newest kernel that the kernel changelog lists as released (`kernelRelease` below). */
  recommendedForKernel: string;
}

export const evmNode: EvmNodeVersions = {
  requiredForKernel6: '0.48',
  instantConfirmations: '0.55',
  mainnetMinimum: '0.61',
  kernelCompat: '0.54',
  webSockets: '0.28',
  recommended: '0.64',
  recommendedForKernel: '6.2',
};

/** Oldest kernel for each kernel-side feature the pages name. */
export const kernelMinimum = {
  /** The kernel that added the storage Instant Confirmations read (sub-block latency). */
  instantConfirmations: '6.0',
} as const;

/** Octez suite release (rollup node, client, signer) the node pages are checked against; later ones work too, the sequencer needs none. */
export const octezRelease = '25.1';

/** A release as the Octez source repository marks it: a tag on a commit, on a day. */
export interface SourceRelease {
  version: string;
  /** Tag in tezos/tezos (mirrored on GitHub as tezos/tezos-mirror). */
  tag: string;
  /** Commit that the tag points at. */
  commit: string;
  /** Release day (YYYY-MM-DD): the changelog heading's date, or the tagged commit's date. */
  date: string;
}

/** The `octez-evm-node` release that the node pages name; its date is the heading of etherlink/CHANGES_NODE.md. */
export const evmNodeRelease: SourceRelease = {
  version: evmNode.recommended,
  tag: `octez-evm-node-v${evmNode.recommended}`,
  commit: '12a44fedb081d5c241906f980ae145def4363348',
  date: '2026-07-30',
};

/** The Octez suite release that the node pages name; CHANGES.rst has no dates, so the date is the tagged commit's. */
export const octezSuiteRelease: SourceRelease = {
  version: octezRelease,
  tag: `octez-v${octezRelease}`,
  commit: '04d849eb8c8da68a2780003603720b9687a73657',
  date: '2026-07-20',
};

/** An entry of an Etherlink changelog at the `octez-evm-node` tag (scripts/facts/extract/changelog.ts). */
function changelogEntry(file: 'CHANGES_NODE.md' | 'CHANGES_KERNEL.md', line: string): SourceRef {
  return {repo: 'tezos/tezos-mirror', tag: evmNodeRelease.tag, file: `etherlink/${file}`, symbol: line};
}

/**
 * The changelog entry each version requirement comes from: a line under the release heading that
 * brings or fixes the feature, or the line that states the requirement.
 */
export const versionsSources = {
  'evmNode.requiredForKernel6': changelogEntry('CHANGES_KERNEL.md', 'Furthermore, this kernel requires the Octez EVM node version {} or higher.'),
  'evmNode.instantConfirmations': changelogEntry('CHANGES_NODE.md', 'Fixes instant confirmation for networks with Etherlink 6.2'),
  'evmNode.mainnetMinimum': changelogEntry('CHANGES_NODE.md', 'Previous versions of the node suffer from'),
  'evmNode.kernelCompat': changelogEntry('CHANGES_NODE.md', 'Replace `--mainnet-compat` switch with `--kernel-compat <kernel_name>` in'),
  'evmNode.webSockets': changelogEntry('CHANGES_NODE.md', 'A new CLI parameter `--ws` allows to activate the websockets server'),
  'kernelMinimum.instantConfirmations': changelogEntry('CHANGES_KERNEL.md', 'Storage version for sub-block latency entrypoints is V42'),
} satisfies SourceMap;

/**
 * The Tezos protocol active on Mainnet at the Octez tag (the one the Octez documentation there
 * calls active), and the first Octez release that ships it (`src/proto_024_PtTALLiN` appears at
 * `octez-v24.0`): an `octez-client` older than that cannot sign for Mainnet.
 */
export const activeProtocol = {
  name: 'Tallinn',
  firstOctezRelease: '24.0',
} as const;

/** Where the Octez documentation at the Octez tag names the active protocol. */
export const activeProtocolSources = {
  'activeProtocol.name': {repo: 'tezos/tezos-mirror', tag: octezSuiteRelease.tag, file: 'docs/index.rst', symbol: '{word} Protocol Reference <active/index>'},
} satisfies SourceMap;

/**
 * The newest kernel etherlink/CHANGES_KERNEL.md lists as released at `evmNodeRelease.tag`. It has
 * no tag: its heading gives a short commit, and the date is the day that heading went in (`changelogCommit`).
 */
export const kernelRelease = {
  version: '6.2',
  name: 'Farfadet',
  commit: '4d6762e',
  storageVersion: 47,
  date: '2026-02-17',
  changelogCommit: 'de8a63caa3a5d3b4090887d34c14b2962b3cafe7',
  changelogTag: evmNodeRelease.tag,
} as const;

/** Where both the Octez suite and `octez-evm-node` are published. */
export const octezReleasesUrl = 'https://gitlab.com/tezos/tezos/-/releases';

/** GitLab API of tezos/tezos (releases, raw kernel changelog), which `npm run check:chain` compares the pages' versions with. */
export const octezGitlabApiUrl = 'https://gitlab.com/api/v4/projects/tezos%2Ftezos';

/** Docker image tag that always points at the newest `octez-evm-node` release. */
export const evmNodeDockerImage = 'tezos/tezos-bare:octez-evm-node-latest';

export interface KernelBuild {
  network: NetworkId;
  /** Commit of https://gitlab.com/tezos/tezos that contains the kernel source. */
  commit: string;
  /** Kernel version built from that commit. */
  kernelVersion: string;
  /** Why this commit: the kernel each network started from, not today's kernel. */
  note: string;
}

/**
 * Kernels that /network/building-kernel rebuilds. Each network's installer holds the kernel
 * it was originated with; later kernels arrive through governance upgrades.
 */
export const kernelBuilds: Record<NetworkId, KernelBuild> = {
  mainnet: {
    network: 'mainnet',
    commit: 'b9f6c9138719220db83086f0548e49c5c4c8421f',
    kernelVersion: '0.0',
    note: 'the kernel that originated Etherlink Mainnet Beta',
  },
  shadownet: {
    network: 'shadownet',
    commit: '6d73d486ace903ee0d524a9b39dfbd858838a690',
    kernelVersion: '4.1',
    note: 'the Dionysus kernel that originated Etherlink Shadownet Testnet',
  },
};

/** First seven characters of a commit hash, as Git shows it. */
export function shortCommit(commit: string): string {
  return commit.slice(0, 7);
}
