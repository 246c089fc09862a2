/**
 * Picks the extractor for a source file by its kind. Add a kind here (an OCaml default, a
 * Prometheus metric…) with its own module and a unit test on an inline fixture
 * (tests/unit/facts-extract.test.ts).
 */
import type {FactValue} from '../../../src/data/source';
import {extractCameligo} from './cameligo';
import {extractChangelog} from './changelog';
import {extractMichelson} from './michelson';
import {extractOcaml} from './ocaml';
import {extractRust} from './rust';

export interface Extracted {
  /** Integers beyond 2^53 as decimal strings; types and names as text; several literals as a list. */
  value: FactValue;
  /** Line of the symbol's declaration in the file (1-based). */
  line: number;
}

export type Extractor = (source: string, symbol: string) => Extracted;

const BY_EXTENSION: [RegExp, Extractor][] = [
  [/\.rs$/, extractRust],
  [/\.tz$/, extractMichelson],
  [/\.mligo$/, extractCameligo],
  [/\.ml$/, extractOcaml],
  [/\.(md|rst)$/, extractChangelog],
];

export function extractorFor(file: string): Extractor {
  const found = BY_EXTENSION.find(([pattern]) => pattern.test(file));
  if (!found) throw new Error(`no extractor reads ${file}: add one in scripts/facts/extract/`);
  return found[1];
}

/** Reads `symbol` in `source` (the text of `file`), naming the file and symbol when it cannot. */
export function extract(file: string, source: string, symbol: string): Extracted {
  try {
    return extractorFor(file)(source, symbol);
  } catch (error) {
    throw new Error(`${file} ${symbol}: ${(error as Error).message}`);
  }
}
