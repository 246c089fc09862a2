/**
 * Facts the MarketPulse tutorial pages state in prose. The code itself lives in
 * examples/marketpulse, which the pages include and tests/unit/marketpulse.test.ts checks.
 */
import {site} from './site';

export const marketpulse = {
  /** The tutorial's finished project, in this site's repository. */
  sourceUrl: `${site.repositoryUrl}/tree/main/examples/marketpulse`,
  /** The pipeline's Node.js major version. */
  nodeMajor: 22,
  /**
   * Hardhat 3 exits on older Node.js: MIN_SUPPORTED_NODE_VERSION in its node-version module, which
   * tests/unit/marketpulse-hardhat.test.ts reads from node_modules/hardhat. The example's `engines` says the same.
   */
  nodeMinimum: '22.13.0',
  /**
   * Engine range that Hardhat's dependency @nomicfoundation/edr declares in its package.json.
   * Hardhat declares none, so this is what makes npm print an EBADENGINE warning on an older
   * Node.js; tests/unit/page-findings.test.ts reads it from node_modules.
   */
  edrNodeEngine: '>= 22',
  /** Node.js major lines whose current releases meet `nodeMinimum`. */
  nodeMajorsMeetingMinimum: [22, 24, 26],
  /** Where Hardhat defines that minimum, in its source repository. */
  nodeCheckSourceUrl: 'https://github.com/NomicFoundation/hardhat/blob/main/packages/hardhat/src/internal/cli/node-version.ts',
  /**
   * The Solidity version that the configuration of Hardhat's node-test-runner-viem template compiles
   * with (its default profile), and that its example contracts ask for: the compiler `npx hardhat
   * compile` fetches until a page replaces that configuration. tests/unit/marketpulse-tested-versions.test.ts
   * reads it from the template in node_modules/hardhat.
   */
  templateSolidity: '0.8.34',
  /** The first contract a fresh local Hardhat node deploys always lands here. */
  firstLocalAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  /** Ignition's name for the deployed contract, the key in deployed_addresses.json. */
  deploymentKey: 'MarketpulseModule#Marketpulse',
  /** The page the Vite dev server serves. */
  devServerUrl: 'http://localhost:5173',
} as const;
