// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the app's window.ethereum type, which the app declares as a global
/// <reference path="../../examples/marketpulse/app/src/ethereum.d.ts" />
/**
 * The MarketPulse tutorial, verified offline: the contract the pages show is compiled with the
 * pinned solc-js and run in an in-process EVM; the app's odds formula, ABI and error messages are
 * held against it; the app type-checks; every file the pages include exists.
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import type {Root} from 'mdast';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import ts from 'typescript';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  UserRejectedRequestError,
  createPublicClient,
  encodeErrorResult,
  http,
  parseEther,
} from 'viem';
import {etherlinkShadownetTestnet} from 'viem/chains';
import {beforeAll, describe, expect, it} from 'vitest';
import {connectWallet, watchAccount} from '../../examples/marketpulse/app/src/chain';
import {describeError} from '../../examples/marketpulse/app/src/errors';
import {calculateOdds, drawRefund, formatOdds, stakeShare, winningPayout} from '../../examples/marketpulse/app/src/odds';
import {compile, evmVersion, projectDir, solcVersion, type CompiledContract} from '../../examples/marketpulse/verify/compile';
import {LocalChain, type Addr, type Contract, type WriteResult} from '../../examples/marketpulse/verify/evm';
import remarkCodeFile from '../../plugins/remark-code-file';
import {mainnet, shadownet} from '../../src/data/networks';

const siteDir = resolve(projectDir, '../..');
const read = (path: string) => readFileSync(join(projectDir, path), 'utf8');
const XTZ = (amount: string) => parseEther(amount);
const START = XTZ('100');
const ONE = 10n ** 10n;
const BetResult = {WIN: 0, DRAW: 1, PENDING: 2} as const;

let Marketpulse: CompiledContract;
let TestBettor: CompiledContract;
let warnings: string[];

beforeAll(() => {
  const result = compile(['contracts/Marketpulse.sol', 'verify/TestBettor.sol']);
  Marketpulse = result.contracts.Marketpulse;
  TestBettor = result.contracts.TestBettor;
  warnings = result.warnings;
}, 120_000);

/** Fails the test with the revert reason when a transaction that should succeed reverts. */
function ok(result: WriteResult): WriteResult {
  if (!result.ok) throw new Error(`unexpected revert: "${result.revert}" (${result.exception})`);
  return result;
}

/** A fresh chain with the contract deployed by `admin`; with `bets`, the tutorial's two bets. */
async function setup(options: {bets?: boolean} = {}) {
  const chain = await LocalChain.create();
  const admin = await chain.newAccount(START);
  const alice = await chain.newAccount(START);
  const bob = await chain.newAccount(START);
  const market = await chain.deploy(Marketpulse, admin);
  if (options.bets) {
    ok(await chain.write(market, alice, 'bet', ['chiefs'], XTZ('1')));
    ok(await chain.write(market, bob, 'bet', ['lions'], XTZ('2')));
  }
  return {chain, admin, alice, bob, market};
}

/** A contract bettor (verify/TestBettor.sol) in a given mode, with a bet of `amount` on `option`. */
async function contractBettor(chain: LocalChain, market: Contract, mode: number, option: string, amount: bigint) {
  const owner = await chain.newAccount(START);
  const bettor = await chain.deploy(TestBettor, owner, [market.address]);
  ok(await chain.write(bettor, owner, 'placeBet', [option], amount));
  ok(await chain.write(bettor, owner, 'setMode', [mode]));
  return {owner, bettor};
}
const Mode = {ACCEPT: 0, REJECT: 1, BURN_GAS: 2, REENTER: 3} as const;

