/**
 * What the add-network button tells the reader after each outcome. Plain data so
 * the wording is tested without rendering; the component turns `help` into a link.
 */
import type {Network} from '../data/networks';
import type {AddNetworkOutcome} from './addNetwork';

export interface AddNetworkMessage {
  /** `status` for progress and success (polite), `alert` for problems (assertive). */
  role: 'status' | 'alert';
  text: string;
  /** Which page can help next, if any. */
  help?: 'wallet-list' | 'manual-setup';
}

export const WAITING_MESSAGE: AddNetworkMessage = {
  role: 'status',
  text: 'Check your wallet: approve the request to add the network and switch to it.',
};

export function addNetworkMessage(outcome: AddNetworkOutcome, network: Network): AddNetworkMessage {
  switch (outcome.kind) {
    case 'added':
      return {role: 'status', text: `${network.name} is in your wallet and is now the selected network.`};
    case 'no-wallet':
      return {
        role: 'alert',
        text: 'No browser wallet found. Install a wallet that supports custom EVM networks, then try again.',
        help: 'wallet-list',
      };
    case 'rejected':
      return {
        role: 'alert',
        text: 'You rejected the request in your wallet, so nothing changed. Click the button again when you are ready.',
      };
    case 'pending':
      return {
        role: 'alert',
        text: 'Your wallet already has a request waiting. Open the wallet, approve or reject that request, then try again.',
      };
    case 'unsupported':
      return {
        role: 'alert',
        text: `Your wallet cannot add networks from a web page. Add ${network.name} by hand with the values on the network information page.`,
        help: 'manual-setup',
      };
    default:
      return {
        role: 'alert',
        text: `Your wallet returned an error${outcome.detail ? ` (${outcome.detail})` : ''}. Try again, or add ${network.name} by hand with the values on the network information page.`,
        help: 'manual-setup',
      };
  }
}
