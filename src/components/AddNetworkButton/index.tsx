import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {networks, type NetworkId} from '@site/src/data/networks';
import {addNetworkToWallet, injectedProvider} from '@site/src/wallet/addNetwork';
import {addNetworkMessage, WAITING_MESSAGE, type AddNetworkMessage} from '@site/src/wallet/messages';
import {addLabel} from '@site/src/wallet/labels';
import styles from './styles.module.css';

export interface AddNetworkButtonProps {
  /** Which network the button adds. */
  network: NetworkId;
}

const HELP_LINKS = {
  'wallet-list': {to: '/get-started/using-your-wallet#compatible-wallets', text: 'See the wallets that work with Etherlink.'},
  'manual-setup': {to: '/get-started/network-information', text: 'Open the network information.'},
} as const;

/**
 * Adds an Etherlink network to the browser wallet with EIP-3085 and switches to it.
 * Needs no account or third-party service: it talks only to window.ethereum.
 */
export default function AddNetworkButton({network: id}: AddNetworkButtonProps): ReactNode {
  const network = networks[id];
  const [message, setMessage] = useState<AddNetworkMessage | null>(null);
  const busy = message === WAITING_MESSAGE;

  async function onClick() {
    setMessage(WAITING_MESSAGE);
    const outcome = await addNetworkToWallet(injectedProvider(), network);
    setMessage(addNetworkMessage(outcome, network));
  }

  const help = message?.help ? HELP_LINKS[message.help] : undefined;
  const content = message && (
    <>
      {message.text}
      {help && (
        <>
          {' '}
          <Link to={help.to}>{help.text}</Link>
        </>
      )}
    </>
  );

  return (
    <div className={styles.wrapper} data-network={network.id}>
      <button type="button" className="button button--primary" onClick={onClick} disabled={busy} aria-busy={busy}>
        {addLabel(network)}
      </button>
      {/* Both live regions stay in the page so screen readers announce changes. */}
      <p role="status" className={message?.role === 'status' ? styles.status : styles.empty}>
        {message?.role === 'status' ? content : null}
      </p>
      <p role="alert" className={message?.role === 'alert' ? styles.alert : styles.empty}>
        {message?.role === 'alert' ? content : null}
      </p>
    </div>
  );
}
