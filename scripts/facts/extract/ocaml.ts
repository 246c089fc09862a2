/**
 * Reads a default, a switch table, a metric or a list of RPC methods out of the OCaml source of
 * the Octez nodes (`.ml`), on the tokens and `let` bindings of the manuals' scanner
 * (scripts/manuals/ocaml-scan.ts), so that one OCaml reader serves both. The forms, each named by
 * its symbol; anything else is an error, never a guess:
 * - `name`: a binding whose value is a literal (a number, a string, a constructor; a qualified
 *   one, `Block_parameter.Latest`, gives its last name).
 * - `name:last-string`: the last string literal of a binding; `name:strings`: all of them, in order.
 * - In these three forms, `Module.name` is the binding `name` of the module `Module` (nested:
 *   `Outer.Inner.name`).
 * - `to_string(name)`: the string that the function `to_string` maps the constructor of `name` to.
 * - `callee ~label`: the value of `~label:` in the first call of `callee`.
 * - `dft "field"`: the default of a field of a configuration encoding (a literal, a constructor, a
 *   binding, or a field of a record that a binding builds).
 * - `field of name`: a field of the record that the binding `name` builds (a local one too, such as
 *   `let node_ctxt = {…; block_finality_time = 2; …} in`), when its value is a literal.
 * - `fn => Marker`: the arms of the match in `fn` whose result names `Marker`, each pattern of
 *   two constructors as `from>to` in lower case, as a sorted list (`[archive>full, full>seed]`);
 *   a pattern of one constructor as its name (`[mainnet, shadownet]`). The match may be the
 *   body's own or a `(function …)` inside it.
 * - `metric types`: every Prometheus metric the file registers, as `name: type`, sorted.
 * - `metric NAME labels`: the label names of metric NAME, in order.
 * - `methods LIST /regex/`: the `method_` of each `(module M)` of the list LIST whose name
 *   matches the regex, sorted.
 * - `int name`: a binding whose value is integer arithmetic (`+ - * /`, parentheses,
 *   `Int32.of_int`) of literals and the file's other bindings, after its own `let … in`s.
 */
import {groupEnd, lastName, readSource, splitTop, termEnd, tokenize, type Binding, type SourceFile, type Token} from '../../manuals/ocaml-scan';
import type {Extracted} from './index';
import {evaluateRust, type Num} from './rust';

/** The first binding of `name` (`Module.name`: of that module), or undefined. */
function findBinding(src: SourceFile, name: string): Binding | undefined {
  const path = name.split('.');
  const own = path.pop()!;
  return src.bindings.find((x) => x.name === own && (path.length === 0 || x.modules.slice(1).join('.') === path.join('.')));
}

/**
 * The first binding of `name`, at any depth, without the `in` that closes a local one; with a
 * module path (`Eth_call.input_encoding`), the binding of that module.
 */
function binding(src: SourceFile, name: string): Binding {
  const b = findBinding(src, name);
  if (!b) throw new Error(`no binding named ${name}`);
  return b.body[b.body.length - 1]?.v === 'in' ? {...b, body: b.body.slice(0, -1)} : b;
}

const strings = (tokens: Token[]) => tokens.filter((t) => t.t === 'str').map((t) => t.v);

/** A literal value: an integer, a float, a string or a bare constructor. */
function literal(tokens: Token[], what: string): number | string {
  if (tokens.length === 1 && tokens[0].t === 'str') return tokens[0].v;
  const text = tokens.every((t) => t.t === 'p' || t.t === 'id') ? tokens.map((t) => t.v).join('') : '';
  if (/^-?\d[\d_]*(?:\.[\d_]*)?(?:e[+-]?\d+)?$/i.test(text)) return Number(text.replace(/_/g, ''));
  // An int32, int64 or nativeint literal: 0L, 5l, 8n.
  if (/^-?\d[\d_]*[lLn]$/.test(text)) return Number(text.slice(0, -1).replace(/_/g, ''));
  if (/^`?[A-Z][A-Za-z0-9_']*(?:\.[A-Z][A-Za-z0-9_']*)*$/.test(text)) return lastName(text.replace(/^`/, ''));
  throw new Error(`${what} is not a literal: ${tokens.map((t) => t.v).join(' ').slice(0, 80)}`);
}

/**
 * Arms of the match (or `function`) in a body, split at every `|` outside brackets. A result ends
 * at the next arm, so only a match whose results hold no match of their own is read whole, as in
 * the functions read here.
 */
