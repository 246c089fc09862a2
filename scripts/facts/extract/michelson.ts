/**
 * Reads an entrypoint's parameter type or a view's input type out of a compiled Michelson
 * contract (`.tz`), with @taquito/michel-codec: the compiled file is what is originated, so its
 * types are the ones octez-client checks an `--arg` against.
 * - `parameter %name`: the type of that entrypoint, without its own `%name` annotation.
 * - `view "name"`: the view's input type.
 * Types are printed as one line of Micheline with no outer parentheses
 * (`pair address key_hash (option address)`), the way src/data writes them.
 */
import {Parser, contractEntryPoints, contractViews, emitMicheline, type Expr, type MichelsonContract, type MichelsonType} from '@taquito/michel-codec';
import type {Extracted} from './index';

/** One-line Micheline of a type, without outer parentheses. */
export function printType(type: Expr): string {
  const text = emitMicheline(type).replace(/\s+/g, ' ').trim();
  return text.startsWith('(') && text.endsWith(')') ? text.slice(1, -1) : text;
}

/** Drops the field annotation (`%name`) on the type's root: the entrypoint's name, not part of its type. */
function withoutRootField(type: MichelsonType): MichelsonType {
  if (!('annots' in type) || !type.annots) return type;
  const annots = type.annots.filter((a) => !a.startsWith('%'));
  const copy = {...type} as MichelsonType & {annots?: string[]};
  if (annots.length > 0) copy.annots = annots;
  else delete copy.annots;
  return copy;
}

function lineOf(source: string, pattern: RegExp): number {
  const m = pattern.exec(source);
  if (!m) throw new Error(`${pattern} is not in the file`);
  return source.slice(0, m.index).split('\n').length;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function extractMichelson(source: string, symbol: string): Extracted {
  const script = new Parser().parseScript(source) as MichelsonContract | null;
  if (!script) throw new Error('an empty Michelson script');
  const entrypoint = /^parameter %([A-Za-z0-9_.]+)$/.exec(symbol);
  if (entrypoint) {
    const name = entrypoint[1];
    const found = contractEntryPoints(script).find(([annot]) => annot === `%${name}`);
    if (!found) throw new Error(`the contract has no entrypoint ${name}`);
    return {value: printType(withoutRootField(found[1])), line: lineOf(source, new RegExp(`%${escape(name)}\\b`))};
  }
  const view = /^view "([A-Za-z0-9_.]+)"$/.exec(symbol);
  if (view) {
    const found = contractViews(script)[view[1]];
    if (!found) throw new Error(`the contract has no view ${view[1]}`);
    return {value: printType(found.args[1]), line: lineOf(source, new RegExp(`\\bview\\s+"${escape(view[1])}"`))};
  }
  throw new Error(`"${symbol}" is neither "parameter %entrypoint" nor 'view "name"'`);
}
