/** Where the early default policy (./index.ts) waits for its rules; src/lib/trustedTypes.ts sets them once. */
export const EARLY_POLICY_HOOK = '__etherlinkDefaultPolicy';
