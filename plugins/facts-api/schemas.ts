/**
 * JSON Schemas (draft 2020-12) of the facts API documents, published next to them as
 * /api/v1/<name>.schema.json. They describe the shapes of ./types.ts; every object is closed
 * (additionalProperties: false), so a field added to a data module fails the schema test until
 * the schema says what it is.
 */
import {networkList} from '../../src/data/networks';
import {factsPath, type FactsFileName} from './types';

type Schema = Record<string, unknown>;

const DRAFT = 'https://json-schema.org/draft/2020-12/schema';

const networkIds = networkList.map((n) => n.id);

const text: Schema = {type: 'string', minLength: 1};
const httpsUrl: Schema = {type: 'string', format: 'uri', pattern: '^https://'};
const isoDate: Schema = {type: 'string', format: 'date'};
const version: Schema = {type: 'string', pattern: '^\\d+(\\.\\d+)+$'};
const evmAddress: Schema = {type: 'string', pattern: '^0x[0-9a-fA-F]{40}$'};
const tezosContract: Schema = {type: 'string', pattern: '^KT1[1-9A-HJ-NP-Za-km-z]{33}$'};

const page: Schema = {...httpsUrl, description: 'URL of the documentation page (and section) that shows these values'};
const fieldPages: Schema = {
  type: 'object',
  description: 'Fields, as dotted paths, that another page shows, with the URL of that page',
  additionalProperties: httpsUrl,
};

/** A document: the fields every one starts with, then its own. */
function document(name: FactsFileName, siteUrl: string, title: string, body: {required: string[]; properties: Schema}, defs: Schema): Schema {
  const id = `${siteUrl}${factsPath(name, 'schema')}`;
  return {
    $schema: DRAFT,
    $id: id,
    title,
    type: 'object',
    additionalProperties: false,
    required: ['$schema', 'site', 'generatedAt', ...body.required],
    properties: {
      $schema: {const: id},
      site: {...httpsUrl, description: 'Origin of the documentation site that published this file'},
      generatedAt: {type: 'string', format: 'date-time', description: 'When the site build wrote this file'},
      ...body.properties,
    },
    $defs: defs,
  };
}

const network: Schema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id', 'page', 'name', 'shortName', 'testnet', 'chainId', 'chainIdHex', 'evmVersion', 'currency', 'rpcUrl',
    'relayUrl', 'explorerUrl', 'layer1', 'rollupAddress', 'rollupSnapshotsUrl', 'evmNodeSnapshotsUrl',
    'preimagesUrl', 'genesisDate', 'derivationPath', 'publicWebSocket',
  ],
  properties: {
    id: {enum: networkIds, description: 'Identifier used across the API'},
    page,
    fieldPages,
    name: {...text, description: 'Network name that wallets and explorers show'},
    shortName: text,
    testnet: {type: 'boolean'},
    chainId: {type: 'integer', minimum: 1, description: 'EIP-155 chain ID'},
    chainIdHex: {type: 'string', pattern: '^0x[0-9a-f]+$', description: 'Chain ID in the hexadecimal form of EIP-3085'},
    evmVersion: {...text, description: 'Newest Ethereum hard fork whose EVM features the network supports'},
    currency: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'symbol', 'decimals'],
      properties: {name: text, symbol: text, decimals: {type: 'integer', minimum: 0}},
    },
    rpcUrl: {...httpsUrl, description: 'Public JSON-RPC endpoint (rate-limited)'},
    relayUrl: {...httpsUrl, description: 'Relay endpoint: eth_sendRawTransaction and eth_blockNumber only'},
    explorerUrl: {...httpsUrl, description: 'Block explorer'},
    faucetUrl: {...httpsUrl, description: 'Faucet for free testnet XTZ'},
    governanceUrl: httpsUrl,
    layer1: {
      type: 'object',
      description: 'Tezos layer-1 network the rollup runs on',
      additionalProperties: false,
      required: ['name', 'tzktUrl'],
      properties: {name: text, about: httpsUrl, tzktUrl: httpsUrl, faucetUrl: httpsUrl},
    },
    rollupAddress: {type: 'string', pattern: '^sr1[1-9A-HJ-NP-Za-km-z]{33}$', description: 'Smart Rollup address on Tezos layer 1'},
    rollupSnapshotsUrl: httpsUrl,
    evmNodeSnapshotsUrl: httpsUrl,
    preimagesUrl: httpsUrl,
    genesisDate: isoDate,
    derivationPath: {type: 'string', pattern: "^m(/\\d+'?)+$", description: 'BIP-44 wallet derivation path'},
    publicWebSocket: {type: 'boolean', description: 'Whether a public WebSocket endpoint exists'},
  },
};

