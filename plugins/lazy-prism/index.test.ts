import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {EAGER_PRISM_MODULE} from './index';

const require = createRequire(import.meta.url);

describe('lazy-prism', () => {
  it("matches theme-classic's eager Prism client module as installed", () => {
    const eager = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
    expect(EAGER_PRISM_MODULE.test(eager)).toBe(true);
  });

  it('leaves the swizzlable language function alone (the highlighter chunk calls it)', () => {
    const fn = require.resolve('@docusaurus/theme-classic/lib/theme/prism-include-languages.js');
    expect(EAGER_PRISM_MODULE.test(fn)).toBe(false);
    expect(EAGER_PRISM_MODULE.test('C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\prism-include-languages.js')).toBe(true);
  });
});
