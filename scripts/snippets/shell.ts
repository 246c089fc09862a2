/**
 * Reads a shell block the way bash does, with mvdan-sh (the parser of shfmt, compiled to JS):
 * a block that bash would refuse fails here, and each simple command comes out as its words,
 * so the checks in commands.ts see `cast send … --value 1ether` as bash splits it, quotes and
 * backslash-newlines included. Placeholders follow the site's convention, `<UPPER_SNAKE_CASE>`
 * (the form src/theme/prism-include-languages highlights); the reader replaces them before
 * running a command, so they are swapped for a plain word before parsing and restored after.
 * The parser loads in about 1 s; then the site's 150 shell blocks parse in a fraction of that.
 */
import sh from 'mvdan-sh';

/** `<NAME>` or `<A|B>`: upper-case letters, digits and underscores. */
export const PLACEHOLDER = /<([A-Z][A-Z0-9_]*(?:\|[A-Z][A-Z0-9_]*)*)>/g;

export interface ShellCommand {
  /** Words after expansion of quotes; `$VAR` and `$(…)` stay as written. */
  words: string[];
  /** `NAME=value` assignments before the command. */
  env: string[];
  /** Line in the block, from 1. */
  line: number;
  /** True when a word holds a parameter or command substitution. */
  dynamic: boolean;
}

export interface ParsedShell {
  commands: ShellCommand[];
  problems: string[];
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

/** Word text as bash passes it to the program, for literal and quoted parts. */
function wordText(word: SyntaxNode, state: {dynamic: boolean}): string {
  const parts = word.Parts as SyntaxNode[];
  return parts.map((part) => partText(part, state)).join('');
}

function partText(part: SyntaxNode, state: {dynamic: boolean}): string {
  switch (syntax.NodeType(part)) {
    case 'Lit':
      // An unquoted backslash escapes the next character.
      return String(part.Value).replace(/\\(.)/g, '$1');
    case 'SglQuoted':
      return String(part.Value);
    case 'DblQuoted':
      return (part.Parts as SyntaxNode[]).map((p) => partText(p, state)).join('');
    case 'ParamExp': {
      state.dynamic = true;
      const param = part.Param as SyntaxNode;
      return `$${String(param.Value)}`;
    }
    default:
      state.dynamic = true;
      return '$(…)';
  }
}

/** Parses one block; placeholders must use the site's form. */
export function parseShell(code: string): ParsedShell {
  const problems: string[] = [];
  for (const m of code.matchAll(/<([a-z][\w -]*|[A-Z][\w-]*[a-z-][\w-]*)>/g)) {
    problems.push(`placeholder <${m[1]}> does not follow the site's form <UPPER_SNAKE_CASE>`);
  }
  for (const m of code.matchAll(/\bYOUR_[A-Z_]+\b(?![^<]*>)/g)) {
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
    return {commands: [], problems: [...problems, `bash cannot parse it: ${String((error as Error).message ?? error)}`]};
  }
  const commands: ShellCommand[] = [];
  syntax.Walk(file, (node) => {
    if (node && syntax.NodeType(node) === 'DeclClause') {
      // `export NAME=value`: the variable a later command or script reads.
      const state = {dynamic: false};
      const variant = String((node.Variant as SyntaxNode).Value);
      const args = (node.Args as SyntaxNode[]).map((a) => {
        const value = a.Value as SyntaxNode | null;
        return unmark(`${String((a.Name as SyntaxNode).Value)}${value ? `=${wordText(value, state)}` : ''}`);
      });
      const pos = (node.Pos as () => {Line(): number})();
      commands.push({words: [variant, ...args], env: [], line: pos.Line(), dynamic: state.dynamic});
    }
    if (node && syntax.NodeType(node) === 'CallExpr') {
      const state = {dynamic: false};
      const args = node.Args as SyntaxNode[];
      const words = args.map((w) => unmark(wordText(w, state)));
      const env = (node.Assigns as SyntaxNode[]).map((a) => {
        const value = a.Value as SyntaxNode | null;
        return unmark(`${String((a.Name as SyntaxNode).Value)}=${value ? wordText(value, state) : ''}`);
      });
      const pos = (node.Pos as () => {Line(): number})();
      if (words.length > 0 || env.length > 0) commands.push({words, env, line: pos.Line(), dynamic: state.dynamic});
    }
    return true;
  });
  return {commands, problems};
}
