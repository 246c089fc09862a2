/**
 * Which Ethereum JSON-RPC methods (and ethers.js calls) Etherlink EVM nodes answer, rendered by
 * <EndpointTable>; tests/unit/endpoints.test.ts keeps it complete and well formed.
 */
import {evmNode} from './versions';
import {etherlinkSource, type SourceMap} from './source';

/** How far a node supports a method. A closed set: the table shows one label per value. */
export type EndpointStatus = 'supported' | 'partial' | 'experimental' | 'unsupported';

/**
 * Which table a method belongs to.
 * - `ethereum`: the standard Ethereum execution JSON-RPC API
 * - `geth`: methods that come from Geth rather than the standard API
 * - `additional`: Etherlink-specific methods that are not in either API
 * - `ethers`: ethers.js v6 calls that are known to work
 */
export type EndpointGroup = 'ethereum' | 'geth' | 'additional' | 'ethers';

export interface EndpointLink {
  /** Site path (`/building-on-etherlink/…`) or absolute URL. */
  href: string;
  text: string;
}

export interface Endpoint {
  method: string;
  group: EndpointGroup;
  status: EndpointStatus;
  note?: string;
  /** Page that explains how to use the method on Etherlink. */
  link?: EndpointLink;
  /** Reference documentation of the method itself (ethers.js calls link to their API docs). */
  docsUrl?: string;
}

export const endpointStatuses: readonly EndpointStatus[] = ['supported', 'partial', 'experimental', 'unsupported'];

/** Text shown in the "Supported" column. */
export const endpointStatusLabels: Record<EndpointStatus, string> = {
  supported: 'Yes',
  partial: 'Partially',
  experimental: 'Experimental',
  unsupported: 'No',
};

export const endpointGroups: readonly EndpointGroup[] = ['ethereum', 'geth', 'additional', 'ethers'];

/** Reference documentation for the JSON-RPC APIs the tables follow. */
export const jsonRpcReferences = {
  ethereumOrg: 'https://ethereum.org/en/developers/docs/apis/json-rpc/',
  /**
   * The JSON-RPC specification that ethereum/execution-apis builds from its OpenRPC files: its
   * Docusaurus site serves the method index at the root (docs-api/api/index.md has `slug: /`);
   * the old /api-documentation/ path is gone.
   */
  executionApis: 'https://ethereum.github.io/execution-apis/',
  /** The specification's sources, one OpenRPC file per group of `eth_` methods. */
  executionApisSource: 'https://github.com/ethereum/execution-apis/tree/main/src/eth',
  geth: 'https://geth.ethereum.org/docs',
  ethersProviders: 'https://docs.ethers.org/v6/api/providers/',
} as const;

const transactionsPage = (anchor = ''): EndpointLink => ({
  href: `/building-on-etherlink/transactions${anchor}`,
  text: 'Sending transactions',
});

const yes = (method: string, extra: Partial<Endpoint> = {}): Endpoint => ({
  method,
  group: 'ethereum',
  status: 'supported',
  ...extra,
});

const no = (method: string): Endpoint => ({method, group: 'ethereum', status: 'unsupported'});

