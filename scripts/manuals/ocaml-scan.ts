/**
 * Reads the command-line interface of an Octez tool out of its OCaml source, so that the
 * snippet check holds every page command to the tool itself: a page never shows a subcommand
 * or a flag the tool lacks (scripts/snippets/manual.ts rejects it on the page, before a reader
 * pastes it and gets a parse error from the binary).
 *
 * This is a scanner, not a parser. An OCaml grammar is on the npm registry (tree-sitter-ocaml
 * 0.24.2, a WASM file for web-tree-sitter 0.27), and it parses main.ml and configuration.ml of
 * octez-evm-node-v0.64 with no error node. Reading the forms below on its syntax tree would replace
 * the token walks here, but its start is asynchronous where the fact extractors
 * (scripts/facts/extract) are synchronous; the scanner stays while the tests hold what it reads
 * (the manuals and src/data/source). It relies on the shape ocamlformat gives the Octez
 * source and covers:
 * - tokens: nested comments, strings (with escapes and {|quoted|} forms), char literals,
 *   qualified names (`Tezos_clic.arg`), labels (`~long:`, `~short:`, `~name:`, `~env:`);
 * - bindings: every `let name … =`, its body ending at the first line that starts at or left of
 *   the `let`; names resolve in the same file first, then by module (file or `module X =
 *   struct`), then anywhere among the files read;
 * - options: `arg`, `default_arg`, `switch`, `arg_or_switch`, `multiple_arg`, `multiple_switch`
 *   (bare or `Tezos_clic.`-qualified) and helper functions that wrap them, called with
 *   `~long:"…"` (`kernel_arg ~long:"initial-kernel"`) or with `~name:"a_b"` when the helper
 *   turns the name into the flag (`--a-b`), a punned `~long` after `let long = "…" in`, with
 *   `~short:'c'`, `~placeholder:"…"` and `~env:`; options reached through `argsN`,
 *   `merge_options` or any named binding;
 * - commands: `command [~labels] OPTIONS PATH handler`, PATH made of `prefixes […]`, `fixed […]`,
 *   `prefix "…"`, `param ~name:"…"`, `seq_of_param`, `stop`, and named parameter helpers;
 * - values: the string patterns (`| "mainnet" ->`, `| ["full"; days] ->` after a split on ':')
 *   of the parser an option or parameter uses, up to two calls deep.
 * It does not follow functors (a name under a functor-made module resolves to any binding of
 * that name), first-class modules or commands built at run time. The unit tests
 * tests/unit/snippets-manual.test.ts (code of the same shape, and the manuals it produced from the
 * real source) and tests/unit/facts-extract-nodes.test.ts run it.
 */

export type Token =
  | {t: 'id'; v: string; line: number; col: number; bol: boolean}
  | {t: 'str'; v: string; line: number; col: number; bol: boolean}
  | {t: 'char'; v: string; line: number; col: number; bol: boolean}
  | {t: 'label'; v: string; colon: boolean; line: number; col: number; bol: boolean}
  | {t: 'p'; v: string; line: number; col: number; bol: boolean};

