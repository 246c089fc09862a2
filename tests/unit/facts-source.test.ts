/**
 * Every value a data module says the tools' source decides (its `…Sources` map) equals the value
 * `npm run facts` read from tezos/tezos-mirror at the tag it names (src/data/source/<module>.json).
 * A failure names both places; fix the data, or re-run `npm run facts` after a version bump.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {compareModule, type ExtractedFile} from '../../scripts/facts/compare';
import {extractedDir, factModules, factsOf} from '../../scripts/facts/modules';
import {kernelSource} from '../../src/data/source';

const read = (name: string): ExtractedFile | undefined => {
  const file = join(extractedDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ExtractedFile) : undefined;
};

describe('facts the source decides', async () => {
  const modules = await factModules();

  it('are declared by the fee and governance modules at least', () => {
    expect(modules.map((m) => m.name)).toEqual(expect.arrayContaining(['fees']));
  });

  it.each(modules.map((m) => [m.name, m] as const))('src/data/%s.ts equals the source at its tag', (_name, module) => {
    expect(compareModule(module, read(module.name))).toEqual([]);
  });
});

describe('the comparison', () => {
  const ref = kernelSource('kernel/src/gas_price.rs', 'TOLERANCE');
  const extracted: ExtractedFile = {toleranceGas: {value: 135_000_000, tag: ref.tag, file: ref.file, symbol: ref.symbol, line: 14}};

  it('names the data and the source line when they differ', () => {
    const module = factsOf('fees', {toleranceGas: 20_000_000, feeSources: {toleranceGas: ref}});
    expect(compareModule(module, extracted)).toEqual([
      `src/data/fees.ts toleranceGas = 20000000, but etherlink/kernel_latest/kernel/src/gas_price.rs:14 TOLERANCE at ${ref.tag} = 135000000`,
    ]);
  });

  it('applies the named conversion, and compares bigints and types exactly', () => {
    const gwei = kernelSource('kernel/src/fees.rs', 'MINIMUM_BASE_FEE_PER_GAS', 'weiToGwei');
    const wei = kernelSource('kernel/src/fees.rs', 'DA_FEE_PER_BYTE');
    const at = (r: typeof gwei, value: number | string) => ({value, tag: r.tag, file: r.file, symbol: r.symbol, line: 1});
    const file = {fee: at(gwei, 1_000_000_000), da: at(wei, 4_000_000_000_000)};
    expect(compareModule(factsOf('m', {fee: 1, da: 4_000_000_000_000n, feeSources: {fee: gwei, da: wei}}), file)).toEqual([]);
    const wrong = compareModule(factsOf('m', {fee: 2, da: 4_000_000_000_001n, feeSources: {fee: gwei, da: wei}}), file);
    expect(wrong[0]).toMatch(/fee = 2, but .*fees\.rs:1 MINIMUM_BASE_FEE_PER_GAS .* = 1000000000 \(weiToGwei: 1\)$/);
    expect(wrong[1]).toMatch(/da = 4000000000001n, but/);
  });

  it('asks for a new extraction when the data names another tag, file or symbol, or a key is gone', () => {
    const moved = factsOf('fees', {toleranceGas: 135_000_000, feeSources: {toleranceGas: {...ref, tag: 'octez-evm-node-v9.9'}}});
    expect(compareModule(moved, extracted).join()).toMatch(/run npm run facts/);
    expect(compareModule(factsOf('fees', {}), extracted).join()).toMatch(/no longer declares: run npm run facts/);
    expect(compareModule(factsOf('fees', {x: 1, feeSources: {x: ref}}), undefined).join()).toMatch(/missing: run npm run facts/);
  });
});
