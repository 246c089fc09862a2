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

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const time = Date.parse(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** "2025-08-28" → "28 August 2025": a day from the data, day first, as the tables and lists write it. */
export function formatDate(iso: string): string {
  if (!isIsoDate(iso)) throw new RangeError(`Not an ISO date: ${iso}`);
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
