import {describe, it, expect} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {load} from 'cheerio';
import ToolList from '../../src/components/ToolList';
import {tools} from '../../src/data/tools';

function render(props: Parameters<typeof ToolList>[0]) {
  return load(renderToStaticMarkup(createElement(ToolList, props)), null, false);
}

describe('ToolList server rendering', () => {
  it('renders every tool of the category without JavaScript, with its link and description', () => {
    const root = render({category: 'price-feeds'});
    const expected = tools.filter((t) => t.categories.includes('price-feeds'));
    const cards = root('li[data-tool]').toArray();
    expect(cards.map((c) => root(c).attr('data-tool')).sort()).toEqual(expected.map((t) => t.name).sort());
    for (const t of expected) {
      const card = root(`li[data-tool="${t.name}"]`);
      expect(card.find('h3 a').attr('href')).toBe(t.url);
      expect(card.text()).toContain(t.description);
    }
  });

  it('labels the network control and announces the count', () => {
    const root = render({category: 'price-feeds'});
    const select = root('select');
    const label = root(`label[for="${select.attr('id')}"]`);
    expect(label.text()).toBe('Network');
    expect(select.find('option').toArray().map((o) => root(o).attr('value'))).toEqual([
      'all',
      'mainnet',
      'shadownet',
    ]);
    expect(root('[role="status"]').text()).toMatch(/^Showing all \d+ tools$/);
  });

  it('leaves the control out where no tool states its networks', () => {
    const root = render({category: 'node-providers'});
    expect(root('select')).toHaveLength(0);
    expect(root('li[data-tool]').length).toBeGreaterThan(0);
    expect(root.root().text()).toContain('Not stated');
  });

  it('shows only the requested kind, each card titled by an h3', () => {
    const root = render({category: 'exchanges', kind: 'Decentralized exchange'});
    const names = root('li[data-tool]').toArray().map((c) => root(c).attr('data-tool'));
    expect(names).toContain('Curve Finance');
    expect(names).not.toContain('MEXC');
    expect(root('h3').length).toBe(names.length);
  });

  it('fails loudly when a page asks for a list that would be empty', () => {
    expect(() => render({category: 'exchanges', kind: 'Bank'})).toThrow(/no tools/);
  });
});
