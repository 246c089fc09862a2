/**
 * thirdweb ConnectButton, one per network, loaded only through LazyConnect (its own chunk) when the
 * site has a thirdweb client ID: nothing else may import this file or 'thirdweb'.
 */
import React, {useMemo, type ReactNode} from 'react';
import {createThirdwebClient, defineChain} from 'thirdweb';
import {ConnectButton, ThirdwebProvider, darkTheme} from 'thirdweb/react';
import {createWallet} from 'thirdweb/wallets';
import type {Network} from '@site/src/data/networks';
import {CONNECT_THEME_COLORS, CONNECT_WALLET_IDS, thirdwebChainOptions} from './chains';
import {connectLabel} from './labels';

export interface ThirdwebConnectProps {
  /** Non-empty thirdweb client ID; createThirdwebClient throws on an empty one. */
  clientId: string;
  networks: readonly Network[];
  /** Public URL of the site, shown to wallets as the requesting app. */
  appUrl?: string;
  /** Class for the list that holds the buttons (layout comes from the caller). */
  className?: string;
}

export default function ThirdwebConnect({clientId, networks, appUrl, className}: ThirdwebConnectProps): ReactNode {
  const client = useMemo(() => createThirdwebClient({clientId}), [clientId]);
  const wallets = useMemo(() => CONNECT_WALLET_IDS.map((id) => createWallet(id)), []);
  const theme = useMemo(() => darkTheme({colors: CONNECT_THEME_COLORS}), []);
  return (
    <ThirdwebProvider>
      <ul className={className}>
        {networks.map((network) => {
          const label = connectLabel(network);
          return (
            <li key={network.id} data-network={network.id}>
              <ConnectButton
                client={client}
                wallets={wallets}
                chain={defineChain(thirdwebChainOptions(network))}
                theme={theme}
                connectButton={{label}}
                connectModal={{size: 'compact', title: label}}
                appMetadata={{
                  name: 'Etherlink documentation',
                  description: 'Connect your wallet to Etherlink',
                  ...(appUrl ? {url: appUrl} : {}),
                }}
              />
            </li>
          );
        })}
      </ul>
    </ThirdwebProvider>
  );
}
