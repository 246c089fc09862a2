import hardhatToolboxViemPlugin from "@nomicfoundation/hardhat-toolbox-viem";
import { configVariable, defineConfig } from "hardhat/config";

export default defineConfig({
  plugins: [hardhatToolboxViemPlugin],
  // #region solidity
  solidity: {
    profiles: {
      default: {
        version: "0.8.28",
      },
      production: {
        version: "0.8.28",
        settings: {
          optimizer: { enabled: true, runs: 200 },
        },
      },
    },
  },
  // #endregion solidity
  // #region networks
  networks: {
    // Local simulated chains, from the Hardhat template
    hardhatMainnet: { type: "edr-simulated", chainType: "l1" },
    hardhatOp: { type: "edr-simulated", chainType: "op" },
    // Etherlink. The key is read only when you use one of these networks.
    etherlinkMainnet: {
      type: "http",
      url: "https://node.mainnet.etherlink.com",
      accounts: [configVariable("DEPLOYER_PRIVATE_KEY")],
    },
    etherlinkShadownet: {
      type: "http",
      url: "https://node.shadownet.etherlink.com",
      accounts: [configVariable("DEPLOYER_PRIVATE_KEY")],
    },
  },
  // #endregion networks
  // #region verify
  // Etherlink's explorers run Blockscout, which also answers the Etherscan API.
  // Hardhat's Etherscan verifier talks to them through the apiUrl below.
  chainDescriptors: {
    127823: {
      name: "etherlinkShadownet",
      chainType: "generic",
      blockExplorers: {
        etherscan: {
          name: "EtherlinkExplorer",
          url: "https://shadownet.explorer.etherlink.com",
          apiUrl: "https://shadownet.explorer.etherlink.com/api",
        },
      },
    },
    42793: {
      name: "etherlinkMainnet",
      chainType: "generic",
      blockExplorers: {
        etherscan: {
          name: "EtherlinkExplorer",
          url: "https://explorer.etherlink.com",
          apiUrl: "https://explorer.etherlink.com/api",
        },
      },
    },
  },
  verify: {
    // The explorer needs no API key, but the verifier wants a non-empty one.
    etherscan: { apiKey: "DUMMY", enabled: true },
    blockscout: { enabled: false },
    sourcify: { enabled: false },
  },
  // #endregion verify
});
