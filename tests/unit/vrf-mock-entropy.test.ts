/**
 * /tools/vrf tells readers to test their Entropy consumer locally against the `MockEntropy`
 * contract of Pyth's SDK, "as this site's tests do". This is that test: the page's DiceRoller
 * (examples/snippets/vrf/DiceRoller.sol) runs against MockEntropy from the pinned
 * @pythnetwork/entropy-sdk-solidity, compiled with solc-js, in the in-process EVM of the
 * MarketPulse checks. It covers both transactions of the flow the page describes.
 */
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';
import type {Abi, Hex} from 'viem';
import {beforeAll, describe, expect, it} from 'vitest';
import {LocalChain, type Addr, type Contract, type WriteResult} from '../../examples/marketpulse/verify/evm';

const siteDir = resolve(__dirname, '../..');
const solc = createRequire(join(siteDir, 'package.json'))('solc') as {
  compile(input: string, callbacks: {import(path: string): {contents: string} | {error: string}}): string;
};
const diceRollerSource = readFileSync(join(siteDir, 'examples/snippets/vrf/DiceRoller.sol'), 'utf8');
// One source that brings the SDK's own mock next to the page's contract.
const source = `${diceRollerSource}\nimport {MockEntropy} from "@pythnetwork/entropy-sdk-solidity/MockEntropy.sol";\n`;

interface Compiled {
  errors: string[];
  contracts: Record<string, {abi: Abi; bytecode: Hex}>;
}

/** Compiles `source` with imports from node_modules; `viaIR` as the page tells readers to set it for MockEntropy. */
function compile(viaIR: boolean): Compiled {
  const input = {
    language: 'Solidity',
    sources: {'DiceRoller.sol': {content: source}},
    settings: {viaIR, evmVersion: 'cancun', outputSelection: {'*': {'*': ['abi', 'evm.bytecode.object']}}},
  };
  const findImport = (path: string) => {
    const file = join(siteDir, 'node_modules', path);
    return existsSync(file) ? {contents: readFileSync(file, 'utf8')} : {error: `not in node_modules: ${path}`};
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), {import: findImport})) as {
    errors?: {severity: string; message: string}[];
    contracts?: Record<string, Record<string, {abi: Abi; evm?: {bytecode: {object: string}}}>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error').map((e) => e.message);
  const contracts: Compiled['contracts'] = {};
  for (const byName of Object.values(output.contracts ?? {})) {
    for (const [name, c] of Object.entries(byName)) if (c.evm) contracts[name] = {abi: c.abi, bytecode: `0x${c.evm.bytecode.object}`};
  }
  return {errors, contracts};
}

let compiled: Compiled;
beforeAll(() => {
  compiled = compile(true);
}, 120_000);

function ok(result: WriteResult): WriteResult {
  if (!result.ok) throw new Error(`unexpected revert: "${result.revert}" (${result.exception})`);
  return result;
}

async function setup() {
  const chain = await LocalChain.create();
  const deployer = await chain.newAccount(10n ** 18n);
  const player = await chain.newAccount(10n ** 18n);
  const provider = await chain.newAccount(0n);
  const entropy = await chain.deploy(compiled.contracts.MockEntropy, deployer, [provider]);
  const dice = await chain.deploy(compiled.contracts.DiceRoller, deployer, [entropy.address]);
  return {chain, player, provider, entropy, dice};
}

/** Entropy's second transaction: the mock reveals `random` for `sequence` and calls the consumer back. */
function reveal(chain: LocalChain, entropy: Contract, provider: Addr, sequence: bigint, random: bigint, from: Addr) {
  return chain.write(entropy, from, 'mockReveal', [provider, sequence, `0x${random.toString(16).padStart(64, '0')}`]);
}

