// Turns the errors that viem and wallets throw into one sentence for the status box.
import {BaseError, ContractFunctionRevertedError, InsufficientFundsError, UserRejectedRequestError, decodeErrorResult, isHex} from 'viem';
import {marketpulseAbi} from './contract';

// Etherlink's EVM node answers a call that reverts with the JSON-RPC error code -32003 and the
// revert data. viem reads only other codes as a revert, so the data is decoded here.
function revertReason(error: BaseError): string | undefined {
  const carrier = error.walk((e) => isHex((e as {data?: unknown}).data) && ((e as {data: string}).data.length >= 10));
  const data = (carrier as {data?: `0x${string}`} | null)?.data;
  if (!data) return undefined;
  try {
    // decodeErrorResult also knows Solidity's Error(string), the type of require() messages.
    const {errorName, args} = decodeErrorResult({abi: marketpulseAbi, data});
    return errorName === 'Error' && typeof args?.[0] === 'string' ? args[0] : errorName;
  } catch {
    return undefined;
  }
}

export function describeError(error: unknown): string {
  if (error instanceof BaseError) {
    // viem wraps errors in layers; walk() finds the layer that explains what happened.
    const revert = error.walk((e) => e instanceof ContractFunctionRevertedError);
    if (revert instanceof ContractFunctionRevertedError) {
      // `reason` is the contract's require() message.
      return revert.reason ?? revert.data?.errorName ?? 'The contract rejected the transaction.';
    }
    if (error.walk((e) => e instanceof UserRejectedRequestError)) {
      return 'You rejected the request in your wallet.';
    }
    if (error.walk((e) => e instanceof InsufficientFundsError)) {
      return 'Your account does not have enough XTZ to pay for this transaction.';
    }
    return revertReason(error) ?? error.shortMessage;
  }
  return error instanceof Error ? error.message : String(error);
}