function arms(body: Token[]): {patterns: Token[][]; result: Token[]}[] {
  const [head, ...rest] = splitTop(body, '|');
  const opens = head.map((t) => t.v).lastIndexOf('with');
  const from = Math.max(opens, head.map((t) => t.v).lastIndexOf('function'));
  const found: {patterns: Token[][]; result: Token[]}[] = [];
  let pending: Token[][] = [];
  for (const chunk of from >= 0 ? [head.slice(from + 1), ...rest] : rest) {
    const [pattern, ...result] = splitTop(chunk, '->');
    pending.push(pattern);
    if (result.length === 0) continue;
    found.push({patterns: pending, result: result.flat()});
    pending = [];
  }
  return found;
}

const constructorOf = (pattern: Token[]) => (pattern[0]?.t === 'id' ? /^[A-Z][A-Za-z0-9_]*/.exec(pattern[0].v)?.[0] : undefined);

/** `Some Archive, Some Full` → `archive>full`, `Mainnet` → `mainnet`; null for any other pattern. */
function pairOf(pattern: Token[]): string | null {
  const names = splitTop(pattern, ',').map((p) => constructorOf(p[0]?.v === 'Some' ? p.slice(1) : p));
  if (names.length > 2 || names.some((n) => !n || n === 'None')) return null;
  if (names.length === 1 && pattern.length !== 1) return null;
  return names.join('>').toLowerCase();
}

/** The body's match: its own (a `match` or `function` outside brackets), or else the first `(function …)` in it. */
function matchOf(body: Token[]): Token[] {
  let depth = 0;
  for (const t of body) {
    if (t.t === 'p' && '([{'.includes(t.v)) depth++;
    else if (t.t === 'p' && ')]}'.includes(t.v)) depth--;
    else if (depth === 0 && (t.v === 'match' || t.v === 'function')) return body;
  }
  const at = body.findIndex((t, k) => t.v === 'function' && body[k - 1]?.v === '(');
  return at < 0 ? body : body.slice(at, groupEnd(body, at - 1) - 1);
}

function matchArms(src: SourceFile, fn: string, marker: string): Extracted {
  const b = binding(src, fn);
  const pairs = new Set<string>();
  for (const arm of arms(matchOf(b.body))) {
    if (!arm.result.some((t) => t.t === 'id' && t.v.split('.').includes(marker))) continue;
    for (const pattern of arm.patterns) {
      const guard = pattern.findIndex((t) => t.v === 'when');
      let bare = guard >= 0 ? pattern.slice(0, guard) : pattern;
      if (bare[0]?.v === '(' && groupEnd(bare, 0) === bare.length) bare = bare.slice(1, -1);
      for (const pair of splitTop(bare, '|').map(pairOf)) if (pair) pairs.add(pair);
    }
  }
  if (pairs.size === 0) throw new Error(`no arm of ${fn} results in ${marker}`);
  return {value: [...pairs].sort(), line: b.line};
}

/** The constructor `fn` maps `name`'s value to, when that arm returns a string literal. */
function mapped(src: SourceFile, fn: string, name: string): Extracted {
  const {body, line} = binding(src, name);
  const value = literal(body, name);
  for (const arm of arms(binding(src, fn).body)) {
    if (!arm.patterns.flatMap((p) => splitTop(p, '|')).some((p) => constructorOf(p) === String(value))) continue;
    const [result, ...more] = arm.result;
    if (result?.t !== 'str' || more.length > 0) throw new Error(`${fn} maps ${value} to ${arm.result.map((t) => t.v).join(' ').slice(0, 60)}, not a string`);
    return {value: result.v, line};
  }
  throw new Error(`${fn} has no arm for ${value}`);
}

/** The value after `~label:` in the first call of `callee` (not its definition). */
function labelled(src: SourceFile, callee: string, label: string): Extracted {
  const tokens = src.tokens;
  for (let k = 0; k < tokens.length; k++) {
    if (tokens[k].t !== 'id' || tokens[k].v !== callee || tokens[k - 1]?.v === 'let') continue;
    // The call's arguments: up to the next line that starts at or left of the callee.
    for (let m = k + 1; m < tokens.length && !(tokens[m].bol && tokens[m].col <= tokens[k].col); m++) {
      const arg = tokens[m];
      if (arg.t !== 'label' || arg.v !== label || !arg.colon) continue;
      const term = tokens.slice(m + 1, termEnd(tokens, m + 1));
      return {value: term[0]?.v === '[' ? strings(term) : literal(term, `~${label}`), line: arg.line};
    }
  }
  throw new Error(`no call of ${callee} with ~${label}`);
}

interface Metric {
  name: string;
  type: string;
  labels: string[];
  line: number;
}

