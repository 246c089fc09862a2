import {describe, expect, it} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import lazyCss, {LAZY_CSS, excludeLazyFromCssRules} from './index';

type Configure = (config: unknown, isServer: boolean, utils: unknown) => {module: {rules: {resourceQuery: RegExp; type: string}[]}};
const configure = (plugin: Plugin) => plugin.configureWebpack as unknown as Configure;

describe('lazy-css', () => {
  it('keeps ?lazy stylesheets out of the CSS rule and emits them as files', () => {
    const cssRule = {test: /\.css$/i, use: ['css-loader']};
    const jsRule = {test: /\.jsx?$/};
    const added = configure(lazyCss())({module: {rules: [jsRule, cssRule]}}, false, {});
    expect(cssRule).toMatchObject({resourceQuery: {not: [LAZY_CSS]}});
    expect(jsRule).not.toHaveProperty('resourceQuery');
    expect(added.module.rules).toEqual([expect.objectContaining({resourceQuery: LAZY_CSS, type: 'asset/resource'})]);
    expect(LAZY_CSS.test('?lazy')).toBe(true);
    expect(LAZY_CSS.test('?lazyness')).toBe(false);
  });

  it('fails the build when Docusaurus no longer has the CSS rule it edits', () => {
    expect(() => configure(lazyCss())({module: {rules: [{test: /\.scss$/}]}}, false, {})).toThrow(/no CSS rule found/);
  });

  it('refuses to overwrite a resourceQuery the framework set', () => {
    expect(() => excludeLazyFromCssRules({module: {rules: [{test: /\.css$/, resourceQuery: /raw/}]}})).toThrow(/already has a resourceQuery/);
  });
});