function addressesOf(address: Schema): Schema {
  return {
    type: 'object',
    description: 'Address per network; a network that is missing has no deployment',
    additionalProperties: false,
    minProperties: 1,
    properties: Object.fromEntries(networkIds.map((id) => [id, address])),
  };
}

const contract: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'category', 'chain', 'addresses', 'page'],
  properties: {
    id: {type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', description: 'Stable identifier, unique in the file'},
    name: text,
    category: {enum: ['precompile', 'bridge', 'token', 'governance', 'oracle']},
    chain: {enum: ['etherlink', 'tezos'], description: 'Etherlink (0x addresses) or Tezos layer 1 (KT1 addresses)'},
    addresses: {type: 'object'},
    page,
    fieldPages,
    symbol: text,
    provider: {...text, description: 'Oracle that publishes the feed'},
    pair: {type: 'string', pattern: '^[^/]+/[^/]+$', description: 'Price pair, BASE/QUOTE'},
    feedIds: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['pair', 'id'],
        properties: {pair: {type: 'string', pattern: '^[^/]+/[^/]+$'}, id: {type: 'string', pattern: '^0x[0-9a-f]{64}$'}},
      },
    },
  },
  // The address format follows the chain the contract lives on.
  if: {properties: {chain: {const: 'etherlink'}}},
  then: {properties: {addresses: addressesOf(evmAddress)}},
  else: {properties: {addresses: addressesOf(tezosContract)}},
};

const kernel: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'title', 'page'],
  properties: {
    version,
    name: text,
    title: text,
    date: {...isoDate, description: 'Mainnet activation day, when published'},
    activationBlock: {type: 'integer', minimum: 0, description: 'Etherlink block at which the kernel activated'},
    governance: {enum: ['slow', 'fast'], description: 'Kernel governance process that approved it'},
    page,
    fieldPages,
  },
};

const release: Schema = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'date', 'page'],
  properties: {version, date: isoDate, page, fieldPages},
};

/** A document body that is one non-empty list of `def` entries under `key`. */
const listOf = (key: string, def: string) => ({required: [key], properties: {[key]: {type: 'array', minItems: 1, items: {$ref: `#/$defs/${def}`}}}});

export function factsSchemas(siteUrl: string): Record<FactsFileName, Schema> {
  const site = siteUrl.replace(/\/+$/, '');
  return {
    networks: document('networks', site, 'Etherlink networks', listOf('networks', 'network'), {network}),
    contracts: document('contracts', site, 'Etherlink contract addresses', listOf('contracts', 'contract'), {contract}),
    versions: document(
      'versions',
      site,
      'Etherlink kernel and node versions',
      {
        required: ['kernels', 'evmNode', 'octez'],
        properties: {
          kernels: {type: 'array', minItems: 1, description: 'Kernel upgrades on Mainnet, newest first', items: {$ref: '#/$defs/kernel'}},
          evmNode: {
            type: 'object',
            description: 'octez-evm-node releases to run',
            additionalProperties: false,
            required: [
              'recommended', 'recommendedForKernel', 'requiredForKernel6', 'instantConfirmations', 'dockerImage',
              'releasesUrl', 'releases', 'page',
            ],
            properties: {
              recommended: version,
              recommendedForKernel: version,
              requiredForKernel6: {...version, description: 'Oldest release that follows the 6.x kernels'},
              instantConfirmations: {...version, description: 'Oldest release with Instant Confirmations'},
              dockerImage: text,
              releasesUrl: httpsUrl,
              releases: {type: 'array', items: {$ref: '#/$defs/release'}},
              page,
              fieldPages,
            },
          },
          octez: {
            type: 'object',
            description: 'Octez suite release the node pages are written against',
            additionalProperties: false,
            required: ['release', 'releasesUrl', 'page'],
            properties: {release: version, releasesUrl: httpsUrl, page, fieldPages},
          },
        },
      },
      {kernel, release},
    ),
  };
}
