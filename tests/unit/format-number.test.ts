import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {formatInteger} from '@site/src/lib/formatNumber';
import {sortTools} from '@site/src/components/ToolList/filter';
import {tools} from '@site/src/data/tools';

describe('formatInteger', () => {
  it('prints what toLocaleString("en-US") prints for integers', () => {
    const samples = [0, 7, 42, 999, 1000, 5000, 10_000, 50_400, 123_456, 1_000_000, 9_007_199_254_740_991, -1, -1234, -1_000_000];
    for (let n = 0; n < 5000; n += 37) samples.push(n * 997);
    for (const n of samples) expect(formatInteger(n)).toBe(n.toLocaleString('en-US'));
  });

  it('refuses what it cannot print exactly', () => {
    expect(() => formatInteger(1.5)).toThrow(RangeError);
    expect(() => formatInteger(Number.NaN)).toThrow(RangeError);
    expect(() => formatInteger(2 ** 60)).toThrow(RangeError);
  });
});

describe('sortTools', () => {
  it('orders tool names as an English case-insensitive collation would', () => {
    for (const tool of tools) expect(tool.name, 'plain compare assumes ASCII names').toMatch(/^[\x20-\x7e]+$/);
    const byCollation = [...tools].sort((a, b) => a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}));
    expect(sortTools(tools).map((t) => t.name)).toEqual(byCollation.map((t) => t.name));
  });
});

/** Files the browser runs: the site's source and the pages (build-time plugins may use Intl). */
function clientFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.(tsx?|jsx?|mdx?)$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('no locale formatting in client code', () => {
  it('src/ and docs/ call neither toLocale*, localeCompare nor Intl (each first call is a long task)', () => {
    const calls = /\.toLocale\w*\(|\.localeCompare\(|\bIntl\.\w+\(/;
    const offenders = ['src', 'docs']
      .flatMap(clientFiles)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({file, line: index + 1, text: line}))
          .filter(({text}) => calls.test(text)),
      )
      .map(({file, line, text}) => `${file}:${line}: ${text.trim()}`);
    expect(offenders).toEqual([]);
  });
});