/** Standard Ethereum JSON-RPC methods, alphabetical as in the execution API reference. */
const ethereumEndpoints: Endpoint[] = [
  no('debug_getBadBlocks'),
  no('debug_getRawBlock'),
  no('debug_getRawHeader'),
  no('debug_getRawReceipts'),
  no('debug_getRawTransaction'),
  yes('debug_traceBlockByNumber', {
    note: 'Only the callTracer tracer, and only for blocks produced since the Bifröst upgrade.',
    link: {href: '/building-on-etherlink/transactions#tracing-transactions', text: 'Tracing transactions'},
  }),
  no('engine_exchangeCapabilities'),
  no('engine_exchangeTransitionConfigurationV1'),
  no('engine_forkchoiceUpdatedV1'),
  no('engine_forkchoiceUpdatedV2'),
  no('engine_forkchoiceUpdatedV3'),
  no('engine_getPayloadBodiesByHashV1'),
  no('engine_getPayloadBodiesByHashV2'),
  no('engine_getPayloadBodiesByRangeV1'),
  no('engine_getPayloadBodiesByRangeV2'),
  no('engine_getPayloadV1'),
  no('engine_getPayloadV2'),
  no('engine_getPayloadV3'),
  no('engine_getPayloadV4'),
  no('engine_newPayloadV1'),
  no('engine_newPayloadV2'),
  no('engine_newPayloadV3'),
  no('engine_newPayloadV4'),
  yes('eth_accounts', {note: 'Always returns an empty list: the node does not manage any address.'}),
  no('eth_blobBaseFee'),
  yes('eth_blockNumber'),
  yes('eth_call', {
    note: "Also takes Geth's state override set after the block parameter, but not Geth's block overrides.",
    link: transactionsPage('#calling-read-only-functions'),
  }),
  yes('eth_chainId'),
  yes('eth_coinbase'),
  no('eth_createAccessList'),
  yes('eth_estimateGas', {
    note: 'The estimate covers the execution fee, the inclusion fee (which counts the bytes of access and authorization lists) and a small safety margin.',
    link: {href: '/building-on-etherlink/estimating-fees', text: 'Estimating fees'},
  }),
  yes('eth_feeHistory'),
  yes('eth_gasPrice', {link: {href: '/building-on-etherlink/estimating-fees', text: 'Estimating fees'}}),
  yes('eth_getBalance'),
  yes('eth_getBlockByHash'),
  yes('eth_getBlockByNumber', {
    note: 'Etherlink computes block hashes in its own way, so you cannot recompute a block hash from the header fields this method returns.',
  }),
  yes('eth_getBlockReceipts'),
  yes('eth_getBlockTransactionCountByHash'),
  yes('eth_getBlockTransactionCountByNumber'),
  yes('eth_getCode'),
  no('eth_getFilterChanges'),
  no('eth_getFilterLogs'),
  yes('eth_getLogs', {
    note: 'The public RPC node limits the block range and the number of logs per request.',
    link: {href: '/building-on-etherlink/transactions#getting-event-logs', text: 'Getting event logs'},
  }),
  no('eth_getProof'),
  yes('eth_getStorageAt'),
  yes('eth_getTransactionByBlockHashAndIndex'),
  yes('eth_getTransactionByBlockNumberAndIndex'),
  yes('eth_getTransactionByHash'),
  yes('eth_getTransactionCount'),
  yes('eth_getTransactionReceipt'),
  yes('eth_getUncleByBlockHashAndIndex'),
  yes('eth_getUncleByBlockNumberAndIndex'),
  yes('eth_getUncleCountByBlockHash'),
  yes('eth_getUncleCountByBlockNumber'),
  no('eth_hashrate'),
  yes('eth_maxPriorityFeePerGas'),
  no('eth_mining'),
  no('eth_newBlockFilter'),
  no('eth_newFilter'),
  no('eth_newPendingTransactionFilter'),
  no('eth_protocolVersion'),
  yes('eth_sendRawTransaction', {link: transactionsPage('#sending-xtz')}),
  no('eth_sendTransaction'),
  no('eth_sign'),
  no('eth_signTransaction'),
  yes('eth_subscribe', {
    note: `Over WebSocket only, on a node of version ${evmNode.webSockets} or later where you enable WebSockets.`,
    link: {href: '/building-on-etherlink/websockets', text: 'Getting updates with WebSockets'},
  }),
  no('eth_syncing'),
  no('eth_uninstallFilter'),
  yes('eth_unsubscribe', {
    note: 'Over WebSocket only: ends a subscription of eth_subscribe.',
    link: {href: '/building-on-etherlink/websockets', text: 'Getting updates with WebSockets'},
  }),
  no('net_listening'),
  no('net_peerCount'),
  yes('net_version', {note: 'Returns the chain ID in decimal.'}),
  yes('web3_clientVersion'),
  yes('web3_sha3'),
];

