/**
 * Which network columns a feed-address table needs: only networks where at least one
 * feed is deployed, in the site's network order. Pure, for tests/unit/feed-addresses.test.ts.
 */
import type {NetworkId} from '../../data/networks';
import type {Feed} from '../../data/oracles';

export function feedColumns(feeds: readonly Feed[], order: readonly NetworkId[]): NetworkId[] {
  return order.filter((n) => feeds.some((f) => f.addresses[n] !== undefined));
}
