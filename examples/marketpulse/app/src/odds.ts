// The contract's odds formula, in TypeScript, with the same integer rounding.
// The app uses it to preview a bet as you type, without a network call.

/** Odds are fixed-point integers with 10 decimals, as in the contract: 1.0 is 10n ** 10n. */
export const ODD_DECIMALS = 10;
/** Platform fee, in percent (the contract's FEES). */
export const FEES = 10n;

const ONE = 10n ** BigInt(ODD_DECIMALS);

// #region odds
/**
 * Same as Marketpulse.calculateOdds(option, betAmount):
 * 1 + (stake on the other options) / (stake on this option + betAmount) - FEES / 100.
 * Returns null where the contract reverts: nobody has staked on the option and betAmount is 0.
 */
export function calculateOdds(stakeOnOption: bigint, totalStaked: bigint, betAmount: bigint): bigint | null {
  const onOption = stakeOnOption + betAmount;
  if (onOption === 0n) return null;
  const onOthers = totalStaked - stakeOnOption;
  return ONE + (onOthers * ONE) / onOption - (FEES * ONE) / 100n;
}

/** What a winning bet of `amount` wei receives at these odds (the contract rounds down too). */
export function winningPayout(amount: bigint, odds: bigint): bigint {
  return (amount * odds) / ONE;
}

/** What a bet of `amount` wei gets back on a DRAW: the stake minus the fee. */
export function drawRefund(amount: bigint): bigint {
  return amount - (amount * FEES) / 100n;
}
// #endregion odds

/** Share of the whole stake placed on one option, in percent, or null when nothing is staked. */
export function stakeShare(stakeOnOption: bigint, totalStaked: bigint): number | null {
  if (totalStaked === 0n) return null;
  // Basis points keep two decimals exact before the conversion to a number.
  return Number((stakeOnOption * 10_000n) / totalStaked) / 100;
}

/** Formats fixed-point odds with `digits` decimals, rounded down: 29000000000n -> "2.900". */
export function formatOdds(odds: bigint, digits = 3): string {
  const scaled = (odds * 10n ** BigInt(digits)) / ONE;
  const text = scaled.toString().padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
