import React, {type ReactNode} from 'react';
import CopyValue from '@site/src/components/CopyValue';
import {explorerAddressUrl, networkList, networks} from '@site/src/data/networks';
import type {Feed} from '@site/src/data/oracles';
import {feedColumns} from './columns';
import DataTable from '@site/src/components/DataTable';
import styles from './styles.module.css';

export interface FeedAddressesProps {
  /** Feeds from src/data/oracles.ts, e.g. redstoneFeeds. */
  feeds: readonly Feed[];
  /** Names the table region for screen readers, e.g. "RedStone feed contracts". */
  label: string;
}

/** "Feed | Mainnet | Shadownet" table of feed contract addresses, each copyable and linked to the explorer. */
export default function FeedAddresses({feeds, label}: FeedAddressesProps): ReactNode {
  const columns = feedColumns(feeds, networkList.map((n) => n.id));
  return (
    <DataTable label={label} columns={['Feed', ...columns.map((n) => networks[n].name)]} className={styles.table}>
      {feeds.map((feed) => (
        <tr key={feed.pair}>
          <th scope="row">{feed.pair}</th>
          {columns.map((n) => {
            const address = feed.addresses[n];
            return (
              <td key={n}>
                {address ? (
                  <CopyValue
                    value={address}
                    abbreviate={[6, 4]}
                    href={explorerAddressUrl(networks[n], address)}
                    label={`${feed.pair} feed address on ${networks[n].name}`}
                  />
                ) : (
                  'Not deployed'
                )}
              </td>
            );
          })}
        </tr>
      ))}
    </DataTable>
  );
}
