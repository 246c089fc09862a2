/**
 * Reads a shell block the way bash does, with mvdan-sh (the parser of shfmt, compiled to JS):
 * a block that bash would refuse fails here, and each simple command comes out as its words,
 * so the checks in commands.ts see `cast send … --value 1ether` as bash splits it, quotes and
 * backslash-newlines included. It also names every construct that makes a block more than a
 * list of plain commands (substitutions, pipes, chains, redirections): commands.ts never runs
 * a block that has one, because only plain words can be run without a shell.
 * Placeholders follow the site's convention, `<UPPER_SNAKE_CASE>` (the form
 * src/theme/prism-include-languages highlights); they are swapped for a plain word before
 * parsing and restored after. The parser loads in about 1 s; the site's blocks parse in less.
 */
import sh from 'mvdan-sh';

/** `<NAME>` or `<A|B>`: upper-case letters, digits and underscores. */
export const PLACEHOLDER = /<([A-Z][A-Z0-9_]*(?:\|[A-Z][A-Z0-9_]*)*)>/g;

export interface ShellCommand {
  /** Words after quote removal; a `$VAR` stays as written. */
  words: string[];
  /** `NAME=value` assignments before the command. */
  env: string[];
  /** Line in the block, from 1. */
  line: number;
  /** Variables the words read (`$NAME` or `${NAME}`). */
  vars: string[];
}

export interface ParsedShell {
  commands: ShellCommand[];
  problems: string[];
  /** Why the block is more than plain commands, one reason per construct; empty when it is plain. */
  unsafe: string[];
}

interface SyntaxNode {
  [key: string]: unknown;
}
interface Syntax {
  NewParser(): {Parse(src: string, name: string): SyntaxNode};
  Walk(node: SyntaxNode, visit: (node: SyntaxNode | null) => boolean): void;
  NodeType(node: SyntaxNode): string;
}
const syntax = (sh as unknown as {syntax: Syntax}).syntax;

const UNMARK = /PLACEHOLDER(\d+)END/g;
/** mvdan-sh's BinaryCmd operators: 10 `&&`, 11 `||`, 12 `|`, 13 `|&`. */
const BINARY: Record<number, string> = {10: 'an && chain', 11: 'an || chain', 12: 'a pipe', 13: 'a pipe'};
const CONSTRUCTS: Record<string, string> = {
  CmdSubst: 'command substitution $(…)',
  ProcSubst: 'process substitution <(…)',
  ArithmExp: 'arithmetic $((…))',
  ExtGlob: 'a glob pattern',
  BraceExp: 'brace expansion',
};

const COMPOUND = new Set(['IfClause', 'WhileClause', 'ForClause', 'CaseClause', 'Block', 'Subshell', 'FuncDecl', 'ArithmCmd', 'TestClause', 'LetClause', 'TimeClause', 'CoprocClause']);

interface State {
  vars: string[];
  unsafe: Set<string>;
}

/** Word text as bash passes it to the program, for literal and quoted parts. */
function wordText(word: SyntaxNode, state: State): string {
  return (word.Parts as SyntaxNode[]).map((part) => partText(part, state, false)).join('');
}

