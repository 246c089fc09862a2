/**
 * Finds every code block of docs/ with remark (remark-mdx for .mdx pages, as Docusaurus parses
 * them), so code inside JSX, lists and admonitions is found as the site renders it. JSX blocks
 * count too: `<CodeBlock>` whose text is an expression over values imported from src/ (evaluated
 * here, nothing else: literals, templates, member reads, calls of imported functions), and
 * `<GovernanceCommand>`, whose commands come from src/components/GovernanceCommand/commands.ts.
 * Without them, 32 rendered blocks were outside the report.
 */
import {readFileSync, realpathSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import type {Code} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {parseMeta} from '../../plugins/remark-code-file';
import {listDocFiles} from '../content/docs';
import {CONSTANTS_COMMAND, configCommand, processCommand, votingKeyCommand} from '../../src/components/GovernanceCommand/commands';

export const repoRoot = join(__dirname, '../..');

export interface DocBlock {
  /** `docs/…` path and line of the opening fence or JSX tag: how the report names the block. */
  where: string;
  page: string;
  line: number;
  lang: string;
  /** `title="…"` of the meta string, if any. */
  title?: string;
  /** `file=` of the meta string: the block shows this file (plugins/remark-code-file). */
  file?: string;
  region?: string;
  /** `fragment="reason"` of the meta string: the block is partial, for this reason (never shown to readers). */
  fragment?: string;
  /** `CodeBlock` or `GovernanceCommand` for a JSX block. */
  jsx?: string;
  /** Why a JSX block's text could not be known without running the page's own code. */
  unknown?: string;
  code: string;
}

/**
 * The real path of a file the checker reads, if it is inside the repository's examples/ or
 * node_modules/; null otherwise (`..`, absolute paths, symbolic links out). Callers report the
 * page line and never read the file.
 */
export function allowedPath(path: string): string | null {
  let real: string;
  try {
    real = realpathSync(join(repoRoot, path));
  } catch {
    return null;
  }
  const inside = (dir: string) => real.startsWith(realpathSync(join(repoRoot, dir)) + sep);
  return inside('examples') || inside('node_modules') ? real : null;
}

interface Node {
  type: string;
  name?: string;
  value?: unknown;
  lang?: string;
  meta?: string;
  attributes?: {type: string; name: string; value: unknown}[];
  children?: Node[];
  data?: {estree?: {body: Estree[]}};
  position?: {start: {line: number}};
}
interface Estree {
  type: string;
  [key: string]: unknown;
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** Evaluates an expression over the page's imports; throws on anything else. */
function evaluate(node: Estree, scope: Map<string, unknown>): unknown {
  const e = (n: unknown) => evaluate(n as Estree, scope);
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      const quasis = node.quasis as {value: {cooked: string}}[];
      const values = (node.expressions as Estree[]).map(e);
      return quasis.map((q, i) => q.value.cooked + (i < values.length ? String(values[i]) : '')).join('');
    }
    case 'Identifier':
      if (!scope.has(node.name as string)) throw new Error(`${node.name as string} is defined on the page`);
      return scope.get(node.name as string);
    case 'MemberExpression': {
      const property = node.computed ? e(node.property) : (node.property as Estree).name;
      if (typeof property !== 'string' && typeof property !== 'number') throw new Error('a computed member');
      if (FORBIDDEN.has(String(property))) throw new Error(`the member ${String(property)}`);
      return (e(node.object) as Record<string, unknown>)[property];
    }
    case 'CallExpression': {
      const callee = e(node.callee);
      if (typeof callee !== 'function') throw new Error('a call of something that is not an imported function');
      return (callee as (...args: unknown[]) => unknown)(...(node.arguments as Estree[]).map(e));
    }
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as Estree[]).map((p) => {
          if (p.type !== 'Property' || p.computed) throw new Error('a spread or computed key');
          const key = p.key as Estree;
          return [key.type === 'Identifier' ? key.name : key.value, e(p.value)];
        }),
      );
    case 'ArrayExpression':
      return (node.elements as Estree[]).map(e);
    default:
      throw new Error(`a ${node.type}`);
  }
}

