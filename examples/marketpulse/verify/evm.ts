/**
 * A tiny in-process chain for the docs CI: an @ethereumjs EVM plus viem's ABI coding.
 * Each write runs in its own block (like Hardhat's automine) unless `autoMine` is off.
 * Calls carry no gas price, so balances change only by the values the contracts move,
 * and tests can assert them to the wei. Not part of the reader's project.
 */
import {Common, Hardfork, Mainnet} from '@ethereumjs/common';
import {createVM, type VM} from '@ethereumjs/vm';
import {createAccount, createAddressFromString, hexToBytes, bytesToHex, type Address} from '@ethereumjs/util';
import {
  decodeErrorResult,
  decodeEventLog,
  decodeFunctionResult,
  encodeDeployData,
  encodeFunctionData,
  numberToHex,
  type Abi,
  type Hex,
} from 'viem';

export type Addr = `0x${string}`;

export interface Contract {
  address: Addr;
  abi: Abi;
}

export interface DecodedLog {
  address: Addr;
  eventName: string;
  args: Record<string, unknown>;
}

export interface WriteResult {
  ok: boolean;
  /** Decoded return value when `ok`. */
  result?: unknown;
  /** Revert reason: the Error(string) text, a custom error or Panic name, or '' without data. */
  revert?: string;
  /** EVM exception, e.g. 'revert', 'out of gas', 'insufficient balance'. */
  exception?: string;
  logs: DecodedLog[];
  gasUsed: bigint;
  blockNumber: bigint;
  timestamp: bigint;
}

const GAS_LIMIT = 30_000_000n;
const GENESIS_TIMESTAMP = 1_700_000_000n;

export class LocalChain {
  /** When false, writes share the current block until mine() is called. */
  autoMine = true;
  blockNumber = 1n;
  timestamp = GENESIS_TIMESTAMP;
  private readonly abis = new Map<string, Abi>();
  private accountCount = 0;

  private constructor(private readonly vm: VM) {}

  static async create(hardfork: (typeof Hardfork)[keyof typeof Hardfork] = Hardfork.Cancun): Promise<LocalChain> {
    const common = new Common({chain: Mainnet, hardfork});
    return new LocalChain(await createVM({common}));
  }

  /** A fresh externally owned account holding `balance` wei. */
  async newAccount(balance: bigint): Promise<Addr> {
    this.accountCount += 1;
    const address = numberToHex(0xa11ce000n + BigInt(this.accountCount), {size: 20}) as Addr;
    await this.vm.stateManager.putAccount(addr(address), createAccount({balance, nonce: 0n}));
    return address;
  }

  async balanceOf(address: Addr): Promise<bigint> {
    const account = await this.vm.stateManager.getAccount(addr(address));
    return account?.balance ?? 0n;
  }

  /** Closes the current block: the next write gets a new number and a later timestamp. */
  mine(seconds = 1n): void {
    this.blockNumber += 1n;
    this.timestamp += seconds;
  }

  async deploy(contract: {abi: Abi; bytecode: Hex}, from: Addr, args: readonly unknown[] = [], value = 0n): Promise<Contract> {
    const data = encodeDeployData({abi: contract.abi, bytecode: contract.bytecode, args});
    const {result} = await this.run({from, data, value});
    const created = result.createdAddress;
    if (result.execResult.exceptionError || !created) {
      throw new Error(`deployment failed: ${result.execResult.exceptionError?.error ?? 'no address'}`);
    }
    const address = created.toString() as Addr;
    this.abis.set(address.toLowerCase(), contract.abi);
    return {address, abi: contract.abi};
  }

