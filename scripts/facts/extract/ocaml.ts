/**
 * Reads a default, a switch table, a metric or a list of RPC methods out of the OCaml source of
 * the Octez nodes (`.ml`). No OCaml parser is on the npm registry; these are the few forms the
 * node pages need, each named by its symbol, and anything else is an error, never a guess:
 * - `name`: a binding whose value is a literal: `let default_rpc_port = 8545` gives 8545, a
 *   string its text, a bare constructor (`Full`) its name.
 * - `name:last-string`: the last string literal of a binding
 *   (`Filename.concat (Sys.getenv "HOME") ".octez-evm-node"` gives `.octez-evm-node`).
 * - `to_string(name)`: the string that the function `to_string` maps the constructor of `name` to.
 * - `callee ~label`: the value of `~label:` in the first call of `callee`.
 * - `dft "field"`: the default of a field of a configuration encoding.
 * - `fn => Marker`: the arms of the match in `fn` whose result names `Marker`, each pattern of
 *   two constructors as `from>to` in lower case, as a sorted list (`[archive>full, full>seed]`).
 * - `metric types`: every Prometheus metric the file registers, as `name: type`, sorted.
 * - `metric NAME labels`: the label names of metric NAME, in order.
 * - `methods LIST /regex/`: the `method_` of each `(module M)` of the list LIST whose name
 *   matches the regex, sorted.
 * Lists come out as lists; a string list argument (`~label_names:[…]`) too.
 */
import type {Extracted} from './index';

/** The source with comments blanked out (lines kept); string literals stay as they are. */
export function stripOcamlComments(source: string): string {
  return source.replace(/"(?:\\[\s\S]|[^"\\])*"|\(\*[\s\S]*?\*\)/g, (m) => (m.startsWith('"') ? m : m.replace(/[^\n]/g, ' ')));
}

const lineAt = (code: string, index: number) => code.slice(0, index).split('\n').length;

/** The text of an OCaml string literal (`"a\nb"` as written, with its escapes read). */
function stringValue(literal: string): string {
  return literal
    .slice(1, -1)
    .replace(/\\\n[ \t]*/g, '')
    .replace(/\\(["\\nt])/g, (_m, c: string) => ({n: '\n', t: '\t'})[c] ?? c);
}

interface Binding {
  line: number;
  /** Index of the first character after `=`. */
  start: number;
  /** The bound expression, up to the next line indented no deeper than the `let`. */
  body: string;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The first `let name … =` of the file, at any depth. */
export function binding(code: string, name: string): Binding {
  // Parameters may run over several lines (`let f (type a)\n (x : a t) =`); none holds an `=`.
  const head = new RegExp(`^([ \\t]*)let(?:\\s+rec)?\\s+${escape(name)}\\b[^=]*?=`, 'm');
  const m = head.exec(code);
  if (!m) throw new Error(`no binding named ${name}`);
  const indent = m[1].length;
  const start = m.index + m[0].length;
  const rest = code.slice(start);
  // The body ends at the first later non-blank line that is indented no deeper than the `let`
  // and does not continue the expression (`|` arms, `)` closers and `in` belong to it).
  const lines = rest.split('\n');
  let length = lines[0].length;
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i];
    const depth = text.length - text.trimStart().length;
    if (text.trim() !== '' && depth <= indent && !/^\s*(\||\)|\]|in\b)/.test(text)) break;
    length += 1 + text.length;
  }
  return {line: lineAt(code, m.index), start, body: rest.slice(0, length).replace(/\s+in\s*$/, '')};
}

/** A literal value: an integer, a float, a string or a bare constructor. */
function literal(expr: string, what: string): number | string {
  const text = expr.trim();
  if (/^-?\d[\d_]*$/.test(text)) return Number(text.replace(/_/g, ''));
  if (/^-?\d[\d_]*\.[\d_]*(?:e[+-]?\d+)?$/i.test(text)) return Number(text.replace(/_/g, ''));
  if (/^"(?:\\[\s\S]|[^"\\])*"$/.test(text)) return stringValue(text);
  if (/^`?[A-Z][A-Za-z0-9_']*$/.test(text)) return text.replace(/^`/, '');
  throw new Error(`${what} is not a literal: ${text.slice(0, 80)}`);
}

