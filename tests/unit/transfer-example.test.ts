/**
 * One worked XTZ transfer for the whole site: Sending transactions, Estimating fees and
 * WebSockets show the figures of `transferExample` (src/data/fees.ts): the gas the transfer uses,
 * computed from the fee formula, and what a node's eth_estimateGas answers, computed by the
 * node's own rule. No page types a transfer's gas or fee by hand.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {formatXtz, nodeGasEstimate, transferExample} from '../../src/data/fees';
import {defaultGasPriceWei} from '../../src/data/networks';

const siteDir = join(__dirname, '../..');
const read = (path: string) => readFileSync(join(siteDir, path), 'utf8');
const pages = [
  'docs/get-started/sending-transactions.mdx',
  'docs/building-on-etherlink/estimating-fees.mdx',
  'docs/building-on-etherlink/websockets.mdx',
];

function docsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? docsFiles(path) : /\.mdx?$/.test(name) ? [path] : [];
  });
}

describe('transferExample', () => {
  it('is 21,000 gas of execution plus the inclusion fee of 150 bytes, at the default gas price', () => {
    expect(transferExample.gasPriceWei).toBe(defaultGasPriceWei);
    expect(transferExample.executionGas).toBe(21_000n);
    expect(formatXtz(transferExample.inclusionFeeWei)).toBe('0.0006');
    expect(transferExample.gasUnits).toBe(621_000n);
    expect(transferExample.gasUnitsHex).toBe('0x979c8');
    expect(formatXtz(transferExample.totalWei)).toBe('0.000621');
    expect(transferExample.totalWei).toBe(transferExample.gasUnits * transferExample.gasPriceWei);
  });

  it('estimates what an EVM node answered for the transfer: 623,766 gas, 2,766 above the gas used', () => {
    // A Mainnet node's eth_estimateGas answer for this transfer, before the pages computed it.
    expect(transferExample.estimateGas).toBe(623_766n);
    expect(transferExample.estimateGasHex).toBe('0x98496');
    expect(transferExample.estimateMarginGas).toBe(2_766n);
    // (21,000 + 2,300) + ceil(23,300 / 50) + 600,000 inclusion gas at 1 gwei
    expect(nodeGasEstimate(21_000n)).toBe(23_300n + 466n + 600_000n);
  });

  it('adds inclusion gas for data at the minimum gas price, and a margin that grows with execution', () => {
    // 100 bytes of data: 4,000 gas per byte at 1 gwei.
    expect(nodeGasEstimate(21_000n, 100) - nodeGasEstimate(21_000n)).toBe(400_000n);
    // The margin is 2,300 plus 1/50 of (execution + 2,300), rounded up.
    expect(nodeGasEstimate(100_000n) - nodeGasEstimate(0n)).toBe(102_000n);
  });

  it('has the execution gas of the sample transfer that the WebSockets page shows', () => {
    const ids: string[] = [];
    for (const file of ['tez_newIncludedTransactions.notification.json', 'tez_newPreconfirmedReceipts.notification.json']) {
      const {result, subscription} = JSON.parse(read(`examples/snippets/rpc/${file}`)).params;
      expect(BigInt(result.gas ?? result.gasUsed), file).toBe(transferExample.executionGas);
      ids.push(subscription);
    }
    // The page's script tells the two subscriptions apart by their IDs, as the node draws one for each.
    expect(new Set(ids).size).toBe(2);
  });
});

describe('the pages', () => {
  it('take the transfer figures from transferExample', () => {
    for (const page of pages) expect(read(page), page).toMatch(/import \{[^}]*\btransferExample\b[^}]*\} from '@site\/src\/data\/fees';/);
    expect(read('docs/building-on-etherlink/websockets.mdx')).toContain('<code>{transferExample.gasUnitsHex}</code>');
    expect(read('docs/building-on-etherlink/estimating-fees.mdx')).toContain('<code>{transfer.estimateGasHex}</code>');
    expect(read('docs/get-started/sending-transactions.mdx')).toContain('{formatGas(Number(quiet.estimateGas))}');
  });

  it('type no transfer gas or fee by hand, anywhere in the docs', () => {
    const typed = /\b623,?766\b|0x98496|0\.000623766|\b621,?000\b|0\.000621\b|0x979c8|\b2,?766\b/i;
    for (const file of docsFiles(join(siteDir, 'docs'))) {
      expect(readFileSync(file, 'utf8'), relative(siteDir, file)).not.toMatch(typed);
    }
  });
});
