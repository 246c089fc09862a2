/**
 * Claims that pages make about other projects' code, held to that code as this checkout has it:
 * npm's engine warnings for Hardhat, the provenance of the WebSockets samples, the
 * execution-apis link, the EVM node's built-in installer kernels and its eth_getLogs limits. A
 * claim that drifts from the code fails here before a reader trips on it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {jsonRpcReferences} from '../../src/data/endpoints';
import {marketpulse} from '../../src/data/marketpulse';
import {publicRpcLimits, shadownet} from '../../src/data/networks';
import {evmNodeDefaults} from '../../src/data/nodes';

const siteDir = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(siteDir, path), 'utf8');
const packageJson = (name: string) => JSON.parse(read(`node_modules/${name}/package.json`)) as {engines?: {node?: string}; dependencies?: Record<string, string>};

describe('MarketPulse setup: what npm says on an older Node.js', () => {
  it('reads the engine range from the EDR package that Hardhat installs, and none from Hardhat', () => {
    expect(packageJson('hardhat').engines).toBeUndefined();
    expect(Object.keys(packageJson('hardhat').dependencies ?? {})).toContain('@nomicfoundation/edr');
    expect(packageJson('@nomicfoundation/edr').engines?.node).toBe(marketpulse.edrNodeEngine);
  });

  it('says that npm warns outside that range, and does not claim silence', () => {
    const page = read('docs/tutorials/marketpulse/setup.mdx');
    expect(page).not.toMatch(/without a warning/i);
    expect(page).toContain('`EBADENGINE` warning');
    expect(page).toContain('<code>{marketpulse.edrNodeEngine}</code>');
  });

  it('lists only Node.js lines that reach the minimum', () => {
    const minimumMajor = Number(marketpulse.nodeMinimum.split('.')[0]);
    for (const major of marketpulse.nodeMajorsMeetingMinimum) expect(major).toBeGreaterThanOrEqual(minimumMajor);
  });
});

describe('WebSockets samples: where they come from', () => {
  it('says they are illustrations built on a local EVM, as the generator does', () => {
    const page = read('docs/building-on-etherlink/websockets.mdx');
    expect(page).toContain('The two samples below are illustrations, not output captured from Etherlink.');
    expect(page).toContain('run it on a local EVM (ethereumjs) set to Shadownet\'s chain ID');
    expect(page).not.toMatch(/notifications for one transfer of 0\.1 XTZ on Shadownet/);
    const generator = read('scripts/snippets/rpc-examples.ts');
    expect(generator).toContain("from '@ethereumjs/vm'");
    expect(generator).toContain('chainId: shadownet.chainId');
    // The page renders the chain ID the generator uses.
    expect(page).toContain('<code>{shadownet.chainIdHex}</code>');
    expect(shadownet.chainIdHex).toBe(`0x${shadownet.chainId.toString(16)}`);
  });
});

describe('Endpoint support: the execution-apis link', () => {
  it('points at the specification root from the data, not the retired path', () => {
    expect(jsonRpcReferences.executionApis).toBe('https://ethereum.github.io/execution-apis/');
    expect(jsonRpcReferences.executionApisSource).toMatch(/^https:\/\/github\.com\/ethereum\/execution-apis\/tree\/main\/src\/eth$/);
    const page = read('docs/building-on-etherlink/endpoint-support.mdx');
    expect(page).toContain('href={jsonRpcReferences.executionApis}');
    expect(page).not.toContain('api-documentation');
  });
});

describe('EVM node from genesis: the built-in installer kernels', () => {
  it('names only networks whose installer the node has built in (kernel_from_args, through the facts test)', () => {
    const page = read('docs/network/evm-nodes.mdx');
    expect(page).toContain('The node has the installer kernels of Mainnet and Shadownet built in');
    expect(evmNodeDefaults.builtInInstallers).toEqual(expect.arrayContaining(['mainnet', 'shadownet']));
    // The other way stays documented: your own copy, read from layer 1.
    expect(page).toContain('--initial-kernel installer.hex');
  });
});

describe('Network information: a node of your own limits eth_getLogs too', () => {
  it('says its defaults are lower than the public endpoints\' limits only while they are', () => {
    const page = read('docs/get-started/network-information.mdx');
    expect(page).toContain('logs per call, fewer than the public endpoints allow');
    expect(evmNodeDefaults.getLogsMaxBlocks).toBeLessThan(publicRpcLimits.getLogsMaxBlockRange);
    expect(evmNodeDefaults.getLogsMaxLogs).toBeLessThan(publicRpcLimits.getLogsMaxResults);
  });
});
