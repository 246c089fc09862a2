/**
 * Token contracts that /building-on-etherlink/tokens lists, and the WXTZ facts that other
 * pages reuse. tests/unit/tokens.test.ts checks every address (format and EIP-55 checksum).
 *
 * Decimals are deliberately absent: only the native XTZ (18, in networks.ts) is documented,
 * so pages tell readers to read `decimals()` from each contract instead.
 */

export type EvmAddress = `0x${string}`;

export interface TokenContract {
  /** Ticker, unique in this list. */
  symbol: string;
  name: string;
  /** Address on Etherlink Mainnet, if the token is deployed there. */
  mainnet?: EvmAddress;
  /** Address on Etherlink Shadownet Testnet, if the token is deployed there. */
  shadownet?: EvmAddress;
}

/** Wrapped XTZ has the same address on Mainnet and Shadownet. */
export const wxtzAddress: EvmAddress = '0xc9B53AB2679f573e480d01e0f49e2B5CFB7a3EAb';

export const tokenContracts: readonly TokenContract[] = [
  {symbol: 'WXTZ', name: 'Wrapped XTZ', mainnet: wxtzAddress, shadownet: wxtzAddress},
  {
    symbol: 'USDT',
    name: 'Tether USD',
    mainnet: '0x2C03058C8AFC06713be23e58D2febC8337dbfE6A',
    shadownet: '0x9Fd893F3f56e8E96997621b762412cB56E3e6ea0',
  },
  {
    symbol: 'USDC',
    name: 'USD Coin',
    mainnet: '0x796Ea11Fa2dD751eD01b53C372fFDB4AAa8f00F9',
    shadownet: '0x064455f03b93bc1cDb8197F718aa055AE3115400',
  },
  {
    symbol: 'WETH',
    name: 'Wrapped Ether',
    mainnet: '0xfc24f770F94edBca6D6f885E12d4317320BcB401',
    shadownet: '0x569Cd5884BD6D26675e99766AE6d4d112Eda65cF',
  },
  {
    symbol: 'WBTC',
    name: 'Wrapped BTC',
    mainnet: '0xbFc94CD2B1E55999Cfc7347a9313e88702B83d0F',
    shadownet: '0x3A61bE91be7e3a3263c4CB3B991E9C508b2bead2',
  },
  {symbol: 'WBNB', name: 'Wrapped BNB', mainnet: '0xaA40A1cc1561c584B675cbD12F1423A32E2a0d8C'},
  {symbol: 'WAVAX', name: 'Wrapped AVAX', mainnet: '0xe820995cD39B6E09EAa7e4e16337184b4A61B644'},
  {symbol: 'UNI', name: 'Uniswap', mainnet: '0x258DE7184aF00052813AE7Cf1dc70c48A2Bb038F'},
  {symbol: 'SHIB', name: 'SHIBA INU', mainnet: '0xBBD1F50A212357067318a84179892684e1Ac5181'},
  {symbol: 'mBASIS', name: 'Midas Basis Trading Token', mainnet: '0x2247B5A46BB79421a314aB0f0b67fFd11dd37Ee4'},
  {symbol: 'mTBILL', name: 'Midas US Treasury Bill Token', mainnet: '0xDD629E5241CbC5919847783e6C96B2De4754e438'},
];

export interface OftDeployment {
  /** Chain name as readers know it. */
  chain: string;
  address: EvmAddress;
  /** Block explorer page of the contract on that chain. */
  explorerUrl: string;
}

/** WXTZ as a LayerZero OFT: one contract per chain, linked by burn and mint. */
export const wxtzOftDeployments: readonly OftDeployment[] = [
  {chain: 'Etherlink', address: wxtzAddress, explorerUrl: `https://explorer.etherlink.com/address/${wxtzAddress}`},
  {chain: 'Ethereum', address: wxtzAddress, explorerUrl: `https://etherscan.io/address/${wxtzAddress}`},
  {
    chain: 'Base',
    address: '0x91F9cc2649ac70a071602cadE9b0C1A5868af51D',
    explorerUrl: 'https://basescan.org/address/0x91F9cc2649ac70a071602cadE9b0C1A5868af51D',
  },
  {
    chain: 'BNB Chain',
    address: '0x91F9cc2649ac70a071602cadE9b0C1A5868af51D',
    explorerUrl: 'https://bscscan.com/address/0x91F9cc2649ac70a071602cadE9b0C1A5868af51D',
  },
  {
    chain: 'Arbitrum One',
    address: '0x7424f00845777A06E21F0bd8873f814A8A814B2D',
    explorerUrl: 'https://arbiscan.io/address/0x7424f00845777A06E21F0bd8873f814A8A814B2D',
  },
];

/** Where the WXTZ source lives, and who audited it. */
export const wxtz = {
  sourceUrl: 'https://github.com/etherlinkcom/token-deployments',
  auditor: {name: 'Omniscia', url: 'https://omniscia.io/'},
  auditReportUrl: 'https://omniscia.io/reports/etherlink-cross-chain-token-665c8ac479e20900180f383b',
  /** Delay that the overridden setPeer() enforces before a new LayerZero peer takes effect. */
  setPeerTimelockDays: 2,
} as const;