/** Splits `text` at `sep` where no bracket is open. */
function splitTop(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const end = /"(?:\\[\s\S]|[^"\\])*"/y;
      end.lastIndex = i;
      const m = end.exec(text);
      if (m) i += m[0].length - 1;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      parts.push(text.slice(from, i));
      from = i + sep.length;
      i += sep.length - 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

/**
 * Arms of the matches (or `function`) in a binding's body, each with its patterns and result: the
 * body split at every `|` outside brackets. A result ends at the next arm, so only the arms of a
 * match whose results hold no match of their own are read whole, as in the functions read here.
 */
function arms(body: string): {patterns: string[]; result: string}[] {
  const chunks = splitTop(body.replace(/\|\|/g, '  '), '|').slice(1);
  const found: {patterns: string[]; result: string}[] = [];
  let pending: string[] = [];
  for (const chunk of chunks) {
    const parts = splitTop(chunk, '->');
    if (parts.length < 2) {
      pending.push(chunk);
      continue;
    }
    found.push({patterns: [...pending, parts[0]], result: parts.slice(1).join('->')});
    pending = [];
  }
  return found;
}

/** `Some Archive, Some Full` → `archive>full`; null for a pattern that is not two constructors. */
function pairOf(pattern: string): string | null {
  const parts = splitTop(pattern.trim(), ',').map((p) => p.trim().replace(/^Some\s+/, ''));
  if (parts.length !== 2) return null;
  const names = parts.map((p) => /^([A-Z][A-Za-z0-9_]*)/.exec(p)?.[1]);
  if (names.some((n) => !n || n === 'None')) return null;
  return names.map((n) => n!.toLowerCase()).join('>');
}

function matchArms(code: string, fn: string, marker: string): Extracted {
  const b = binding(code, fn);
  const pairs = new Set<string>();
  for (const arm of arms(b.body)) {
    if (!new RegExp(`\\b${escape(marker)}\\b`).test(arm.result)) continue;
    for (const pattern of arm.patterns) {
      const bare = pattern.replace(/\bwhen\b[\s\S]*$/, '').trim().replace(/^\(([\s\S]*)\)$/, '$1');
      for (const alternative of splitTop(bare, '|')) {
        const pair = pairOf(alternative);
        if (pair) pairs.add(pair);
      }
    }
  }
  if (pairs.size === 0) throw new Error(`no arm of ${fn} results in ${marker}`);
  return {value: [...pairs].sort(), line: b.line};
}

/** The constructor `fn` maps `name`'s value to, when that arm returns a string literal. */
function mapped(code: string, fn: string, name: string): Extracted {
  const value = literal(binding(code, name).body, name);
  const b = binding(code, fn);
  for (const arm of arms(b.body)) {
    const constructors = arm.patterns.flatMap((p) => splitTop(p, '|')).map((p) => /^\s*([A-Z][A-Za-z0-9_]*)/.exec(p)?.[1]);
    if (!constructors.includes(String(value))) continue;
    const result = arm.result.trim();
    if (!/^"(?:\\[\s\S]|[^"\\])*"$/.test(result)) throw new Error(`${fn} maps ${value} to ${result.slice(0, 60)}, not a string`);
    return {value: stringValue(result), line: binding(code, name).line};
  }
  throw new Error(`${fn} has no arm for ${value}`);
}

