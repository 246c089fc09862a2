/**
 * The shell-block checker catches what a reader's terminal would: a misspelt Octez option or
 * subcommand, a placeholder outside the site's form, a `cast` call the documented interface
 * does not have; and it classes each block by what it did (hostile blocks: snippets-hostile.test.ts).
 */
import {describe, expect, it} from 'vitest';
import type {DocBlock} from '../../scripts/snippets/blocks';
import {verifyShellBlocks} from '../../scripts/snippets/commands';
import {checkAgainstManual} from '../../scripts/snippets/manual';
import {parseShell} from '../../scripts/snippets/shell';

const block = (code: string, fragment?: string): DocBlock => ({where: 'docs/test.mdx:1', page: 'docs/test.mdx', line: 1, lang: 'bash', code, fragment});

describe('shell blocks', () => {
  it('are split as bash splits them, placeholders kept as one word', () => {
    const {commands, problems} = parseShell(`octez-client transfer 0 from my_wallet \\\n  to <TOKEN_CONTRACT> --arg 'Pair "<HELPER_CONTRACT>" <AMOUNT>'`);
    expect(problems).toEqual([]);
    expect(commands[0].words).toEqual(['octez-client', 'transfer', '0', 'from', 'my_wallet', 'to', '<TOKEN_CONTRACT>', '--arg', 'Pair "<HELPER_CONTRACT>" <AMOUNT>']);
    expect(parseShell('echo "unclosed').problems.join()).toMatch(/bash cannot parse/);
    expect(parseShell('graph auth <deploy-key>').problems.join()).toMatch(/<UPPER_SNAKE_CASE>/);
  });

  it('Octez commands are held to the recorded manual', () => {
    expect(checkAgainstManual(['octez-evm-node', 'run', 'observer', '--network', 'mainnet', '--data-dir', '<EVM_DATA_DIR>'])).toEqual([]);
    expect(checkAgainstManual(['octez-evm-node', 'run', 'observer', '--data-dirr', 'x']).join()).toMatch(/no option --data-dirr/);
    expect(checkAgainstManual(['octez-evm-node', 'run', 'observer', '--network', 'ghostnet']).join()).toMatch(/not one of/);
    expect(checkAgainstManual(['octez-smart-rollup-node', 'run', 'operater', 'for', 'sr1x', 'with', 'operators', 'a']).join()).toMatch(/unexpected word "operater"/);
    expect(checkAgainstManual(['octez-client', 'transfer', '1', 'from', 'a', 'to', 'b', '--burn-cap']).join()).toMatch(/needs a value/);
  });

  it('octez-client arguments are held to the entrypoint type, and rollup addresses to their checksum', async () => {
    const deposit = (arg: string) => block(`octez-client transfer 10 from my_wallet \\\n  to KT1Wj8SUGmnEPFqyahHAcjcNQwe6YGhEXJb5 \\\n  --entrypoint deposit \\\n  --arg '${arg}' \\\n  --burn-cap 0.1`);
    const [good, wrongType, badRollup] = await verifyShellBlocks([
      deposit('Pair "sr1Ghq66tYK9y3r8CC1Tf8i8m5nxh8nTvZEf" <ETHERLINK_ADDRESS>'),
      deposit('Pair "sr1Ghq66tYK9y3r8CC1Tf8i8m5nxh8nTvZEf" "<ETHERLINK_ADDRESS>"'),
      deposit('Pair "sr1Ghq66tYK9y3r8CC1Tf8i8m5nxh8nTvZEe" <ETHERLINK_ADDRESS>'),
    ]);
    expect(good.problems).toEqual([]);
    expect(wrongType.problems.join()).toMatch(/--arg of deposit/);
    expect(badRollup.problems.join()).toMatch(/not a Smart Rollup address/);
  });

  it('tutorial steps are held to the finished project; Hardhat commands count as run only when the Hardhat test runs them', async () => {
    const page = 'docs/tutorials/marketpulse/test.mdx';
    const [rm, rmKept, git, tested, untested] = await verifyShellBlocks([
      {...block('rm test/Counter.ts'), page},
      {...block('rm test/Marketpulse.ts'), page},
      {...block('git init\ngit add .'), page},
      {...block('npx hardhat test'), page},
      {...block('npx hardhat compile'), page},
    ]);
    expect(rm).toMatchObject({kind: 'parsed only', problems: []});
    expect(rmKept.problems.join()).toMatch(/still has it/);
    expect(git).toMatchObject({kind: 'parsed only', detail: 'not run: git is not a program the check runs'});
    expect(tested).toMatchObject({kind: 'ran', detail: 'by tests/unit/marketpulse-hardhat.test.ts'});
    expect(untested.kind).toBe('parsed only');
  });

  it('npm create vite is held to the create-vite the site installs, its folder and its --help', async () => {
    const page = 'docs/tutorials/marketpulse/frontend.mdx';
    const create = (args: string) => ({...block(`npm create ${args}`), page});
    const reports = await verifyShellBlocks([
      create('vite@9.3.0 app -- --template react-ts --no-interactive'),
      create('vite@latest app -- --template react-ts'),
      create('vite@9.3.0 frontend -- --template react-ts'),
      create('vite@9.3.0 app -- --template react-typescript --no-interactiv'),
      create('next-app@latest app'),
    ]);
    expect(reports[0].problems).toEqual([]);
    expect(reports[1].problems.join()).toMatch(/installs and tests create-vite 9\.3\.0/);
    expect(reports[2].problems.join()).toMatch(/has no such folder/);
    expect(reports[3].problems).toEqual(['create-vite 9.3.0 has no template react-typescript', 'create-vite 9.3.0 has no option --no-interactiv']);
    expect(reports[4].problems.join()).toMatch(/know only create-vite/);
  });

  it('npx hardhat --init takes a template the installed hardhat ships', async () => {
    const page = 'docs/tutorials/marketpulse/setup.mdx';
    const init = (args: string) => ({...block(`npx hardhat --init ${args}`), page});
    const [good, unknown, extra] = await verifyShellBlocks([init('--template node-test-runner-viem'), init('--template node-test-runner-ethers'), init('--template minimal --force')]);
    expect(good.problems).toEqual([]);
    expect(unknown.problems.join()).toMatch(/has no template node-test-runner-ethers \(it has node-test-runner-viem, mocha-ethers, minimal\)/);
    expect(extra.problems.join()).toMatch(/knows only --template, not --force/);
  });

  it('run on anvil against the documented interfaces, and fail where a reader would', async () => {
    const reports = await verifyShellBlocks([
      block('cast call 0x796Ea11Fa2dD751eD01b53C372fFDB4AAa8f00F9 "decimals()(uint8)" \\\n  --rpc-url https://node.mainnet.etherlink.com'),
      block('cast send 0xff00000000000000000000000000000000000001 "withdraw_base58(string)" "<TEZOS_ADDRESS>" --value 1ether \\\n  --rpc-url https://node.shadownet.etherlink.com --private-key "$ETHERLINK_PRIVATE_KEY"'),
      block('cast send 0xff00000000000000000000000000000000000001 "withdraw(string)" "<TEZOS_ADDRESS>" --value 1ether \\\n  --rpc-url https://node.shadownet.etherlink.com --private-key "$ETHERLINK_PRIVATE_KEY"'),
      block(`curl -s -X POST https://node.mainnet.etherlink.com -H 'Content-Type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}'`),
      block('make kernel'),
      block('sudo apt install wabt', "installs software with the reader's system package manager"),
      block('octez-evm-node run observer --data-dirr x'),
    ]);
    expect(reports.map((r) => r.kind)).toEqual(['ran', 'ran', 'ran', 'ran', 'parsed only', 'fragment', 'flags checked']);
    expect(reports.map((r) => r.problems.length > 0)).toEqual([false, false, true, false, false, false, true]);
    expect(reports[0].detail).toBe('on anvil (mainnet)');
    expect(reports[2].problems.join()).toMatch(/exited with/);
    expect(reports[4].detail).toBe('not run: make is not a program the check runs');
    expect(reports[5].detail).toMatch(/package manager/);
    expect(reports[6].label).toMatch(/^flags checked against octez-evm-node at /);
  }, 120_000);
});