/** Deterministic pseudo-random numbers, so a failing case can be replayed. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('compilation', () => {
  it('compiles with solc 0.8.28 for a known EVM version, without warnings', () => {
    expect(solcVersion()).toMatch(/^0\.8\.28\+/);
    expect(evmVersion).toBe('cancun');
    expect(warnings).toEqual([]);
    expect(Marketpulse.bytecode.length).toBeGreaterThan(1000);
  });

  it('depends on no library, so it compiles without OpenZeppelin or hardhat/console.sol', () => {
    expect(read('contracts/Marketpulse.sol')).not.toMatch(/^\s*import\b/m);
  });

  it('declares the pragma the pages describe', () => {
    expect(read('contracts/Marketpulse.sol')).toContain('pragma solidity ^0.8.24;');
  });
});

describe('initial state', () => {
  it('makes the deployer the admin, starts PENDING and empty', async () => {
    const {chain, admin, market} = await setup();
    expect((await chain.read<string>(market, 'admin')).toLowerCase()).toBe(admin.toLowerCase());
    expect(await chain.read(market, 'status')).toBe(BetResult.PENDING);
    expect(await chain.read(market, 'winner')).toBe('');
    expect(await chain.read(market, 'getBetKeys')).toEqual([]);
    expect(await chain.read(market, 'totalStaked')).toBe(0n);
    expect(await chain.read(market, 'FEES')).toBe(10n);
    expect(await chain.read(market, 'ODD_DECIMALS')).toBe(10n);
    expect(await chain.balanceOf(market.address)).toBe(0n);
  });

  it('answers ping with exactly one Pong event', async () => {
    const {chain, alice, market} = await setup();
    const result = ok(await chain.write(market, alice, 'ping'));
    expect(result.logs.map((l) => l.eventName)).toEqual(['Pong']);
  });
});

describe('bets', () => {
  it('records a bet, moves exactly the stake and emits BetPlaced', async () => {
    const {chain, alice, market} = await setup();
    const result = ok(await chain.write(market, alice, 'bet', ['chiefs'], XTZ('1')));
    const betId = result.result as bigint;

    expect(result.logs).toHaveLength(1);
    expect(result.logs[0].eventName).toBe('BetPlaced');
    expect(result.logs[0].args).toMatchObject({betId, option: 'chiefs', amount: XTZ('1')});
    expect(String(result.logs[0].args.owner).toLowerCase()).toBe(alice.toLowerCase());

    expect(await chain.read(market, 'getBetKeys')).toEqual([betId]);
    const bet = await chain.read<{id: bigint; owner: string; option: string; amount: bigint}>(market, 'getBets', [betId]);
    expect(bet.id).toBe(betId);
    expect(bet.owner.toLowerCase()).toBe(alice.toLowerCase());
    expect(bet.option).toBe('chiefs');
    expect(bet.amount).toBe(XTZ('1'));

    expect(await chain.read(market, 'stakeOf', ['chiefs'])).toBe(XTZ('1'));
    expect(await chain.read(market, 'stakeOf', ['lions'])).toBe(0n);
    expect(await chain.read(market, 'totalStaked')).toBe(XTZ('1'));
    expect(await chain.balanceOf(market.address)).toBe(XTZ('1'));
    expect(await chain.balanceOf(alice)).toBe(START - XTZ('1'));
  });

  it('lets one account bet several times, on several options', async () => {
    const {chain, alice, market} = await setup();
    ok(await chain.write(market, alice, 'bet', ['chiefs'], XTZ('1')));
    ok(await chain.write(market, alice, 'bet', ['chiefs'], XTZ('0.5')));
    ok(await chain.write(market, alice, 'bet', ['lions'], XTZ('2')));
    expect(await chain.read<bigint[]>(market, 'getBetKeys')).toHaveLength(3);
    expect(await chain.read(market, 'stakeOf', ['chiefs'])).toBe(XTZ('1.5'));
    expect(await chain.read(market, 'totalStaked')).toBe(XTZ('3.5'));
  });

  it('gives two bets of the same account in the same block different ids', async () => {
    const {chain, admin, alice, market} = await setup();
    chain.autoMine = false;
    const first = ok(await chain.write(market, alice, 'bet', ['chiefs'], XTZ('1')));
    const second = ok(await chain.write(market, alice, 'bet', ['chiefs'], XTZ('1')));
    expect(first.blockNumber).toBe(second.blockNumber);
    expect(first.timestamp).toBe(second.timestamp);
    expect(first.result).not.toBe(second.result);
    chain.autoMine = true;

    // Both bets exist and both are paid once: 2 XTZ staked, odds 0.9, 1.8 XTZ back.
    expect(await chain.read<bigint[]>(market, 'getBetKeys')).toEqual([first.result, second.result]);
    ok(await chain.write(market, admin, 'resolveResult', ['chiefs', BetResult.WIN]));
    expect(await chain.balanceOf(alice)).toBe(START - XTZ('2') + XTZ('1.8'));
  });

  it('gives every bet a distinct id', async () => {
    const {chain, alice, bob, market} = await setup();
    const ids = new Set<bigint>();
    for (let i = 0; i < 12; i++) {
      const result = ok(await chain.write(market, i % 2 ? alice : bob, 'bet', [i % 3 ? 'chiefs' : 'lions'], 1n + BigInt(i)));
      ids.add(result.result as bigint);
    }
    expect(ids.size).toBe(12);
  });
});

describe('odds', () => {
  it('gives the values of the tutorial test', async () => {
    const {chain, alice, bob, market} = await setup();
    ok(await chain.write(market, alice, 'bet', ['chiefs'], XTZ('1')));
    // Only chiefs has money: 1 + 0/(1+1) - 0.1 = 0.9
    expect(await chain.read(market, 'calculateOdds', ['chiefs', XTZ('1')])).toBe(9_000_000_000n);
    expect(await chain.read(market, 'calculateOdds', ['chiefs', 0n])).toBe(9_000_000_000n);
    // Nobody on lions yet; betting 1 would give 1 + 1/1 - 0.1 = 1.9
    expect(await chain.read(market, 'calculateOdds', ['lions', XTZ('1')])).toBe(19_000_000_000n);

    ok(await chain.write(market, bob, 'bet', ['lions'], XTZ('2')));
    expect(await chain.read(market, 'calculateOdds', ['chiefs', XTZ('1')])).toBe(19_000_000_000n);
    expect(await chain.read(market, 'calculateOdds', ['lions', XTZ('1')])).toBe(12_333_333_333n);
    // The odds that resolveResult uses: 1 + 2/1 - 0.1 = 2.9 and 1 + 1/2 - 0.1 = 1.4
    expect(await chain.read(market, 'calculateOdds', ['chiefs', 0n])).toBe(29_000_000_000n);
    expect(await chain.read(market, 'calculateOdds', ['lions', 0n])).toBe(14_000_000_000n);
  });

  it('app/src/odds.ts computes exactly what the contract computes (270 random cases)', async () => {
    const random = prng(20260321);
    const {chain, admin} = await setup();
    const amount = () => {
      const scale = [1n, 10n ** 9n, 10n ** 15n, 10n ** 18n, 10n ** 21n][Math.floor(random() * 5)];
      return BigInt(Math.floor(random() * 1_000_000)) * scale + BigInt(Math.floor(random() * 7));
    };
    for (let round = 0; round < 30; round++) {
      const market = await chain.deploy(Marketpulse, admin);
      const stakes: Record<string, bigint> = {chiefs: 0n, lions: 0n, eagles: 0n};
      const bettor = await chain.newAccount(10n ** 30n);
      for (let i = 0; i < 1 + Math.floor(random() * 5); i++) {
        const option = Object.keys(stakes)[Math.floor(random() * 3)];
        const value = amount() || 1n;
        ok(await chain.write(market, bettor, 'bet', [option], value));
        stakes[option] += value;
      }
      const total = stakes.chiefs + stakes.lions + stakes.eagles;
      for (const option of Object.keys(stakes)) {
        for (const extra of [0n, 1n, amount()]) {
          const local = calculateOdds(stakes[option], total, extra);
          const onChain = await chain.simulate(market, 'calculateOdds', [option, extra]);
          if (local === null) {
            expect(onChain.revert).toBe('No stake on this option.');
          } else {
            expect(onChain.result, `${option} ${stakes[option]}/${total} +${extra}`).toBe(local);
          }
        }
      }
    }
  }, 120_000);

  it('formats odds and shares for the page', () => {
    expect(formatOdds(29_000_000_000n)).toBe('2.900');
    expect(formatOdds(12_333_333_333n)).toBe('1.233');
    expect(formatOdds(12_333_333_333n, 0)).toBe('1');
    expect(formatOdds(9_000_000_000n, 2)).toBe('0.90');
    expect(stakeShare(XTZ('1'), XTZ('3'))).toBe(33.33);
    expect(stakeShare(XTZ('2'), XTZ('3'))).toBe(66.66);
    expect(stakeShare(0n, 0n)).toBeNull();
    expect(calculateOdds(0n, 0n, 0n)).toBeNull();
    expect(winningPayout(XTZ('1'), 29_000_000_000n)).toBe(XTZ('2.9'));
    // The numbers of the frontend wireframe: 0.01 XTZ more on chiefs, with 1 on chiefs and 2 on lions.
    const wireframe = calculateOdds(XTZ('1'), XTZ('3'), XTZ('0.01'))!;
    expect(formatOdds(wireframe)).toBe('2.880');
    expect(winningPayout(XTZ('0.01'), wireframe)).toBe(XTZ('0.028801980198'));
    expect(drawRefund(XTZ('2'))).toBe(XTZ('1.8'));
  });
});

describe('resolution', () => {
  it('pays the worked example: Alice gets 2.9, Bob loses 2, the contract keeps 0.1', async () => {
    const {chain, admin, alice, bob, market} = await setup({bets: true});
    const result = ok(await chain.write(market, admin, 'resolveResult', ['chiefs', BetResult.WIN]));

    expect(await chain.balanceOf(alice)).toBe(START - XTZ('1') + XTZ('2.9'));
    expect(await chain.balanceOf(bob)).toBe(START - XTZ('2'));
    expect(await chain.balanceOf(market.address)).toBe(XTZ('0.1'));
    expect(await chain.balanceOf(admin)).toBe(START);
    expect(await chain.read(market, 'status')).toBe(BetResult.WIN);
    expect(await chain.read(market, 'winner')).toBe('chiefs');
    expect(result.logs.map((l) => l.eventName)).toEqual(['Resolved']);
    expect(result.logs[0].args).toEqual({result: BetResult.WIN, winner: 'chiefs'});
  });

  it('pays the other side when it wins: Bob gets 2 x 1.4 = 2.8', async () => {
    const {chain, admin, alice, bob, market} = await setup({bets: true});
    ok(await chain.write(market, admin, 'resolveResult', ['lions', BetResult.WIN]));
    expect(await chain.balanceOf(bob)).toBe(START - XTZ('2') + XTZ('2.8'));
    expect(await chain.balanceOf(alice)).toBe(START - XTZ('1'));
    expect(await chain.balanceOf(market.address)).toBe(XTZ('0.2'));
  });

  it('refunds every bet minus 10 % on a DRAW, and records no winner', async () => {
    const {chain, admin, alice, bob, market} = await setup({bets: true});
    ok(await chain.write(market, admin, 'resolveResult', ['', BetResult.DRAW]));
    expect(await chain.balanceOf(alice)).toBe(START - XTZ('0.1'));
    expect(await chain.balanceOf(bob)).toBe(START - XTZ('0.2'));
    expect(await chain.balanceOf(market.address)).toBe(XTZ('0.3'));
    expect(await chain.read(market, 'status')).toBe(BetResult.DRAW);
    expect(await chain.read(market, 'winner')).toBe('');
  });

  it('pays a one-sided market 0.9 of each stake', async () => {
    const {chain, admin, alice, bob, market} = await setup();
    ok(await chain.write(market, alice, 'bet', ['chiefs'], XTZ('1')));
    ok(await chain.write(market, bob, 'bet', ['chiefs'], XTZ('3')));
    ok(await chain.write(market, admin, 'resolveResult', ['chiefs', BetResult.WIN]));
    expect(await chain.balanceOf(alice)).toBe(START - XTZ('0.1'));
    expect(await chain.balanceOf(bob)).toBe(START - XTZ('0.3'));
    expect(await chain.balanceOf(market.address)).toBe(XTZ('0.4'));
  });

  it('never pays out more than it holds, and the fees go to the admin (40 random markets)', async () => {
    const random = prng(7);
    for (let round = 0; round < 40; round++) {
      const {chain, admin, market} = await setup();
      const bettors = await Promise.all([1, 2, 3, 4].map(() => chain.newAccount(10n ** 27n)));
      const bets: {who: Addr; option: string; amount: bigint}[] = [];
      for (let i = 0; i < 2 + Math.floor(random() * 8); i++) {
        const bet = {
          who: bettors[Math.floor(random() * 4)],
          option: random() < 0.5 ? 'chiefs' : 'lions',
          amount: BigInt(1 + Math.floor(random() * 1e9)) * (random() < 0.5 ? 1n : 10n ** 9n) + BigInt(Math.floor(random() * 3)),
        };
        ok(await chain.write(market, bet.who, 'bet', [bet.option], bet.amount));
        bets.push(bet);
      }
      const draw = random() < 0.25;
      const winning = bets[Math.floor(random() * bets.length)].option;
      const total = bets.reduce((s, b) => s + b.amount, 0n);
      const onWinner = bets.filter((b) => b.option === winning).reduce((s, b) => s + b.amount, 0n);
      const odds = calculateOdds(onWinner, total, 0n)!;
      const expected = new Map<Addr, bigint>(bettors.map((b) => [b, 10n ** 27n]));
      for (const b of bets) {
        const paid = draw ? drawRefund(b.amount) : b.option === winning ? winningPayout(b.amount, odds) : 0n;
        expected.set(b.who, expected.get(b.who)! - b.amount + paid);
      }

      ok(await chain.write(market, admin, 'resolveResult', [draw ? '' : winning, draw ? BetResult.DRAW : BetResult.WIN]));
      for (const who of bettors) expect(await chain.balanceOf(who)).toBe(expected.get(who));
      const kept = await chain.balanceOf(market.address);
      if (draw) {
        // 10 % of each stake, rounded down per bet.
        expect(kept).toBe(bets.reduce((s, b) => s + b.amount / 10n, 0n));
      } else {
        // 10 % of the winning stake, plus the dust that rounding down leaves (never less).
        expect(kept >= onWinner / 10n).toBe(true);
        expect(kept - onWinner / 10n <= BigInt(bets.length) + onWinner / ONE + 1n).toBe(true);
      }

      ok(await chain.write(market, admin, 'withdrawFees'));
      expect(await chain.balanceOf(admin)).toBe(START + kept);
      expect(await chain.balanceOf(market.address)).toBe(0n);
    }
  }, 120_000);
});

describe('state and time rules', () => {
  it('resolves only once, whatever the result', async () => {
    for (const [option, result] of [
      ['chiefs', BetResult.WIN],
      ['', BetResult.DRAW],
    ] as const) {
      const {chain, admin, market} = await setup({bets: true});
      ok(await chain.write(market, admin, 'resolveResult', [option, result]));
      const again = await chain.write(market, admin, 'resolveResult', ['lions', BetResult.WIN]);
      expect(again.revert).toBe('Market is already resolved.');
      const draw = await chain.write(market, admin, 'resolveResult', ['', BetResult.DRAW]);
      expect(draw.revert).toBe('Market is already resolved.');
    }
  });

  it('takes no bets once resolved, so no stake can be stranded', async () => {
    const {chain, admin, bob, market} = await setup({bets: true});
    ok(await chain.write(market, admin, 'resolveResult', ['chiefs', BetResult.WIN]));
    const before = await chain.balanceOf(bob);
    const late = await chain.write(market, bob, 'bet', ['lions'], XTZ('1'));
    expect(late.revert).toBe('Market is already resolved.');
    expect(await chain.balanceOf(bob)).toBe(before);
  });

  it('lets the admin take the fees only after resolution, once', async () => {
    const {chain, admin, market} = await setup({bets: true});
    expect((await chain.write(market, admin, 'withdrawFees')).revert).toBe('Market is not resolved yet.');
    ok(await chain.write(market, admin, 'resolveResult', ['chiefs', BetResult.WIN]));
    ok(await chain.write(market, admin, 'withdrawFees'));
    expect(await chain.balanceOf(admin)).toBe(START + XTZ('0.1'));
    expect((await chain.write(market, admin, 'withdrawFees')).revert).toBe('No fees to withdraw.');
  });

  it('rejects an out-of-range result value while decoding the call', async () => {
    const {chain, admin, market} = await setup({bets: true});
    const result = await chain.write(market, admin, 'resolveResult', ['chiefs', 3]);
    expect(result.ok).toBe(false);
    expect(result.revert).toBe('');
  });

  it('rejects a bet larger than the balance before running any code', async () => {
    const {chain, alice, market} = await setup();
    const result = await chain.write(market, alice, 'bet', ['chiefs'], START + 1n);
    expect(result.ok).toBe(false);
    expect(result.exception).toBe('insufficient balance');
    expect(await chain.read(market, 'totalStaked')).toBe(0n);
  });

  it('accepts a bet of the whole balance (the original balance check refused anything above half)', async () => {
    const {chain, alice, market} = await setup();
    ok(await chain.write(market, alice, 'bet', ['chiefs'], START));
    expect(await chain.balanceOf(alice)).toBe(0n);
  });
});

describe('payouts that cannot be sent', () => {
  for (const [name, mode] of [
    ['rejects XTZ', Mode.REJECT],
    ['burns all the gas it gets', Mode.BURN_GAS],
    ['tries to bet again from its receive function', Mode.REENTER],
  ] as const) {
    it(`keeps paying the others when a winner ${name}, and keeps its money claimable`, async () => {
      const {chain, admin, alice, bob, market} = await setup();
      ok(await chain.write(market, alice, 'bet', ['chiefs'], XTZ('1')));
      const {owner, bettor} = await contractBettor(chain, market, mode, 'chiefs', XTZ('1'));
      ok(await chain.write(market, bob, 'bet', ['lions'], XTZ('2')));

      // Odds for chiefs: 1 + 2/2 - 0.1 = 1.9
      const result = ok(await chain.write(market, admin, 'resolveResult', ['chiefs', BetResult.WIN]));
      expect(await chain.balanceOf(alice)).toBe(START - XTZ('1') + XTZ('1.9'));
      expect(await chain.balanceOf(bettor.address)).toBe(0n);
      expect(result.logs.map((l) => l.eventName)).toEqual(['PayoutDeferred', 'Resolved']);
      expect(await chain.read(market, 'unclaimed', [bettor.address])).toBe(XTZ('1.9'));
      expect(await chain.read(market, 'totalUnclaimed')).toBe(XTZ('1.9'));

      // The admin's fees leave the bettor's money in place.
      ok(await chain.write(market, admin, 'withdrawFees'));
      expect(await chain.balanceOf(admin)).toBe(START + XTZ('0.2'));
      expect(await chain.balanceOf(market.address)).toBe(XTZ('1.9'));

      if (mode === Mode.REJECT) {
        expect((await chain.write(bettor, owner, 'claim')).revert).toBe('Transfer failed.');
      }
      ok(await chain.write(bettor, owner, 'setMode', [Mode.ACCEPT]));
      ok(await chain.write(bettor, owner, 'claim'));
      expect(await chain.balanceOf(bettor.address)).toBe(XTZ('1.9'));
      expect(await chain.read(market, 'unclaimed', [bettor.address])).toBe(0n);
      expect(await chain.read(market, 'totalUnclaimed')).toBe(0n);
      expect(await chain.balanceOf(market.address)).toBe(0n);
      expect((await chain.write(bettor, owner, 'claim')).revert).toBe('Nothing to claim.');
    });
  }

  it('pays a contract bettor that accepts XTZ directly', async () => {
    const {chain, admin, bob, market} = await setup();
    const {bettor} = await contractBettor(chain, market, Mode.ACCEPT, 'chiefs', XTZ('1'));
    ok(await chain.write(market, bob, 'bet', ['lions'], XTZ('2')));
    const result = ok(await chain.write(market, admin, 'resolveResult', ['chiefs', BetResult.WIN]));
    expect(result.logs.map((l) => l.eventName)).toEqual(['Resolved']);
    expect(await chain.balanceOf(bettor.address)).toBe(XTZ('2.9'));
  });
});

describe('revert messages', () => {
  type Setup = Awaited<ReturnType<typeof setup>>;
  const cases: Record<string, (s: Setup) => Promise<WriteResult>> = {
    'Only the admin can do this.': async ({chain, alice, market}) =>
      chain.write(market, alice, 'resolveResult', ['chiefs', BetResult.WIN]),
    'Unknown bet.': async ({chain, alice, market}) => chain.simulate(market, 'getBets', [42n], alice),
    'Market is already resolved.': async ({chain, admin, alice, market}) => {
      ok(await chain.write(market, admin, 'resolveResult', ['', BetResult.DRAW]));
      return chain.write(market, alice, 'bet', ['chiefs'], XTZ('1'));
    },
    'Bet amount must be positive.': async ({chain, alice, market}) => chain.write(market, alice, 'bet', ['chiefs'], 0n),
    'Option must not be empty.': async ({chain, alice, market}) => chain.write(market, alice, 'bet', [''], XTZ('1')),
    'No stake on this option.': async ({chain, alice, market}) =>
      chain.simulate(market, 'calculateOdds', ['eagles', 0n], alice),
    'Result must be WIN or DRAW.': async ({chain, admin, market}) =>
      chain.write(market, admin, 'resolveResult', ['chiefs', BetResult.PENDING]),
    'Nobody bet on this option: resolve as DRAW.': async ({chain, admin, market}) =>
      chain.write(market, admin, 'resolveResult', ['eagles', BetResult.WIN]),
    'Nothing to claim.': async ({chain, alice, market}) => chain.write(market, alice, 'claim'),
    'Transfer failed.': async ({chain, admin, market}) => {
      const {owner, bettor} = await contractBettor(chain, market, Mode.REJECT, 'chiefs', XTZ('1'));
      ok(await chain.write(market, admin, 'resolveResult', ['chiefs', BetResult.WIN]));
      return chain.write(bettor, owner, 'claim');
    },
    'Market is not resolved yet.': async ({chain, admin, market}) => chain.write(market, admin, 'withdrawFees'),
    'No fees to withdraw.': async ({chain, admin, market}) => {
      ok(await chain.write(market, admin, 'resolveResult', ['', BetResult.DRAW]));
      ok(await chain.write(market, admin, 'withdrawFees'));
      return chain.write(market, admin, 'withdrawFees');
    },
  };

  it('has a case for every require() message of the contract', () => {
    const source = read('contracts/Marketpulse.sol');
    const messages = [...source.matchAll(/require\([^;]*?"([^"]+)"\);/g)].map((m) => m[1]);
    expect(new Set(messages)).toEqual(new Set(Object.keys(cases)));
  });

  for (const [message, trigger] of Object.entries(cases)) {
    it(`reverts with "${message}"`, async () => {
      const s = await setup({bets: true});
      const result = await trigger(s);
      expect(result.ok).toBe(false);
      expect(result.revert).toBe(message);
    });
  }

  it('uses in the reader test only messages the contract has', () => {
    const contract = read('contracts/Marketpulse.sol');
    const quoted = [...read('test/Marketpulse.ts').matchAll(/"([A-Z][^"]*\.)"/g)].map((m) => m[1]);
    expect(quoted.length).toBeGreaterThanOrEqual(7);
    for (const message of quoted) expect(contract).toContain(`"${message}"`);
  });
});

describe('the app', () => {
  it("shows the contract's reason when an Etherlink node answers a reverted call as it does", async () => {
    // octez-evm-node 0.64 (services.ml, rpc_errors.ml): code -32003, "execution reverted", the revert data.
    const abi = [{type: 'error', name: 'Error', inputs: [{type: 'string', name: 'message'}]}] as const;
    const data = encodeErrorResult({abi, errorName: 'Error', args: ['Market is already resolved.']});
    const fetchFn = async (_url: unknown, init?: RequestInit) => {
      const {id} = JSON.parse(String(init?.body)) as {id: number};
      return new Response(JSON.stringify({jsonrpc: '2.0', id, error: {code: -32003, message: 'execution reverted', data}}), {headers: {'content-type': 'application/json'}});
    };
    const client = createPublicClient({chain: etherlinkShadownetTestnet, transport: http('http://etherlink.invalid', {fetchFn, retryCount: 0})});
    const failed = await client
      .simulateContract({address: '0x0000000000000000000000000000000000000001', abi: Marketpulse.abi, functionName: 'bet', args: ['chiefs'], value: 1n, account: '0x0000000000000000000000000000000000000002'})
      .then(() => null, (error: unknown) => error);
    expect(describeError(failed)).toBe('Market is already resolved.');
  });

  it('turns a contract revert into its reason, and wallet errors into sentences', () => {
    const abi = [{type: 'error', name: 'Error', inputs: [{type: 'string', name: 'message'}]}] as const;
    const data = encodeErrorResult({abi, errorName: 'Error', args: ['Market is already resolved.']});
    const revert = new ContractFunctionRevertedError({abi: Marketpulse.abi, data, functionName: 'bet'});
    const wrapped = new ContractFunctionExecutionError(revert, {abi: Marketpulse.abi, functionName: 'bet', args: ['chiefs']});
    expect(describeError(wrapped)).toBe('Market is already resolved.');

    const rejected = new BaseError('Request failed', {cause: new UserRejectedRequestError(new Error('User denied'))});
    expect(describeError(rejected)).toBe('You rejected the request in your wallet.');
    expect(describeError(new BaseError('Something odd'))).toBe('Something odd');
    expect(describeError(new Error('plain'))).toBe('plain');
    expect(describeError('text')).toBe('text');
  });

  describe('wallet connection (src/chain.ts) with a fake EIP-1193 wallet', () => {
    const ALICE = '0x00000000000000000000000000000000000a11ce';
    const BOB = '0x0000000000000000000000000000000000000b0b';

    /** A wallet on another chain that does not know Shadownet until it is added. */
    function fakeWallet() {
      const calls: {method: string; params?: unknown}[] = [];
      const listeners = new Map<string, (...args: unknown[]) => void>();
      let chainId = '0x1';
      let knowsShadownet = false;
      const provider = {
        async request({method, params}: {method: string; params?: unknown}) {
          calls.push({method, params});
          switch (method) {
            case 'eth_requestAccounts':
              return [ALICE];
            case 'eth_chainId':
              return chainId;
            case 'wallet_switchEthereumChain':
              if (!knowsShadownet) throw Object.assign(new Error('Unrecognized chain ID'), {code: 4902});
              chainId = (params as [{chainId: string}])[0].chainId;
              return null;
            case 'wallet_addEthereumChain':
              knowsShadownet = true;
              chainId = (params as [{chainId: string}])[0].chainId;
              return null;
            default:
              throw new Error(`unexpected ${method}`);
          }
        },
        on: (event: string, listener: (...args: unknown[]) => void) => listeners.set(event, listener),
        removeListener: (event: string) => listeners.delete(event),
      };
      return {provider, calls, listeners};
    }

    const withWindow = async (ethereum: unknown, fn: () => Promise<void>) => {
      const global = globalThis as {window?: unknown};
      global.window = {ethereum};
      try {
        await fn();
      } finally {
        delete global.window;
      }
    };

    it('asks for an account, then adds and selects Shadownet', async () => {
      const {provider, calls} = fakeWallet();
      await withWindow(provider, async () => {
        const wallet = await connectWallet();
        expect(wallet.account.address.toLowerCase()).toBe(ALICE);
        expect(wallet.chain.id).toBe(shadownet.chainId);
      });
      const methods = calls.map((c) => c.method);
      expect(methods).toEqual(['eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain', 'wallet_addEthereumChain']);
      const added = (calls[3].params as [{chainId: string; rpcUrls: string[]; blockExplorerUrls: string[]}])[0];
      expect(added.chainId).toBe(shadownet.chainIdHex);
      expect(added.rpcUrls).toEqual([shadownet.rpcUrl]);
      expect(added.blockExplorerUrls).toEqual([shadownet.explorerUrl]);
    });

    it('follows the account selected in the wallet, and stops when asked', async () => {
      const {provider, listeners} = fakeWallet();
      await withWindow(provider, async () => {
        const seen: (string | undefined)[] = [];
        const stop = watchAccount((wallet) => seen.push(wallet?.account.address.toLowerCase()));
        listeners.get('accountsChanged')!([BOB]);
        listeners.get('accountsChanged')!([]);
        expect(seen).toEqual([BOB, undefined]);
        stop();
        expect(listeners.has('accountsChanged')).toBe(false);
      });
    });

    it('says what to do when the browser has no wallet', async () => {
      await withWindow(undefined, async () => {
        await expect(connectWallet()).rejects.toThrow('No browser wallet found');
      });
    });
  });

  it('ships the ABI of the contract as it is now (src/contract.ts is not stale)', async () => {
    const {marketpulseAbi} = await import('../../examples/marketpulse/app/src/contract');
    expect(JSON.parse(JSON.stringify(marketpulseAbi))).toEqual(Marketpulse.abi);
  });

  it('regenerates src/contract.ts with scripts/sync-contract.mjs from Hardhat output', () => {
    const temp = mkdtempSync(join(tmpdir(), 'marketpulse-sync-'));
    const artifacts = join(temp, 'artifacts/contracts/Marketpulse.sol');
    const deployments = join(temp, 'ignition/deployments/chain-127823');
    mkdirSync(artifacts, {recursive: true});
    mkdirSync(deployments, {recursive: true});
    const app = join(temp, 'app');
    cpSync(join(projectDir, 'app/scripts'), join(app, 'scripts'), {recursive: true});
    mkdirSync(join(app, 'src'));
    const run = () =>
      spawnSync(process.execPath, [join(app, 'scripts/sync-contract.mjs')], {
        encoding: 'utf8',
        env: {...process.env, MARKETPULSE_PROJECT_DIR: temp},
      });

    const missing = run();
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('npx hardhat compile');

    writeFileSync(join(artifacts, 'Marketpulse.json'), JSON.stringify({contractName: 'Marketpulse', abi: Marketpulse.abi}));
    writeFileSync(
      join(deployments, 'deployed_addresses.json'),
      JSON.stringify({'MarketpulseModule#Marketpulse': '0x0000000000000000000000000000000000000000'}),
    );
    const done = run();
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    const generated = readFileSync(join(app, 'src/contract.ts'), 'utf8');
    // After a change to the contract: UPDATE_MARKETPULSE_CONTRACT=1 npx vitest run tests/unit/marketpulse.test.ts
    if (process.env.UPDATE_MARKETPULSE_CONTRACT) writeFileSync(join(projectDir, 'app/src/contract.ts'), generated);
    expect(generated).toBe(read('app/src/contract.ts'));
  });

  it('type-checks with the strict flags of the Vite react-ts template', () => {
    const tsc = join(siteDir, 'node_modules/typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', join(projectDir, 'app/tsconfig.json'), '--noEmit'], {
      encoding: 'utf8',
    });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 240_000);

  it('targets the Shadownet values of src/data/networks.ts', () => {
    expect(etherlinkShadownetTestnet.id).toBe(shadownet.chainId);
    expect(etherlinkShadownetTestnet.rpcUrls.default.http[0]).toBe(shadownet.rpcUrl);
    expect(etherlinkShadownetTestnet.blockExplorers.default.url).toBe(shadownet.explorerUrl);
    expect(read('app/scripts/sync-contract.mjs')).toContain(`const chainId = ${shadownet.chainId};`);
  });
});

