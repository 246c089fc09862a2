/**
 * Pure selection logic for <ToolList />: which tools a page shows, in which order, and what the
 * network filter keeps (tests/unit/tool-list-filter.test.ts).
 */
import type {NetworkId} from '../../data/networks';
import type {Tool, ToolCategory} from '../../data/tools';

/** "all" shows every tool; a network id keeps the tools documented for that network. */
export type NetworkChoice = 'all' | NetworkId;

export interface Selection {
  category: ToolCategory;
  /** Keep only tools of this kind, e.g. "Decentralized exchange". */
  kind?: string;
}

/**
 * Case-insensitive alphabetical order by name; ties keep their original order. A plain comparison
 * of lower-cased names, not `localeCompare`: the first collation in a tab loads the browser's ICU
 * data, a long task on a slow phone, and the tool names are plain ASCII.
 */
export function sortTools(list: readonly Tool[]): Tool[] {
  const key = (tool: Tool) => tool.name.toLowerCase();
  return [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** The tools one list on a page shows, sorted. */
export function selectTools(all: readonly Tool[], {category, kind}: Selection): Tool[] {
  return sortTools(all.filter((t) => t.categories.includes(category) && (kind === undefined || t.kind === kind)));
}

export function statesNetworks(tool: Tool): boolean {
  return tool.networks.length > 0;
}

/**
 * Applies the network control. With a network chosen, a tool stays if it is documented
 * for that network, or if it states no networks at all and `includeUnstated` is true
 * (absence of information is not absence of support).
 */
export function filterByNetwork(list: readonly Tool[], choice: NetworkChoice, includeUnstated: boolean): Tool[] {
  if (choice === 'all') return [...list];
  return list.filter((t) => t.networks.includes(choice) || (includeUnstated && !statesNetworks(t)));
}

/** Networks named by at least one tool, in the order of `order`. */
export function networkOptions(list: readonly Tool[], order: readonly NetworkId[]): NetworkId[] {
  return order.filter((n) => list.some((t) => t.networks.includes(n)));
}

/** Below this many tools, or this many tools that state networks, a filter adds nothing. */
export const MIN_TOOLS_FOR_FILTER = 3;
export const MIN_STATED_FOR_FILTER = 2;

/**
 * A network filter helps only on a list long enough to scan, where at least two tools state their
 * networks, and where a choice would change the list: it hides a tool of other networks, or tools
 * with and without network information are mixed.
 */
export function shouldOfferNetworkFilter(list: readonly Tool[], order: readonly NetworkId[]): boolean {
  const stated = list.filter(statesNetworks);
  if (list.length < MIN_TOOLS_FOR_FILTER || stated.length < MIN_STATED_FOR_FILTER) return false;
  if (stated.length < list.length) return true;
  return networkOptions(list, order).some((n) => filterByNetwork(list, n, false).length < list.length);
}

/** "Mainnet, Shadownet" or "Not stated", using the short names given. */
export function formatNetworks(tool: Tool, shortNames: Readonly<Record<NetworkId, string>>): string {
  if (!statesNetworks(tool)) return 'Not stated';
  return tool.networks.map((n) => shortNames[n]).join(', ');
}

/** Status line for screen readers and sighted users after filtering. */
export function countLabel(shown: number, total: number): string {
  const noun = total === 1 ? 'tool' : 'tools';
  return shown === total ? `Showing all ${total} ${noun}` : `Showing ${shown} of ${total} ${noun}`;
}
