/**
 * The snippet check types each `--arg` and view input of a page with the contract's own types,
 * as `npm run facts` read them from the compiled contracts at the tag, so it rejects an argument
 * the contract would: here, planted in a block as a writer could write it.
 */
import {describe, expect, it} from 'vitest';
import {SHELL_LANGS, verifyShellBlocks} from '../../scripts/snippets/commands';
import type {DocBlock} from '../../scripts/snippets/blocks';
import {contractInterface} from '../../scripts/snippets/entrypoint-types';
import {currentContractSet, votingKeysContract} from '../../src/data/governance';
import {callCommand, viewCommand} from '../../src/components/GovernanceCommand/commands';

const block = (code: string): DocBlock => ({where: 'docs/governance/voting-key.mdx:1', page: 'docs/governance/voting-key.mdx', line: 1, lang: 'bash', code});
const problemsOf = async (code: string) => (await verifyShellBlocks([block(code)]))[0].problems;
const claim = (arg: string) => callCommand(votingKeysContract, '<VOTING_KEY>', 'claim_voting_rights', arg);

describe('contract types in the snippet check', () => {
  it('come from the compiled contracts: claim_voting_rights takes a key_hash', () => {
    expect(SHELL_LANGS.has(block('').lang)).toBe(true);
    expect(contractInterface(votingKeysContract)).toMatchObject({
      entrypoints: {claim_voting_rights: 'key_hash'},
      views: {is_voting_key_of: 'pair address key_hash (option address)'},
    });
    expect(contractInterface(votingKeysContract)?.source).toMatch(/^etherlink\/tezos_contracts\/governance\/build\/delegated_governance\.tz at octez-evm-node-v/);
  });

  it('accept the baker address the page passes to claim_voting_rights', async () => {
    expect(await problemsOf(claim(`'"<BAKER>"'`))).toEqual([]);
  });

  it('reject an address the contract refuses as a key_hash: a contract, or an account with an entrypoint', async () => {
    // Both are valid Michelson `address` values, which the hand-typed table used to accept.
    expect((await problemsOf(claim(`'"${currentContractSet.slow}"'`))).join()).toMatch(/--arg of claim_voting_rights: .* is not a valid key_hash/);
    expect((await problemsOf(claim(`'"tz1fsVnw7VQD73kUDB8ZWc67GWvCjTEibi9A%default"'`))).join()).toMatch(/not a valid key_hash/);
  });

  it('type view inputs too: is_voting_key_of takes the baker as a key_hash', async () => {
    const view = (input: string) => viewCommand(votingKeysContract, 'is_voting_key_of', input);
    expect(await problemsOf(view(`'Pair "<VOTING_KEY>" "<BAKER>" None'`))).toEqual([]);
    expect((await problemsOf(view(`'Pair "<VOTING_KEY>" "${currentContractSet.fast}" None'`))).join()).toMatch(/input of is_voting_key_of: .*not a valid/);
    expect((await problemsOf(viewCommand(votingKeysContract, 'get_voting_state'))).join()).toMatch(/has no view get_voting_state/);
  });

  it('reject an entrypoint the contract does not have, and values it refuses at run time', async () => {
    expect((await problemsOf(callCommand(currentContractSet.slow, '<VOTER>', 'upvote', '"0x<KERNEL_HASH>"'))).join()).toMatch(/has no entrypoint upvote/);
    expect((await problemsOf(callCommand(currentContractSet.slow, '<VOTER>', 'vote', `'"yes"'`))).join()).toMatch(/not one of yea, nay, pass/);
    expect((await problemsOf(callCommand(currentContractSet.fast, '<VOTER>', 'new_proposal', '0xabcd'))).join()).toMatch(/33/);
  });
});
