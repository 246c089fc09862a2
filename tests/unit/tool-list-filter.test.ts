import {describe, it, expect} from 'vitest';
import type {NetworkId} from '../../src/data/networks';
import type {Tool} from '../../src/data/tools';
import {
  countLabel,
  filterByNetwork,
  formatNetworks,
  networkOptions,
  selectTools,
  shouldOfferNetworkFilter,
  sortTools,
} from '../../src/components/ToolList/filter';

const order: NetworkId[] = ['mainnet', 'shadownet'];
const shortNames: Record<NetworkId, string> = {mainnet: 'Mainnet', shadownet: 'Shadownet'};

function tool(name: string, networks: NetworkId[], extra: Partial<Tool> = {}): Tool {
  return {
    name,
    categories: ['price-feeds'],
    kind: 'Oracle',
    description: `${name} description`,
    url: `https://example.com/${name}`,
    networks,
    ...extra,
  };
}

const both = tool('Both', ['mainnet', 'shadownet']);
const mainOnly = tool('mainOnly', ['mainnet']);
const unstated = tool('Unstated', []);

describe('sortTools', () => {
  it('sorts by name, ignoring case, without changing the input', () => {
    const input = [tool('beta', []), tool('Alpha', []), tool('gamma', [])];
    expect(sortTools(input).map((t) => t.name)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(input.map((t) => t.name)).toEqual(['beta', 'Alpha', 'gamma']);
  });
});

describe('selectTools', () => {
  const list = [
    tool('Zed', [], {categories: ['exchanges'], kind: 'Decentralized exchange'}),
    tool('Abc', [], {categories: ['exchanges'], kind: 'Centralized exchange'}),
    tool('Multi', [], {categories: ['exchanges', 'price-feeds'], kind: 'Decentralized exchange'}),
    tool('Other', [], {categories: ['vrf']}),
  ];

  it('keeps the tools of one category, sorted', () => {
    expect(selectTools(list, {category: 'exchanges'}).map((t) => t.name)).toEqual(['Abc', 'Multi', 'Zed']);
  });

  it('includes tools that belong to several categories in each of them', () => {
    expect(selectTools(list, {category: 'price-feeds'}).map((t) => t.name)).toEqual(['Multi']);
  });

  it('narrows by kind', () => {
    expect(selectTools(list, {category: 'exchanges', kind: 'Decentralized exchange'}).map((t) => t.name)).toEqual([
      'Multi',
      'Zed',
    ]);
  });

  it('returns nothing for an unknown kind', () => {
    expect(selectTools(list, {category: 'exchanges', kind: 'Bank'})).toEqual([]);
  });
});

describe('filterByNetwork', () => {
  const list = [both, mainOnly, unstated];

  it('keeps everything for "all"', () => {
    expect(filterByNetwork(list, 'all', false)).toEqual(list);
  });

  it('keeps tools documented for the network, plus unstated ones when asked', () => {
    expect(filterByNetwork(list, 'shadownet', true).map((t) => t.name)).toEqual(['Both', 'Unstated']);
    expect(filterByNetwork(list, 'mainnet', true).map((t) => t.name)).toEqual(['Both', 'mainOnly', 'Unstated']);
  });

  it('drops unstated tools when they are excluded', () => {
    expect(filterByNetwork(list, 'shadownet', false).map((t) => t.name)).toEqual(['Both']);
  });
});

describe('networkOptions', () => {
  it('lists networks that some tool names, in site order', () => {
    expect(networkOptions([mainOnly, unstated], order)).toEqual(['mainnet']);
    expect(networkOptions([tool('S', ['shadownet']), mainOnly], order)).toEqual(['mainnet', 'shadownet']);
    expect(networkOptions([unstated], order)).toEqual([]);
  });
});

describe('shouldOfferNetworkFilter', () => {
  const shadowOnly = tool('shadowOnly', ['shadownet']);

  it('is off when no tool states its networks', () => {
    expect(shouldOfferNetworkFilter([unstated, tool('U2', []), tool('U3', [])], order)).toBe(false);
  });

  it('is off when every tool states the same networks', () => {
    const same = [both, tool('Both2', ['mainnet', 'shadownet']), tool('Both3', ['mainnet', 'shadownet'])];
    expect(shouldOfferNetworkFilter(same, order)).toBe(false);
  });

  it('is on when a network would hide a tool', () => {
    expect(shouldOfferNetworkFilter([both, mainOnly, shadowOnly], order)).toBe(true);
  });

  it('is on when stated and unstated tools are mixed', () => {
    expect(shouldOfferNetworkFilter([both, mainOnly, unstated], order)).toBe(true);
  });

  it('is off for short lists', () => {
    expect(shouldOfferNetworkFilter([both, mainOnly], order)).toBe(false);
  });

  it('is off when only one tool states its networks', () => {
    expect(shouldOfferNetworkFilter([mainOnly, unstated, tool('U2', [])], order)).toBe(false);
  });
});

describe('formatNetworks', () => {
  it('joins short names, or says the networks are not stated', () => {
    expect(formatNetworks(both, shortNames)).toBe('Mainnet, Shadownet');
    expect(formatNetworks(unstated, shortNames)).toBe('Not stated');
  });
});

describe('countLabel', () => {
  it('describes full and filtered lists', () => {
    expect(countLabel(3, 3)).toBe('Showing all 3 tools');
    expect(countLabel(1, 3)).toBe('Showing 1 of 3 tools');
    expect(countLabel(1, 1)).toBe('Showing all 1 tool');
  });
});
