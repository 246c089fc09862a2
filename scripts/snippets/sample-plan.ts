/**
 * The sample transactions behind the JSON-RPC samples of the pages, as data: who signs them and
 * what each one does. rpc-examples.ts runs them on an @ethereumjs VM to generate the samples;
 * anvil.ts signs the same transactions with viem and replays them on anvil, so the commands of
 * the pages find a log to read and a transaction to trace. Neither needs the other's library.
 */
import {encodeFunctionData, keccak256, parseAbi, parseEther, parseGwei, toBytes, type Hex} from 'viem';
import {privateKeyToAccount, privateKeyToAddress} from 'viem/accounts';
import {shadownet} from '../../src/data/networks';
import {wxtzAddress} from '../../src/data/tokens';

/** Etherlink's minimum base fee: senders pay 1 gwei per gas and no priority fee. */
export const BASE_FEE = parseGwei('1');

export const senderKey = keccak256(toBytes('etherlink docs: sample sender'));
const recipientKey = keccak256(toBytes('etherlink docs: sample recipient'));
export const sampleSender = privateKeyToAddress(senderKey);
export const sampleRecipient = privateKeyToAddress(recipientKey);

const wxtzAbi = parseAbi(['function deposit() payable', 'function transfer(address to, uint256 value) returns (bool)']);

export interface PlannedTx {
  /** 0: the sample block N; 1: block N+1. */
  block: 0 | 1;
  nonce: bigint;
  to: Hex;
  value: bigint;
  data: Hex;
  gasLimit: bigint;
}

/** Two transactions in block N (wrap 2 XTZ, then transfer 0.5 WXTZ), one XTZ transfer in block N+1. */
export const samplePlan: readonly PlannedTx[] = [
  {block: 0, nonce: 0n, to: wxtzAddress, value: parseEther('2'), data: encodeFunctionData({abi: wxtzAbi, functionName: 'deposit'}), gasLimit: 100_000n},
  {
    block: 0,
    nonce: 1n,
    to: wxtzAddress,
    value: 0n,
    data: encodeFunctionData({abi: wxtzAbi, functionName: 'transfer', args: [sampleRecipient, parseEther('0.5')]}),
    gasLimit: 100_000n,
  },
  {block: 1, nonce: 2n, to: sampleRecipient, value: parseEther('0.1'), data: '0x', gasLimit: 21_000n},
];

/** The plan signed for Shadownet (EIP-1559, 1 gwei, no tip), as raw transactions. */
export async function signedSamplePlan(): Promise<{raw: Hex; block: 0 | 1}[]> {
  const account = privateKeyToAccount(senderKey);
  return Promise.all(
    samplePlan.map(async (tx) => ({
      block: tx.block,
      raw: await account.signTransaction({
        type: 'eip1559',
        chainId: shadownet.chainId,
        nonce: Number(tx.nonce),
        maxFeePerGas: BASE_FEE,
        maxPriorityFeePerGas: 0n,
        gas: tx.gasLimit,
        to: tx.to,
        value: tx.value,
        data: tx.data,
      }),
    })),
  );
}