describe('DiceRoller against MockEntropy', () => {
  it('compiles with the SDK that package.json pins, with viaIR as the page says (and not without)', () => {
    expect(compiled.errors).toEqual([]);
    expect(compile(false).errors.join('\n')).toContain('Stack too deep');
    const sdk = JSON.parse(readFileSync(join(siteDir, 'node_modules/@pythnetwork/entropy-sdk-solidity/package.json'), 'utf8'));
    const site = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8'));
    expect(sdk.version).toBe(site.devDependencies['@pythnetwork/entropy-sdk-solidity']);
  });

  it('reads the fee, requests a number, and refunds what the player paid above the fee', async () => {
    const {chain, player, entropy, dice} = await setup();
    // The mock charges nothing, so a roll with any value is refunded in full.
    const fee = await chain.read<bigint>(dice, 'fee');
    expect(fee).toBe(0n);
    const before = await chain.balanceOf(player);
    const result = ok(await chain.write(dice, player, 'roll', [], 1000n));
    const sequence = result.result as bigint;
    expect(sequence).toBe(1n);
    expect(result.logs.map((l) => l.eventName)).toEqual(['Requested', 'RollRequested']);
    expect(String(result.logs[1].args.player).toLowerCase()).toBe(player.toLowerCase());
    expect((await chain.read<string>(dice, 'pendingRolls', [sequence])).toLowerCase()).toBe(player.toLowerCase());
    expect(await chain.balanceOf(player)).toBe(before - fee);
    expect(await chain.balanceOf(entropy.address)).toBe(fee);
    expect(await chain.balanceOf(dice.address)).toBe(0n);
  });

  it('turns the revealed number into a value from 1 to 6 in the callback, and forgets the request', async () => {
    const {chain, player, provider, entropy, dice} = await setup();
    const anyone = await chain.newAccount(0n);
    const seen: bigint[] = [];
    for (const random of [0n, 5n, 6n, 11n, 2n ** 256n - 1n]) {
      const sequence = ok(await chain.write(dice, player, 'roll')).result as bigint;
      const result = ok(await reveal(chain, entropy, provider, sequence, random, anyone));
      const rolled = result.logs.find((l) => l.eventName === 'RollResult');
      expect(rolled?.args).toMatchObject({sequenceNumber: sequence, value: Number((random % 6n) + 1n)});
      expect(String(rolled?.args.player).toLowerCase()).toBe(player.toLowerCase());
      expect(await chain.read(dice, 'pendingRolls', [sequence])).toBe('0x0000000000000000000000000000000000000000');
      seen.push(BigInt(rolled?.args.value as number));
    }
    expect(seen).toEqual([1n, 6n, 1n, 6n, ((2n ** 256n - 1n) % 6n) + 1n]);
  });

  it('refuses the zero address as its provider, as the page warns', async () => {
    const chain = await LocalChain.create();
    const deployer = await chain.newAccount(10n ** 18n);
    await expect(chain.deploy(compiled.contracts.MockEntropy, deployer, ['0x0000000000000000000000000000000000000000'])).rejects.toThrow(
      /deployment failed/,
    );
    const source = readFileSync(join(siteDir, 'node_modules/@pythnetwork/entropy-sdk-solidity/MockEntropy.sol'), 'utf8');
    expect(source).toContain('require(_defaultProvider != address(0), "Invalid default provider")');
  });

  it('accepts the callback only from Entropy', async () => {
    const {chain, player, dice} = await setup();
    const sequence = ok(await chain.write(dice, player, 'roll')).result as bigint;
    const result = await chain.write(dice, player, '_entropyCallback', [sequence, player, `0x${'11'.repeat(32)}`]);
    expect(result.ok).toBe(false);
    expect(result.revert).toBe('Only Entropy can call this function');
  });
});

describe('the page', () => {
  it('sends readers to MockEntropy, as this file tests it', () => {
    const page = readFileSync(join(siteDir, 'docs/tools/vrf.mdx'), 'utf8');
    expect(page).toContain('`MockEntropy` contract that ships with Pyth\'s SDK, as this site\'s tests do');
    expect(page).toContain('compiles only with the IR-based pipeline');
    expect(page).toContain('but not the zero address: the constructor rejects it with `Invalid default provider`');
    expect(page).not.toMatch(/with any address as its provider/);
  });
});
