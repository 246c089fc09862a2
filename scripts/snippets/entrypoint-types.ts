/**
 * Michelson parameter types of the contract entrypoints the bridging and governance pages call
 * with `octez-client transfer … --entrypoint E --arg A`. They belong to the contracts, not to
 * octez-client, so they stay out of its manual (which holds only what its source defines).
 * Readers gain an `--arg` that the contract accepts: commands.ts type-checks each page's
 * argument against these with @taquito/michel-codec.
 */
export const entrypointTypes: Record<string, string> = {
  // FA1.2 token standard.
  approve: 'pair address nat',
  // FA2 token standard: add_operator or remove_operator, each owner, operator, token id.
  update_operators: 'list (or (pair address (pair address nat)) (pair address (pair address nat)))',
  // The XTZ bridge helper: Smart Rollup address and the Etherlink receiver.
  'deposit (XTZ bridge helper)': 'pair address bytes',
  // The FA token bridge helper: Smart Rollup address, then the receiver and the amount.
  'deposit (FA token helper)': 'pair address (pair bytes nat)',
};