/** The value after `~label:` in the first call of `callee` (not its definition). */
function labelled(code: string, callee: string, label: string): Extracted {
  const call = new RegExp(`(?<!let\\s+)\\b${escape(callee)}\\b`, 'g');
  for (const m of code.matchAll(call)) {
    const window = code.slice(m.index, m.index + 800);
    const arg = new RegExp(`~${escape(label)}:\\s*("(?:\\\\[\\s\\S]|[^"\\\\])*"|\\[[^\\]]*\\]|-?[\\w.']+)`).exec(window);
    if (!arg) continue;
    const value = arg[1].startsWith('[') ? stringList(arg[1]) : literal(arg[1], `~${label}`);
    return {value, line: lineAt(code, m.index + arg.index)};
  }
  throw new Error(`no call of ${callee} with ~${label}`);
}

function stringList(text: string): string[] {
  return [...text.matchAll(/"((?:\\[\s\S]|[^"\\])*)"/g)].map((m) => m[1]);
}

interface Metric {
  name: string;
  type: string;
  labels: string[];
  line: number;
}

const STRING = /"(?:\\[\s\S]|[^"\\])*"/y;

/** Every metric registered with the Prometheus library's `v`, `v_label` and `v_labels`, or with a MetricInfo record. */
export function metrics(code: string): Metric[] {
  const histograms = new Set([...code.matchAll(/module\s+([A-Z]\w*)\s*=\s*Histogram\b/g)].map((m) => m[1]));
  const found: Metric[] = [];
  for (const m of code.matchAll(/\b([A-Z]\w*)\.v(?:_labels?)?\b/g)) {
    const module = m[1];
    const type = ['Gauge', 'Counter', 'Summary', 'Histogram'].includes(module) ? module.toLowerCase() : histograms.has(module) ? 'histogram' : null;
    if (!type) continue;
    // Arguments: `~label:value` and `~label` are skipped; the first string literal is the name.
    let i = m.index + m[0].length;
    let labels: string[] = [];
    let name: string | null = null;
    while (i < code.length && name === null) {
      const ws = /\s*/y;
      ws.lastIndex = i;
      i += ws.exec(code)![0].length;
      const arg = /~(\w+)(:)?/y;
      arg.lastIndex = i;
      const a = arg.exec(code);
      if (a) {
        i += a[0].length;
        if (!a[2]) continue;
        const value = /\s*(\[[^\]]*\]|"(?:\\[\s\S]|[^"\\])*"|[\w.']+)/y;
        value.lastIndex = i;
        const v = value.exec(code);
        if (!v) throw new Error(`unreadable ~${a[1]} of the metric at line ${lineAt(code, m.index)}`);
        if (a[1] === 'label_names') labels = stringList(v[1]);
        if (a[1] === 'label_name') labels = stringList(v[1]);
        i += v[0].length;
        continue;
      }
      STRING.lastIndex = i;
      const s = STRING.exec(code);
      if (!s) throw new Error(`the metric at line ${lineAt(code, m.index)} has no name`);
      name = stringValue(s[0]);
    }
    if (name !== null) found.push({name, type, labels, line: lineAt(code, m.index)});
  }
  for (const m of code.matchAll(/MetricName\.v\s*\(\s*String\.concat\s+"_"\s*\[[^\]]*?"(\w+)"\s*\]\s*\)/g)) {
    const record = code.slice(m.index, m.index + 600);
    const type = /metric_type\s*=\s*(\w+)/.exec(record)?.[1];
    const labels = /label_names\s*=\s*\[([^\]]*)\]/.exec(record)?.[1];
    if (!type || labels === undefined) throw new Error(`the metric ${m[1]} has no metric_type or label_names`);
    found.push({name: m[1], type: type.toLowerCase(), labels: stringList(labels), line: lineAt(code, m.index)});
  }
  return found;
}

