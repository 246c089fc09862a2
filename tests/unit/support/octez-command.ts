/**
 * Reads a governance command the way a shell and octez-client would: the shell splits words
 * (shell-quote; backslash-newline joins lines), then the client checks the contract, the
 * entrypoint or view, and parses the Michelson argument (@taquito/michel-codec) against the
 * type that the contract's compiled code at the tag gives it (scripts/snippets/entrypoint-types.ts,
 * read by `npm run facts`). Placeholders become sample values first.
 */
import {createHash} from 'node:crypto';
import {parse as parseShell} from 'shell-quote';
import {Parser, assertDataValid, assertMichelsonType, type Expr} from '@taquito/michel-codec';
import {kernelRootHashBytes, sequencerPoolAddressBytes, sequencerPublicKeyLengths, voteValues} from '../../../src/data/governance';
import {contractInterface} from '../../../scripts/snippets/entrypoint-types';

/** A value of the right shape for every placeholder the pages explain. */
export const SAMPLES: Record<string, string> = {
  '<VOTER>': 'tz1fsVnw7VQD73kUDB8ZWc67GWvCjTEibi9A',
  '<ACCOUNT>': 'tz1fsVnw7VQD73kUDB8ZWc67GWvCjTEibi9A',
  '<BAKER>': 'tz1QCVQinE8iVj1H2fckqx6oiM85CNJSK9Sx',
  '<VOTING_KEY>': 'tz1fsVnw7VQD73kUDB8ZWc67GWvCjTEibi9A',
  '<KERNEL_HASH>': `00${'ab'.repeat(kernelRootHashBytes - 1)}`,
  '<SEQUENCER_PUBLIC_KEY>': `edpk${'u'.repeat(50)}`,
  '<SEQUENCER_L2_ADDRESS>': `0x${'12'.repeat(20)}`,
};

/** Which entrypoints each contract has, as its compiled code declares them. */
function entrypointsOf(contract: string): Readonly<Record<string, string>> | null {
  return contractInterface(contract)?.entrypoints ?? null;
}

const parser = new Parser({expandMacros: false});

/** Micheline as the client reads it on the command line: a top-level application needs no parentheses. */
function micheline(text: string): Expr {
  const trimmed = text.trim();
  const expr = parser.parseMichelineExpression(/^[A-Za-z]/.test(trimmed) ? `(${trimmed})` : trimmed);
  if (!expr) throw new Error(`empty Michelson expression: ${text}`);
  return expr;
}

export function withSamples(text: string, problems: string[]): string {
  return text.replace(/<[A-Z0-9_]+>/g, (placeholder) => {
    const sample = SAMPLES[placeholder];
    if (!sample) problems.push(`unknown placeholder ${placeholder}`);
    return sample ?? placeholder;
  });
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** base58check payload (prefix + data) when the 4-byte double-SHA-256 checksum matches. */
function base58check(value: string): Buffer | null {
  let n = 0n;
  for (const char of value) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    n = n * 58n + BigInt(digit);
  }
  const bytes = Buffer.from(n.toString(16).padStart(2 * Math.ceil(n.toString(16).length / 2), '0'), 'hex');
  const payload = bytes.subarray(0, -4);
  const sum = createHash('sha256').update(createHash('sha256').update(payload).digest()).digest().subarray(0, 4);
  return sum.equals(bytes.subarray(-4)) ? payload : null;
}

/**
 * Smart Rollup addresses (sr1…: prefix 06 7c 75 and a 20-byte hash). michel-codec 25 checks
 * tz1/tz2/tz3/KT1 addresses but does not know this prefix, so the checker verifies it itself.
 */
function isSmartRollupAddress(value: string): boolean {
  const payload = /^sr1[1-9A-HJ-NP-Za-km-z]{33}$/.test(value) ? base58check(value) : null;
  return payload !== null && payload.length === 23 && payload.subarray(0, 3).equals(Buffer.from([0x06, 0x7c, 0x75]));
}

