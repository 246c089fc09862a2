import React, {useId, useState, type ReactNode} from 'react';
import {networkList, networks, type NetworkId} from '@site/src/data/networks';
import {tools, toolCategoryTitles, type Tool, type ToolCategory} from '@site/src/data/tools';
import {
  countLabel,
  filterByNetwork,
  formatNetworks,
  networkOptions,
  selectTools,
  shouldOfferNetworkFilter,
  statesNetworks,
  type NetworkChoice,
} from './filter';
import styles from './styles.module.css';

export interface ToolListProps {
  /** Which Tools page's entries to show. */
  category: ToolCategory;
  /** Only tools of this kind, e.g. "Decentralized exchange". */
  kind?: string;
}

const order: NetworkId[] = networkList.map((n) => n.id);
const shortNames = Object.fromEntries(networkList.map((n) => [n.id, n.shortName])) as Record<NetworkId, string>;

/** A card; its title is an h3, under the page's h2 sections. */
function ToolCard({tool}: {tool: Tool}): ReactNode {
  const extra = [...(tool.docsUrl ? [{label: 'Documentation', url: tool.docsUrl}] : []), ...(tool.links ?? [])];
  return (
    <li className={styles.card} data-tool={tool.name}>
      <h3 className={styles.name}>
        {/* eslint-disable-next-line @docusaurus/no-html-links -- every tool URL is another site (src/data/tools.ts) */}
        <a href={tool.url}>{tool.name}</a>
      </h3>
      <p className={styles.kind}>{tool.kind}</p>
      <p className={styles.description}>{tool.description}</p>
      <p className={styles.networks}>
        <span className={styles.fieldLabel}>Networks: </span>
        <span className={statesNetworks(tool) ? undefined : styles.unstated}>{formatNetworks(tool, shortNames)}</span>
      </p>
      {extra.length > 0 && (
        <ul className={styles.links} aria-label={`More about ${tool.name}`}>
          {extra.map((link) => (
            <li key={link.url}>
              {/* eslint-disable-next-line @docusaurus/no-html-links -- every tool URL is another site (src/data/tools.ts) */}
              <a href={link.url}>{link.label}</a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Cards for the tools of one category, from src/data/tools.ts. The full list is rendered
 * on the server, so it is readable and indexed for search without JavaScript; the network
 * control narrows it once the page is interactive.
 */
export default function ToolList({category, kind}: ToolListProps): ReactNode {
  const id = useId();
  const [choice, setChoice] = useState<NetworkChoice>('all');
  const [includeUnstated, setIncludeUnstated] = useState(true);

  const all = selectTools(tools, {category, kind});
  if (all.length === 0) {
    throw new Error(`ToolList: no tools for category "${category}"${kind ? ` and kind "${kind}"` : ''}`);
  }
  const offerFilter = shouldOfferNetworkFilter(all, order);
  const options = networkOptions(all, order);
  const mixed = all.some(statesNetworks) && !all.every(statesNetworks);
  const shown = offerFilter ? filterByNetwork(all, choice, includeUnstated) : all;
  const listLabel = kind ?? toolCategoryTitles[category];

  return (
    <div className={styles.wrapper}>
      {offerFilter && (
        <div className={styles.controls}>
          <div className={styles.control}>
            <label htmlFor={`${id}-network`}>Network</label>
            <select
              id={`${id}-network`}
              value={choice}
              onChange={(e) => setChoice(e.target.value as NetworkChoice)}>
              <option value="all">All networks</option>
              {options.map((n) => (
                <option key={n} value={n}>
                  {networks[n].name}
                </option>
              ))}
            </select>
          </div>
          {mixed && (
            <div className={styles.control}>
              <input
                id={`${id}-unstated`}
                type="checkbox"
                checked={includeUnstated}
                disabled={choice === 'all'}
                onChange={(e) => setIncludeUnstated(e.target.checked)}
              />
              <label htmlFor={`${id}-unstated`}>Include tools whose networks are not stated</label>
            </div>
          )}
          <p className={styles.count} role="status">
            {countLabel(shown.length, all.length)}
          </p>
        </div>
      )}
      {shown.length > 0 ? (
        <ul className={styles.grid} aria-label={listLabel}>
          {shown.map((tool) => (
            <ToolCard key={tool.name} tool={tool} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>
          No tool in this list states support for {choice === 'all' ? 'this network' : networks[choice].name}. Include
          the tools whose networks are not stated, or check with the providers.
        </p>
      )}
    </div>
  );
}
