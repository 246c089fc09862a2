/**
 * Reads the value of a Rust `const` or `static` out of its source, evaluating the constant
 * expressions the kernel writes: integer and float literals (`27_000_000`, `10_u64`,
 * `softfloat::f64!(0.000_000_000_99)`), other constants of the same file, `+ - * / % << >>`,
 * parentheses, `.pow(n)`, `as` casts and `size_of::<T>()` of the fixed-size types below.
 * No Rust parser is on the npm registry, and these few forms are all the fee constants use;
 * anything else is an error that names the expression, never a guess.
 */
import type {Extracted} from './index';

export type Num = {int: bigint} | {float: number};

/** Sizes, in bytes, of the types whose `size_of` the kernel's fee code sums. */
const SIZES: Record<string, number> = {u8: 1, i8: 1, u16: 2, u32: 4, i32: 4, u64: 8, i64: 8, u128: 16, usize: 8, H160: 20, H256: 32, U256: 32, Address: 20, B256: 32};

/** The source with comments blanked out (lines and columns kept). */
export function stripRustComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\])*"/g, (m) => (m.startsWith('"') ? m : m.replace(/[^\n]/g, ' ')));
}

interface Declaration {
  line: number;
  expr: string;
}

function declarations(code: string, name: string): Declaration[] {
  const head = new RegExp(`^[ \\t]*(?:pub(?:\\([^)]*\\))?\\s+)?(?:const|static)\\s+${name}\\s*:[^=;]*=`, 'gm');
  const found: Declaration[] = [];
  for (const m of code.matchAll(head)) {
    const start = m.index + m[0].length;
    const end = code.indexOf(';', start);
    if (end < 0) throw new Error(`${name}: no ';' ends its declaration`);
    found.push({line: code.slice(0, m.index).split('\n').length, expr: code.slice(start, end).trim()});
  }
  return found;
}

const TOKEN = /\s*(?:(\d[\d_]*\.[\d_]+(?:[eE][+-]?\d+)?(?:_?f(?:32|64))?|\d[\d_]*(?:[eE][+-]?\d+)?(?:_?[ui](?:8|16|32|64|128|size)|_?f(?:32|64))?)|([A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*)|(<<|>>|::<|[-+*/%().!<>,]))/y;

function tokenize(expr: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < expr.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(expr);
    if (!m) {
      if (/^\s*$/.test(expr.slice(at))) break;
      throw new Error(`cannot read "${expr.slice(at)}"`);
    }
    tokens.push(m[1] ?? m[2] ?? m[3]);
  }
  return tokens;
}

function literal(text: string): Num {
  const digits = text.replace(/_?(?:[ui](?:8|16|32|64|128|size)|f32|f64)$/, '').replace(/_/g, '');
  return /[.eE]/.test(digits) || /f(32|64)$/.test(text) ? {float: Number(digits)} : {int: BigInt(digits)};
}

const asFloat = (n: Num) => ('int' in n ? Number(n.int) : n.float);

function binary(op: string, a: Num, b: Num): Num {
  if ('int' in a && 'int' in b) {
    switch (op) {
      case '+': return {int: a.int + b.int};
      case '-': return {int: a.int - b.int};
      case '*': return {int: a.int * b.int};
      case '/': return {int: a.int / b.int};
      case '%': return {int: a.int % b.int};
      case '<<': return {int: a.int << b.int};
      case '>>': return {int: a.int >> b.int};
    }
  }
  const [x, y] = [asFloat(a), asFloat(b)];
  switch (op) {
    case '+': return {float: x + y};
    case '-': return {float: x - y};
    case '*': return {float: x * y};
    case '/': return {float: x / y};
  }
  throw new Error(`operator ${op} on a float`);
}

const PRECEDENCE: Record<string, number> = {'<<': 1, '>>': 1, '+': 2, '-': 2, '*': 3, '/': 3, '%': 3};

/**
 * Evaluates a constant expression; `lookup` gives the value of a name it uses (another constant of
 * the file). The OCaml reader evaluates integer bindings with it too.
 */
