/**
 * Every command the governance pages show, read as a shell and octez-client would: words,
 * contract, entrypoint or view, and the Michelson argument against the entrypoint's type.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, it, expect} from 'vitest';
import {
  CONSTANTS_COMMAND,
  configCommand,
  processCommand,
  votingKeyCommand,
  type GovernanceAction,
  type VotingKeyAction,
} from '../../src/components/GovernanceCommand/commands';
import {currentContractSet, governanceProcess, votingKeysContract, voteValues} from '../../src/data/governance';
import {checkArgument, checkCommand} from './support/octez-command';

const actions: GovernanceAction[] = ['state', 'propose', 'upvote', 'vote', 'trigger'];
const votingKeyActions: VotingKeyAction[] = ['propose-all', 'propose-some', 'exclude', 'claim', 'verify-all', 'verify-one', 'revoke'];

const commands: [string, string][] = [
  ...actions.flatMap((a) => (['slow', 'fast'] as const).map((p): [string, string] => [`kernel ${p} ${a}`, processCommand(a, p)])),
  ...voteValues.map((v): [string, string] => [`kernel vote ${v}`, processCommand('vote', 'slow', v)]),
  ...actions.map((a): [string, string] => [`sequencer ${a}`, processCommand(a, 'sequencer')]),
  ...votingKeyActions.map((a): [string, string] => [`voting key ${a}`, votingKeyCommand(a)]),
  ...(['slow', 'fast', 'sequencer'] as const).map((p): [string, string] => [`config ${p}`, configCommand(p)]),
  ['constants', CONSTANTS_COMMAND],
];

describe('governance commands as octez-client reads them', () => {
  it.each(commands)('%s', (_name, command) => {
    expect(checkCommand(command).problems).toEqual([]);
  });

  it('call the entrypoints each page names, on the current contracts', () => {
    const parsed = (command: string) => checkCommand(command).parsed!;
    expect(parsed(processCommand('upvote', 'fast'))).toMatchObject({contract: currentContractSet.fast, entrypoint: 'upvote_proposal'});
    expect(parsed(processCommand('propose', 'slow'))).toMatchObject({contract: currentContractSet.slow, entrypoint: 'new_proposal'});
    expect(parsed(processCommand('trigger', 'slow'))).toMatchObject({entrypoint: 'trigger_kernel_upgrade'});
    expect(parsed(processCommand('trigger', 'sequencer'))).toMatchObject({contract: currentContractSet.sequencer, entrypoint: 'trigger_committee_upgrade'});
    expect(parsed(votingKeyCommand('claim'))).toMatchObject({contract: votingKeysContract, entrypoint: 'claim_voting_rights'});
    expect(parsed(votingKeyCommand('verify-one'))).toMatchObject({kind: 'view', entrypoint: 'is_voting_key_of'});
    expect(configCommand('fast')).toContain(governanceProcess('fast').contract);
  });
});

describe('the checker catches what the client would refuse', () => {
  const upvote = processCommand('upvote', 'slow');

  it('an entrypoint the contract does not have', () => {
    expect(checkCommand(upvote.replace('upvote_proposal', 'upvote')).problems.join()).toMatch(/has no entrypoint upvote/);
    expect(checkCommand(processCommand('trigger', 'sequencer').replace('committee', 'kernel')).problems.join()).toMatch(/no entrypoint/);
  });

  it('an argument of the wrong Michelson type or shape', () => {
    // The hash without 0x is a string for the shell, then not bytes for Michelson.
    expect(checkCommand(upvote.replace('"0x<KERNEL_HASH>"', '"<KERNEL_HASH>"')).problems).not.toEqual([]);
    expect(checkArgument('"tz1fsVnw7VQD73kUDB8ZWc67GWvCjTEibi9A"', 'bytes')).not.toEqual([]);
    expect(checkArgument('Pair "<VOTING_KEY>" True', 'pair address bool (option (set address))')).not.toEqual([]);
    expect(checkArgument('Pair "<VOTING_KEY>" "True" None', 'pair address bool (option (set address))')).not.toEqual([]);
    // A bad checksum is not an address, for accounts and for the rollup alike.
    expect(checkArgument('"tz1fsVnw7VQD73kUDB8ZWc67GWvCjTEibi9B"', 'address')).not.toEqual([]);
    expect(checkArgument('"sr1Ghq66tYK9y3r8CC1Tf8i8m5nxh8nTvZEe"', 'address')).not.toEqual([]);
    expect(checkArgument('"sr1Ghq66tYK9y3r8CC1Tf8i8m5nxh8nTvZEf"', 'address')).toEqual([]);
  });

  it('values the contracts refuse: an unsorted set, a vote that is not yea/nay/pass, a short hash', () => {
    const {slow, sequencer} = currentContractSet;
    const [a, b] = [slow, sequencer].sort();
    expect(checkArgument(`Pair "<VOTING_KEY>" True (Some { "${b}" ; "${a}" })`, 'pair address bool (option (set address))').join()).toMatch(
      /increasing order/,
    );
    expect(checkCommand(processCommand('vote', 'slow').replace('"yea"', '"yes"')).problems.join()).toMatch(/not one of/);
    expect(checkCommand(upvote.replace('0x<KERNEL_HASH>', '0xabcd')).problems.join()).toMatch(/33/);
  });

  it('a command the shell splits differently (quotes lost)', () => {
    const unquoted = processCommand('propose', 'sequencer').replace(/'Pair "(<[A-Z_]+>)" (<[A-Z0-9_]+>)'/, 'Pair "$1" $2');
    expect(checkCommand(unquoted).problems).not.toEqual([]);
  });
});

describe('governance pages', () => {
  const dir = join(__dirname, '../../docs/governance');
  const pages = readdirSync(dir).filter((f) => /\.mdx?$/.test(f));

  it('type no octez-client command or contract address by hand: they come from GovernanceCommand and src/data', () => {
    expect(pages.length).toBeGreaterThanOrEqual(9);
    for (const page of pages) {
      const text = readFileSync(join(dir, page), 'utf8');
      expect(text, page).not.toMatch(/octez-client (call|run|transfer|rpc)/);
      expect(text, page).not.toMatch(/\b(KT1|sr1|tz1)[1-9A-HJ-NP-Za-km-z]{33}\b/);
    }
  });
});
