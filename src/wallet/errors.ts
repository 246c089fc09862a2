/**
 * Maps EIP-1193 / JSON-RPC errors of a browser wallet to the few cases the add-network button
 * explains; wallets nest the code in different places, so the lookup checks the common ones.
 */

export type WalletErrorKind =
  | 'rejected' // 4001: the reader said no in the wallet
  | 'pending' // -32002: the wallet already shows a request of this type
  | 'unsupported' // the wallet cannot add or switch networks
  | 'unknown';

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
  // EIP-1193 and JSON-RPC codes: user rejected, resource unavailable; unauthorized, unsupported method, method not found.
  switch (walletErrorCode(error)) {
    case 4001:
      return 'rejected';
    case -32002:
      return 'pending';
    case 4100:
    case 4200:
    case -32601:
      return 'unsupported';
    default:
      return 'unknown';
  }
}

/** A short, safe description of an unexpected error, for the "unknown" message. */
export function walletErrorDetail(error: unknown): string | undefined {
  const message = error && typeof error === 'object' ? (error as {message?: unknown}).message : undefined;
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, 200) : undefined;
}
