/**
 * The announcement bar, configured here and nowhere else. Set `announcement` to null to
 * remove the bar. Change `id` whenever the content changes: readers who dismissed the old
 * bar then see the new one.
 */
import {shadownet} from '../data/networks';

export interface Announcement {
  id: string;
  /** Trusted HTML written by the docs team (rendered as-is by the theme). */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export const announcement: Announcement | null = {
  id: 'shadownet-testnet-2026',
  content: `Ghostnet is retired: the Etherlink test network is now <strong>Shadownet</strong> (chain ID ${shadownet.chainId}). <a href="/network/migrating-testnet">Move your apps to Shadownet</a>.`,
  backgroundColor: '#1b1b1b',
  textColor: '#e9e9e9',
  isCloseable: true,
};
