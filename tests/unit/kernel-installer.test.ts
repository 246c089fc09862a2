import {describe, it, expect} from 'vitest';
import * as jq from 'jq-wasm';
import {buildScript, installerConfigCommand, installerConfigs, installerFromLayer1Script, installerKernelFilter} from '../../src/data/kernelInstaller';
import {mainnet, networks, shadownet} from '../../src/data/networks';
import {kernelBuilds} from '../../src/data/versions';

/** Splits a backslash-continued command into its arguments. */
function args(command: string): string[] {
  return command.replace(/\\\n/g, ' ').split(/\s+/).filter(Boolean);
}

describe('installerConfigCommand', () => {
  it('builds the Mainnet genesis configuration', () => {
    const a = args(installerConfigCommand(installerConfigs.mainnet));
    expect(a.slice(0, 6)).toEqual(['octez-evm-node', 'make', 'kernel', 'installer', 'config', 'setup_file.yml']);
    // The genesis kernel of Mainnet; octez-evm-node 0.54 replaced --mainnet-compat with this.
    expect(a[a.indexOf('--kernel-compat') + 1]).toBe('mainnet-beta');
    expect(a).not.toContain('--mainnet-compat');
    expect(a[a.indexOf('--chain-id') + 1]).toBe(String(mainnet.chainId));
    expect(a[a.indexOf('--delayed-inbox-min-levels') + 1]).toBe('1600');
    expect(a[a.indexOf('--kernel-governance') + 1]).toBe('KT1H5pCmFuhAwRExzNNrPQFKpunJx1yEVa6J');
    expect(a).toContain('--remove-whitelist');
    expect(a).not.toContain('--admin');
    expect(a).not.toContain('--enable-fa-bridge');
  });

  it('builds the Shadownet genesis configuration', () => {
    const a = args(installerConfigCommand(installerConfigs.shadownet));
    // Shadownet started from kernel 4.1, Dionysus's first revision.
    expect(a[a.indexOf('--kernel-compat') + 1]).toBe('dionysus-r1');
    expect(kernelBuilds.shadownet.kernelVersion).toBe('4.1');
    expect(a[a.indexOf('--chain-id') + 1]).toBe(String(shadownet.chainId));
    expect(a[a.indexOf('--delayed-inbox-min-levels') + 1]).toBe('3200');
    expect(a[a.indexOf('--admin') + 1]).toBe('KT1PVWsDwY2DUoGsCVYh8T9RDAVRYDqQD54r');
    expect(a.filter((x) => x === '--eth-bootstrap-account')).toHaveLength(3);
    expect(a).toContain('--enable-fa-bridge');
    expect(a).toContain('--enable-fast-withdrawal');
    expect(a).not.toContain('--kernel-governance');
  });

  it('continues every line but the last with a backslash', () => {
    const lines = installerConfigCommand(installerConfigs.shadownet).split('\n');
    expect(lines.slice(0, -1).every((l) => l.endsWith(' \\'))).toBe(true);
    expect(lines.at(-1)?.endsWith('\\')).toBe(false);
  });
});

describe('buildScript', () => {
  it('checks out the pinned commit and points the installer at its kernel', () => {
    for (const network of ['mainnet', 'shadownet'] as const) {
      const script = buildScript(network);
      const {commit} = kernelBuilds[network];
      expect(script).toContain(`git checkout ${commit}`);
      expect(script).toContain(`-u etherlink/kernels-${commit}/evm_kernel.wasm`);
      expect(script).toContain('-o installer.hex');
    }
  });
});

describe('installerFromLayer1Script', () => {
  it('reads the origination level, then the kernel of that rollup\'s origination operation, with no newline after it', () => {
    for (const network of ['mainnet', 'shadownet'] as const) {
      const script = installerFromLayer1Script(network);
      const rollup = networks[network].rollupAddress;
      expect(script).toContain(`/context/smart_rollups/smart_rollup/${rollup}/genesis_info`);
      expect(script).toContain('/chains/main/blocks/$LEVEL/operations/3');
      // -r would end the file with a newline, and the node refuses a .hex file of odd length.
      expect(script).toContain(`| jq -j '${installerKernelFilter(rollup)}'`);
      expect(script.trim().endsWith('> installer.hex')).toBe(true);
    }
  });

  describe('its jq filter, run by jq', () => {
    const rollup = networks.mainnet.rollupAddress;
    const other = networks.shadownet.rollupAddress;
    const originate = (kernel: string, address?: string) => ({
      contents: [{kind: 'smart_rollup_originate', pvm_kind: 'wasm_2_0_0', kernel, ...(address && {metadata: {operation_result: {status: 'applied', address}}})}],
    });
    const transfer = {contents: [{kind: 'transaction', amount: '1', destination: other}]};
    const run = (operations: object[]) => jq.raw(operations, installerKernelFilter(rollup), ['-j']);

    it('on an archive node, picks the rollup\'s origination by the address in its receipt', async () => {
      expect(await run([transfer, originate('00aa', other), originate('0102', rollup)])).toBe('0102');
    });

    it('on a full node, which returns old operations without receipts, takes the one origination in the block', async () => {
      expect(await run([transfer, originate('0102')])).toBe('0102');
    });

    it('stops with an error when the block holds no origination, or more than one it cannot tell apart', async () => {
      await expect(run([transfer])).rejects.toThrow('not one origination of the rollup in this block');
      await expect(run([originate('00aa'), originate('0102')])).rejects.toThrow('not one origination of the rollup in this block');
    });
  });
});
