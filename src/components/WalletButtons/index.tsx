/**
 * One wallet button per Etherlink network. Without a thirdweb client ID (the
 * default) each button adds the network with EIP-3085; with one, the thirdweb
 * connect buttons load on demand. This module must not import 'thirdweb'.
 */
import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {networks, networkList, type NetworkId} from '@site/src/data/networks';
import LazyConnect from '@site/src/wallet/LazyConnect';
import {connectLabel} from '@site/src/wallet/labels';
import AddNetworkButton from '../AddNetworkButton';
import styles from './styles.module.css';

export interface WalletButtonsProps {
  /** Networks to offer, in order; defaults to every network in src/data/networks.ts. */
  networks?: readonly NetworkId[];
}

function useThirdwebClientId(): string {
  const {siteConfig} = useDocusaurusContext();
  const value = siteConfig.customFields?.thirdwebClientId;
  return typeof value === 'string' ? value.trim() : '';
}

export default function WalletButtons({networks: ids}: WalletButtonsProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const clientId = useThirdwebClientId();
  const shown = ids ? ids.map((id) => networks[id]) : networkList;

  const addButtons = (
    <ul className={styles.list}>
      {shown.map((network) => (
        <li key={network.id}>
          <AddNetworkButton network={network.id} />
        </li>
      ))}
    </ul>
  );
  if (!clientId) return addButtons;

  // Same size and labels as the real buttons, so the page does not jump when they load.
  const loading = (
    <ul className={styles.list} aria-busy="true">
      {shown.map((network) => (
        <li key={network.id}>
          <button type="button" className="button button--primary" disabled>
            {connectLabel(network)}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <LazyConnect
      clientId={clientId}
      networks={shown}
      appUrl={siteConfig.url}
      className={styles.list}
      loading={loading}
      failed={addButtons}
    />
  );
}