/** Every metric registered with the Prometheus library's `v`, `v_label` and `v_labels`, or with a MetricInfo record. */
export function metrics(source: string): Metric[] {
  const tokens = tokenize(source);
  const histograms = new Set(tokens.filter((t, k) => tokens[k - 1]?.v === 'module' && tokens[k + 1]?.v === '=' && /^Histogram\b/.test(tokens[k + 2]?.v ?? '')).map((t) => t.v));
  const found: Metric[] = [];
  tokens.forEach((tok, k) => {
    const module = tok.t === 'id' ? /(?:^|\.)([A-Z]\w*)\.v(?:_labels?)?$/.exec(tok.v)?.[1] : undefined;
    if (module === 'MetricName') return metricInfo(tokens, k, found);
    const type = ['Gauge', 'Counter', 'Summary', 'Histogram'].includes(module!) ? module!.toLowerCase() : histograms.has(module!) ? 'histogram' : null;
    if (!type) return;
    // Labelled arguments are skipped; the first string literal is the name.
    let labels: string[] = [];
    let m = k + 1;
    for (let arg = tokens[m]; arg?.t === 'label'; arg = tokens[m]) {
      const end = arg.colon ? termEnd(tokens, m + 1) : m + 1;
      if (arg.colon && (arg.v === 'label_names' || arg.v === 'label_name')) labels = strings(tokens.slice(m + 1, end));
      m = end;
    }
    if (tokens[m]?.t !== 'str') throw new Error(`the metric at line ${tok.line} has no name`);
    found.push({name: tokens[m].v, type, labels, line: tok.line});
  });
  return found;
}

/** `{name = MetricName.v (String.concat "_" [...; "name"]); metric_type = Gauge; label_names = [...]}`. */
function metricInfo(tokens: Token[], k: number, found: Metric[]): void {
  if (tokens[k + 2]?.v !== 'String.concat' || tokens[k + 3]?.t !== 'str' || tokens[k + 4]?.v !== '[') return;
  const name = tokens[groupEnd(tokens, k + 4) - 2];
  if (name.t !== 'str' || !/^\w+$/.test(name.v)) return;
  let end = k;
  for (let depth = 0; end < tokens.length && depth >= 0; end++) depth += tokens[end].v === '{' ? 1 : tokens[end].v === '}' ? -1 : 0;
  const record = tokens.slice(k, end);
  const [type, labels] = ['metric_type', 'label_names'].map((f) => record.findIndex((t, j) => t.v === f && record[j + 1]?.v === '=') + 2);
  if (type < 2 || record[labels]?.v !== '[') throw new Error(`the metric ${name.v} has no metric_type or label_names`);
  found.push({name: name.v, type: record[type].v.toLowerCase(), labels: strings(record.slice(labels, groupEnd(record, labels))), line: tokens[k].line});
}

function metricFact(source: string, rest: string): Extracted {
  const all = metrics(source);
  if (rest === 'types') {
    if (all.length === 0) throw new Error('the file registers no metric');
    const sorted = [...all].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return {value: sorted.map((m) => `${m.name}: ${m.type}`), line: sorted[0].line};
  }
  const labels = /^(\w+) labels$/.exec(rest);
  if (!labels) throw new Error(`unknown metric symbol: metric ${rest}`);
  const metric = all.find((m) => m.name === labels[1]);
  if (!metric) throw new Error(`no metric named ${labels[1]}`);
  return {value: metric.labels, line: metric.line};
}

function methods(src: SourceFile, list: string, pattern: string): Extracted {
  const b = binding(src, list);
  const modules = b.body.filter((t, k) => b.body[k - 2]?.v === '(' && b.body[k - 1]?.v === 'module' && b.body[k + 1]?.v === ')').map((t) => t.v);
  if (modules.length === 0) throw new Error(`${list} lists no (module …)`);
  const names = modules.map((path) => {
    const method = findBinding(src, `${path}.method_`)?.body;
    if (method?.length !== 1 || method[0].t !== 'str') throw new Error(`module ${path} has no method_`);
    return method[0].v;
  });
  return {value: [...new Set(names)].filter((n) => new RegExp(pattern).test(n)).sort(), line: b.line};
}

/**
 * The default of a field of a configuration encoding, `(dft "name" encoding default)`: a literal,
 * a qualified constructor (`Internal_event.Notice` gives `Notice`) or a binding of the file.
 */
