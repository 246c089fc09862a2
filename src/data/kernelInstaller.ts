/**
 * Parameters that each network's kernel was originated with, and the commands that rebuild
 * its installer kernel (/network/building-kernel). These are genesis values: governance
 * contracts and other settings may have changed since through kernel upgrades, and the
 * running kernel reads them from its own storage, not from this file.
 */

import {mainnet, networks, shadownet, type NetworkId} from './networks';
import {kernelBuilds} from './versions';

export interface InstallerConfig {
  /**
   * Kernel whose storage layout the settings must follow: the one the network was originated
   * with. `octez-evm-node` (since 0.54) writes the newest layout unless `--kernel-compat` names
   * an older kernel, and a kernel does not read settings it expects elsewhere.
   */
  kernelCompat: string;
  chainId: number;
  /** Public key of the sequencer at genesis. */
  sequencer: string;
  delayedBridge: string;
  ticketer: string;
  admin?: string;
  sequencerGovernance: string;
  kernelGovernance?: string;
  kernelSecurityGovernance?: string;
  /** Etherlink address that received sequencer fees at genesis. */
  sequencerPoolAddress: string;
  /** Minimum L1 levels a delayed-inbox transaction waits before it can be forced. */
  delayedInboxMinLevels: number;
  removeWhitelist?: boolean;
  enableFaBridge?: boolean;
  enableFastWithdrawal?: boolean;
  ethBootstrapAccounts?: readonly string[];
}

export const installerConfigs: Record<NetworkId, InstallerConfig> = {
  mainnet: {
    kernelCompat: 'mainnet-beta',
    chainId: mainnet.chainId,
    sequencer: 'edpktufVZGs2JmEwHSFLdA7XHXotmnkD2Nwr75ACpxUr1iKUWzYFHJ',
    delayedBridge: 'KT1AZeXH8qUdLMfwN2g7iwiYYSZYG4RrwhCj',
    ticketer: 'KT1CeFqjJRJPNVvhvznQrWfHad2jCiDZ6Lyj',
    sequencerGovernance: 'KT1NcZQ3y9Wv32BGiUfD2ZciSUz9cY1DBDGF',
    kernelGovernance: 'KT1H5pCmFuhAwRExzNNrPQFKpunJx1yEVa6J',
    kernelSecurityGovernance: 'KT1N5MHQW5fkqXkW9GPjRYfn5KwbuYrvsY1g',
    sequencerPoolAddress: '0xCF02B9Ca488f8F6F4E28e37AA1bDD16b3F1b2aD8',
    delayedInboxMinLevels: 1600,
    removeWhitelist: true,
  },
  shadownet: {
    kernelCompat: 'dionysus-r1',
    chainId: shadownet.chainId,
    sequencer: 'p2pk66pKYcCzjwNjJRf7HqZh5gZhBizmnD9tPWuEqgUtGspjAFpRX2E',
    delayedBridge: 'KT18tqoSSpiMy6sizSMx9kQCe29EQfGq9wWv',
    ticketer: 'KT1JYZsawXmeArts18nn4uT79tUJc4AGTYgc',
    admin: 'KT1PVWsDwY2DUoGsCVYh8T9RDAVRYDqQD54r',
    sequencerGovernance: 'KT1HrMqTgYrFYADFFZ1XwPHYSfuypDXWLyi6',
    sequencerPoolAddress: '0x9bd1830F5cF6b225DABB17Fb725A1FA59839F308',
    delayedInboxMinLevels: 3200,
    enableFaBridge: true,
    enableFastWithdrawal: true,
    ethBootstrapAccounts: [
      '0x6ce4d79d4E77402e1ef3417Fdda433aA744C6e1c',
      '0xB53dc01974176E5dFf2298C5a94343c2585E3c54',
      '0x9b49c988b5817Be31DfB00F7a5a4671772dCce2B',
    ],
  },
};

/** Joins command parts into a multi-line shell command with backslash continuations. */
function multiline(parts: readonly string[]): string {
  return parts.map((p, i) => (i === 0 ? p : `  ${p}`)).join(' \\\n');
}

