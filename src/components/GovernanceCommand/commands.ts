/**
 * Octez client commands for Etherlink governance, every address from src/data/governance.ts.
 * <PLACEHOLDERS> are values the reader supplies; the page explains each one.
 */
import {
  configReadUrl,
  governanceProcess,
  michelsonAddressSet,
  rollupAddress,
  votingKeysContract,
  type ProcessId,
} from '../../data/governance';

/** What the reader puts in place of each <PLACEHOLDER> of the commands; pages list the ones they use. */
export const placeholderHelp = {
  VOTER: 'The Octez alias or `tz…` address of the account that votes: your baking key or your voting key.',
  ACCOUNT: 'The Octez alias or `tz…` address of any account with a few tez: anyone can trigger an approved upgrade.',
  BAKER: 'Your baker’s `tz…` address (after `from`, its Octez alias also works).',
  VOTING_KEY: 'The `tz…` address of your voting key (after `from`, its Octez alias also works).',
  KERNEL_HASH: 'The root hash of the proposed kernel, in hexadecimal, without a `0x` prefix: the command adds it.',
  SEQUENCER_PUBLIC_KEY: 'The Tezos public key (not the `tz…` address) of the proposed sequencer operator.',
  SEQUENCER_L2_ADDRESS: 'The Etherlink address of the proposed operator, starting with `0x`, without quotes: the sequencer pool address, which receives the inclusion fees.',
} as const;

export type Placeholder = keyof typeof placeholderHelp;

/**
 * Upper bound, in tez, on what an operation may burn for new contract storage. The governance
 * contracts' own gas tests (etherlink/tezos_contracts/governance/tests/gas_consumption.json at
 * octez-evm-node-v0.64) record at most 414 new bytes for one call (the first `new_proposal` there):
 * 0.1035 tez at the protocol's 250 mutez a byte. The client stops and names the amount needed if
 * this is too low.
 */
export const BURN_CAP = '0.15';

const CONTINUE = ' \\\n  ';

/** `octez-client call` with one option per line. */
export function callCommand(contract: string, from: string, entrypoint: string, arg: string): string {
  return ['octez-client call ' + contract + ' from ' + from, `--entrypoint ${entrypoint}`, `--arg ${arg}`, `--burn-cap ${BURN_CAP}`].join(
    CONTINUE,
  );
}

/** `octez-client run view` (read-only, free). */
export function viewCommand(contract: string, view: string, input?: string): string {
  const base = `octez-client run view ${view} on contract ${contract}`;
  return input === undefined ? base : `${base}${CONTINUE}with input ${input}`;
}

export type Vote = 'yea' | 'nay' | 'pass';
export type GovernanceAction = 'state' | 'propose' | 'upvote' | 'vote' | 'trigger';
/**
 * Commands for the slow and fast kernel and the sequencer governance contracts: they differ in the
 * contract, in what a proposal names (a kernel hash or a sequencer) and in the trigger entrypoint.
 */
export function processCommand(action: GovernanceAction, process: 'slow' | 'fast' | 'sequencer', vote: Vote = 'yea'): string {
  const contract = governanceProcess(process).contract;
  const proposal = process === 'sequencer' ? `'Pair "<SEQUENCER_PUBLIC_KEY>" <SEQUENCER_L2_ADDRESS>'` : '"0x<KERNEL_HASH>"';
  switch (action) {
    case 'state':
      return viewCommand(contract, 'get_voting_state');
    case 'propose':
      return callCommand(contract, '<VOTER>', 'new_proposal', proposal);
    case 'upvote':
      return callCommand(contract, '<VOTER>', 'upvote_proposal', proposal);
    case 'vote':
      return callCommand(contract, '<VOTER>', 'vote', `'"${vote}"'`);
    case 'trigger':
      return callCommand(contract, '<ACCOUNT>', process === 'sequencer' ? 'trigger_committee_upgrade' : 'trigger_kernel_upgrade', `'"${rollupAddress}"'`);
  }
}

export type VotingKeyAction =
  | 'propose-all'
  | 'propose-some'
  | 'exclude'
  | 'claim'
  | 'verify-all'
  | 'verify-one'
  | 'revoke';

/**
 * Commands for the voting keys contract. `propose_voting_key` takes
 * (voting key, allow?, optional set of governance contracts); `None` means all contracts.
 */
export function votingKeyCommand(action: VotingKeyAction): string {
  const slow = governanceProcess('slow').contract;
  const fast = governanceProcess('fast').contract;
  const sequencer = governanceProcess('sequencer').contract;
  const propose = (allow: 'True' | 'False', contracts: string) =>
    callCommand(votingKeysContract, '<BAKER>', 'propose_voting_key', `'Pair "<VOTING_KEY>" ${allow} ${contracts}'`);
  switch (action) {
    case 'propose-all':
      return propose('True', 'None');
    case 'propose-some':
      return propose('True', `(Some ${michelsonAddressSet([slow, sequencer])})`);
    case 'exclude':
      return propose('False', `(Some ${michelsonAddressSet([fast])})`);
    case 'revoke':
      return propose('False', 'None');
    case 'claim':
      return callCommand(votingKeysContract, '<VOTING_KEY>', 'claim_voting_rights', `'"<BAKER>"'`);
    case 'verify-all':
      return viewCommand(votingKeysContract, 'is_voting_key_of', `'Pair "<VOTING_KEY>" "<BAKER>" None'`);
    case 'verify-one':
      return viewCommand(votingKeysContract, 'is_voting_key_of', `'Pair "<VOTING_KEY>" "<BAKER>" (Some "${slow}")'`);
  }
}

/**
 * Reads a governance contract's configuration (period length in blocks, Cooldown in seconds,
 * thresholds) from TzKT's API. Read-only; needs no Tezos account.
 */
export function configCommand(process: ProcessId): string {
  return `curl -s "${configReadUrl(governanceProcess(process).contract)}"`;
}

/**
 * Asks the reader's Tezos node for the protocol constants; `minimal_block_delay` is the
 * minimum number of seconds between layer-1 blocks.
 */
export const CONSTANTS_COMMAND = 'octez-client rpc get /chains/main/blocks/head/context/constants';