/** Checks one Michelson value against a type; returns problems (empty when it type-checks). */
export function checkArgument(arg: string, type: string): string[] {
  const problems: string[] = [];
  const text = withSamples(arg, problems);
  const rollup = /^"(sr1\w+)"$/.exec(text.trim());
  if (type === 'address' && rollup) {
    return isSmartRollupAddress(rollup[1]) ? problems : [...problems, `${rollup[1]} is not a Smart Rollup address`];
  }
  try {
    const t = micheline(type);
    assertMichelsonType(t as never);
    const data = micheline(text);
    const badKeyHash = keyHashStrings(t, data).find((s) => !KEY_HASH.test(s));
    if (badKeyHash !== undefined) return [...problems, `${arg} is not a valid ${type}: "${badKeyHash}" is not a key hash (tz1, tz2, tz3 or tz4 and 33 base58 characters)`];
    assertDataValid(data as never, t as never);
    problems.push(...shapeProblems(data, text));
  } catch (error) {
    problems.push(`${arg} is not a valid ${type}: ${(error as Error).message}`);
  }
  return problems;
}

const KEY_HASH = /^tz[1-4][1-9A-HJ-NP-Za-km-z]{33}$/;

type Node = {prim?: string; args?: Expr[]; string?: string};

/** `pair a b c` as `pair a (pair b c)`, for types and data alike. */
function rightComb(node: Node): Expr[] {
  const args = node.args ?? [];
  return args.length <= 2 ? args : [args[0], {prim: node.prim!, args: args.slice(1)} as Expr];
}

/**
 * The string literals that sit at `key_hash` positions of `type` in `data` (through pair,
 * option, or, list and set). michel-codec 25 takes minutes to refuse some strings as a key_hash
 * (`"tz1…%default"`: 125 s), so these are screened against the key hash shape first.
 */
function keyHashStrings(type: Expr, data: Expr): string[] {
  const t = type as Node;
  const d = (Array.isArray(data) && t.prim === 'pair' ? {prim: 'Pair', args: data} : data) as Node & Expr[];
  switch (t.prim) {
    case 'key_hash':
      return typeof d.string === 'string' ? [d.string] : [];
    case 'pair': {
      if (d.prim !== 'Pair') return [];
      const [ta, tb] = rightComb(t);
      const [da, db] = rightComb(d);
      return ta && tb && da && db ? [...keyHashStrings(ta, da), ...keyHashStrings(tb, db)] : [];
    }
    case 'option':
      return d.prim === 'Some' && d.args?.[0] ? keyHashStrings(t.args![0], d.args[0]) : [];
    case 'or':
      return d.prim === 'Left' && d.args?.[0] ? keyHashStrings(t.args![0], d.args[0]) : d.prim === 'Right' && d.args?.[0] ? keyHashStrings(t.args![1], d.args[0]) : [];
    case 'list':
    case 'set':
      return Array.isArray(data) ? data.flatMap((item) => keyHashStrings(t.args![0], item)) : [];
    default:
      return [];
  }
}

/** What the Michelson type system lets through but the contracts or the chain refuse. */
function shapeProblems(data: Expr, text: string): string[] {
  const problems: string[] = [];
  // Michelson requires set literals in increasing order; michel-codec does not check it.
  for (const set of text.matchAll(/\{([^{}]*)\}/g)) {
    const items = set[1].split(';').map((s) => s.trim()).filter(Boolean);
    const sorted = [...items].sort();
    if (items.join() !== sorted.join() || new Set(items).size !== items.length) problems.push(`set not in increasing order: {${set[1]}}`);
  }
  void data;
  return problems;
}

const OPTIONS_WITH_VALUE = new Set(['--entrypoint', '--arg', '--burn-cap']);

export interface ParsedCommand {
  kind: 'call' | 'view' | 'rpc' | 'curl';
  contract?: string;
  entrypoint?: string;
  arg?: string;
}

/**
 * Splits and checks one command. Returns the parsed pieces and every problem found; a command
 * is correct when `problems` is empty.
 */