  /** Sends a transaction to `contract`. Never throws on revert: inspect `ok` and `revert`. */
  async write(
    contract: Contract,
    from: Addr,
    functionName: string,
    args: readonly unknown[] = [],
    value = 0n,
  ): Promise<WriteResult> {
    const data = encodeFunctionData({abi: contract.abi, functionName, args} as Parameters<typeof encodeFunctionData>[0]);
    const blockNumber = this.blockNumber;
    const timestamp = this.timestamp;
    const {result, logs} = await this.run({from, to: contract.address, data, value});
    const exec = result.execResult;
    const returned = bytesToHex(exec.returnValue) as Hex;
    const outcome: WriteResult = {ok: !exec.exceptionError, logs, gasUsed: exec.executionGasUsed, blockNumber, timestamp};
    if (exec.exceptionError) {
      outcome.exception = exec.exceptionError.error;
      outcome.revert = decodeRevert(contract.abi, returned);
    } else {
      outcome.result = decodeFunctionResult({abi: contract.abi, functionName, data: returned} as Parameters<
        typeof decodeFunctionResult
      >[0]);
    }
    return outcome;
  }

  /** Calls a function without keeping any state change; throws with the reason on revert. */
  async read<T = unknown>(contract: Contract, functionName: string, args: readonly unknown[] = [], from?: Addr): Promise<T> {
    const outcome = await this.simulate(contract, functionName, args, from);
    if (!outcome.ok) throw new Error(`${functionName} reverted: ${outcome.revert ?? outcome.exception}`);
    return outcome.result as T;
  }

  /** Like write(), but every state change is rolled back afterwards. */
  async simulate(contract: Contract, functionName: string, args: readonly unknown[] = [], from?: Addr, value = 0n): Promise<WriteResult> {
    await this.vm.stateManager.checkpoint();
    const auto = this.autoMine;
    this.autoMine = false;
    try {
      const caller = from ?? (await this.newAccount(value));
      return await this.write(contract, caller, functionName, args, value);
    } finally {
      this.autoMine = auto;
      await this.vm.stateManager.revert();
    }
  }

  private async run(opts: {from: Addr; to?: Addr; data: Hex; value: bigint}) {
    const block = {
      header: {
        number: this.blockNumber,
        coinbase: addr('0x0000000000000000000000000000000000000000'),
        timestamp: this.timestamp,
        difficulty: 0n,
        // Changes with every block, like the beacon chain's randomness would.
        prevRandao: hexToBytes(numberToHex(this.blockNumber * 0x9e3779b97f4a7c15n, {size: 32})),
        gasLimit: GAS_LIMIT,
        baseFeePerGas: 0n,
        getBlobGasPrice: () => 1n,
      },
    };
    const result = await this.vm.evm.runCall({
      caller: addr(opts.from),
      origin: addr(opts.from),
      to: opts.to ? addr(opts.to) : undefined,
      data: hexToBytes(opts.data),
      value: opts.value,
      gasLimit: GAS_LIMIT,
      gasPrice: 0n,
      block,
    });
    if (this.autoMine) this.mine();
    const logs = (result.execResult.logs ?? []).map(([address, topics, data]) => this.decodeLog(address, topics, data));
    return {result, logs};
  }

  private decodeLog(address: Uint8Array, topics: Uint8Array[], data: Uint8Array): DecodedLog {
    const emitter = bytesToHex(address) as Addr;
    const abi = this.abis.get(emitter.toLowerCase());
    if (!abi) throw new Error(`log from unknown contract ${emitter}`);
    const decoded = decodeEventLog({
      abi,
      data: bytesToHex(data) as Hex,
      topics: topics.map((t) => bytesToHex(t) as Hex) as [Hex, ...Hex[]],
    });
    return {address: emitter, eventName: decoded.eventName ?? '', args: (decoded.args ?? {}) as Record<string, unknown>};
  }
}

function addr(address: string): Address {
  return createAddressFromString(address);
}

/** Turns revert data into the text a reader would see: the reason string or the error's name. */
export function decodeRevert(abi: Abi, data: Hex): string {
  if (data === '0x') return '';
  const decoded = decodeErrorResult({abi, data});
  if (decoded.errorName === 'Error') return String(decoded.args?.[0]);
  return `${decoded.errorName}(${(decoded.args ?? []).map(String).join(', ')})`;
}
