/**
 * Produces the sample JSON-RPC responses that the pages show, by running real signed
 * transactions on an in-process @ethereumjs EVM configured with Shadownet's chain ID:
 * the logs, the call trace, the transaction object and the receipt all come from that
 * execution, formatted in the shapes the Ethereum JSON-RPC API (and, for the tez_*
 * subscriptions, the Etherlink EVM node) uses. Hashes differ from any real network's.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {createBlock} from '@ethereumjs/block';
import {createCustomCommon, Hardfork, Mainnet} from '@ethereumjs/common';
import {createFeeMarket1559Tx, type FeeMarket1559Tx} from '@ethereumjs/tx';
import {createAccount, createAddressFromString, bytesToHex, hexToBytes} from '@ethereumjs/util';
import {createVM, runTx, type RunTxResult, type VM} from '@ethereumjs/vm';
import {keccak256, numberToHex, parseEther, toBytes, toEventSelector, type Hex} from 'viem';
import {shadownet} from '../../src/data/networks';
import {wxtzAddress} from '../../src/data/tokens';
import {BASE_FEE, samplePlan, sampleRecipient, sampleSender, senderKey} from './sample-plan';
import {compileSolidity} from './solidity';

/** Block number of the sample block: any number works; this one looks like a recent Shadownet block. */
const BLOCK_NUMBER = 3_034_537n;
const BLOCK_TIMESTAMP = 1_763_000_000n;
export {sampleSender, sampleRecipient};
/** What eth_subscribe returned for each subscription in the samples; the node draws a random one for each. */
export const sampleSubscriptionId = (kind: string) => keccak256(toBytes(`etherlink docs: subscription ${kind}`)).slice(0, 34) as Hex;

const transferTopic = toEventSelector('Transfer(address,address,uint256)');
const hex = (n: bigint | number) => numberToHex(n);

interface Executed {
  tx: FeeMarket1559Tx;
  result: RunTxResult;
  index: number;
  /** Index of the transaction's first log in its block. */
  firstLogIndex: number;
}

async function newChain(): Promise<VM> {
  const common = createCustomCommon({chainId: shadownet.chainId, name: 'shadownet'}, Mainnet, {hardfork: Hardfork.Cancun});
  const vm = await createVM({common});
  await vm.stateManager.putAccount(createAddressFromString(sampleSender), createAccount({balance: parseEther('10'), nonce: 0n}));
  const fixture = readFileSync(join(__dirname, 'fixtures/ExampleWrappedXtz.sol'), 'utf8');
  const {contracts, errors} = compileSolidity('ExampleWrappedXtz.sol', fixture);
  if (errors.length > 0) throw new Error(errors.join('\n'));
  // The example contract sits at the WXTZ address, so the sample filter is the one the page shows.
  await vm.stateManager.putCode(createAddressFromString(wxtzAddress), hexToBytes(contracts.ExampleWrappedXtz.runtime));
  return vm;
}


/** Runs the sample transactions: two in block N (wrap, then transfer WXTZ), one XTZ transfer in block N+1. */
async function execute() {
  const vm = await newChain();
  const blocks = [BLOCK_NUMBER, BLOCK_NUMBER + 1n].map((number, i) =>
    createBlock(
      {header: {number, timestamp: BLOCK_TIMESTAMP + BigInt(i), gasLimit: 30_000_000n, baseFeePerGas: BASE_FEE}},
      {common: vm.common},
    ),
  );
  const sign = (nonce: bigint, to: Hex, value: bigint, data: Hex, gasLimit: bigint) =>
    createFeeMarket1559Tx(
      {chainId: BigInt(shadownet.chainId), nonce, maxFeePerGas: BASE_FEE, maxPriorityFeePerGas: 0n, gasLimit, to, value, data},
      {common: vm.common},
    ).sign(hexToBytes(senderKey));
  const plan = samplePlan.map((p) => ({block: p.block, tx: sign(p.nonce, p.to, p.value, p.data, p.gasLimit)}));
  const executed: Executed[] = [];
  const used = [0n, 0n];
  const logsInBlock = [0, 0];
  const txsInBlock = [0, 0];
  for (const {block, tx} of plan) {
    const result = await runTx(vm, {tx, block: blocks[block], blockGasUsed: used[block]});
    if (result.execResult.exceptionError) throw new Error(`sample transaction failed: ${result.execResult.exceptionError.error}`);
    used[block] += result.totalGasSpent;
    executed.push({tx, result, index: txsInBlock[block]++, firstLogIndex: logsInBlock[block]});
    logsInBlock[block] += result.receipt.logs.length;
  }
  return {blocks, executed};
}

