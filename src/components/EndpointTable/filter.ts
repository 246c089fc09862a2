import type {Endpoint, EndpointStatus} from '../../data/endpoints';

export type StatusFilter = EndpointStatus | 'all';

/** Lower-cases and drops separators so "get balance", "getbalance" and "get_balance" all match eth_getBalance. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[\s_.-]+/g, '');
}

/**
 * Keeps the endpoints whose method name or note contains every word of the query
 * (case-insensitive, separators ignored) and whose status matches `status`.
 * An empty query keeps everything, so the server-rendered table is always complete.
 */
export function filterEndpoints(
  list: readonly Endpoint[],
  query: string,
  status: StatusFilter = 'all',
): Endpoint[] {
  const words = query
    .split(/\s+/)
    .map(normalise)
    .filter((word) => word.length > 0);
  return list.filter((endpoint) => {
    if (status !== 'all' && endpoint.status !== status) return false;
    if (words.length === 0) return true;
    const method = normalise(endpoint.method);
    const note = normalise(endpoint.note ?? '');
    return words.every((word) => method.includes(word) || note.includes(word));
  });
}

/** The sentence a screen reader hears after the list changes. */
export function resultSummary(shown: number, total: number): string {
  if (shown === total) return `Showing all ${total} methods.`;
  if (shown === 0) return `No method matches. ${total} methods in total.`;
  return `Showing ${shown} of ${total} methods.`;
}
