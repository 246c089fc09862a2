/**
 * Facts an Etherlink node can confirm over JSON-RPC: the chain ID (of the RPC and of the relay
 * endpoint), that every documented contract and token address holds code, the tokens' symbol()
 * and decimals(), that the precompiles answer their documented calls, the kernel the network runs
 * (`tez_kernelVersion`, defined in etherlink/bin_node/lib_dev/rpc_encodings.ml of tezos/tezos-mirror
 * at octez-evm-node-v0.64: the commit of the running kernel), that `eth_gasPrice` is at or above the
 * documented floor, and the documented block cadence (timestamps of the newest blocks).
 */
import {decodeFunctionResult, encodeFunctionData, erc20Abi, isHex, type Hex} from 'viem';
import {etherlinkPrecompiles, ethereumPrecompiles, networks, type NetworkId} from '../../src/data/networks';
import {minimumBaseFeePerGasGwei} from '../../src/data/fees';
import {maxSecondsBetweenBlocks} from '../../src/data/timing';
import {kernelUpgrades} from '../../src/data/upgrades';
import {tokenContracts} from '../../src/data/tokens';
import {layerZeroContracts, wrappedAssetBridgeAddress} from '../../src/data/bridging';
import {acelonFeeds, pyth, pythEntropy, redstoneFeeds, type Feed} from '../../src/data/oracles';
import {RpcError, notServed, quantity, quote, type SourceClient} from './http';
import {kernelForCommit, type KernelRelease} from './releases';
import {fact, judge, type FactSpec, type Outcome, type Verdict} from './model';
import {precompileProbes, type Probe} from './precompiles';

/** The contracts of src/data on `network`, each with the fact that code sits at its address. */
function documentedContracts(network: NetworkId): {address: string; spec: FactSpec}[] {
  const list: {address: string; spec: FactSpec}[] = [];
  const add = (name: string, address: string | undefined, file: string, module: string, token: string) => {
    if (address) list.push({address, spec: {what: `code at ${name} on ${networks[network].shortName}`, stated: address, file, shown: {module, token, literal: address}}});
  };
  for (const c of layerZeroContracts) add(`LayerZero ${c.name}`, c.addresses[network], 'bridging.ts', 'bridging', 'layerZeroContracts');
  if (network === 'mainnet') add('the wrapped asset bridge', wrappedAssetBridgeAddress, 'bridging.ts', 'bridging', 'wrappedAssetBridgeAddress');
  add('the Pyth contract', pyth.contract[network], 'oracles.ts', 'oracles', 'pyth');
  add('the Pyth Entropy contract', (pythEntropy.contract as Partial<Record<NetworkId, string>>)[network], 'oracles.ts', 'oracles', 'pythEntropy');
  const feeds = (provider: string, list: readonly Feed[], token: string) => {
    for (const feed of list) add(`the ${provider} ${feed.pair} feed`, feed.addresses[network], 'oracles.ts', 'oracles', token);
  };
  feeds('RedStone', redstoneFeeds, 'redstoneFeeds');
  feeds('Acelon', acelonFeeds, 'acelonFeeds');
  return list;
}

const hasCode = (code: string | null) => typeof code === 'string' && code !== '0x' && code !== '0x0' && code !== '';

/** eth_getCode's answer: a hex string, else the source is malformed. */
async function getCode(client: SourceClient, address: string): Promise<string> {
  const code = await client.rpc<unknown>('eth_getCode', [address, 'latest']);
  if (typeof code !== 'string' || !isHex(code, {strict: true})) throw client.fail(`malformed: answered eth_getCode with ${quote(code)}, not hex bytes`);
  return code;
}

async function codeVerdict(client: SourceClient, address: string): Promise<Verdict> {
  const code = await getCode(client, address);
  return hasCode(code) ? {ok: true, found: `${(code.length - 2) / 2} bytes of code`} : {ok: false, found: 'no code (eth_getCode returned "0x")'};
}

