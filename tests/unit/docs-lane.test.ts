import {describe, expect, it} from 'vitest';
import {laneRoutes, linkedRoutes} from '../support/docs-lane';

const routes = [
  {path: '/', file: 'docs/index.mdx'},
  {path: '/bridging', file: 'docs/bridging/index.mdx'},
  {path: '/network/fees', file: 'docs/network/fees.mdx'},
  {path: '/network/nodes', file: 'docs/network/nodes.mdx'},
];

const page = (links: string) => `<html><nav><a href="/network/nodes">nav</a></nav><article>${links}</article></html>`;

describe('the writers lane in the browser', () => {
  it('opens the changed pages and the pages their article links to, nothing else', () => {
    const html: Record<string, string> = {'/network/fees': page('<a href="/bridging#deposit">b</a><a href="https://example.com/">x</a>')};
    const open = laneRoutes(routes, ['docs/network/fees.mdx'], (path) => html[path] ?? null);
    expect(open.map((route) => route.path)).toEqual(['/bridging', '/network/fees']);
  });

  it('opens every page when anything but a page changed', () => {
    expect(laneRoutes(routes, ['docs/network/fees.mdx', 'src/data/fees.ts'], () => null)).toEqual(routes);
  });

  it('reads internal links without anchor, query or trailing slash', () => {
    expect(linkedRoutes(page('<a href="/a/?x=1">1</a><a href="/a#h">2</a><a href="/">3</a><a href="#top">4</a>'))).toEqual(['/a', '/']);
  });
});