export function evaluateRust(expr: string, lookup: (name: string) => Num): Num {
  const tokens = tokenize(expr);
  let i = 0;
  const expect = (t: string) => {
    if (tokens[i] !== t) throw new Error(`expected "${t}" in "${expr}", found "${tokens[i] ?? 'the end'}"`);
    i++;
  };
  const primary = (): Num => {
    const t = tokens[i++];
    if (t === undefined) throw new Error(`"${expr}" ends early`);
    if (t === '(') {
      const v = binaryExpr(0);
      expect(')');
      return v;
    }
    if (t === '-') {
      const v = postfix(primary());
      return 'int' in v ? {int: -v.int} : {float: -v.float};
    }
    if (/^\d/.test(t)) return literal(t);
    const last = t.split('::').pop()!;
    if (tokens[i] === '!' && /^f(32|64)$/.test(last)) {
      // softfloat::f64!(literal): a float literal in a macro.
      i++;
      expect('(');
      const v = binaryExpr(0);
      expect(')');
      return {float: asFloat(v)};
    }
    if (last === 'size_of' && tokens[i] === '::<') {
      i++;
      const type = tokens[i++].split('::').pop()!;
      expect('>');
      expect('(');
      expect(')');
      if (!(type in SIZES)) throw new Error(`size_of::<${type}>() is not a size this reader knows`);
      return {int: BigInt(SIZES[type])};
    }
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(last) && tokens[i] !== '(' && tokens[i] !== '!') return lookup(last);
    throw new Error(`"${t}" in "${expr}" is not a constant expression this reader evaluates`);
  };
  const postfix = (v: Num): Num => {
    for (;;) {
      if (tokens[i] === '.' && tokens[i + 1] === 'pow' && tokens[i + 2] === '(') {
        i += 3;
        const e = binaryExpr(0);
        expect(')');
        if (!('int' in e)) throw new Error(`pow of a float exponent in "${expr}"`);
        v = 'int' in v ? {int: v.int ** e.int} : {float: v.float ** Number(e.int)};
      } else if (tokens[i] === 'as') {
        const type = tokens[i + 1];
        i += 2;
        v = /^f(32|64)$/.test(type) ? {float: asFloat(v)} : 'int' in v ? v : {int: BigInt(Math.trunc(v.float))};
      } else return v;
    }
  };
  const binaryExpr = (min: number): Num => {
    let left = postfix(primary());
    while (i < tokens.length && tokens[i] in PRECEDENCE && PRECEDENCE[tokens[i]] > min) {
      const op = tokens[i++];
      left = binary(op, left, binaryExpr(PRECEDENCE[op]));
    }
    return left;
  };
  const value = binaryExpr(0);
  if (i !== tokens.length) throw new Error(`"${tokens.slice(i).join(' ')}" left over in "${expr}"`);
  return value;
}

/** The value and line of `const NAME` (or `static NAME`) in a Rust file. */
export function extractRust(source: string, symbol: string): Extracted {
  const code = stripRustComments(source);
  const seen = new Set<string>();
  const read = (name: string): {value: Num; line: number} => {
    if (seen.has(name)) throw new Error(`${name} refers to itself`);
    seen.add(name);
    const found = declarations(code, name);
    if (found.length === 0) throw new Error(`no const or static ${name} in the file`);
    if (found.length > 1) throw new Error(`${name} is declared ${found.length} times (lines ${found.map((d) => d.line).join(', ')})`);
    const value = evaluateRust(found[0].expr, (other) => read(other).value);
    seen.delete(name);
    return {value, line: found[0].line};
  };
  const {value, line} = read(symbol);
  if ('float' in value) return {value: value.float, line};
  const safe = value.int <= BigInt(Number.MAX_SAFE_INTEGER) && value.int >= BigInt(Number.MIN_SAFE_INTEGER);
  return {value: safe ? Number(value.int) : value.int.toString(), line};
}