export function checkCommand(command: string): {parsed: ParsedCommand | null; problems: string[]} {
  const problems: string[] = [];
  // The reader replaces the placeholders before running the command, so the shell never sees them.
  const words = parseShell(withSamples(command, problems).replace(/\\\n/g, ''));
  if (!words.every((w): w is string => typeof w === 'string')) {
    return {parsed: null, problems: [`shell operators in: ${command}`]};
  }
  const [program, verb, ...rest] = words;
  if (program === 'curl') {
    const url = rest.find((w) => w.startsWith('https://'));
    if (!url) problems.push('curl without an https URL');
    return {parsed: {kind: 'curl'}, problems};
  }
  if (program !== 'octez-client') return {parsed: null, problems: [`not an octez-client command: ${program}`]};

  if (verb === 'rpc') {
    if (rest[0] !== 'get' || !rest[1]?.startsWith('/chains/main/')) problems.push(`unexpected rpc: ${rest.join(' ')}`);
    return {parsed: {kind: 'rpc'}, problems};
  }

  if (verb === 'run') {
    // octez-client run view <view> on contract <KT1> [with input <data>]
    const [viewWord, view, on, contractWord, contract, withWord, inputWord, input, ...extra] = rest;
    if (viewWord !== 'view' || on !== 'on' || contractWord !== 'contract') problems.push(`malformed view call: ${rest.join(' ')}`);
    const views = contractInterface(contract)?.views;
    const type = views?.[view];
    if (!views) problems.push(`unknown contract ${contract}`);
    else if (!type) problems.push(`${contract} has no view ${view}`);
    if (withWord === undefined) {
      if (type && type !== 'unit') problems.push(`${view} needs an input of type ${type}`);
    } else {
      if (withWord !== 'with' || inputWord !== 'input' || input === undefined) problems.push('malformed "with input"');
      else if (type) problems.push(...checkArgument(input, type));
    }
    if (extra.length) problems.push(`unexpected words: ${extra.join(' ')}`);
    return {parsed: {kind: 'view', contract, entrypoint: view, arg: input}, problems};
  }

  if (verb !== 'call') return {parsed: null, problems: [`unexpected octez-client command: ${verb}`]};
  // octez-client call <KT1> from <source> --entrypoint <name> --arg <data> --burn-cap <tez>
  const [contract, from, source, ...options] = rest;
  if (from !== 'from' || !source) problems.push('missing "from <account>"');
  const values = new Map<string, string>();
  for (let i = 0; i < options.length; i += 2) {
    const [name, value] = [options[i], options[i + 1]];
    if (!OPTIONS_WITH_VALUE.has(name) || value === undefined) {
      problems.push(`unexpected option ${name}`);
      continue;
    }
    values.set(name, value);
  }
  const entrypoints = entrypointsOf(contract);
  if (!entrypoints) problems.push(`unknown contract ${contract}`);
  const entrypoint = values.get('--entrypoint');
  const arg = values.get('--arg');
  const type = entrypoint ? entrypoints?.[entrypoint] : undefined;
  if (!entrypoint) problems.push('no --entrypoint');
  else if (entrypoints && !type) problems.push(`${contract} has no entrypoint ${entrypoint}`);
  if (arg === undefined) problems.push('no --arg');
  else if (type) {
    problems.push(...checkArgument(arg, type));
    problems.push(...contractRules(entrypoint!, arg));
  }
  const burnCap = values.get('--burn-cap');
  if (burnCap !== undefined && !/^\d+(\.\d+)?$/.test(burnCap)) problems.push(`--burn-cap ${burnCap} is not an amount of tez`);
  return {parsed: {kind: 'call', contract, entrypoint, arg}, problems};
}

/** Checks the contracts make at run time, on values the type alone allows (their limits are read from the contracts' source). */
export function contractRules(entrypoint: string, arg: string): string[] {
  const problems: string[] = [];
  const proposes = entrypoint === 'new_proposal' || entrypoint === 'upvote_proposal';
  if (entrypoint === 'vote' && /^"[^"]*"$/.test(arg.trim())) {
    const value = JSON.parse(arg) as string;
    if (!(voteValues as readonly string[]).includes(value)) problems.push(`vote "${value}" is not one of ${voteValues.join(', ')}`);
  }
  if (proposes && /^0x[0-9a-f]*$/i.test(arg.trim())) {
    const bytes = (arg.trim().length - 2) / 2;
    if (bytes !== kernelRootHashBytes) problems.push(`kernel root hash of ${bytes} bytes, expected ${kernelRootHashBytes}`);
  }
  const candidate = proposes ? /^Pair "([^"]*)" 0x([0-9a-f]*)$/i.exec(arg.trim()) : null;
  if (candidate) {
    if (!(sequencerPublicKeyLengths as readonly number[]).includes(candidate[1].length)) problems.push(`a sequencer public key has ${sequencerPublicKeyLengths.join(' or ')} characters`);
    if (candidate[2].length !== 2 * sequencerPoolAddressBytes) problems.push(`an Etherlink address has ${sequencerPoolAddressBytes} bytes`);
  }
  return problems;
}
