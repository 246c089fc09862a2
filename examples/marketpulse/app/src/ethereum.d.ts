// The browser wallet's EIP-1193 provider, which extensions such as MetaMask inject.
interface Window {
  ethereum?: import('viem').EIP1193Provider;
}
