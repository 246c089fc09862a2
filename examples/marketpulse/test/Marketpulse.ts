import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { network } from "hardhat";
import { parseEther } from "viem";

// #region setup
/** The contract's BET_RESULT enum. ABIs carry enums as numbers. */
const BetResult = { WIN: 0, DRAW: 1, PENDING: 2 } as const;

describe("Marketpulse", async function () {
  const { viem, networkHelpers } = await network.create();
  const publicClient = await viem.getPublicClient();
  // The first account deploys the contract, so it is the admin. Alice and Bob only bet,
  // so their balances change exactly by what they stake and win: the admin pays the gas
  // of resolveResult.
  const [admin, alice, bob] = await viem.getWalletClients();

  async function deployFixture() {
    const marketpulse = await viem.deployContract("Marketpulse");
    return { marketpulse };
  }

  /** The worked example: Alice bets 1 XTZ on chiefs, Bob bets 2 XTZ on lions. */
  async function twoBetsFixture() {
    const { marketpulse } = await deployFixture();
    await marketpulse.write.bet(["chiefs"], { account: alice.account, value: parseEther("1") });
    await marketpulse.write.bet(["lions"], { account: bob.account, value: parseEther("2") });
    return { marketpulse };
  }

  const balance = (address: `0x${string}`) => publicClient.getBalance({ address });
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  // #endregion setup

  // #region init
  it("starts open, empty, with the deployer as admin", async function () {
    const { marketpulse } = await networkHelpers.loadFixture(deployFixture);
    assert.ok(same(await marketpulse.read.admin(), admin.account.address));
    assert.equal(await marketpulse.read.status(), BetResult.PENDING);
    assert.deepEqual(await marketpulse.read.getBetKeys(), []);
  });

  it("answers ping with a Pong event", async function () {
    const { marketpulse } = await networkHelpers.loadFixture(deployFixture);
    await viem.assertions.emit(marketpulse.write.ping(), marketpulse, "Pong");
  });
  // #endregion init

  // #region bets
  it("records a bet and computes the odds", async function () {
    const { marketpulse } = await networkHelpers.loadFixture(deployFixture);
    await viem.assertions.emitWithArgs(
      marketpulse.write.bet(["chiefs"], { account: alice.account, value: parseEther("1") }),
      marketpulse,
      "BetPlaced",
      [(id: bigint) => id > 0n, (owner: string) => same(owner, alice.account.address), "chiefs", parseEther("1")],
    );

    const [key] = await marketpulse.read.getBetKeys();
    const bet = await marketpulse.read.getBets([key]);
    assert.ok(same(bet.owner, alice.account.address));
    assert.equal(bet.option, "chiefs");
    assert.equal(bet.amount, parseEther("1"));

    // Only chiefs has money: 1 + 0 / (1 + 1) - 0.1 = 0.9
    assert.equal(await marketpulse.read.calculateOdds(["chiefs", parseEther("1")]), 9_000_000_000n);

    await marketpulse.write.bet(["lions"], { account: bob.account, value: parseEther("2") });
    // 1 + 2 / (1 + 1) - 0.1 = 1.9
    assert.equal(await marketpulse.read.calculateOdds(["chiefs", parseEther("1")]), 19_000_000_000n);
    // 1 + 1 / (2 + 1) - 0.1 = 1.2333333333 (rounded down)
    assert.equal(await marketpulse.read.calculateOdds(["lions", parseEther("1")]), 12_333_333_333n);
  });

  it("rejects empty bets", async function () {
    const { marketpulse } = await networkHelpers.loadFixture(deployFixture);
    await viem.assertions.revertWith(
      marketpulse.write.bet(["chiefs"], { account: alice.account, value: 0n }),
      "Bet amount must be positive.",
    );
    await viem.assertions.revertWith(
      marketpulse.write.bet([""], { account: alice.account, value: parseEther("1") }),
      "Option must not be empty.",
    );
  });
  // #endregion bets

  // #region win
  it("pays the winners: 2.9 XTZ to Alice, 0.1 XTZ of fees stays", async function () {
    const { marketpulse } = await networkHelpers.loadFixture(twoBetsFixture);
    const before = [await balance(alice.account.address), await balance(bob.account.address)];

    await marketpulse.write.resolveResult(["chiefs", BetResult.WIN]);

    assert.equal(await balance(alice.account.address), before[0] + parseEther("2.9"));
    assert.equal(await balance(bob.account.address), before[1]);
    assert.equal(await balance(marketpulse.address), parseEther("0.1"));
    assert.equal(await marketpulse.read.status(), BetResult.WIN);
    assert.equal(await marketpulse.read.winner(), "chiefs");
  });
  // #endregion win

  // #region draw
  it("refunds every bet minus 10 % on a draw", async function () {
    const { marketpulse } = await networkHelpers.loadFixture(twoBetsFixture);
    const before = [await balance(alice.account.address), await balance(bob.account.address)];

    await marketpulse.write.resolveResult(["", BetResult.DRAW]);

    assert.equal(await balance(alice.account.address), before[0] + parseEther("0.9"));
    assert.equal(await balance(bob.account.address), before[1] + parseEther("1.8"));
    assert.equal(await balance(marketpulse.address), parseEther("0.3"));
    assert.equal(await marketpulse.read.status(), BetResult.DRAW);
    assert.equal(await marketpulse.read.winner(), "");
  });
  // #endregion draw

  // #region rules
  it("lets only the admin resolve the market and take the fees", async function () {
    const { marketpulse } = await networkHelpers.loadFixture(twoBetsFixture);
    await viem.assertions.revertWith(
      marketpulse.write.resolveResult(["chiefs", BetResult.WIN], { account: alice.account }),
      "Only the admin can do this.",
    );
    await viem.assertions.revertWith(marketpulse.write.withdrawFees(), "Market is not resolved yet.");

    await marketpulse.write.resolveResult(["chiefs", BetResult.WIN]);
    await viem.assertions.revertWith(
      marketpulse.write.withdrawFees({ account: bob.account }),
      "Only the admin can do this.",
    );
    await marketpulse.write.withdrawFees();
    assert.equal(await balance(marketpulse.address), 0n);
    await viem.assertions.revertWith(marketpulse.write.withdrawFees(), "No fees to withdraw.");
  });

  it("refuses a WIN that nobody bet on, and PENDING as a result", async function () {
    const { marketpulse } = await networkHelpers.loadFixture(twoBetsFixture);
    await viem.assertions.revertWith(
      marketpulse.write.resolveResult(["eagles", BetResult.WIN]),
      "Nobody bet on this option: resolve as DRAW.",
    );
    await viem.assertions.revertWith(
      marketpulse.write.resolveResult(["chiefs", BetResult.PENDING]),
      "Result must be WIN or DRAW.",
    );
  });

  it("resolves only once and takes no bets afterwards", async function () {
    const { marketpulse } = await networkHelpers.loadFixture(twoBetsFixture);
    await marketpulse.write.resolveResult(["chiefs", BetResult.WIN]);
    await viem.assertions.revertWith(
      marketpulse.write.resolveResult(["lions", BetResult.WIN]),
      "Market is already resolved.",
    );
    await viem.assertions.revertWith(
      marketpulse.write.bet(["lions"], { account: bob.account, value: parseEther("1") }),
      "Market is already resolved.",
    );
  });
  // #endregion rules
});
