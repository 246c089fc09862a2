/** Button labels for the wallet buttons, shared by the EIP-3085 and thirdweb variants. */
import type {Network} from '../data/networks';

export const addLabel = (network: Network): string => `Add ${network.name} to your wallet`;
export const connectLabel = (network: Network): string => `Connect to ${network.name}`;