function encodingDefault(src: SourceFile, field: string): Extracted {
  const tokens = src.tokens;
  const k = tokens.findIndex((t, j) => t.t === 'id' && lastName(t.v) === 'dft' && tokens[j + 1]?.t === 'str' && tokens[j + 1].v === field);
  if (k < 0) throw new Error(`no (dft "${field}" …) in the file`);
  const atoms: Token[][] = [];
  for (let m = k + 2; atoms.length < 2 && m < tokens.length; ) {
    const tok = tokens[m];
    const end = termEnd(tokens, tok.t === 'label' && tok.colon ? m + 1 : m);
    if (tok.t !== 'label') atoms.push(tokens.slice(m, end));
    m = end;
  }
  const [value] = atoms.slice(1);
  const name = value?.length === 1 && value[0].t === 'id' ? value[0].v : '';
  const resolved = /^[a-z_][\w']*$/.test(name)
    ? binding(src, name).body
    : /^[a-z_][\w']*\.[a-z_][\w']*$/.test(name)
      ? recordField(binding(src, name.split('.')[0]!).body, name.split('.')[1]!)
      : /^[A-Z]/.test(lastName(name))
        ? [{...value[0], v: lastName(name)}]
        : (value ?? []);
  return {value: literal(resolved, `the default of ${field}`), line: tokens[k].line};
}

/**
 * The value of `field` in the record a binding builds (`default_filter_config.max_nb_blocks`): what
 * follows `field =`, or its `~default:` when that is `Option.value ~default:100 max_nb_blocks`.
 */
function recordField(body: Token[], field: string): Token[] {
  const k = body.findIndex((t, j) => t.v === field && body[j + 1]?.v === '=');
  if (k < 0) throw new Error(`no field ${field} = … in the record`);
  let end = k + 2;
  while (end < body.length && body[end]!.v !== ';' && body[end]!.v !== '}') end = termEnd(body, end);
  const term = body.slice(k + 2, end);
  const at = term.findIndex((t) => t.t === 'label' && t.v === 'default' && t.colon);
  return at < 0 ? term : term.slice(at + 1, termEnd(term, at + 1));
}

/**
 * The integer a binding computes (the `int name` form). Its own `let x = … in`s come first, and x is
 * read as a binding of the file; the Rust reader's evaluator does the arithmetic, whose integer `/`
 * truncates as OCaml's does.
 */
function integer(src: SourceFile, name: string, outer: readonly string[] = []): number {
  if (outer.includes(name)) throw new Error(`${name} refers to itself`);
  let body = binding(src, name).body;
  while (body[0]?.v === 'let') {
    const k = body.findIndex((t) => t.v === 'in');
    if (k < 0) throw new Error(`${name} has a let without in`);
    body = body.slice(k + 1);
  }
  const expr = body.filter((t) => t.v !== 'Int32.of_int' && t.v !== 'Int64.of_int').map((t) => t.v).join(' ');
  let value: Num;
  try {
    if (body.some((t) => t.t !== 'p' && t.t !== 'id')) throw new Error('a literal that is not a number');
    value = evaluateRust(expr, (other) => ({int: BigInt(integer(src, other, [...outer, name]))}));
  } catch (error) {
    throw new Error(`${name} is not integer arithmetic: ${expr.slice(0, 80)} (${(error as Error).message})`);
  }
  if (!('int' in value)) throw new Error(`${name} is not integer arithmetic: ${expr.slice(0, 80)}`);
  return Number(value.int);
}

export function extractOcaml(source: string, symbol: string): Extracted {
  const src = readSource('', source);
  let m: RegExpExecArray | null;
  if ((m = /^dft "([\w-]+)"$/.exec(symbol))) return encodingDefault(src, m[1]);
  if ((m = /^metric (.+)$/.exec(symbol))) return metricFact(source, m[1]);
  if ((m = /^methods (\w+) \/(.+)\/$/.exec(symbol))) return methods(src, m[1], m[2]);
  if ((m = /^(\w+) => (\w+)$/.exec(symbol))) return matchArms(src, m[1], m[2]);
  if ((m = /^([\w.]+) ~(\w+)$/.exec(symbol))) return labelled(src, m[1], m[2]);
  if ((m = /^(\w+)\((\w+)\)$/.exec(symbol))) return mapped(src, m[1], m[2]);
  if ((m = /^int (\w+)$/.exec(symbol))) return {value: integer(src, m[1]), line: binding(src, m[1]).line};
  if ((m = /^(\w+) of (\w+)$/.exec(symbol))) {
    const b = binding(src, m[2]);
    return {value: literal(recordField(b.body, m[1]), `${m[1]} of ${m[2]}`), line: b.line};
  }
  if ((m = /^([\w.]+):(last-string|strings)$/.exec(symbol))) {
    const b = binding(src, m[1]);
    const all = strings(b.body);
    if (all.length === 0) throw new Error(`${m[1]} has no string literal`);
    return {value: m[2] === 'strings' ? all : all[all.length - 1], line: b.line};
  }
  if (/^\w+(?:\.\w+)*$/.test(symbol)) {
    const b = binding(src, symbol);
    return {value: literal(b.body, symbol), line: b.line};
  }
  throw new Error(`unknown OCaml symbol form: ${symbol}`);
}
