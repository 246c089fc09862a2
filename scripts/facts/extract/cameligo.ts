/**
 * Reads literals out of CameLIGO source, for the facts the governance contracts fix in code
 * rather than in their storage:
 * - `let name`: the string or number literal of a top-level `let name = …` (`let yea = "yea"`);
 * - `EXPR = ?`: every literal that the source compares EXPR with (`(Bytes.length x) = 33n`),
 *   one value when all agree, a list otherwise (`sequencer_pk_length = 54n || … = 55n`).
 * Anything else is an error that names the symbol. The types of entrypoints come from the
 * compiled `.tz` instead (michelson.ts), which is what is originated.
 */
import type {Extracted} from './index';

/** The source with `//` and `(* *)` comments blanked out (lines kept). */
function stripComments(source: string): string {
  return source.replace(/\(\*[\s\S]*?\*\)|\/\/[^\n]*|"(?:\\.|[^"\\])*"/g, (m) => (m.startsWith('"') ? m : m.replace(/[^\n]/g, ' ')));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
const lineAt = (code: string, index: number) => code.slice(0, index).split('\n').length;

function literal(text: string): number | string {
  if (text.startsWith('"')) return JSON.parse(text) as string;
  return Number(text.replace(/(n|mutez|tez)$/, ''));
}

const LITERAL = String.raw`("(?:\\.|[^"\\])*"|\d+(?:n|mutez|tez)?)`;

export function extractCameligo(source: string, symbol: string): Extracted {
  const code = stripComments(source);
  const binding = /^let ([A-Za-z_][A-Za-z0-9_']*)$/.exec(symbol);
  if (binding) {
    const found = [...code.matchAll(new RegExp(String.raw`^let\s+${escape(binding[1])}\s*(?::[^=]*)?=\s*${LITERAL}\s*$`, 'gm'))];
    if (found.length !== 1) throw new Error(found.length === 0 ? `no top-level let ${binding[1]} bound to a literal` : `let ${binding[1]} is bound ${found.length} times`);
    return {value: literal(found[0][1]), line: lineAt(code, found[0].index)};
  }
  const compared = /^(.+?)\s*=\s*\?$/.exec(symbol);
  if (compared) {
    // `(EXPR) = 33n` or `EXPR = 33n`, the parentheses optional.
    const pattern = new RegExp(String.raw`(?:\(\s*${escape(compared[1])}\s*\)|(?<![\w.])${escape(compared[1])})\s*=\s*${LITERAL}`, 'g');
    const found = [...code.matchAll(pattern)];
    if (found.length === 0) throw new Error(`nothing compares ${compared[1]} with a literal`);
    const values = [...new Set(found.map((m) => literal(m[1])))];
    return {value: values.length === 1 ? values[0] : values, line: lineAt(code, found[0].index)};
  }
  throw new Error(`"${symbol}" is neither "let name" nor "EXPR = ?"`);
}
