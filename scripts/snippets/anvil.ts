/**
 * Runs the pages' `cast` and `curl` JSON-RPC commands against anvil (Foundry's local node, from
 * the @foundry-rs npm packages), one anvil per network with that network's chain ID and
 * Etherlink's gas price (1 gwei base fee, no priority fee). Before the commands run, each anvil
 * gets stand-ins at the addresses of Etherlink's precompiles and of the tokens the pages call
 * (fixtures/StandIns.sol, compiled with solc-js), and replays the signed sample transactions of
 * rpc-examples.ts, so a command that reads a log or traces a transaction finds one.
 * A reader who pastes one of these commands runs exactly this text, with only the public RPC
 * URL swapped for the local node's; a wrong selector, a wrong argument type or an unknown
 * method fails here as it would for them: 28 blocks run this way. Both anvils are ready in about
 * 6 s on this project's loaded 2-core machine, most of it solc-js compiling the stand-ins once.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {keccak256, numberToHex, parseEther, type Hex} from 'viem';
import {privateKeyToAddress} from 'viem/accounts';
import {etherlinkPrecompiles, mainnet, shadownet} from '../../src/data/networks';
import {tokenContracts, wxtzAddress} from '../../src/data/tokens';
import {evmBridgeTokens} from '../../src/data/bridging';
import {repoRoot} from './blocks';
import {sampleSender, signedSamplePlan} from './sample-plan';
import {compileSolidity} from './solidity';
import {freePort} from '../serve.mjs';
import {commandEnv, runArgv} from './run';

const require = createRequire(join(repoRoot, 'package.json'));

/** Directory of the native binary of a Foundry tool, from its platform package. */
export function foundryBin(tool: 'anvil' | 'cast' | 'forge'): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  return join(dirname(require.resolve(`@foundry-rs/${tool}-${process.platform}-${arch}/package.json`)), 'bin', tool);
}

/** Test keys, funded on each anvil at start: never funded anywhere real. */
export const testKeys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcb5e4c6e46a3ff2b9',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const;

export interface Chain {
  name: 'mainnet' | 'shadownet';
  chainId: number;
  url: string;
  /** Values for the placeholders whose value is chain state (block numbers, hashes). */
  samples: Record<string, string>;
  process: ChildProcess;
}

export async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({jsonrpc: '2.0', id: 1, method, params})});
  const body = (await response.json()) as {result?: unknown; error?: {message: string}};
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

