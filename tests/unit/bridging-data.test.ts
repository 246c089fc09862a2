import {createHash} from 'node:crypto';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, it, expect} from 'vitest';
import {getAddress, isAddress} from 'viem';
import {etherlinkPrecompiles, mainnet, shadownet} from '../../src/data/networks';
import {tokenContracts} from '../../src/data/tokens';
import {refutationPeriod} from '../../src/data/timing';
import {
  bridgeApps,
  bridgeExplorerUrl,
  bridgeTiming,
  evmBridgeChains,
  evmBridgeSymbols,
  evmBridgeTokenName,
  evmBridgeTokens,
  evmExplorerAddressUrl,
  faBridgePrecompile,
  faExampleTransactions,
  faListingFields,
  layerZeroContracts,
  nullAddress,
  outboxWindow,
  thirdPartyBridges,
  tzktAddressUrl,
  wrappedAssetBridgeAddress,
  xtzBridgeContracts,
  xtzBridgePrecompile,
  type EvmChainId,
} from '../../src/data/bridging';

// ---------------------------------------------------------------------------
// Address checkers
// ---------------------------------------------------------------------------

const EVM_RE = /^0x[0-9a-fA-F]{40}$/;

/** 0x + 40 hex; when the address mixes cases, it must carry a valid EIP-55 checksum. */
function evmProblem(value: string): string | null {
  if (!EVM_RE.test(value)) return 'not 0x + 40 hex digits';
  const hex = value.slice(2);
  const mixed = hex !== hex.toLowerCase() && hex !== hex.toUpperCase();
  if (mixed && getAddress(value) !== value) return `bad EIP-55 checksum (expected ${getAddress(value)})`;
  if (!isAddress(value)) return 'rejected by viem';
  return null;
}

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(value: string): Uint8Array {
  let n = 0n;
  for (const ch of value) {
    const i = B58.indexOf(ch);
    if (i < 0) throw new Error(`not a base58 character: ${ch}`);
    n = n * 58n + BigInt(i);
  }
  let hex = n.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  const body = Buffer.from(hex, 'hex');
  const zeros = value.length - value.replace(/^1+/, '').length;
  return new Uint8Array(Buffer.concat([Buffer.alloc(zeros), body]));
}

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest();

/** Binary prefixes of 20-byte Tezos hashes (base58check). */
const TEZOS_PREFIXES: Record<string, number[]> = {
  tz1: [6, 161, 159],
  tz2: [6, 161, 161],
  tz3: [6, 161, 164],
  tz4: [6, 161, 166],
  KT1: [2, 90, 121],
  sr1: [6, 124, 117],
};

/** Prefix from `allowed`, 36 base58 characters, right binary prefix, valid checksum. */
function tezosProblem(value: string, allowed: readonly string[]): string | null {
  const prefix = value.slice(0, 3);
  if (!allowed.includes(prefix)) return `prefix ${prefix} not one of ${allowed.join(', ')}`;
  if (value.length !== 36) return `length ${value.length}, expected 36`;
  if (![...value].every((c) => B58.includes(c))) return 'contains non-base58 characters';
  const bytes = base58Decode(value);
  if (bytes.length !== 27) return `decodes to ${bytes.length} bytes, expected 27`;
  const expected = TEZOS_PREFIXES[prefix];
  if (!expected.every((b, i) => bytes[i] === b)) return 'binary prefix does not match';
  const payload = bytes.slice(0, 23);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  if (!checksum.equals(Buffer.from(bytes.slice(23)))) return 'base58check checksum fails';
  return null;
}

// ---------------------------------------------------------------------------
// The checkers themselves must be able to fail.
// ---------------------------------------------------------------------------