/** Values imported from src/ by the page's `import … from '@site/src/…'` lines. */
async function pageScope(tree: Node): Promise<Map<string, unknown>> {
  const scope = new Map<string, unknown>();
  const imports: Estree[] = [];
  walk(tree, (n) => {
    if (n.type === 'mdxjsEsm') imports.push(...(n.data?.estree?.body ?? []).filter((s) => s.type === 'ImportDeclaration'));
  });
  for (const declaration of imports) {
    const source = String((declaration.source as Estree).value);
    if (!/^@site\/src\/(data|lib)\//.test(source)) continue;
    const module = (await import(join(repoRoot, source.slice('@site/'.length)))) as Record<string, unknown>;
    for (const s of declaration.specifiers as Estree[]) {
      const local = (s.local as Estree).name as string;
      scope.set(local, s.type === 'ImportSpecifier' ? module[(s.imported as Estree).name as string] : module.default);
    }
  }
  return scope;
}

const attribute = (node: Node, name: string) => {
  const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
};

/** The commands a `<GovernanceCommand>` renders, with the tab they show in. */
function governanceCommands(node: Node): [string, string][] {
  const [kind, action, vote, process] = ['kind', 'action', 'vote', 'process'].map((name) => attribute(node, name)) as never[];
  if (kind === 'kernel') return (['slow', 'fast'] as const).map((p) => [p, processCommand(action, p, vote)]);
  if (kind === 'sequencer') return [['', processCommand(action, 'sequencer', vote)]];
  if (kind === 'voting-key') return [['', votingKeyCommand(action)]];
  if (kind === 'config') return [['', configCommand(process)]];
  return [['', CONSTANTS_COMMAND]];
}

async function jsxBlocks(tree: Node, page: string): Promise<DocBlock[]> {
  const found: Node[] = [];
  walk(tree, (n) => {
    if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && (n.name === 'CodeBlock' || n.name === 'GovernanceCommand')) found.push(n);
  });
  if (found.length === 0) return [];
  const scope = await pageScope(tree);
  return found.flatMap((node): DocBlock[] => {
    const line = node.position?.start.line ?? 0;
    const at = {page, line, jsx: node.name};
    if (node.name === 'GovernanceCommand') {
      return governanceCommands(node).map(([tab, code]) => ({...at, where: `${page}:${line}${tab ? ` (${tab})` : ''}`, lang: 'bash', code}));
    }
    const block: DocBlock = {...at, where: `${page}:${line}`, lang: attribute(node, 'language') ?? '', title: attribute(node, 'title'), code: ''};
    let expression: Node | undefined;
    walk(node, (n) => {
      if (!expression && (n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression')) expression = n;
    });
    const statement = expression?.data?.estree?.body[0];
    try {
      if (!statement || statement.type !== 'ExpressionStatement') throw new Error('no expression');
      block.code = String(evaluate(statement.expression as Estree, scope));
    } catch (error) {
      block.unknown = `its text is built by code on the page (${(error as Error).message}), which the check does not run`;
    }
    return [block];
  });
}

/** The code blocks of one page, fenced and JSX, in page order. */
export async function pageBlocks(path: string): Promise<DocBlock[]> {
  const source = readFileSync(path, 'utf8');
  const processor = path.endsWith('.mdx') ? unified().use(remarkParse).use(remarkMdx) : unified().use(remarkParse);
  const tree = processor.parse(source) as unknown as Node;
  const page = relative(repoRoot, path);
  const fenced: DocBlock[] = [];
  walk(tree, (node) => {
    if (node.type !== 'code') return;
    const code = node as unknown as Code;
    const meta = parseMeta(code.meta);
    const title = /title="([^"]*)"/.exec(meta.rest ?? '')?.[1];
    const line = code.position?.start.line ?? 0;
    fenced.push({where: `${page}:${line}`, page, line, lang: code.lang ?? '', title, file: meta.file, region: meta.region, fragment: meta.fragment, code: code.value});
  });
  const jsx = path.endsWith('.mdx') ? await jsxBlocks(tree, page) : [];
  return [...fenced, ...jsx].sort((a, b) => a.line - b.line);
}

export async function docBlocks(): Promise<DocBlock[]> {
  return (await Promise.all(listDocFiles(repoRoot).map((file) => pageBlocks(join(repoRoot, file))))).flat();
}
