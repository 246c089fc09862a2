const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 21, 2026": a timestamp's day in UTC, the way the theme showed it with Intl. Written out by
 * hand so the server and every browser print the same text, and hydration does not have to load
 * the browser's date-formatting data (a long task of its own on a slow phone).
 */
export function formatShortDate(timestamp: number): string {
  const date = new Date(timestamp);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
