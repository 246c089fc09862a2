import {describe, it, expect} from 'vitest';
import type {NetworkId} from '../../src/data/networks';
import {feedColumns} from '../../src/components/FeedAddresses/columns';

const order: NetworkId[] = ['mainnet', 'shadownet'];

describe('feedColumns', () => {
  it('shows a column for each network where some feed is deployed, in site order', () => {
    const feeds = [
      {pair: 'A/B', addresses: {shadownet: '0x1' as const}},
      {pair: 'C/D', addresses: {mainnet: '0x2' as const}},
    ];
    expect(feedColumns(feeds, order)).toEqual(['mainnet', 'shadownet']);
  });

  it('leaves out networks without any feed', () => {
    expect(feedColumns([{pair: 'stXTZ/XTZ', addresses: {mainnet: '0x3' as const}}], order)).toEqual(['mainnet']);
  });

  it('has no columns for an empty list', () => {
    expect(feedColumns([], order)).toEqual([]);
  });
});
