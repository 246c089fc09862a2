// Turns the errors that viem and wallets throw into one sentence for the status box.
import {BaseError, ContractFunctionRevertedError, InsufficientFundsError, UserRejectedRequestError} from 'viem';

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
    return error.shortMessage;
  }
  return error instanceof Error ? error.message : String(error);
}