/** Geth-specific methods that Etherlink nodes answer; all other Geth-specific methods are unsupported. */
const gethEndpoints: Endpoint[] = [
  {
    method: 'debug_traceCall',
    group: 'geth',
    status: 'partial',
    note: 'Only the callTracer and structLogger tracers; no custom tracers.',
  },
  {
    method: 'debug_traceTransaction',
    group: 'geth',
    status: 'partial',
    note: 'Only the callTracer and structLogger tracers; no custom tracers.',
    link: {href: '/building-on-etherlink/transactions#tracing-transactions', text: 'Tracing transactions'},
  },
  {
    method: 'txpool_content',
    group: 'geth',
    status: 'partial',
    note: "Returns the node's own transaction queue; a node in RPC mode passes the request to the node it follows. The public Mainnet endpoint always returns an empty pool.",
  },
];

/** Methods that Etherlink nodes add to the Ethereum API. */
const additionalEndpoints: Endpoint[] = [
  {
    method: 'eth_sendRawTransactionSync',
    group: 'additional',
    status: 'supported',
    note: `EIP-7966: answers with the receipt once a block includes the transaction. With "pending" (Instant Confirmations, experimental), answers once the sequencer commits to including it; this needs a node of version ${evmNode.instantConfirmations} or later with the feature enabled.`,
    link: transactionsPage('#getting-instant-confirmations'),
  },
];

/**
 * What the EVM node's source decides about two rows' notes: the parameter lists `eth_call` takes, by
 * the titles of its encoding's cases (the longest ends with Geth's state override set, and none has
 * Geth's block overrides), and the block `eth_sendRawTransactionSync` waits for when none is given.
 */
export const rpcParameters = {
  ethCallForms: ['Only call', 'Call and block param', 'Call and state override', 'Call, block param and state override'],
  sendRawTransactionSyncDefaultBlock: 'Latest',
  /** Milliseconds; 0 means that the node waits with no time limit. */
  sendRawTransactionSyncDefaultTimeoutMs: 0,
};

const ethers = (method: string, anchor: string): Endpoint => ({
  method,
  group: 'ethers',
  status: 'supported',
  docsUrl: `${jsonRpcReferences.ethersProviders}#${anchor}`,
  link: {href: '/building-on-etherlink/information', text: 'Getting information about Etherlink'},
});

/** ethers.js v6 provider and signer calls that work against Etherlink nodes. */
const ethersEndpoints: Endpoint[] = [
  ethers('provider.getBlock', 'Provider-getBlock'),
  ethers('provider.getTransactionReceipt', 'Provider-getTransactionReceipt'),
  ethers('provider.getBlockNumber', 'Provider-getBlockNumber'),
  ethers('provider.getBalance', 'Provider-getBalance'),
  ethers('signer.sendTransaction', 'Signer-sendTransaction'),
];

export const endpoints: readonly Endpoint[] = [
  ...ethereumEndpoints,
  ...gethEndpoints,
  ...additionalEndpoints,
  ...ethersEndpoints,
];

export function endpointsInGroup(group: EndpointGroup): Endpoint[] {
  return endpoints.filter((endpoint) => endpoint.group === group);
}

/**
 * The JSON-RPC methods the tables say a node answers (every status but unsupported), sorted: the
 * EVM node's list of supported methods, read at the tag, has exactly these among its standard,
 * Geth and Etherlink `eth_` names.
 */
export const answeredMethodList = endpoints
  .filter((e) => e.group !== 'ethers' && e.status !== 'unsupported')
  .map((e) => e.method)
  .sort();

const RPC_ENCODINGS = 'etherlink/bin_node/lib_dev/rpc_encodings.ml';

export const endpointsSources = {
  answeredMethodList: etherlinkSource(RPC_ENCODINGS, 'methods evm_supported_methods /^(eth|net|web3|debug|txpool)_/'),
  'rpcParameters.ethCallForms': etherlinkSource(RPC_ENCODINGS, 'Eth_call.input_encoding:strings'),
  'rpcParameters.sendRawTransactionSyncDefaultBlock': etherlinkSource(RPC_ENCODINGS, 'Send_raw_transaction_sync.default_block_param'),
  'rpcParameters.sendRawTransactionSyncDefaultTimeoutMs': etherlinkSource(RPC_ENCODINGS, 'Send_raw_transaction_sync.default_timeout'),
} satisfies SourceMap;
