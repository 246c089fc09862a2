// Connections to Etherlink Shadownet: a public client for reads, a wallet client for writes.
import {
  createPublicClient,
  createWalletClient,
  custom,
  http,
  type Account,
  type Address,
  type CustomTransport,
  type WalletClient,
} from 'viem';
import {etherlinkShadownetTestnet} from 'viem/chains';

export const chain = etherlinkShadownetTestnet;

/** Reads go straight to the public Shadownet RPC node, wallet or not. */
export const publicClient = createPublicClient({chain, transport: http()});

export type Wallet = WalletClient<CustomTransport, typeof chain, Account>;

function browserWallet() {
  if (!window.ethereum) {
    throw new Error('No browser wallet found. Install one, such as MetaMask, and reload the page.');
  }
  return window.ethereum;
}

/** A wallet client that sends transactions from `address` through the browser wallet. */
export function walletFor(address: Address): Wallet {
  return createWalletClient({account: address, chain, transport: custom(browserWallet())});
}

/** Asks the browser wallet (MetaMask or any EIP-1193 wallet) for an account on Shadownet. */
export async function connectWallet(): Promise<Wallet> {
  const [address] = await createWalletClient({chain, transport: custom(browserWallet())}).requestAddresses();
  const wallet = walletFor(address);
  await switchToShadownet(wallet);
  return wallet;
}

/**
 * Follows the account selected in the wallet: calls `onChange` with its wallet client,
 * or with undefined when the user disconnects. Returns a function that stops following.
 */
export function watchAccount(onChange: (wallet: Wallet | undefined) => void): () => void {
  const provider = browserWallet();
  const listener = (accounts: Address[]) => onChange(accounts[0] ? walletFor(accounts[0]) : undefined);
  provider.on('accountsChanged', listener);
  return () => provider.removeListener('accountsChanged', listener);
}

/** Switches the wallet to Shadownet, adding the network to the wallet first if it does not know it. */
export async function switchToShadownet(wallet: Wallet): Promise<void> {
  if ((await wallet.getChainId()) === chain.id) return;
  try {
    await wallet.switchChain({id: chain.id});
  } catch {
    await wallet.addChain({chain});
  }
}

export function shortAddress(address: Address): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}