describe('the reader project', () => {
  it('has TypeScript files without syntax errors', () => {
    for (const file of ['hardhat.config.ts', 'ignition/modules/Marketpulse.ts', 'test/Marketpulse.ts']) {
      const output = ts.transpileModule(read(file), {
        reportDiagnostics: true,
        fileName: file,
        compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
      });
      expect(output.diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')) ?? []).toEqual([]);
    }
  });

  it('configures Shadownet and Mainnet as src/data/networks.ts states them', () => {
    const config = read('hardhat.config.ts');
    expect(config).toContain(`url: "${shadownet.rpcUrl}"`);
    expect(config).toContain(`url: "${mainnet.rpcUrl}"`);
    expect(config).toContain(`${shadownet.chainId}: {`);
    expect(config).toContain(`${mainnet.chainId}: {`);
    expect(config).toContain(`url: "${shadownet.explorerUrl}"`);
    expect(config).toContain(`apiUrl: "${shadownet.explorerUrl}/api"`);
    // Each network's descriptor names its explorer: without one, hardhat-verify looks the chain up
    // on Etherscan's own list instead.
    expect(config).toContain(`url: "${mainnet.explorerUrl}"`);
    expect(config).toContain(`apiUrl: "${mainnet.explorerUrl}/api"`);
    expect(config).toContain('version: "0.8.28"');
    expect(config).toMatch(/etherscan: \{ apiKey: "DUMMY", enabled: true \}/);
    expect(config).toMatch(/blockscout: \{ enabled: false \}/);
  });

  it('deploys with the module id the app and the pipeline read', () => {
    expect(read('ignition/modules/Marketpulse.ts')).toContain('buildModule("MarketpulseModule"');
    expect(read('app/scripts/sync-contract.mjs')).toContain("'MarketpulseModule#Marketpulse'");
  });

  it('runs a pipeline on Node 22 that tests before it deploys, to Shadownet, from main only', () => {
    const ci = read('.github/workflows/ci.yml');
    expect(ci.match(/node-version: 22/g)).toHaveLength(4);
    expect(ci).toMatch(/deploy-contract:\n\s+needs: build-contract\n\s+if: github\.ref == 'refs\/heads\/main'/);
    expect(ci).toMatch(/build-app:\n\s+needs: deploy-contract/);
    expect(ci).toMatch(/deploy-app:\n\s+needs: build-app/);
    expect(ci).toContain('--network etherlinkShadownet --verify --reset');
    expect(ci).toContain(`chain-${shadownet.chainId}`);
    expect(ci).toContain('secrets.DEPLOYER_PRIVATE_KEY');
    expect(ci).toContain('secrets.VERCEL_TOKEN');
    // The key is handed only to the step that deploys.
    expect(ci.match(/secrets\.DEPLOYER_PRIVATE_KEY/g)).toHaveLength(1);
  });

  it('mentions no retired testnet', () => {
    const files = ['hardhat.config.ts', 'test/Marketpulse.ts', '.github/workflows/ci.yml', 'app/scripts/sync-contract.mjs'];
    for (const file of files) expect(read(file)).not.toMatch(/ghostnet|128123/i);
  });
});

describe('the tutorial pages', () => {
  const pagesDir = join(siteDir, 'docs/tutorials/marketpulse');
  const pages = readdirSync(pagesDir).filter((f) => f.endsWith('.mdx'));

  it('has the seven pages of the tutorial', () => {
    expect(pages.sort()).toEqual(['backend.mdx', 'cicd.mdx', 'deploy.mdx', 'frontend.mdx', 'index.mdx', 'setup.mdx', 'test.mdx']);
  });

  it('includes only files and regions that exist, and shows no pasted Solidity or app code', async () => {
    let included = 0;
    for (const page of pages) {
      const path = join(pagesDir, page);
      const source = readFileSync(path, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      const processor = unified().use(remarkParse).use(remarkMdx).use(remarkCodeFile, {rootDir: siteDir});
      const file = new VFile({path, value: source});
      const tree = (await processor.run(processor.parse(file), file)) as Root;
      const visit = (node: {type: string; children?: unknown[]; lang?: string | null; value?: string}) => {
        if (node.type === 'code') {
          if (node.value === '') throw new Error(`${page}: a code block is empty`);
          if (['solidity', 'tsx'].includes(node.lang ?? '')) included++;
        }
        for (const child of node.children ?? []) visit(child as typeof node);
      };
      visit(tree as unknown as Parameters<typeof visit>[0]);
      // Every Solidity or TSX block must come from a file.
      const blocks = [...source.matchAll(/^```(solidity|tsx)([^\n]*)\n([\s\S]*?)^```/gm)];
      for (const block of blocks) {
        expect(block[2], `${page}: a ${block[1]} block without file=`).toContain('file=examples/marketpulse/');
      }
    }
    expect(included).toBeGreaterThan(3);
  });
});