/**
 * eth_call: the returned data, or the node's error when the call reverts. An endpoint that does not
 * serve eth_call has not run the call: that error goes on, and leaves the fact unchecked.
 */
async function call(client: SourceClient, to: string, data: Hex): Promise<{data: Hex} | {error: RpcError}> {
  try {
    const result = await client.rpc<unknown>('eth_call', [{to, data}, 'latest']);
    if (typeof result !== 'string' || !isHex(result, {strict: true})) throw client.fail(`malformed: answered eth_call with ${quote(result)}, not hex bytes`);
    return {data: result};
  } catch (error) {
    if (error instanceof RpcError && !notServed(error)) return {error};
    throw error;
  }
}

function probeVerdict(answer: {data: Hex} | {error: RpcError}, probe: Probe): Verdict {
  const found = 'data' in answer ? `returned ${short(answer.data)}` : `reverted (${answer.error.message})`;
  if ('reverts' in probe.expect) return {ok: 'error' in answer, found};
  return {ok: 'data' in answer && answer.data.toLowerCase() === probe.expect.output.toLowerCase(), found};
}

const short = (hex: string) => (hex.length > 26 ? `${hex.slice(0, 12)}…${hex.slice(-8)}` : hex);

/** The chain ID fact of one endpoint: compared as a bigint, so no answer is out of range. */
function chainIdJob(client: SourceClient, network: NetworkId, endpoint: 'rpcUrl' | 'relayUrl'): Promise<Outcome> {
  const net = networks[network];
  return judge(
    client.source.id,
    fact({
      what: endpoint === 'rpcUrl' ? `chain ID of ${net.name}` : `chain ID of the ${net.name} relay endpoint`,
      stated: net.chainId,
      file: 'networks.ts',
      anchors: [`export const ${network}:`, 'chainId:'],
      shown: {module: 'networks', token: endpoint === 'rpcUrl' ? '.chainId' : '.relayUrl'},
    }),
    async () => {
      const raw = await client.rpc<unknown>('eth_chainId', []);
      const found = quantity(client, raw, 'eth_chainId');
      return {ok: found === BigInt(net.chainId), found: `${found} (${raw as string})`};
    },
  );
}

/** A relay endpoint that pages document: it answers with its network's chain ID. */
export async function checkEndpoint(client: SourceClient, network: NetworkId): Promise<Outcome[]> {
  return [await chainIdJob(client, network, 'relayUrl')];
}

/** How many of the newest blocks the block-time fact reads. */
export const BLOCK_SAMPLE = 20;

/**
 * Timestamps are whole seconds, so two blocks produced 6.4 s apart can show 7 s: one second of
 * tolerance on the documented longest gap.
 */
export const BLOCK_GAP_TOLERANCE_SECONDS = 1;

async function blockTimestamp(client: SourceClient, tag: string): Promise<{number: bigint; timestamp: bigint}> {
  const block = await client.rpc<{number?: unknown; timestamp?: unknown} | null>('eth_getBlockByNumber', [tag, false]);
  if (!block || typeof block !== 'object') throw client.fail(`malformed: answered eth_getBlockByNumber(${tag}) with ${quote(block)}`);
  return {number: quantity(client, block.number, 'a block number'), timestamp: quantity(client, block.timestamp, 'a block timestamp')};
}

