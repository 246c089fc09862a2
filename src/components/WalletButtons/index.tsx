/**
 * One wallet button per Etherlink network: EIP-3085 by default, thirdweb's connect buttons (loaded
 * on demand) with a thirdweb client ID. This module must not import 'thirdweb'.
 */
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {networkList, type Network} from '@site/src/data/networks';
import LazyConnect from '@site/src/wallet/LazyConnect';
import {connectLabel} from '@site/src/wallet/labels';
import AddNetworkButton from '../AddNetworkButton';
import styles from './styles.module.css';

/** A button for each network of src/data/networks.ts. */
export default function WalletButtons(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const clientId = String(siteConfig.customFields?.thirdwebClientId ?? '').trim();

  const list = (button: (network: Network) => ReactNode, busy?: true) => (
    <ul className={styles.list} aria-busy={busy}>
      {networkList.map((network) => (
        <li key={network.id}>{button(network)}</li>
      ))}
    </ul>
  );
  const addButtons = list((network) => <AddNetworkButton network={network.id} />);
  if (!clientId) return addButtons;

  // Same size and labels as the real buttons, so the page does not jump when they load.
  const loading = list(
    (network) => (
      <button type="button" className="button button--primary" disabled>
        {connectLabel(network)}
      </button>
    ),
    true,
  );
  return (
    <LazyConnect
      clientId={clientId}
      networks={networkList}
      appUrl={siteConfig.url}
      className={styles.list}
      loading={loading}
      failed={addButtons}
    />
  );
}
