/**
 * Maps EIP-1193 / JSON-RPC errors from a browser wallet to the few cases the
 * add-network button explains to the reader. Wallets nest the code in different
 * places, so the lookup checks the common ones.
 */

export type WalletErrorKind =
  | 'rejected' // 4001: the reader said no in the wallet
  | 'pending' // -32002: the wallet already shows a request of this type
  | 'unsupported' // the wallet cannot add or switch networks
  | 'unknown';

/** EIP-1193 and JSON-RPC codes this site reacts to. */
export const WALLET_ERROR_CODES = {
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  resourceUnavailable: -32002,
  methodNotFound: -32601,
} as const;

function readCode(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return undefined;
}

/** Finds the numeric error code in a thrown value, looking into the usual wrappers. */
export function walletErrorCode(error: unknown, depth = 0): number | undefined {
  if (error === null || typeof error !== 'object' || depth > 3) return undefined;
  const record = error as Record<string, unknown>;
  const own = readCode(record.code);
  if (own !== undefined) return own;
  const data = record.data as Record<string, unknown> | undefined;
  return (
    walletErrorCode(data?.originalError, depth + 1) ??
    walletErrorCode(data, depth + 1) ??
    walletErrorCode(record.cause, depth + 1) ??
    walletErrorCode(record.error, depth + 1)
  );
}

export function walletErrorKind(error: unknown): WalletErrorKind {
  switch (walletErrorCode(error)) {
    case WALLET_ERROR_CODES.userRejectedRequest:
      return 'rejected';
    case WALLET_ERROR_CODES.resourceUnavailable:
      return 'pending';
    case WALLET_ERROR_CODES.unauthorized:
    case WALLET_ERROR_CODES.unsupportedMethod:
    case WALLET_ERROR_CODES.methodNotFound:
      return 'unsupported';
    default:
      return 'unknown';
  }
}

/** A short, safe description of an unexpected error, for the "unknown" message. */
export function walletErrorDetail(error: unknown): string | undefined {
  if (error && typeof error === 'object' && typeof (error as {message?: unknown}).message === 'string') {
    const message = (error as {message: string}).message.trim();
    return message ? message.slice(0, 200) : undefined;
  }
  return undefined;
}