function rpcLog(e: Executed, blockHash: Hex, blockNumber: bigint, logIndex: number) {
  const [address, topics, data] = e.result.receipt.logs[logIndex - e.firstLogIndex];
  return {
    address: bytesToHex(address),
    topics: topics.map((t) => bytesToHex(t)),
    data: bytesToHex(data),
    blockNumber: hex(blockNumber),
    transactionHash: bytesToHex(e.tx.hash()),
    transactionIndex: hex(e.index),
    blockHash,
    logIndex: hex(logIndex),
    removed: false,
  };
}

function transactionObject(tx: FeeMarket1559Tx) {
  return {
    blockHash: null,
    blockNumber: null,
    from: tx.getSenderAddress().toString(),
    gas: hex(tx.gasLimit),
    gasPrice: hex(tx.maxFeePerGas),
    maxFeePerGas: hex(tx.maxFeePerGas),
    maxPriorityFeePerGas: hex(tx.maxPriorityFeePerGas),
    hash: bytesToHex(tx.hash()),
    input: bytesToHex(tx.data),
    nonce: hex(tx.nonce),
    to: tx.to!.toString(),
    transactionIndex: null,
    value: hex(tx.value),
    type: '0x2',
    accessList: [],
    chainId: hex(tx.chainId),
    v: hex(tx.v!),
    r: hex(tx.r!),
    s: hex(tx.s!),
  };
}

/** Every sample, by the file name that examples/snippets/rpc/ stores it under. */
export async function rpcExamples(): Promise<Record<string, unknown>> {
  const {blocks, executed} = await execute();
  const [, transfer, payment] = executed;
  const blockHash = bytesToHex(blocks[0].hash());

  const getLogsRequest = {
    jsonrpc: '2.0',
    id: 1,
    method: 'eth_getLogs',
    params: [{address: wxtzAddress, topics: [transferTopic], fromBlock: hex(BLOCK_NUMBER), toBlock: hex(BLOCK_NUMBER)}],
  };
  const transferLogs = executed
    .filter((e) => e.result.receipt.logs.length > 0)
    .flatMap((e) => e.result.receipt.logs.map((_, i) => rpcLog(e, blockHash, BLOCK_NUMBER, e.firstLogIndex + i)))
    .filter((log) => log.topics[0] === transferTopic);

  const traceRequest = {
    jsonrpc: '2.0',
    id: 1,
    method: 'debug_traceTransaction',
    params: [bytesToHex(transfer.tx.hash()), {tracer: 'callTracer'}],
  };
  const trace = {
    from: transfer.tx.getSenderAddress().toString(),
    gas: hex(transfer.tx.gasLimit),
    gasUsed: hex(transfer.result.totalGasSpent),
    to: transfer.tx.to!.toString(),
    input: bytesToHex(transfer.tx.data),
    output: bytesToHex(transfer.result.execResult.returnValue),
    value: hex(transfer.tx.value),
    type: 'CALL',
  };

  // A receipt before its block exists: the sequencer has run the transaction, the block hash is zeros.
  const zeroHash = `0x${'0'.repeat(64)}` as Hex;
  const preconfirmedReceipt = (e: Executed, blockNumber: bigint) => ({
    blockHash: zeroHash,
    blockNumber: hex(blockNumber),
    contractAddress: null,
    cumulativeGasUsed: hex(e.result.receipt.cumulativeBlockGasUsed),
    effectiveGasPrice: hex(BASE_FEE),
    from: e.tx.getSenderAddress().toString(),
    gasUsed: hex(e.result.totalGasSpent),
    logs: e.result.receipt.logs.map((_, i) => rpcLog(e, zeroHash, blockNumber, e.firstLogIndex + i)),
    logsBloom: bytesToHex(e.result.bloom.bitvector),
    status: '0x1',
    to: e.tx.to!.toString(),
    transactionHash: bytesToHex(e.tx.hash()),
    transactionIndex: hex(e.index),
    type: '0x2',
  });
  const receipt = preconfirmedReceipt(payment, BLOCK_NUMBER + 1n);
  const notification = (kind: string, result: unknown) => ({
    jsonrpc: '2.0',
    method: 'eth_subscription',
    params: {subscription: sampleSubscriptionId(kind), result},
  });

  return {
    'eth_gasPrice.response.json': {jsonrpc: '2.0', id: 1, result: hex(blocks[0].header.baseFeePerGas!)},
    'eth_sendRawTransactionSync.response.json': {jsonrpc: '2.0', id: 1, result: preconfirmedReceipt(transfer, BLOCK_NUMBER)},
    'eth_getLogs.request.json': getLogsRequest,
    'eth_getLogs.response.json': {jsonrpc: '2.0', id: 1, result: transferLogs},
    'debug_traceTransaction.request.json': traceRequest,
    'debug_traceTransaction.response.json': {jsonrpc: '2.0', id: 1, result: trace},
    'tez_newIncludedTransactions.notification.json': notification('tez_newIncludedTransactions', transactionObject(payment.tx)),
    'tez_newPreconfirmedReceipts.notification.json': notification('tez_newPreconfirmedReceipts', receipt),
  };
}