function metricFact(code: string, rest: string): Extracted {
  const all = metrics(code);
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

/** The `method_` of module `path` (`Subscribe`, `Tezosx.Trace_call`). */
function methodOf(code: string, path: string): string {
  let from = 0;
  for (const part of path.split('.')) {
    const m = new RegExp(`\\bmodule\\s+${escape(part)}\\s*=\\s*struct\\b`, 'g');
    m.lastIndex = from;
    const found = m.exec(code);
    if (!found) throw new Error(`no module ${path}`);
    from = found.index + found[0].length;
  }
  const method = /\blet\s+method_\s*=\s*("(?:\\[\s\S]|[^"\\])*")/g;
  method.lastIndex = from;
  const m = method.exec(code);
  if (!m) throw new Error(`module ${path} has no method_`);
  return stringValue(m[1]);
}

function methods(code: string, list: string, pattern: string): Extracted {
  const b = binding(code, list);
  const modules = [...b.body.matchAll(/\(module\s+([A-Z][\w.]*)\)/g)].map((m) => m[1]);
  if (modules.length === 0) throw new Error(`${list} lists no (module …)`);
  const filter = new RegExp(pattern);
  const names = [...new Set(modules.map((m) => methodOf(code, m)))].filter((n) => filter.test(n)).sort();
  return {value: names, line: b.line};
}

/** One argument: a parenthesised group, a string literal or a (qualified) name. */
const ATOM = /\s*(\((?:[^()]|\([^()]*\))*\)|"(?:\\[\s\S]|[^"\\])*"|[\w.']+)/y;

/**
 * The default of a field of a configuration encoding, `(dft "name" encoding default)`: a literal,
 * a qualified constructor (`Internal_event.Notice` gives `Notice`) or a binding of the file.
 */
function encodingDefault(code: string, field: string): Extracted {
  const m = new RegExp(`\\bdft\\s+"${escape(field)}"`).exec(code);
  if (!m) throw new Error(`no (dft "${field}" …) in the file`);
  let i = m.index + m[0].length;
  const atoms: string[] = [];
  while (atoms.length < 2) {
    const label = /\s*~\w+:/y;
    label.lastIndex = i;
    const l = label.exec(code);
    if (l) i += l[0].length;
    ATOM.lastIndex = i;
    const a = ATOM.exec(code);
    if (!a) throw new Error(`unreadable (dft "${field}" …)`);
    i += a[0].length;
    if (!l) atoms.push(a[1]);
  }
  const value = atoms[1];
  const last = value.split('.').pop()!;
  const resolved = /^[a-z_][\w']*$/.test(value) ? binding(code, value).body : /^[A-Z]/.test(last) ? last : value;
  return {value: literal(resolved, `the default of ${field}`), line: lineAt(code, m.index)};
}

export function extractOcaml(source: string, symbol: string): Extracted {
  const code = stripOcamlComments(source);
  let m: RegExpExecArray | null;
  if ((m = /^dft "([\w-]+)"$/.exec(symbol))) return encodingDefault(code, m[1]);
  if ((m = /^metric (.+)$/.exec(symbol))) return metricFact(code, m[1]);
  if ((m = /^methods (\w+) \/(.+)\/$/.exec(symbol))) return methods(code, m[1], m[2]);
  if ((m = /^(\w+) => (\w+)$/.exec(symbol))) return matchArms(code, m[1], m[2]);
  if ((m = /^([\w.]+) ~(\w+)$/.exec(symbol))) return labelled(code, m[1], m[2]);
  if ((m = /^(\w+)\((\w+)\)$/.exec(symbol))) return mapped(code, m[1], m[2]);
  if ((m = /^(\w+):last-string$/.exec(symbol))) {
    const b = binding(code, m[1]);
    const strings = b.body.match(/"(?:\\[\s\S]|[^"\\])*"/g);
    if (!strings) throw new Error(`${m[1]} has no string literal`);
    return {value: stringValue(strings[strings.length - 1]), line: b.line};
  }
  if (/^\w+$/.test(symbol)) {
    const b = binding(code, symbol);
    return {value: literal(b.body, symbol), line: b.line};
  }
  throw new Error(`unknown OCaml symbol form: ${symbol}`);
}
