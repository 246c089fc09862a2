/**
 * "50,400": an integer with comma thousands separators, the way `toLocaleString('en-US')` prints it.
 * Written out by hand because the first `toLocaleString` or `Intl` call in a tab loads the browser's
 * number-formatting data: about 260 ms of main thread with a 4x CPU slowdown, paid during hydration
 * on pages that print a number, or inside the click that renders one (tests/unit/format-number.test.ts
 * keeps `toLocale*`, `localeCompare` and `Intl` out of the site's code).
 */
export function formatInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`formatInteger takes a safe integer, not ${value}`);
  const digits = String(Math.abs(value));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}
