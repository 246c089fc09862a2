/**
 * Versions of the Etherlink node software and kernels that several pages mention.
 * Change a version here and every page that shows it follows.
 */

import type {NetworkId} from './networks';

export interface EvmNodeVersions {
  /** Oldest release that can follow the Etherlink 6.x kernels (6.0 Farfadet and 6.1). */
  requiredForKernel6: string;
  /** Oldest release that provides Instant Confirmations, an Etherlink 6.0 feature. */
  instantConfirmations: string;
  /** Release to run: 0.53 fixes a memory leak in observer and RPC nodes. */
  recommended: string;
  /** Kernel version for which the recommendation was published. */
  recommendedForKernel: string;
}

/**
 * The sources disagree on the minimum for 6.0 (0.48 in the kernel changelog, 0.52 on the
 * upgrades page): 0.48 follows the kernel, and 0.52 is what Instant Confirmations need.
 */
export const evmNode: EvmNodeVersions = {
  requiredForKernel6: '0.48',
  instantConfirmations: '0.52',
  recommended: '0.64',
  recommendedForKernel: '6.1',
};

/**
 * Octez suite release (octez-smart-rollup-node, octez-client, octez-signer) that the node
 * pages are written against. Later releases work too; the sequencer needs none of them.
 */
export const octezRelease = '25.1';

/** Where both the Octez suite and `octez-evm-node` are published. */
export const octezReleasesUrl = 'https://gitlab.com/tezos/tezos/-/releases';

/**
 * GitLab API of the same project (tezos/tezos): `/releases` lists the published releases
 * (`octez-evm-node-vX.Y` tags) and `/repository/files/…/raw` serves the kernel changelog.
 * `npm run check:chain` compares the versions the pages name with it.
 */
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