describe('address checkers', () => {
  it('accept good EVM addresses in checksum, lower and upper case', () => {
    expect(evmProblem('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBeNull();
    expect(evmProblem('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')).toBeNull();
    expect(evmProblem('0xff00000000000000000000000000000000000001')).toBeNull();
  });

  it('reject a broken EVM checksum, a short address and a missing prefix', () => {
    expect(evmProblem('0xA0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toMatch(/checksum/);
    expect(evmProblem('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB4')).toMatch(/40 hex/);
    expect(evmProblem('A0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48aa')).toMatch(/40 hex/);
  });

  it('accept good Tezos addresses and reject typos', () => {
    expect(tezosProblem('KT1CeFqjJRJPNVvhvznQrWfHad2jCiDZ6Lyj', ['KT1'])).toBeNull();
    expect(tezosProblem('tz1QCVQinE8iVj1H2fckqx6oiM85CNJSK9Sx', ['tz1', 'tz2', 'tz3', 'tz4'])).toBeNull();
    // One character changed: the checksum catches it.
    expect(tezosProblem('KT1CeFqjJRJPNVvhvznQrWfHad2jCiDZ6Lyk', ['KT1'])).toMatch(/checksum/);
    // Base58 has no 0, O, I or l.
    expect(tezosProblem('KT1CeFqjJRJPNVvhvznQrWfHad2jCiDZ6L0j', ['KT1'])).toMatch(/base58/);
    expect(tezosProblem('KT1CeFqjJRJPNVvhvznQrWfHad2jCiDZ6Ly', ['KT1'])).toMatch(/length/);
    expect(tezosProblem('sr1Ghq66tYK9y3r8CC1Tf8i8m5nxh8nTvZEf', ['KT1'])).toMatch(/prefix/);
  });
});

// ---------------------------------------------------------------------------
// The data
// ---------------------------------------------------------------------------

const chainIds = evmBridgeChains.map((c) => c.id);

describe('EVM addresses in src/data/bridging.ts', () => {
  const all: [string, string][] = [
    ['wrapped asset bridge', wrappedAssetBridgeAddress],
    ['XTZ bridging precompile', xtzBridgePrecompile],
    ['FA bridging precompile', faBridgePrecompile],
    ['null address', nullAddress],
    ...chainIds.flatMap((id) =>
      evmBridgeTokens[id].map((t): [string, string] => [`${t.symbol} on ${id}`, t.address]),
    ),
    ...layerZeroContracts.flatMap((c) =>
      Object.entries(c.addresses).map(([net, a]): [string, string] => [`${c.name} on ${net}`, a]),
    ),
  ];

  it.each(all)('%s is a well-formed address', (_name, value) => {
    expect(evmProblem(value)).toBeNull();
  });

  it('token addresses are unique within each chain, and symbols too', () => {
    for (const id of chainIds) {
      const tokens = evmBridgeTokens[id];
      expect(new Set(tokens.map((t) => t.address.toLowerCase())).size, id).toBe(tokens.length);
      expect(new Set(tokens.map((t) => t.symbol)).size, id).toBe(tokens.length);
    }
  });

  it('every token has a name and the Etherlink list covers every bridged symbol', () => {
    const etherlinkSymbols = new Set(evmBridgeTokens.etherlink.map((t) => t.symbol));
    expect(etherlinkSymbols).toEqual(new Set(evmBridgeSymbols));
    for (const symbol of evmBridgeSymbols) expect(evmBridgeTokenName(symbol)).toMatch(/\S/);
    // The Etherlink addresses come from tokens.ts, the site's one list of Etherlink tokens.
    for (const t of evmBridgeTokens.etherlink) {
      expect(tokenContracts.find((c) => c.symbol === t.symbol)?.mainnet).toBe(t.address);
    }
    for (const id of chainIds) {
      for (const t of evmBridgeTokens[id]) expect(etherlinkSymbols.has(t.symbol), `${t.symbol} on ${id}`).toBe(true);
    }
  });

  it('LayerZero contracts are unique across both networks', () => {
    const values = layerZeroContracts.flatMap((c) => Object.values(c.addresses).map((a) => a.toLowerCase()));
    expect(new Set(values).size).toBe(values.length);
    expect(new Set(layerZeroContracts.map((c) => c.name)).size).toBe(layerZeroContracts.length);
  });

  it('precompiles come from networks.ts, not from a second copy', () => {
    const fromNetworks = etherlinkPrecompiles.map((p) => p.address);
    expect(fromNetworks).toContain(xtzBridgePrecompile);
    expect(fromNetworks).toContain(faBridgePrecompile);
    expect(fromNetworks).toContain(nullAddress);
    expect(xtzBridgePrecompile).toBe('0xff00000000000000000000000000000000000001');
    expect(faBridgePrecompile).toBe('0xff00000000000000000000000000000000000002');
  });

  it('the wrapped asset bridge address is not also listed as a token', () => {
    const tokens = chainIds.flatMap((id) => evmBridgeTokens[id].map((t) => t.address.toLowerCase()));
    expect(tokens).not.toContain(wrappedAssetBridgeAddress.toLowerCase());
  });
});

describe('Tezos addresses in src/data/bridging.ts', () => {
  const contracts = xtzBridgeContracts.flatMap((c) =>
    Object.entries(c.addresses).map(([net, a]): [string, string] => [`${c.name} on ${net}`, a]),
  );

  it.each(contracts)('%s is a valid KT1 address', (_name, value) => {
    expect(tezosProblem(value, ['KT1'])).toBeNull();
  });

  it('rollup addresses used by the bridging pages are valid sr1 addresses', () => {
    expect(tezosProblem(mainnet.rollupAddress, ['sr1'])).toBeNull();
    expect(tezosProblem(shadownet.rollupAddress, ['sr1'])).toBeNull();
  });

  it('every layer-1 contract is unique, and none is a retired Ghostnet contract', () => {
    const values = contracts.map(([, a]) => a);
    expect(new Set(values).size).toBe(values.length);
    for (const ghostnet of ['KT1VEjeQfDBSfpDH5WeBM5LukHPGM2htYEh3', 'KT1Bp9YUvUBJgXxf5UrYTM2CGRUPixURqx4m']) {
      expect(values).not.toContain(ghostnet);
    }
  });
});

describe('links and constants', () => {
  it('bridge apps point to Mainnet and Shadownet hosts only', () => {
    for (const app of bridgeApps) {
      expect(app.urls.mainnet).toMatch(/^https:\/\/bridge\.etherlink\.com\//);
      expect(app.urls.shadownet).toMatch(/^https:\/\/shadownet\.bridge\.etherlink\.com\//);
      expect(app.urls.mainnet.endsWith(`/${app.id}`)).toBe(true);
      expect(app.urls.shadownet.endsWith(`/${app.id}`)).toBe(true);
    }
    expect(JSON.stringify(bridgeApps)).not.toMatch(/testnet\.bridge|ghostnet|etherlinkbridge\.com/);
    expect(bridgeExplorerUrl).toBe('https://bridge.explorer.etherlink.com');
    for (const b of thirdPartyBridges) expect(b.url).toMatch(/^https:\/\//);
  });

  it('explorer helpers build the expected links', () => {
    expect(evmExplorerAddressUrl('bnb', '0xabc')).toBe('https://bscscan.com/address/0xabc');
    expect(evmExplorerAddressUrl('avalanche', '0xabc')).toBe('https://avascan.info/blockchain/c/address/0xabc');
    expect(evmExplorerAddressUrl('etherlink', '0xabc')).toBe('https://explorer.etherlink.com/address/0xabc');
    expect(tzktAddressUrl(shadownet, 'KT1x')).toBe('https://shadownet.tzkt.io/KT1x');
    expect(() => evmExplorerAddressUrl('solana' as EvmChainId, '0x')).toThrow(/unknown EVM chain/);
  });

  it('timings agree with each other', () => {
    expect(bridgeTiming.refutationPeriodDays).toBe(14);
    // The network pages write it from timing.ts; check:chain reads this one from the protocol.
    expect(refutationPeriod).toBe(`${bridgeTiming.refutationPeriodDays} days`);
    expect(bridgeTiming.standardWithdrawalDays).toBeGreaterThan(bridgeTiming.refutationPeriodDays);
    expect(bridgeTiming.standardWithdrawalDays).toBe(15);
    expect(bridgeTiming.layer1BlockSeconds).toBe(6);
    expect(bridgeTiming.fastWithdrawalExpiryDays).toBeLessThan(bridgeTiming.refutationPeriodDays);
    // The pages say that the outbox window, at today's block time, is shorter than the refutation period.
    expect(outboxWindow.days).toBe(10.5);
    expect(outboxWindow.days).toBeLessThan(bridgeTiming.refutationPeriodDays);
  });

  it('example transactions are 32-byte hashes and the listing form asks for 11 items', () => {
    for (const tx of faExampleTransactions) expect(tx.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(faListingFields).toHaveLength(11);
  });
});

describe('values written literally in the Bridging pages', () => {
  // Code blocks cannot interpolate data, so they hold literal addresses and URLs.
  // Each one must match the data modules, so a changed address cannot drift.
  const dir = fileURLToPath(new URL('../../docs/bridging', import.meta.url));
  const pages = readdirSync(dir).filter((f) => /\.mdx?$/.test(f));
  const text = pages.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');

  const knownEvm = new Set(
    [
      wrappedAssetBridgeAddress,
      ...etherlinkPrecompiles.map((p) => p.address),
      ...chainIds.flatMap((id) => evmBridgeTokens[id].map((t) => t.address)),
      ...layerZeroContracts.flatMap((c) => Object.values(c.addresses)),
    ].map((a) => a.toLowerCase()),
  );
  const knownTezos = new Set([
    mainnet.rollupAddress,
    shadownet.rollupAddress,
    ...xtzBridgeContracts.flatMap((c) => Object.values(c.addresses)),
  ]);

  it('finds the six pages', () => {
    expect(pages.length).toBe(6);
  });

  it('uses only EVM addresses that the data modules know', () => {
    const found = [...text.matchAll(/\b0x[0-9a-fA-F]{40}\b/g)].map((m) => m[0]);
    expect(found.length).toBeGreaterThan(0);
    for (const a of found) expect(knownEvm.has(a.toLowerCase()), a).toBe(true);
  });

  it('uses only KT1 and sr1 addresses that the data modules know', () => {
    const found = [...text.matchAll(/\b(?:KT1|sr1)[1-9A-HJ-NP-Za-km-z]{33}\b/g)].map((m) => m[0]);
    expect(found.length).toBeGreaterThan(0);
    for (const a of found) expect(knownTezos.has(a), a).toBe(true);
  });

  it('uses only the RPC URLs from networks.ts', () => {
    const found = [...text.matchAll(/https:\/\/node\.[a-z]+\.etherlink\.com/g)].map((m) => m[0]);
    expect(found.length).toBeGreaterThan(0);
    for (const url of found) expect([mainnet.rpcUrl, shadownet.rpcUrl]).toContain(url);
  });

  it('never mentions the retired Ghostnet bridge, rollup or contracts', () => {
    expect(text).not.toMatch(/testnet\.bridge\.etherlink\.com|sr18wx6ezkeRjt1SZSeZ2UQzQN3Uc3YLMLqg|KT1VEjeQ|KT1Bp9YU/);
  });
});