function partText(part: SyntaxNode, state: State, quoted: boolean): string {
  const type = syntax.NodeType(part);
  switch (type) {
    case 'Lit': {
      const value = String(part.Value);
      if (!quoted && /[*?[]/.test(value.replace(/\\./g, ''))) state.unsafe.add('a glob pattern');
      if (!quoted && value.startsWith('~')) state.unsafe.add('a ~ path');
      // An unquoted backslash escapes the next character.
      return quoted ? value : value.replace(/\\(.)/g, '$1');
    }
    case 'SglQuoted':
      return String(part.Value);
    case 'DblQuoted':
      return (part.Parts as SyntaxNode[]).map((p) => partText(p, state, true)).join('');
    case 'ParamExp': {
      const name = String((part.Param as SyntaxNode).Value);
      const plain = !part.Exp && !part.Repl && !part.Slice && !part.Index && !part.Length && !part.Excl && !part.Width;
      if (!plain || !/^[A-Za-z_]\w*$/.test(name)) state.unsafe.add(`a parameter expansion with an operation (\${${name}…})`);
      state.vars.push(name);
      return `$${name}`;
    }
    case 'CmdSubst':
      state.unsafe.add(part.Backquotes ? 'backticks `…`' : CONSTRUCTS.CmdSubst);
      return '$(…)';
    default:
      state.unsafe.add(CONSTRUCTS[type] ?? `a ${type} expansion`);
      return '$(…)';
  }
}

const line = (node: SyntaxNode) => (node.Pos as () => {Line(): number})().Line();

/** Parses one block; placeholders must use the site's form. */
export function parseShell(code: string): ParsedShell {
  const problems: string[] = [];
  const commandLines = code.replace(/^\s*#.*$/gm, '');
  for (const m of commandLines.matchAll(/<([a-z][\w -]*|[A-Z][\w-]*[a-z-][\w-]*)>/g)) {
    problems.push(`placeholder <${m[1]}> does not follow the site's form <UPPER_SNAKE_CASE>`);
  }
  for (const m of commandLines.matchAll(/\bYOUR_[A-Z_]+\b(?![^<]*>)/g)) {
    problems.push(`"${m[0]}" is a placeholder: write it as <UPPER_SNAKE_CASE>`);
  }
  // A placeholder becomes one plain word, so `<NAME>` is not read as a redirection.
  const names: string[] = [];
  const marked = code.replace(PLACEHOLDER, (m) => `PLACEHOLDER${names.push(m) - 1}END`);
  const unmark = (text: string) => text.replace(UNMARK, (_m, i: string) => names[Number(i)]);
  let file: SyntaxNode;
  try {
    file = syntax.NewParser().Parse(marked, 'block.sh');
  } catch (error) {
    return {commands: [], problems: [...problems, `bash cannot parse it: ${String((error as Error).message ?? error)}`], unsafe: ['bash cannot parse it']};
  }
  const unsafe = new Set<string>();
  const commands: ShellCommand[] = [];
  syntax.Walk(file, (node) => {
    if (!node) return true;
    const type = syntax.NodeType(node);
    if (type === 'Stmt') {
      if (node.Background) unsafe.add('a background job &');
      if (node.Negated || node.Coprocess) unsafe.add('a negated or coprocess command');
      if ((node.Redirs as unknown[]).length > 0) unsafe.add('a redirection');
    } else if (type === 'BinaryCmd') {
      unsafe.add(BINARY[Number(node.Op)] ?? 'a compound command');
    } else if (type === 'DeclClause') {
      // `export NAME=value`: the variable a later command or script reads.
      const state: State = {vars: [], unsafe};
      const variant = String((node.Variant as SyntaxNode).Value);
      const args = (node.Args as SyntaxNode[]).map((a) => {
        const value = a.Value as SyntaxNode | null;
        return unmark(`${String((a.Name as SyntaxNode).Value)}${value ? `=${wordText(value, state)}` : ''}`);
      });
      commands.push({words: [variant, ...args], env: [], line: line(node), vars: state.vars});
      return false;
    } else if (type === 'CallExpr') {
      const state: State = {vars: [], unsafe};
      const words = (node.Args as SyntaxNode[]).map((w) => unmark(wordText(w, state)));
      const env = (node.Assigns as SyntaxNode[]).map((a) => {
        const value = a.Value as SyntaxNode | null;
        return unmark(`${String((a.Name as SyntaxNode).Value)}=${value ? wordText(value, state) : ''}`);
      });
      if (words.length > 0 || env.length > 0) commands.push({words, env, line: line(node), vars: state.vars});
      // Substitutions inside the words were named above; their commands are never candidates to run.
      return false;
    } else if (COMPOUND.has(type)) {
      unsafe.add(`a shell construct (${type})`);
    }
    return true;
  });
  return {commands, problems, unsafe: Array.from(unsafe)};
}
