import {locator} from '../model';
import {maskExcept, frontMatterProse} from '../prose';
import {problem, type Problem} from '../types';
import type {Context} from '../context';

export interface NetworkValue {
  value: string;
  /** Where the value lives, e.g. `mainnet.chainId` in src/data/networks.ts. */
  source: string;
}

interface NetworkLike {
  id: string;
  chainId: number;
  chainIdHex: string;
  rpcUrl: string;
  relayUrl: string;
}

const ADDRESS = /^(?:0x[0-9a-fA-F]{40}|(?:KT1|tz[1-4]|sr1)[1-9A-HJ-NP-Za-km-z]{33})$/;

/** Every address string anywhere in a module's exports, with the path to it. */
function collectAddresses(value: unknown, path: string, out: NetworkValue[], seen: Set<unknown>): void {
  if (typeof value === 'string') {
    if (ADDRESS.test(value)) out.push({value, source: path});
    return;
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) {
    collectAddresses(child, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, out, seen);
  }
}

/**
 * The values pages must import from src/data instead of typing: the chain IDs and RPC and relay URLs
 * of `networks` (src/data/networks.ts), and every address (0x…, KT1/tz/sr1) a module of src/data holds.
 */
export function networkValues(networks: NetworkLike[], modules: Record<string, Record<string, unknown>>): NetworkValue[] {
  const out: NetworkValue[] = [];
  for (const n of networks) {
    out.push(
      {value: String(n.chainId), source: `${n.id}.chainId (src/data/networks.ts)`},
      {value: n.chainIdHex, source: `${n.id}.chainIdHex (src/data/networks.ts)`},
      {value: n.rpcUrl, source: `${n.id}.rpcUrl (src/data/networks.ts)`},
      {value: n.relayUrl, source: `${n.id}.relayUrl (src/data/networks.ts)`},
    );
  }
  for (const [file, exports] of Object.entries(modules)) {
    const seen = new Set<unknown>();
    for (const [name, value] of Object.entries(exports)) collectAddresses(value, `${name} (src/data/${file})`, out, seen);
  }
  // One entry per value: the first source found (networks.ts comes first).
  const unique = new Map<string, NetworkValue>();
  for (const v of out) if (!unique.has(v.value.toLowerCase())) unique.set(v.value.toLowerCase(), v);
  return Array.from(unique.values());
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regex that finds any of the values as a whole token (case-insensitive, for hex). */
export function valuePattern(values: NetworkValue[]): RegExp | null {
  if (values.length === 0) return null;
  const alternatives = values
    .map((v) => v.value)
    .sort((a, b) => b.length - a.length)
    .map((v) => (/^https?:/.test(v) ? `${escape(v)}(?![\\w.-])` : `(?<![\\w.])${escape(v)}(?![\\w])`));
  return new RegExp(alternatives.join('|'), 'gi');
}

/**
 * Chain IDs, RPC URLs and addresses come from src/data, never typed into prose or link targets. Code (inline
 * and fenced) shows commands as readers type them and is not checked; prefer <CopyValue> there too.
 */
export function checkNetworkValues(ctx: Context): Problem[] {
  const out: Problem[] = [];
  const pattern = valuePattern(ctx.networkValues);
  if (!pattern) return out;
  const byValue = new Map(ctx.networkValues.map((v) => [v.value.toLowerCase(), v]));
  for (const page of ctx.pages.filter(ctx.inScope)) {
    ctx.onPage?.(page.file);
    if (!page.model) continue;
    const text = maskExcept(page.text, [...page.model.prose, ...page.model.literals, ...frontMatterProse(page)]);
    const at = locator(text);
    for (const match of text.matchAll(pattern)) {
      const value = byValue.get(match[0].toLowerCase());
      const {line, column} = at(match.index ?? 0);
      out.push(problem(page.file, line, column, 'network-values', `"${match[0]}" is typed in; it lives in ${value?.source ?? 'src/data'}. Import it (import {mainnet} from '@site/src/data/networks'; then {mainnet.chainId}) or use <NetworkTable>/<CopyValue>.`));
    }
  }
  return out;
}
