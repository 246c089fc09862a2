/**
 * Where a fact that the tools' own source decides comes from: the repository, the release tag
 * (from versions.ts), the file and the symbol. A data module that states such a fact exports,
 * beside its values, a map named `…Sources` from each value's name (or dotted path, e.g.
 * `kernelEntrypoints.vote`) to its SourceRef. `npm run facts` reads every symbol at its tag into
 * src/data/source/<module>.json, and tests/unit/facts-source.test.ts holds each value to it, so a
 * reader never computes with a constant that the release they run does not have.
 *
 * A fact the source cannot decide (a network's configured value, a public endpoint) gets no
 * SourceRef: its data says so, and `npm run check:chain` reads it from the chain.
 */
import {evmNodeRelease, octezSuiteRelease} from './versions';

export const SOURCE_REPOSITORY = 'tezos/tezos-mirror';

/**
 * How a value in src/data relates to the value in the source, when the units differ. Each is
 * named so the mismatch message and the reader of the data can say what was converted.
 */
export const conversions = {
  /** The source counts wei; the data states gwei. */
  weiToGwei: (value: FactValue): number => Number(value) / 1e9,
} as const;

export type ConversionName = keyof typeof conversions;

export interface SourceRef {
  repo: typeof SOURCE_REPOSITORY;
  /** Tag of tezos/tezos-mirror the file is read at. */
  tag: string;
  /** Path inside the repository. */
  file: string;
  /**
   * What to read in the file; the extractor is chosen by the file's kind (scripts/facts/extract):
   * a Rust `const`/`static` name; `parameter %entrypoint` or `view "name"` in a Michelson `.tz`;
   * `let name` or `EXPR = ?` (the literals an assertion compares EXPR with) in CameLIGO; in OCaml, a
   * form of scripts/facts/extract/ocaml.ts.
   */
  symbol: string;
  /** Applied to the source's value before it is compared with the data's. */
  conversion?: ConversionName;
}

/** A symbol in the Etherlink kernel, node or contracts, read at the `octez-evm-node` release tag. */
export function etherlinkSource(file: string, symbol: string, conversion?: ConversionName): SourceRef {
  return {repo: SOURCE_REPOSITORY, tag: evmNodeRelease.tag, file, symbol, ...(conversion ? {conversion} : {})};
}

/** The kernel under development at that tag: the folder every released kernel was cut from. */
export const KERNEL_LATEST = 'etherlink/kernel_latest';

/** A symbol of the kernel source (`etherlink/kernel_latest/…` unless `file` names another kernel folder). */
export function kernelSource(file: string, symbol: string, conversion?: ConversionName): SourceRef {
  return etherlinkSource(file.startsWith('etherlink/') ? file : `${KERNEL_LATEST}/${file}`, symbol, conversion);
}

/** A symbol in the Octez suite (client, rollup node, signer), read at the Octez release tag. */
export function octezSource(file: string, symbol: string, conversion?: ConversionName): SourceRef {
  return {repo: SOURCE_REPOSITORY, tag: octezSuiteRelease.tag, file, symbol, ...(conversion ? {conversion} : {})};
}

/**
 * One source per entrypoint (or view) of a table of Michelson types, keyed `table.name`, read
 * from the compiled contract `file` at the `octez-evm-node` tag.
 */
export function michelsonSources(table: string, types: Readonly<Record<string, string>>, file: string, kind: 'parameter' | 'view' = 'parameter'): Record<string, SourceRef> {
  return Object.fromEntries(Object.keys(types).map((name) => [`${table}.${name}`, etherlinkSource(file, kind === 'view' ? `view "${name}"` : `parameter %${name}`)]));
}

export type SourceMap = Readonly<Record<string, SourceRef>>;

/** True for an object whose every value is a SourceRef: how the generator and the test find a module's map. */
export function isSourceMap(value: unknown): value is SourceMap {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.values(value as Record<string, unknown>);
  return entries.length > 0 && entries.every((ref) => !!ref && typeof ref === 'object' && (ref as SourceRef).repo === SOURCE_REPOSITORY && typeof (ref as SourceRef).symbol === 'string');
}

export type FactValue = number | string | readonly (number | string)[];

/** One value as `npm run facts` read it (src/data/source/<module>.json). */
export interface ExtractedFact {
  /** Integers beyond 2^53 are kept as decimal strings; Michelson types as text; several literals as a list. */
  value: FactValue;
  tag: string;
  file: string;
  symbol: string;
  line: number;
}