async function waitForRpc(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited with ${child.exitCode}`);
    try {
      await rpc(url, 'eth_chainId');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`anvil did not answer at ${url}: ${(error as Error).message}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

function standIns(): Record<string, Hex> {
  // One compilation: the stand-ins, the interface the FA bridging page shows, and the WXTZ stand-in.
  const body = (path: string) => readFileSync(join(repoRoot, path), 'utf8').replace(/^(\/\/ SPDX.*|pragma .*)$/gm, '');
  const standInSource = readFileSync(join(repoRoot, 'scripts/snippets/fixtures/StandIns.sol'), 'utf8');
  const source = standInSource.replace(
    /^(pragma .*)$/m,
    `$1\n${body('examples/snippets/bridging/IFaBridgePrecompile.sol')}\n${body('scripts/snippets/fixtures/ExampleWrappedXtz.sol')}`,
  );
  const {contracts, errors} = compileSolidity('StandIns.sol', source);
  if (errors.length > 0) throw new Error(errors.join('\n'));
  const code: Record<string, Hex> = {
    [etherlinkPrecompiles.find((p) => p.name === 'XTZ bridging')!.address]: contracts.XtzBridgeStandIn.runtime,
    [etherlinkPrecompiles.find((p) => p.name === 'FA bridging')!.address]: contracts.FaBridgeStandIn.runtime,
    [wxtzAddress]: contracts.ExampleWrappedXtz.runtime,
  };
  // Every other token the data modules name: its read functions answer.
  const addresses = [...tokenContracts.flatMap((t) => [t.mainnet, t.shadownet]), ...Object.values(evmBridgeTokens).flatMap((list) => list.map((t) => t.address))];
  for (const address of addresses) if (address && !code[address]) code[address] = contracts.TokenStandIn.runtime;
  return code;
}

/** Starts anvil; the caller sets it up once it answers (compiling meanwhile). */
async function spawnAnvil(chainId: number): Promise<{url: string; child: ChildProcess}> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(foundryBin('anvil'), ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--base-fee', '1000000000', '--disable-min-priority-fee', '--silent'], {stdio: 'ignore', env: commandEnv(dirname(foundryBin('anvil')))});
  return {url, child};
}

async function setUpChain(name: Chain['name'], chainId: number, {url, child}: {url: string; child: ChildProcess}, code: Record<string, Hex>): Promise<Chain> {
  await waitForRpc(url, child);
  for (const [address, runtime] of Object.entries(code)) await rpc(url, 'anvil_setCode', [address, runtime]);
  for (const key of testKeys) await rpc(url, 'anvil_setBalance', [privateKeyToAddress(key), numberToHex(parseEther('1000'))]);
  const samples: Record<string, string> = {};
  if (chainId === shadownet.chainId) {
    // The sample transactions were signed for Shadownet: replay them, two in one block as in the samples.
    await rpc(url, 'anvil_setBalance', [sampleSender, numberToHex(parseEther('10'))]);
    await rpc(url, 'evm_setAutomine', [false]);
    const txs = await signedSamplePlan();
    for (const block of [0, 1]) {
      for (const tx of txs.filter((t) => t.block === block)) await rpc(url, 'eth_sendRawTransaction', [tx.raw]);
      await rpc(url, 'evm_mine');
    }
    await rpc(url, 'evm_setAutomine', [true]);
    const transfer = keccak256(txs[1].raw);
    const receipt = (await rpc(url, 'eth_getTransactionReceipt', [transfer])) as {blockNumber: string; status: string};
    if (receipt.status !== '0x1') throw new Error('a sample transaction failed on anvil');
    Object.assign(samples, {'<TRANSACTION_HASH>': transfer, '<FROM_BLOCK>': receipt.blockNumber, '<TO_BLOCK>': receipt.blockNumber, '<BLOCK_NUMBER>': receipt.blockNumber});
  }
  // Etherlink's base fee does not fall below 1 gwei; anvil's falls after empty blocks.
  await rpc(url, 'anvil_setNextBlockBaseFeePerGas', [numberToHex(1_000_000_000n)]);
  return {name, chainId, url, samples, process: child};
}

export interface Anvils {
  chains: Record<Chain['name'], Chain>;
  /** A HOME with a Foundry keystore account `docs-sample` (password in `passwordFile`); also the commands' working directory. */
  home: string;
  /** A directory with `cast` only: the PATH entry of the commands. */
  binDir: string;
  passwordFile: string;
  stop(): void;
}

/** Starts one anvil per network; `stop()` ends them. */
export async function startAnvils(): Promise<Anvils> {
  const processes = await Promise.all([spawnAnvil(mainnet.chainId), spawnAnvil(shadownet.chainId)]);
  let m: Chain, s: Chain;
  try {
    const code = standIns();
    [m, s] = await Promise.all([setUpChain('mainnet', mainnet.chainId, processes[0], code), setUpChain('shadownet', shadownet.chainId, processes[1], code)]);
  } catch (error) {
    for (const p of processes) p.child.kill();
    throw error;
  }
  const home = mkdtempSync(join(tmpdir(), 'snippets-home-'));
  const binDir = mkdtempSync(join(tmpdir(), 'snippets-bin-'));
  symlinkSync(foundryBin('cast'), join(binDir, 'cast'));
  mkdirSync(join(home, '.foundry', 'keystores'), {recursive: true});
  const passwordFile = join(home, 'keystore-password');
  writeFileSync(passwordFile, 'docs-sample');
  const imported = await runArgv(foundryBin('cast'), ['wallet', 'import', 'docs-sample', '--private-key', testKeys[1], '--unsafe-password', 'docs-sample'], {cwd: home, env: commandEnv(binDir, {HOME: home})});
  if (imported.status !== 0) throw new Error(`cast wallet import failed: ${imported.stderr.trim()}`);
  return {
    chains: {mainnet: m, shadownet: s},
    home,
    binDir,
    passwordFile,
    stop() {
      m.process.kill();
      s.process.kill();
      for (const dir of [home, binDir]) rmSync(dir, {recursive: true, force: true});
    },
  };
}
