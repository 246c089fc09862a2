import {describe, it, expect} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {parse} from 'node-html-parser';
import ToolList from '../../src/components/ToolList';
import {tools} from '../../src/data/tools';

function render(props: Parameters<typeof ToolList>[0]) {
  return parse(renderToStaticMarkup(createElement(ToolList, props)));
}

describe('ToolList server rendering', () => {
  it('renders every tool of the category without JavaScript, with its link and description', () => {
    const root = render({category: 'price-feeds'});
    const expected = tools.filter((t) => t.categories.includes('price-feeds'));
    const cards = root.querySelectorAll('li[data-tool]');
    expect(cards.map((c) => c.getAttribute('data-tool')).sort()).toEqual(expected.map((t) => t.name).sort());
    for (const t of expected) {
      const card = root.querySelector(`li[data-tool="${t.name}"]`)!;
      expect(card.querySelector('h3 a')?.getAttribute('href')).toBe(t.url);
      expect(card.text).toContain(t.description);
    }
  });

  it('labels the network control and announces the count', () => {
    const root = render({category: 'price-feeds'});
    const select = root.querySelector('select')!;
    const label = root.querySelector(`label[for="${select.getAttribute('id')}"]`);
    expect(label?.text).toBe('Network');
    expect(select.querySelectorAll('option').map((o) => o.getAttribute('value'))).toEqual([
      'all',
      'mainnet',
      'shadownet',
    ]);
    expect(root.querySelector('[role="status"]')?.text).toMatch(/^Showing all \d+ tools$/);
  });

  it('leaves the control out where no tool states its networks', () => {
    const root = render({category: 'node-providers'});
    expect(root.querySelector('select')).toBeNull();
    expect(root.querySelectorAll('li[data-tool]').length).toBeGreaterThan(0);
    expect(root.text).toContain('Not stated');
  });

  it('shows only the requested kind and uses the requested heading level', () => {
    const root = render({category: 'exchanges', kind: 'Decentralized exchange', headingLevel: 4});
    const names = root.querySelectorAll('li[data-tool]').map((c) => c.getAttribute('data-tool'));
    expect(names).toContain('Curve Finance');
    expect(names).not.toContain('MEXC');
    expect(root.querySelectorAll('h4').length).toBe(names.length);
  });

  it('fails loudly when a page asks for a list that would be empty', () => {
    expect(() => render({category: 'exchanges', kind: 'Bank'})).toThrow(/no tools/);
  });
});
