/**
 * Facts an Etherlink node can confirm over JSON-RPC: the chain ID, that every documented contract
 * and token address holds code, the tokens' symbol() and decimals(), and that the precompiles
 * answer their documented calls.
 */
import {decodeFunctionResult, encodeFunctionData, erc20Abi, hexToNumber, isHex, type Hex} from 'viem';
import {etherlinkPrecompiles, ethereumPrecompiles, networks, type NetworkId} from '../../src/data/networks';
import {tokenContracts} from '../../src/data/tokens';
import {layerZeroContracts, wrappedAssetBridgeAddress} from '../../src/data/bridging';
import {acelonFeeds, pyth, pythEntropy, redstoneFeeds, type Feed} from '../../src/data/oracles';
import {RpcError, type SourceClient} from './http';
import {fact, judge, type Fact, type Outcome, type Verdict} from './model';
import {precompileProbes, type Probe} from './precompiles';

interface Contract {
  name: string;
  address: string;
  fact: Fact;
}

function documentedContracts(network: NetworkId): Contract[] {
  const list: Contract[] = [];
  const add = (name: string, address: string | undefined, file: string, module: string, token: string) => {
    if (!address) return;
    list.push({
      name,
      address,
      fact: fact({
        what: `code at ${name} on ${networks[network].shortName}`,
        stated: address,
        file,
        shown: {module, token, literal: address},
      }),
    });
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

async function codeVerdict(client: SourceClient, address: string): Promise<Verdict> {
  const code = await client.rpc<string>('eth_getCode', [address, 'latest']);
  return hasCode(code) ? {ok: true, found: `${(code.length - 2) / 2} bytes of code`} : {ok: false, found: 'no code (eth_getCode returned "0x")'};
}

/** eth_call: the returned data, or the node's error when the call reverts. */
async function call(client: SourceClient, to: string, data: Hex): Promise<{data: Hex} | {error: RpcError}> {
  try {
    return {data: await client.rpc<Hex>('eth_call', [{to, data}, 'latest'])};
  } catch (error) {
    if (error instanceof RpcError) return {error};
    throw error;
  }
}

function probeVerdict(answer: {data: Hex} | {error: RpcError}, probe: Probe): Verdict {
  const found = 'data' in answer ? `returned ${short(answer.data)}` : `reverted (${answer.error.message})`;
  if ('reverts' in probe.expect) return {ok: 'error' in answer, found};
  return {ok: 'data' in answer && answer.data.toLowerCase() === probe.expect.output.toLowerCase(), found};
}

const short = (hex: string) => (hex.length > 26 ? `${hex.slice(0, 12)}…${hex.slice(-8)}` : hex);

export async function checkEvm(client: SourceClient, network: NetworkId): Promise<Outcome[]> {
  const net = networks[network];
  const source = client.source.id;
  const jobs: Promise<Outcome>[] = [];

  jobs.push(
    judge(
      source,
      fact({
        what: `chain ID of ${net.name}`,
        stated: net.chainId,
        file: 'networks.ts',
        anchors: [`export const ${network}:`, 'chainId:'],
        shown: {module: 'networks', token: '.chainId'},
      }),
      async () => {
        const hex = await client.rpc<Hex>('eth_chainId', []);
        if (!isHex(hex, {strict: true}) || hex === '0x') throw client.fail(`answered eth_chainId with ${JSON.stringify(hex)}, not a hex quantity`);
        const found = hexToNumber(hex);
        return {ok: found === net.chainId, found: `${found} (${hex})`};
      },
    ),
  );

  for (const token of tokenContracts) {
    const address = token[network];
    if (!address) continue;
    const shown = {module: 'tokens', token: token.symbol === 'WXTZ' ? 'wxtzAddress' : 'tokenContracts', literal: address};
    const anchors = [`symbol: '${token.symbol}'`];
    const read = async (functionName: 'symbol' | 'decimals') => {
      const answer = await call(client, address, encodeFunctionData({abi: erc20Abi, functionName}));
      if ('error' in answer) return {error: `reverted (${answer.error.message})`};
      try {
        return {value: decodeFunctionResult({abi: erc20Abi, functionName, data: answer.data})};
      } catch {
        return {error: `answered ${short(answer.data)}, not an ABI-encoded ${functionName === 'symbol' ? 'string' : 'uint8'}`};
      }
    };
    jobs.push(
      judge(source, fact({what: `code at ${token.symbol} on ${net.shortName}`, stated: address, file: 'tokens.ts', anchors, shown}), () =>
        codeVerdict(client, address),
      ),
      judge(
        source,
        fact({what: `symbol() of ${token.symbol} on ${net.shortName}`, stated: token.symbol, lineValue: `symbol: '${token.symbol}'`, file: 'tokens.ts', shown}),
        async () => {
          const r = await read('symbol');
          return 'value' in r ? {ok: r.value === token.symbol, found: JSON.stringify(r.value)} : {ok: false, found: r.error};
        },
      ),
      judge(
        source,
        // tokens.ts states no decimals on purpose (pages tell readers to read decimals()); the
        // documented behaviour is that the call answers a uint8.
        fact({what: `decimals() of ${token.symbol} on ${net.shortName}`, stated: 'answers a uint8', lineValue: address, file: 'tokens.ts', anchors, shown}),
        async () => {
          const r = await read('decimals');
          return 'value' in r ? {ok: true, found: String(r.value)} : {ok: false, found: r.error};
        },
      ),
    );
  }

  for (const c of documentedContracts(network)) jobs.push(judge(source, c.fact, () => codeVerdict(client, c.address)));

  const probes = await precompileProbes();
  for (const p of ethereumPrecompiles) {
    const probe = probes[p.name];
    if (!probe) throw new Error(`check:chain: no probe for the precompile "${p.name}" (scripts/chain/precompiles.ts)`);
    const expected = 'reverts' in probe.expect ? 'rejects it' : `returns ${short(probe.expect.output)}`;
    jobs.push(
      judge(
        source,
        fact({
          what: `precompile ${p.name} (${p.address}) on ${net.shortName}: ${probe.call}`,
          stated: expected,
          lineValue: `'${p.name}'`,
          file: 'networks.ts',
          anchors: ['export const ethereumPrecompiles'],
          shown: {module: 'networks', token: 'ethereumPrecompiles'},
        }),
        async () => probeVerdict(await call(client, p.address, probe.input), probe),
      ),
    );
  }

  // Etherlink's own system contracts: code at the address, or an answer other than the empty
  // success that any address without code gives. The null address holds no code by design.
  for (const p of etherlinkPrecompiles.filter((p) => BigInt(p.address) !== 0n)) {
    jobs.push(
      judge(
        source,
        fact({
          what: `Etherlink precompile "${p.name}" (${p.address}) on ${net.shortName}`,
          stated: 'answers calls',
          lineValue: p.address,
          file: 'networks.ts',
          shown: {module: 'networks', token: 'etherlinkPrecompiles', literal: p.address},
        }),
        async () => {
          const code = await client.rpc<string>('eth_getCode', [p.address, 'latest']);
          if (hasCode(code)) return {ok: true, found: `${(code.length - 2) / 2} bytes of code`};
          const answer = await call(client, p.address, '0x');
          if ('error' in answer) return {ok: true, found: `no code; an empty call reverts (${answer.error.message})`};
          return {ok: answer.data !== '0x', found: answer.data === '0x' ? 'no code, and an empty call returns "0x" like an empty account' : `returned ${short(answer.data)}`};
        },
      ),
    );
  }
  return Promise.all(jobs);
}