/** `octez-evm-node make kernel installer config` for a network, ready to paste. */
export function installerConfigCommand(config: InstallerConfig): string {
  const parts: string[] = ['octez-evm-node make kernel installer config setup_file.yml'];
  const flag = (name: string, value: string | number | undefined) => {
    if (value !== undefined) parts.push(`--${name} ${value}`);
  };
  flag('kernel-compat', config.kernelCompat);
  flag('chain-id', config.chainId);
  flag('sequencer', config.sequencer);
  flag('delayed-bridge', config.delayedBridge);
  flag('ticketer', config.ticketer);
  flag('admin', config.admin);
  flag('sequencer-governance', config.sequencerGovernance);
  flag('kernel-governance', config.kernelGovernance);
  flag('kernel-security-governance', config.kernelSecurityGovernance);
  flag('sequencer-pool-address', config.sequencerPoolAddress);
  flag('delayed-inbox-min-levels', config.delayedInboxMinLevels);
  if (config.removeWhitelist) parts.push('--remove-whitelist');
  if (config.enableFaBridge) parts.push('--enable-fa-bridge');
  if (config.enableFastWithdrawal) parts.push('--enable-fast-withdrawal');
  for (const account of config.ethBootstrapAccounts ?? []) flag('eth-bootstrap-account', account);
  return multiline(parts);
}

/** The whole build, from clone to installer, for one network. */
export function buildScript(network: NetworkId): string {
  const {commit} = kernelBuilds[network];
  return [
    'git clone https://gitlab.com/tezos/tezos.git',
    'cd tezos',
    `git checkout ${commit}`,
    '',
    '# Build the kernel in Docker: writes etherlink/kernels-<commit>/evm_kernel.wasm',
    './etherlink/scripts/build-wasm.sh',
    '',
    '# Build the kernel SDK; this copies smart-rollup-installer to the current directory',
    'make -f kernels.mk build-deps kernel_sdk',
    '',
    '# Write the genesis settings of the network to setup_file.yml',
    installerConfigCommand(installerConfigs[network]),
    '',
    '# Build installer.hex and the preimages in wasm_2_0_0/',
    multiline([
      './smart-rollup-installer get-reveal-installer',
      `-u etherlink/kernels-${commit}/evm_kernel.wasm`,
      '-o installer.hex',
      '-P wasm_2_0_0',
      '-S setup_file.yml',
      '-d',
    ]),
  ].join('\n');
}

/**
 * Commands that read a network's installer kernel from Tezos layer 1: the kernel is a field of
 * the rollup's `smart_rollup_originate` operation, which stays in the chain. The genesis_info
 * RPC gives the origination level; manager operations are validation pass 3 of that block.
 * A node in full mode returns that old block's operations without their receipts (`metadata`),
 * so the rollup's address, a receipt field, is only checked when it is there; the filter then
 * needs exactly one origination of the rollup in the block. `jq -j` writes no newline after the
 * kernel: the EVM node reads a `.hex` file as it is, and a newline makes it "not a valid
 * hexadecimal file".
 */
export const installerKernelFilter = (rollup: string) =>
  `[.[].contents[] | select(.kind == "smart_rollup_originate" and (.metadata.operation_result.address // "${rollup}") == "${rollup}")]` +
  ` | if length == 1 then .[0].kernel else error("not one origination of the rollup in this block") end`;

export function installerFromLayer1Script(network: NetworkId): string {
  const rollup = networks[network].rollupAddress;
  return [
    '# Level of the layer-1 block that originated the rollup',
    `LEVEL=$(curl -s "$TEZOS_NODE_URL/chains/main/blocks/head/context/smart_rollups/smart_rollup/${rollup}/genesis_info" | jq -r .level)`,
    '',
    '# The kernel field of the origination operation in that block, written as hex',
    multiline([
      `curl -s "$TEZOS_NODE_URL/chains/main/blocks/$LEVEL/operations/3"`,
      `| jq -j '${installerKernelFilter(rollup)}'`,
      '> installer.hex',
    ]),
  ].join('\n');
}