/** The longest gap between the BLOCK_SAMPLE newest blocks, against the documented longest. */
async function blockGapVerdict(client: SourceClient): Promise<Verdict> {
  const latest = await blockTimestamp(client, 'latest');
  if (latest.number < BigInt(BLOCK_SAMPLE)) throw client.fail(`malformed: the newest block is ${latest.number}, fewer than ${BLOCK_SAMPLE} blocks`);
  const older = await Promise.all(
    Array.from({length: BLOCK_SAMPLE - 1}, (_, i) => blockTimestamp(client, `0x${(latest.number - BigInt(i + 1)).toString(16)}`)),
  );
  const blocks = [latest, ...older];
  let longest = 0n;
  for (let i = 1; i < blocks.length; i++) {
    const gap = blocks[i - 1].timestamp - blocks[i].timestamp;
    if (gap < 0n) throw client.fail(`malformed: block ${blocks[i - 1].number} is older than block ${blocks[i].number}`);
    if (gap > longest) longest = gap;
  }
  const span = latest.timestamp - blocks.at(-1)!.timestamp;
  return {
    ok: longest <= BigInt(maxSecondsBetweenBlocks + BLOCK_GAP_TOLERANCE_SECONDS),
    found: `longest gap ${longest} s; ${BLOCK_SAMPLE - 1} gaps in ${span} s (blocks ${blocks.at(-1)!.number} to ${latest.number})`,
  };
}

/** A token contract's symbol() or decimals(), decoded, or why it could not be read. */
async function readToken(client: SourceClient, address: Hex, functionName: 'symbol' | 'decimals'): Promise<{value: unknown} | {error: string}> {
  const answer = await call(client, address, encodeFunctionData({abi: erc20Abi, functionName}));
  if ('error' in answer) return {error: `reverted (${answer.error.message})`};
  try {
    return {value: decodeFunctionResult({abi: erc20Abi, functionName, data: answer.data})};
  } catch {
    return {error: `answered ${short(answer.data)}, not an ABI-encoded ${functionName === 'symbol' ? 'string' : 'uint8'}`};
  }
}

export interface EvmContext {
  /** Kernel releases from the kernel changelog (the releases source), for tez_kernelVersion. */
  kernelReleases: Promise<KernelRelease[]>;
}

