/**
 * scripts/node22.mjs, the Node.js provider of the Hardhat tests, on its own: the version
 * comparison and the reading of Hardhat's minimum (the download itself runs in
 * tests/unit/marketpulse-hardhat.test.ts).
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {NODE_PACKAGE, hardhatMinimumNode, meetsMinimum} from '../../scripts/node22.mjs';

const siteDir = resolve(__dirname, '../..');
const temp = mkdtempSync(join(tmpdir(), 'node22-'));
afterAll(() => rmSync(temp, {recursive: true, force: true}));

/** A folder with a fake node_modules/hardhat whose node-version check holds `source`. */
function fakeHardhat(source: string): string {
  const root = mkdtempSync(join(temp, 'root-'));
  const dir = join(root, 'node_modules/hardhat/dist/src/internal/cli');
  mkdirSync(dir, {recursive: true});
  writeFileSync(join(dir, 'node-version.js'), source);
  return root;
}

describe('meetsMinimum', () => {
  it('compares major, then minor, then patch, as numbers', () => {
    expect(meetsMinimum('22.13.0', '22.13.0')).toBe(true);
    expect(meetsMinimum('v22.23.3', '22.13.0')).toBe(true);
    expect(meetsMinimum('22.9.0', '22.13.0')).toBe(false);
    expect(meetsMinimum('20.20.2', '22.13.0')).toBe(false);
    expect(meetsMinimum('23.0.0', '22.13.0')).toBe(true);
    expect(meetsMinimum('22.12.99', '22.13.0')).toBe(false);
  });
});

describe('hardhatMinimumNode', () => {
  it("reads the installed Hardhat's own minimum", () => {
    expect(hardhatMinimumNode(siteDir)).toBe('22.13.0');
    expect(hardhatMinimumNode(fakeHardhat('export const MIN_SUPPORTED_NODE_VERSION = [24, 1, 2];'))).toBe('24.1.2');
  });

  it('says what to look at when Hardhat checks Node.js some other way', () => {
    expect(() => hardhatMinimumNode(fakeHardhat('export const checkNode = () => true;'))).toThrow(
      /no longer defines MIN_SUPPORTED_NODE_VERSION/,
    );
  });

  it('installs a Node.js that meets that minimum', () => {
    expect(meetsMinimum(NODE_PACKAGE.version, hardhatMinimumNode(siteDir))).toBe(true);
    expect(NODE_PACKAGE.integrity).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
  });
});
