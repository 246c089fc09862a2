import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {UTILS_COMMON_ENTRY} from './index';

const require = createRequire(import.meta.url);

describe('lean-utils-common', () => {
  it("matches the package's entry as installed, and none of the modules the stand-in reads", () => {
    expect(UTILS_COMMON_ENTRY.test(require.resolve('@docusaurus/utils-common'))).toBe(true);
    expect(UTILS_COMMON_ENTRY.test(require.resolve('@docusaurus/utils-common/lib/applyTrailingSlash.js'))).toBe(false);
    expect(UTILS_COMMON_ENTRY.test('C:\\site\\node_modules\\@docusaurus\\utils-common\\lib\\index.js')).toBe(true);
  });

  it('exports exactly what the entry exports, the same functions and values', () => {
    const entry = require('@docusaurus/utils-common') as Record<string, unknown>;
    const standIn = require('./client.cjs') as Record<string, unknown>;
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(entry).sort());
    for (const name of Object.keys(entry)) expect(standIn[name], name).toBe(entry[name]);
    expect((standIn.applyTrailingSlash as (p: string, o: object) => string)('/a/', {trailingSlash: false, baseUrl: '/'})).toBe('/a');
  });
});