const ID = /[A-Za-z_][A-Za-z0-9_']*(?:\.[A-Za-z_][A-Za-z0-9_']*)*/y;
const PUNCT = /@@|\|>|->|::|:=|<-|\|\||&&|[()[\]{};,=|@^/:*+<>.!?-]/y;
const NUMBER = /[0-9][0-9_.a-fA-FxXoOblLn]*/y;
const QUOTED = /\{([a-z_]*)\|/y;
const CHAR = /'(\\(?:[\\'"ntbr ]|\d{3}|x[0-9a-fA-F]{2})|[^\\'])'/y;
const LABEL = /[~?]([a-z_][A-Za-z0-9_']*)(:?)/y;

/** Splits OCaml source into tokens, dropping comments. */
export function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  let lastLine = 0;
  const advance = (to: number) => {
    for (; i < to; i++) if (src[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  };
  /** Emits a token that starts at `i` and moves past its `length` characters. */
  const emit = (tok: {t: Token['t']; v: string; colon?: boolean}, length: number) => {
    out.push({...tok, line, col: i - lineStart, bol: line !== lastLine} as Token);
    lastLine = line;
    advance(i + length);
  };
  const at = (pattern: RegExp) => {
    pattern.lastIndex = i;
    return pattern.exec(src);
  };
  while (i < src.length) {
    const c = src[i];
    if (c === '\n' || c === ' ' || c === '\t' || c === '\r') {
      advance(i + 1);
    } else if (src.startsWith('(*', i) && !src.startsWith('(*)', i)) {
      for (let depth = 0; i < src.length; ) {
        if (src.startsWith('(*', i)) depth++;
        else if (src.startsWith('*)', i) && --depth === 0) {
          advance(i + 2);
          break;
        }
        advance(src[i] === '"' ? stringEnd(src, i) : src.startsWith('(*', i) || src.startsWith('*)', i) ? i + 2 : i + 1);
      }
    } else if (c === '"') {
      const end = stringEnd(src, i);
      emit({t: 'str', v: unescape(src.slice(i + 1, end - 1))}, end - i);
    } else if (at(QUOTED)) {
      const open = at(QUOTED)!;
      const end = src.indexOf(`|${open[1]}}`, i + open[0].length);
      emit({t: 'str', v: src.slice(i + open[0].length, end)}, end + open[1].length + 2 - i);
    } else if (c === "'") {
      // A char literal, or the quote of a type variable ('a), skipped.
      const ch = at(CHAR);
      if (ch) emit({t: 'char', v: ch[1]}, ch[0].length);
      else advance(i + 1);
    } else if (at(LABEL)) {
      // `~x:` is a label with a value, `~x` a punned one.
      const r = at(LABEL)!;
      emit({t: 'label', v: r[1], colon: r[2] === ':'}, r[0].length);
    } else if (at(ID)) {
      // `Tezos_clic.(…)`: a local open; keep the module as its own token.
      const id = at(ID)![0];
      const v = src.startsWith('.(', i + id.length) ? `${id}.` : id;
      emit({t: 'id', v}, v.length);
    } else {
      const v = (at(NUMBER) ?? at(PUNCT))?.[0] ?? c;
      emit({t: 'p', v}, v.length);
    }
  }
  return out;
}

function stringEnd(src: string, i: number): number {
  let j = i + 1;
  while (j < src.length && src[j] !== '"') j += src[j] === '\\' ? 2 : 1;
  return j + 1;
}

function unescape(s: string): string {
  return s.replace(/\\\n\s*/g, '').replace(/\\(["\\nt])/g, (_m, c: string) => ({n: '\n', t: '\t'})[c] ?? c);
}

export interface Binding {
  name: string;
  /** Module path: the file's module, then the `module X = struct` it sits in. */
  modules: string[];
  file: string;
  line: number;
  body: Token[];
}

export interface SourceFile {
  path: string;
  tokens: Token[];
  bindings: Binding[];
}

const moduleOfPath = (path: string) => {
  const base = path.split('/').pop()!.replace(/\..*$/, '');
  return base.charAt(0).toUpperCase() + base.slice(1);
};

/** Tokens and `let` bindings of one file. */
export function readSource(path: string, src: string): SourceFile {
  const tokens = tokenize(src);
  const bindings: Binding[] = [];
  const modules: {name: string; col: number}[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const tok = tokens[k];
    if (tok.bol) while (modules.length > 0 && tok.col <= modules[modules.length - 1].col) modules.pop();
    if (tok.t === 'id' && tok.v === 'module' && tokens[k + 1]?.t === 'id' && tokens[k + 2]?.v === '=' && tokens[k + 3]?.v === 'struct') {
      modules.push({name: tokens[k + 1].v, col: tok.col});
      continue;
    }
    if (tok.t !== 'id' || (tok.v !== 'let' && tok.v !== 'and')) continue;
    let n = k + 1;
    if (tokens[n]?.v === 'rec') n++;
    const name = tokens[n];
    if (name?.t !== 'id' || name.v === 'open' || name.v.includes('.')) continue;
    // The `=` that starts the body: the first one outside parentheses.
    const [params, ...rest] = splitTop(tokens.slice(n + 1, n + 200), '=');
    if (rest.length === 0) continue;
    const eq = n + 1 + params.length;
    let end = eq + 1;
    while (end < tokens.length && !(tokens[end].bol && tokens[end].col <= tok.col)) end++;
    bindings.push({name: name.v, modules: [moduleOfPath(path), ...modules.map((m) => m.name)], file: path, line: tok.line, body: tokens.slice(eq + 1, end)});
  }
  return {path, tokens, bindings};
}

export interface OptionSpec {
  long: string;
  short?: string;
  /** Placeholder of the value; null for a switch; in brackets when the value is optional. */
  value: string | null;
  env?: string;
  values?: string[];
}

export interface CommandSpec {
  usage: string;
  options: OptionSpec[];
  file: string;
  line: number;
}

const VALUE_KINDS = new Set(['arg', 'default_arg', 'multiple_arg', 'arg_or_switch']);
const SWITCH_KINDS = new Set(['switch', 'multiple_switch']);
export const lastName = (v: string) => v.split('.').pop()!;
const isClicKind = (v: string) => {
  const name = lastName(v);
  return (VALUE_KINDS.has(name) || SWITCH_KINDS.has(name)) && (!v.includes('.') || /(^|\.)(Tezos_clic|Clic)\.[a-z_]+$/.test(v));
};

/** Index of the token after the balanced group that opens at `k`. */
export function groupEnd(tokens: Token[], k: number): number {
  let depth = 0;
  for (let m = k; m < tokens.length; m++) {
    const v = tokens[m].t === 'p' ? tokens[m].v : '';
    if (v === '(' || v === '[' || v === '{') depth++;
    else if (v === ')' || v === ']' || v === '}') {
      depth--;
      if (depth === 0) return m + 1;
    }
  }
  return tokens.length;
}

/** The tokens split at each `sep` outside brackets. */
export function splitTop(tokens: Token[], sep: string): Token[][] {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const tok of tokens) {
    if (tok.t === 'p' && ['(', '[', '{'].includes(tok.v)) depth++;
    if (tok.t === 'p' && [')', ']', '}'].includes(tok.v)) depth--;
    if (depth === 0 && tok.t === 'p' && tok.v === sep) parts.push([]);
    else parts[parts.length - 1].push(tok);
  }
  return parts;
}

/** Index after one argument term: a group, a (locally opened) name, a literal. */
export function termEnd(tokens: Token[], k: number): number {
  const tok = tokens[k];
  if (!tok) return k;
  if (tok.t === 'p' && (tok.v === '(' || tok.v === '[' || tok.v === '{')) return groupEnd(tokens, k);
  if (tok.t === 'id' && tok.v.endsWith('.') && tokens[k + 1]?.v === '(') return groupEnd(tokens, k + 1);
  return k + 1;
}

export class Scanner {
  private byName = new Map<string, Binding[]>();
  private optionCache = new Map<Binding, OptionSpec[]>();

  constructor(readonly files: SourceFile[]) {
    for (const file of files) for (const b of file.bindings) this.byName.set(b.name, [...(this.byName.get(b.name) ?? []), b]);
  }

  /** The binding a (possibly qualified) name means, seen from `file`. */
  resolve(name: string, file: string): Binding | undefined {
    const parts = name.split('.');
    const candidates = this.byName.get(parts[parts.length - 1]);
    if (!candidates) return undefined;
    const qualifier = parts.slice(0, -1);
    if (qualifier.length > 0) {
      const q = qualifier[qualifier.length - 1];
      const inModule = candidates.find((b) => b.modules[b.modules.length - 1] === q) ?? candidates.find((b) => b.modules.includes(q));
      // Modules made by a functor (`module Public_key_hash = Alias (…)`) are not followed: any
      // binding of that name stands in.
      if (inModule) return inModule;
    }
    return candidates.find((b) => b.file === file) ?? candidates[0];
  }

  /** A helper's own kind (the Clic constructor its body calls first), for `helper ~long:"…"`. */
  private kindOf(b: Binding): string | undefined {
    const first = b.body.find((tok) => tok.t === 'id' && isClicKind(tok.v));
    return first ? lastName(first.v) : undefined;
  }

  /** Options a slice of tokens defines, following the names it uses. */
  optionsIn(tokens: Token[], file: string, depth = 0, seen = new Set<Binding>()): OptionSpec[] {
    const found: OptionSpec[] = [];
    for (let k = 0; k < tokens.length; k++) {
      const tok = tokens[k];
      if (tok.t !== 'id') continue;
      let kind: string | undefined;
      let helper: Binding | undefined;
      if (isClicKind(tok.v)) kind = lastName(tok.v);
      else if (tokens.slice(k + 1, k + 12).some((t, j, rest) => t.t === 'label' && (t.v === 'long' || t.v === 'name') && rest[j + 1]?.t === 'str' && rest.slice(0, j).every((x) => x.t === 'label' || x.t === 'str' || x.t === 'char' || (x.t === 'p' && x.v === '()')))) {
        // Functor-made modules hide the helper: any binding of that name that builds an option.
        const first = this.resolve(tok.v, file);
        helper = first && this.kindOf(first) ? first : this.byName.get(lastName(tok.v))?.find((b) => this.kindOf(b));
        kind = helper ? this.kindOf(helper) : undefined;
      }
      if (kind) {
        const option = this.optionCall(tokens, k, kind, file, helper);
        if (option) {
          found.push(option);
          continue;
        }
      }
      if (depth >= 5 || tok.v.endsWith('.')) continue;
      const b = this.resolve(tok.v, file);
      if (!b || seen.has(b) || b.body.some((t) => t.t === 'id' && (t.v === 'command' || t.v === 'Tezos_clic.command'))) continue;
      seen.add(b);
      const cached = this.optionCache.get(b) ?? this.optionsIn(b.body, b.file, depth + 1, seen);
      if (depth === 0) this.optionCache.set(b, cached);
      found.push(...cached);
    }
    return found;
  }

  /** One `arg ~long:"x" ~short:'y' … parameter` call starting at `k`. */
  private optionCall(tokens: Token[], k: number, kind: string, file: string, helper?: Binding): OptionSpec | null {
    let long: string | undefined;
    let short: string | undefined;
    let placeholder: string | undefined;
    let env: string | undefined;
    const names: string[] = [];
    for (let m = k + 1; m < tokens.length; m++) {
      const tok = tokens[m];
      if (tok.t === 'id' && (isClicKind(tok.v) || tok.v === 'let' || tok.v === 'in')) break;
      if (tok.t === 'p' && (tok.v === ')' || tok.v === ';') && tokens.slice(k, m).filter((t) => t.v === '(').length <= tokens.slice(k, m).filter((t) => t.v === ')').length) break;
      if (tok.t === 'label' && !tok.colon && tok.v === 'long') long ??= localString(tokens.slice(0, k), 'long');
      if (tok.t === 'label' && tok.colon) {
        const next = tokens[m + 1];
        if (tok.v === 'long' && next?.t === 'str') long = next.v;
        // `config_key_arg ~name:"dal_slots"` where the helper makes the flag from the name.
        else if (tok.v === 'name' && next?.t === 'str' && helper && derivesLongFromName(helper)) long ??= next.v.replace(/_/g, '-');
        else if (tok.v === 'short' && next?.t === 'char') short = next.v;
        else if (tok.v === 'placeholder' && next?.t === 'str') placeholder = next.v;
        else if (tok.v === 'env') env = this.envName(tokens, m + 1, file);
        if (tok.v === 'doc' || tok.v === 'pp_default' || tok.v === 'default') m = termEnd(tokens, m + 1) - 1;
        continue;
      }
      if (tok.t === 'id') names.push(tok.v);
    }
    if (!long) return null;
    // Labels the helper fills itself (`~placeholder:"path"` inside `path_arg`).
    if (helper) {
      const inHelper = (label: string, type: Token['t']) => {
        const at = helper.body.findIndex((t, j) => t.t === 'label' && t.v === label && t.colon && helper.body[j + 1]?.t === type);
        return at >= 0 ? helper.body[at + 1].v : undefined;
      };
      placeholder ??= inHelper('placeholder', 'str');
      short ??= inHelper('short', 'char');
      names.push(...helper.body.filter((t) => t.t === 'id').map((t) => t.v));
    }
    const value = SWITCH_KINDS.has(kind) ? null : kind === 'arg_or_switch' ? `[${placeholder ?? 'value'}]` : placeholder ?? 'value';
    const option: OptionSpec = {long: `--${long}`, value};
    if (short) option.short = `-${short}`;
    if (env) option.env = env;
    if (value !== null) {
      const values = this.valuesOf(names, file);
      if (values.length > 0) option.values = values;
    }
    return option;
  }

  /** `~env:"X"` or `~env:(prefix_fn "X")` where prefix_fn is `"PREFIX_" ^ name`. */
  private envName(tokens: Token[], k: number, file: string): string | undefined {
    const tok = tokens[k];
    if (tok?.t === 'str') return tok.v;
    if (tok?.v === '(' && tokens[k + 1]?.t === 'id' && tokens[k + 2]?.t === 'str') {
      const fn = this.resolve(tokens[k + 1].v, file);
      const [a, op] = fn?.body ?? [];
      if (a?.t === 'str' && op?.v === '^') return a.v + tokens[k + 2].v;
    }
    return undefined;
  }

  /** String patterns of the parsers the names lead to, two calls deep. */
  valuesOf(names: string[], file: string, depth = 0): string[] {
    // A parser composed of several (`compose_parameters`) accepts more than any one's patterns.
    if (names.some((n) => lastName(n) === 'compose_parameters')) return [];
    for (const name of names) {
      const b = this.resolve(name, file);
      if (!b) continue;
      if (b.body.some((t) => t.t === 'id' && lastName(t.v) === 'compose_parameters')) return [];
      const values = patternValues(b.body);
      if (values.length > 0) return values;
    }
    if (depth >= 2) return [];
    for (const name of names) {
      const b = this.resolve(name, file);
      if (!b) continue;
      const inner = b.body.filter((t) => t.t === 'id').map((t) => t.v);
      const values = this.valuesOf(inner, b.file, depth + 1);
      if (values.length > 0) return values;
    }
    return [];
  }

  /** Every `command` call in the files whose path `commandFiles` accepts. */
  commands(commandFiles: (path: string) => boolean): CommandSpec[] {
    const out: CommandSpec[] = [];
    for (const file of this.files.filter((f) => commandFiles(f.path))) {
      const tokens = file.tokens;
      for (let k = 0; k < tokens.length; k++) {
        const tok = tokens[k];
        if (tok.t !== 'id' || !/^(?:(?:Tezos_clic|Clic)\.)?command$/.test(tok.v)) continue;
        // Not a call: a definition, a label, or the type `… Tezos_clic.command list`.
        if (['let', 'and', 'type', ':', '*'].includes(tokens[k - 1]?.v) || tokens[k - 1]?.t === 'label' || ['list', ')', ']', '=', '->', 'with', ';'].includes(tokens[k + 1]?.v)) continue;
        let m = k + 1;
        while (tokens[m]?.t === 'label') m = (tokens[m] as {colon: boolean}).colon ? termEnd(tokens, m + 1) : m + 1;
        // A partial application (`let command ~desc = command ~group ~desc in`) or a type.
        if (['in', 'type', 'let', 'val', 'end', 'and'].includes(tokens[m]?.v ?? 'end')) continue;
        const optionsEnd = termEnd(tokens, m);
        const pathEnd = termEnd(tokens, optionsEnd);
        const usage = this.usage(tokens.slice(optionsEnd, pathEnd), file.path);
        if (!usage) {
          this.unread.push(`${file.path}:${tok.line}`);
          continue;
        }
        const options = this.optionsIn(tokens.slice(m, optionsEnd), file.path);
        out.push({usage: usage.words.join(' '), options, file: file.path, line: tok.line});
        for (const [param, values] of usage.values) this.paramValues.set(param, values);
      }
    }
    return out;
  }

  /** Command calls whose path the scanner could not read (file:line), filled by `commands`. */
  readonly unread: string[] = [];

  /** Values of path parameters (`<history>`), filled by `commands`. */
  readonly paramValues = new Map<string, string[]>();

  /** Words of a command path: fixed words, `<param>`, `<param>*` for a sequence. */
  usage(tokens: Token[], file: string): {words: string[]; values: Map<string, string[]>} | null {
    let body = tokens;
    // Unwrap `( … )` and `Tezos_clic.( … )`.
    for (;;) {
      if (body[0]?.t === 'id' && body[0].v.endsWith('.') && body[1]?.v === '(' && groupEnd(body, 1) === body.length) body = body.slice(2, -1);
      else if (body[0]?.v === '(' && groupEnd(body, 0) === body.length) body = body.slice(1, -1);
      else break;
    }
    const segments = splitTop(body, '@@');
    const words: string[] = [];
    const values = new Map<string, string[]>();
    let repeat = false;
    let stopped = false;
    for (const segment of segments) {
      let s = segment;
      if (s.length > 1 && s[s.length - 1].t === 'id' && lastName(s[s.length - 1].v) === 'stop') {
        s = s.slice(0, -1);
        stopped = true;
      }
      const head = s[0];
      if (!head) continue;
      const name = head.t === 'id' ? lastName(head.v) : '';
      if (name === 'stop') {
        stopped = true;
        continue;
      }
      if (name === 'fixed') {
        words.push(...s.filter((t) => t.t === 'str').map((t) => t.v));
        stopped = true;
        continue;
      }
      if (name === 'prefixes') {
        words.push(...s.filter((t) => t.t === 'str').map((t) => t.v));
        continue;
      }
      if (name === 'prefix' && s[1]?.t === 'str') {
        words.push(s[1].v);
        continue;
      }
      if (name === 'seq_of_param' || name === 'non_terminal_seq') {
        repeat = true;
        if (s.length === 1) continue;
      }
      if (head.t !== 'id') return null;
      const param = this.paramName(s, file);
      const word = `<${param}>${repeat ? '*' : ''}`;
      const found = this.valuesOf(s.filter((t) => t.t === 'id').map((t) => t.v), file);
      if (found.length > 0) values.set(`<${param}>`, found);
      words.push(word);
      // A sequence takes the rest of the line: no `stop` follows it.
      if (repeat) stopped = true;
      repeat = false;
    }
    if (!stopped || words.length === 0 || !words.every((w) => w.length > 0)) return null;
    return {words, values};
  }

  private paramName(segment: Token[], file: string): string {
    const named = (tokens: Token[]) => {
      const at = tokens.findIndex((t) => t.t === 'label' && t.v === 'name' && t.colon);
      return at >= 0 && tokens[at + 1]?.t === 'str' ? tokens[at + 1].v : undefined;
    };
    let name = named(segment);
    if (!name) {
      const head = segment.find((t) => t.t === 'id' && !['seq_of_param', 'non_terminal_seq'].includes(lastName(t.v)));
      const b = head ? this.resolve(head.v, file) : undefined;
      name = (b && named(b.body)) ?? (head ? lastName(head.v).replace(/_param$/, '') : 'param');
    }
    return name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
  }
}

/** The string of the last `let name = "…"` among the tokens (`let long = "x" in … ~long`). */
function localString(tokens: Token[], name: string): string | undefined {
  for (let j = tokens.length - 4; j >= 0; j--) {
    if (tokens[j].v === 'let' && tokens[j + 1].v === name && tokens[j + 2].v === '=' && tokens[j + 3].t === 'str') return tokens[j + 3].v;
  }
  return undefined;
}

/** A helper whose flag is its `~name` with '_' turned into '-' (`let long = String.mapi … '_' … '-'`). */
function derivesLongFromName(helper: Binding): boolean {
  const body = helper.body;
  const at = body.findIndex((t, j) => t.v === 'let' && body[j + 1]?.v === 'long' && body[j + 2]?.v === '=');
  if (at < 0) return false;
  const rhs = body.slice(at + 3, at + 25);
  return rhs.some((t) => t.t === 'id' && /String\.(mapi|map)$/.test(t.v)) && rhs.some((t) => t.t === 'char' && t.v === '_') && rhs.some((t) => t.t === 'char' && t.v === '-') && rhs.some((t) => t.v === 'name');
}

/** `| "a" | "b" ->` and `| ["full"; n] ->` (after a split on ':') in a body, when its catch-all case fails. */
export function patternValues(body: Token[]): string[] {
  const values: string[] = [];
  const splitsOnColon = body.some((t, k) => t.t === 'id' && /split_on_char$|split$/.test(t.v) && body[k + 1]?.t === 'char' && body[k + 1].v === ':');
  for (let k = 0; k < body.length; k++) {
    if (!(body[k].t === 'p' && body[k].v === '|')) continue;
    const next = body[k + 1];
    if (next?.t === 'str' && (body[k + 2]?.v === '->' || body[k + 2]?.v === '|')) values.push(next.v);
    else if (splitsOnColon && next?.v === '[') {
      const end = groupEnd(body, k + 1);
      const inner = body.slice(k + 2, end - 1).filter((t) => t.v !== ';');
      if (body[end]?.v !== '->' || inner[0]?.t !== 'str') continue;
      values.push(inner.map((t) => (t.t === 'str' ? t.v : `<${t.v.replace(/[^a-z]/g, '') || 'n'}>`)).join(':'));
    }
  }
  // Only a closed list counts: the catch-all case must reject the word.
  const rejects = body.some((t, k) => t.v === '|' && body[k + 1]?.t === 'id' && /^[a-z_][\w']*$/.test(body[k + 1].v) && body[k + 2]?.v === '->' && body.slice(k + 3, k + 8).some((x) => x.t === 'id' && /^(failwith|fail|error|tzfail|invalid_arg|None|Error|error_with)$/.test(lastName(x.v))));
  return rejects ? Array.from(new Set(values)) : [];
}

/** Options of a named binding such as `global_options` in one file. */
export function bindingOptions(scanner: Scanner, file: string, name: string): OptionSpec[] {
  const b = scanner.files.find((f) => f.path === file)?.bindings.find((x) => x.name === name);
  if (!b) throw new Error(`no binding ${name} in ${file}`);
  return scanner.optionsIn(b.body, file);
}

/**
 * Words an RPC path may hold: segments after a `/` operator, those of a literal path "/a/b",
 * and the words a path argument's parser matches (`| "head" ->`).
 */
export function rpcSegments(file: SourceFile): string[] {
  const out = new Set<string>();
  file.tokens.forEach((tok, k) => {
    if (tok.t !== 'str') return;
    const before = file.tokens[k - 1];
    if (before?.t === 'p' && before.v === '/') out.add(tok.v);
    else if (before?.t === 'p' && before.v === '|' && ['->', '|'].includes(file.tokens[k + 1]?.v)) out.add(tok.v);
    else if (/^(\/[a-z_]+)+$/.test(tok.v)) tok.v.split('/').filter(Boolean).forEach((s) => out.add(s));
  });
  return Array.from(out).sort();
}
