const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "Nov 21, 2026": a timestamp's day in UTC, the way the theme showed it with Intl. Written out by
 * hand so the server and every browser print the same text, and hydration does not have to load
 * the browser's date-formatting data (a long task of its own on a slow phone).
 */
export function formatShortDate(timestamp: number): string {
  const date = new Date(timestamp);
  return `${MONTHS[date.getUTCMonth()].slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "28 August 2025": a day in UTC, day first, as in the tables that compare dates. */
export function formatLongDate(timestamp: number | string): string {
  const date = new Date(timestamp);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