export async function checkEvm(client: SourceClient, network: NetworkId, context?: EvmContext): Promise<Outcome[]> {
  const net = networks[network];
  const source = client.source.id;
  const jobs: Promise<Outcome>[] = [chainIdJob(client, network, 'rpcUrl')];
  const check = (spec: FactSpec, verdict: () => Promise<Verdict>) => jobs.push(judge(source, fact(spec), verdict));

  const floorWei = BigInt(minimumBaseFeePerGasGwei) * 1_000_000_000n;
  check(
    {
      what: `eth_gasPrice of ${net.name} at or above the documented floor`,
      stated: `${minimumBaseFeePerGasGwei} gwei`,
      lineValue: `minimumBaseFeePerGasGwei = ${minimumBaseFeePerGasGwei}`,
      file: 'fees.ts',
      shown: {module: 'fees', token: 'minimumBaseFeePerGasGwei'},
    },
    async () => {
      const price = quantity(client, await client.rpc<unknown>('eth_gasPrice', []), 'eth_gasPrice');
      return {ok: price >= floorWei, found: `${price} wei`};
    },
  );

  check(
    {
      what: `longest gap between the ${BLOCK_SAMPLE} newest blocks of ${net.name} (tolerance ${BLOCK_GAP_TOLERANCE_SECONDS} s: timestamps are whole seconds)`,
      stated: `at most ${maxSecondsBetweenBlocks} s`,
      lineValue: `maxSecondsBetweenBlocks = ${maxSecondsBetweenBlocks}`,
      file: 'timing.ts',
      shown: {module: 'timing', token: 'maxSecondsBetweenBlocks'},
    },
    () => blockGapVerdict(client),
  );

  // The kernel the network runs: only Mainnet's is stated (the newest entry of upgrades.ts).
  if (network === 'mainnet' && context) {
    const stated = kernelUpgrades[0];
    check(
      {what: `kernel that ${net.name} runs (tez_kernelVersion)`, stated: stated.version, lineValue: `version: '${stated.version}'`, file: 'upgrades.ts', shown: {module: 'upgrades', token: 'kernelUpgrades'}},
      async () => {
        const commit = await client.rpc<unknown>('tez_kernelVersion', []);
        if (typeof commit !== 'string' || !/^[0-9a-f]{7,64}$/i.test(commit)) throw client.fail(`malformed: answered tez_kernelVersion with ${quote(commit)}, not a commit hash`);
        const release = kernelForCommit(await context.kernelReleases, commit);
        if (!release) return {ok: false, found: `commit ${commit.slice(0, 12)}, which no release heading of the kernel changelog names`};
        return {ok: release.version === stated.version, found: `${release.version} (commit ${commit.slice(0, 12)})`};
      },
    );
  }

  for (const token of tokenContracts) {
    const address = token[network];
    if (!address) continue;
    const shown = {module: 'tokens', token: token.symbol === 'WXTZ' ? 'wxtzAddress' : 'tokenContracts', literal: address};
    const anchors = [`symbol: '${token.symbol}'`];
    const read = (functionName: 'symbol' | 'decimals') => readToken(client, address, functionName);
    check({what: `code at ${token.symbol} on ${net.shortName}`, stated: address, file: 'tokens.ts', anchors, shown}, () => codeVerdict(client, address));
    check({what: `symbol() of ${token.symbol} on ${net.shortName}`, stated: token.symbol, lineValue: `symbol: '${token.symbol}'`, file: 'tokens.ts', shown}, async () => {
      const r = await read('symbol');
      return 'value' in r ? {ok: r.value === token.symbol, found: quote(r.value)} : {ok: false, found: r.error};
    });
    // tokens.ts states no decimals on purpose (pages tell readers to read decimals()): the call answers a uint8.
    check({what: `decimals() of ${token.symbol} on ${net.shortName}`, stated: 'answers a uint8', lineValue: address, file: 'tokens.ts', anchors, shown}, async () => {
      const r = await read('decimals');
      return 'value' in r ? {ok: true, found: String(r.value)} : {ok: false, found: r.error};
    });
  }

  for (const c of documentedContracts(network)) check(c.spec, () => codeVerdict(client, c.address));

  const probes = await precompileProbes();
  for (const p of ethereumPrecompiles) {
    const probe = probes[p.name];
    if (!probe) throw new Error(`check:chain: no probe for the precompile "${p.name}" (scripts/chain/precompiles.ts)`);
    const expected = 'reverts' in probe.expect ? 'rejects it' : `returns ${short(probe.expect.output)}`;
    check(
      {
        what: `precompile ${p.name} (${p.address}) on ${net.shortName}: ${probe.call}`,
        stated: expected,
        lineValue: `'${p.name}'`,
        file: 'networks.ts',
        anchors: ['export const ethereumPrecompiles'],
        shown: {module: 'networks', token: 'ethereumPrecompiles'},
      },
      async () => probeVerdict(await call(client, p.address, probe.input), probe),
    );
  }

  // Etherlink's own system contracts: code at the address, or an answer other than the empty
  // success that any address without code gives. The null address holds no code by design.
  for (const p of etherlinkPrecompiles.filter((p) => BigInt(p.address) !== 0n)) {
    check(
      {
        what: `Etherlink precompile "${p.name}" (${p.address}) on ${net.shortName}`,
        stated: 'answers calls',
        lineValue: p.address,
        file: 'networks.ts',
        shown: {module: 'networks', token: 'etherlinkPrecompiles', literal: p.address},
      },
      async () => {
        const code = await getCode(client, p.address);
        if (hasCode(code)) return {ok: true, found: `${(code.length - 2) / 2} bytes of code`};
        const answer = await call(client, p.address, '0x');
        if ('error' in answer) return {ok: true, found: `no code; an empty call reverts (${answer.error.message})`};
        return {ok: answer.data !== '0x', found: answer.data === '0x' ? 'no code, and an empty call returns "0x" like an empty account' : `returned ${short(answer.data)}`};
      },
    );
  }
  return Promise.all(jobs);
}
