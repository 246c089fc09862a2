import {describe, it, expect} from 'vitest';
import {
  assertRectangular,
  shortUrl,
  type AddressCell,
  type Cell,
  type LinkCell,
  type TableModel,
} from '../../src/components/AddressTable/model';
import {
  bridgeAppsTable,
  bridgePrecompilesTable,
  layerZeroTable,
  tokenTable,
  wrappedAssetBridgeTable,
  xtzContractsTable,
} from '../../src/components/BridgingTables/rows';
import {evmBridgeChains, evmBridgeTokens} from '../../src/data/bridging';

const addressCells = (m: TableModel): AddressCell[] =>
  m.rows.flat().filter((c: Cell): c is AddressCell => c.kind === 'address');

describe('assertRectangular', () => {
  it('passes a table whose rows match the headers and throws otherwise', () => {
    const good: TableModel = {label: 't', headers: ['a', 'b'], rows: [[{kind: 'text', text: ''}, {kind: 'text', text: ''}]]};
    expect(assertRectangular(good)).toBe(good);
    const bad: TableModel = {label: 't', headers: ['a', 'b'], rows: [[{kind: 'text', text: ''}]]};
    expect(() => assertRectangular(bad)).toThrow(/row 1 has 1 cells, expected 2/);
  });
});

describe('shortUrl', () => {
  it('drops the scheme and a trailing slash but keeps the path and query', () => {
    expect(shortUrl('https://bridge.etherlink.com/tezos')).toBe('bridge.etherlink.com/tezos');
    expect(shortUrl('https://layerzeroscan.com/')).toBe('layerzeroscan.com');
    expect(shortUrl('https://stargate.finance/bridge?dstChain=etherlink')).toBe('stargate.finance/bridge?dstChain=etherlink');
  });
});

describe('bridging tables', () => {
  const all = [
    bridgeAppsTable(),
    ...evmBridgeChains.map((c) => tokenTable(c.id)),
    wrappedAssetBridgeTable(),
    layerZeroTable('mainnet'),
    layerZeroTable('shadownet'),
    xtzContractsTable(),
    bridgePrecompilesTable(),
  ];

  it('are rectangular and have distinct accessible labels', () => {
    for (const m of all) expect(() => assertRectangular(m)).not.toThrow();
    expect(new Set(all.map((m) => m.label)).size).toBe(all.length);
  });

  it('link every address to an explorer page that ends with that address', () => {
    for (const m of all) {
      for (const cell of addressCells(m)) {
        expect(cell.href, cell.label).toBeDefined();
        expect(cell.href!.startsWith('https://')).toBe(true);
        expect(cell.href!.endsWith(cell.value)).toBe(true);
      }
    }
  });

  it('link tokens to the explorer of their own chain', () => {
    expect(addressCells(tokenTable('ethereum')).every((c) => c.href!.startsWith('https://etherscan.io/'))).toBe(true);
    expect(addressCells(tokenTable('etherlink')).every((c) => c.href!.startsWith('https://explorer.etherlink.com/'))).toBe(
      true,
    );
    expect(tokenTable('base').rows).toHaveLength(evmBridgeTokens.base.length);
  });

  it('list the wrapped asset bridge once per chain with the same address', () => {
    const cells = addressCells(wrappedAssetBridgeTable());
    expect(cells).toHaveLength(evmBridgeChains.length);
    expect(new Set(cells.map((c) => c.value)).size).toBe(1);
    expect(new Set(cells.map((c) => c.href)).size).toBe(evmBridgeChains.length);
  });

  it('link Shadownet addresses to Shadownet explorers', () => {
    for (const c of addressCells(layerZeroTable('shadownet'))) {
      expect(c.href).toMatch(/^https:\/\/shadownet\.explorer\.etherlink\.com\//);
    }
    const shadownetL1 = addressCells(xtzContractsTable()).filter((c) => c.label.includes('Shadownet'));
    expect(shadownetL1).toHaveLength(2);
    for (const c of shadownetL1) expect(c.href).toMatch(/^https:\/\/shadownet\.tzkt\.io\/KT1/);
  });
});

describe('bridgeAppsTable', () => {
  it('links each bridge on Mainnet and on Shadownet', () => {
    const model = bridgeAppsTable();
    expect(model.headers).toEqual(['Bridge', 'What it moves', 'Mainnet', 'Shadownet Testnet']);
    const links = model.rows.flat().filter((c: Cell): c is LinkCell => c.kind === 'link');
    expect(links.map((l) => l.href)).toEqual([
      'https://bridge.etherlink.com/tezos',
      'https://shadownet.bridge.etherlink.com/tezos',
      'https://bridge.etherlink.com/evm',
      'https://shadownet.bridge.etherlink.com/evm',
    ]);
    for (const l of links) expect(l.text).toBe(shortUrl(l.href));
  });
});
