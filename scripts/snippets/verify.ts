/**
 * Classes every code block of docs/ by what was actually done with it, so "verified" never
 * stands for less than it says: output compared, ran, compiled / type-checked, flags checked
 * against a tool at a tag, parsed only, or fragment (with its reason). Solidity compiles,
 * JavaScript and TypeScript type-check, YAML, GraphQL and JSON parse, JSON-RPC requests are
 * valid for their method, sample responses are generated on a local EVM (examples/snippets/rpc),
 * and blocks that show a file of examples/ inherit that file's checks. Shell blocks are classed
 * by commands.ts; `verifyAll` joins both, `table` prints the count per class.
 */
import {readFileSync} from 'node:fs';
import {extname} from 'node:path';
import {parse as parseGraphql} from 'graphql';
import {parseDocument} from 'yaml';
import {allowedPath, docBlocks, type DocBlock} from './blocks';
import {SHELL_LANGS, verifyShellBlocks} from './commands';
import {checkRequest, requestBodies} from './rpc';
import {compileSolidity} from './solidity';
import {isTypeCheckable, typeCheck, type SourceToCheck} from './typecheck';

export const KINDS = ['output compared', 'ran', 'compiled / type-checked', 'flags checked', 'parsed only', 'fragment'] as const;
export type Kind = (typeof KINDS)[number];

export interface BlockReport {
  block: DocBlock;
  kind: Kind;
  /** The class as printed, when it says more than the kind: `flags checked against octez-client at v25.1`. */
  label?: string;
  /** How or why: `on anvil (mainnet)`, `not run: a pipe`, a fragment's reason. */
  detail?: string;
  problems: string[];
}

/** Directory of generated JSON-RPC samples; tests/unit/snippets.test.ts holds them equal to a fresh run. */
export const rpcExamplesDir = 'examples/snippets/rpc';

const LANG_BY_EXTENSION: Record<string, string> = {'.sol': 'solidity', '.ts': 'typescript', '.mts': 'typescript', '.mjs': 'javascript', '.js': 'javascript', '.tsx': 'tsx', '.json': 'json'};
const TEXT_LANGS = new Set(['text', '']);

/** Files under examples/ that other tests own, and the test that checks them. */
const OWNED: [RegExp, string][] = [[/^examples\/marketpulse\//, 'tests/unit/marketpulse.test.ts']];

/** Every block, shell blocks included (those may start anvil). */
export async function verifyAll(blocks?: DocBlock[]): Promise<BlockReport[]> {
  const all = blocks ?? (await docBlocks());
  const shell = await verifyShellBlocks(all.filter((b) => SHELL_LANGS.has(b.lang)), all);
  const reports = [...verifyBlocks(all), ...shell];
  checkShownOutputs(reports);
  const order = new Map(all.map((b, i) => [b, i]));
  return reports.sort((a, b) => order.get(a.block)! - order.get(b.block)!);
}

export const classOf = (r: BlockReport) => r.label ?? r.kind;

/** One row per class: how many blocks, how many of them JSX, by language, and how many with problems. */
export function table(reports: readonly BlockReport[]): string {
  const classes = Array.from(new Set(reports.map(classOf))).sort((a, b) => KINDS.findIndex((k) => a.startsWith(k)) - KINDS.findIndex((k) => b.startsWith(k)));
  const rows = classes.map((name) => {
    const of = reports.filter((r) => classOf(r) === name);
    const langs = new Map<string, number>();
    for (const r of of) langs.set(r.block.lang || '(none)', (langs.get(r.block.lang || '(none)') ?? 0) + 1);
    const byLang = Array.from(langs, ([lang, n]) => `${lang} ${n}`).join(', ');
    return `| ${name} | ${of.length} | ${of.filter((r) => r.block.jsx).length} | ${of.filter((r) => r.problems.length > 0).length} | ${byLang} |`;
  });
  return [
    '| class | blocks | JSX | with problems | languages |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    `| all | ${reports.length} | ${reports.filter((r) => r.block.jsx).length} | ${reports.filter((r) => r.problems.length > 0).length} | |`,
  ].join('\n');
}

/** Checks the code of a block (or of the file it shows); returns its kind and detail. */
function checkCode(report: BlockReport, lang: string, code: string, name: string, toTypeCheck: {report: BlockReport; source: SourceToCheck}[]): void {
  const problems = report.problems;
  if (lang === 'solidity') {
    problems.push(...compileSolidity(name, code).errors);
    Object.assign(report, {kind: 'compiled / type-checked', detail: 'solc'});
  } else if (isTypeCheckable(lang)) {
    toTypeCheck.push({report, source: {where: name, lang, code}});
    Object.assign(report, {kind: 'compiled / type-checked', detail: 'tsc'});
  } else if (lang === 'yaml' || lang === 'yml') {
    problems.push(...parseDocument(code).errors.map((e) => `not valid YAML: ${e.message}`));
    report.detail = 'YAML';
  } else if (lang === 'graphql') {
    try {
      parseGraphql(code);
    } catch (error) {
      problems.push(`not valid GraphQL: ${(error as Error).message}`);
    }
    report.detail = 'GraphQL';
  } else if (requestBodies(code).length > 0) {
    for (const body of requestBodies(code)) problems.push(...checkRequest(body).problems);
    report.detail = 'a valid JSON-RPC request';
  } else if (lang === 'json') {
    if (/"result"\s*:|"eth_subscription"/.test(code)) problems.push(`a sample response must be generated: include a file of ${rpcExamplesDir} with file=`);
    try {
      JSON.parse(code);
    } catch (error) {
      problems.push(`not valid JSON: ${(error as Error).message}`);
    }
    report.detail = 'JSON';
  } else report.detail = `no check for ${lang}`;
}

export function verifyBlocks(blocks: DocBlock[]): BlockReport[] {
  const reports: BlockReport[] = [];
  const toTypeCheck: {report: BlockReport; source: SourceToCheck}[] = [];
  for (const block of blocks.filter((b) => !SHELL_LANGS.has(b.lang))) {
    const report: BlockReport = {block, kind: 'parsed only', problems: []};
    reports.push(report);
    if (block.unknown) Object.assign(report, {kind: 'fragment', detail: block.unknown});
    else if (block.fragment !== undefined) {
      Object.assign(report, {kind: 'fragment', detail: block.fragment});
      if (!block.fragment) report.problems.push('fragment="…" must say why the block is partial');
    } else if (block.file) {
      const path = allowedPath(block.file);
      const owner = OWNED.find(([pattern]) => pattern.test(block.file!));
      const lang = LANG_BY_EXTENSION[extname(block.file)] ?? block.lang;
      if (!path) report.problems.push(`file=${block.file} is not a file of examples/ or node_modules/`);
      else if (owner) Object.assign(report, {kind: ['solidity', 'typescript', 'tsx', 'javascript'].includes(lang) ? 'compiled / type-checked' : 'parsed only', detail: `by ${owner[1]}`});
      else if (block.file.startsWith(`${rpcExamplesDir}/`)) Object.assign(report, {kind: 'output compared', detail: 'generated on a local EVM (tests/unit/snippets.test.ts)'});
      else if (block.file.startsWith('examples/snippets/')) checkCode(report, lang, readFileSync(path, 'utf8'), block.file, toTypeCheck);
      else report.problems.push(`no test checks ${block.file}`);
    } else if (TEXT_LANGS.has(block.lang) && requestBodies(block.code).length === 0) {
      Object.assign(report, {kind: 'fragment', detail: 'text shown, not code'});
    } else checkCode(report, block.lang, block.code, block.where, toTypeCheck);
  }
  // Blocks that show the same file are checked once.
  const seen = new Map<string, SourceToCheck>();
  const unique = toTypeCheck.filter(({source}) => !seen.has(source.where) && seen.set(source.where, source));
  if (unique.length > 0) {
    const results = typeCheck(unique.map((t) => t.source));
    for (const {report, source} of toTypeCheck) report.problems.push(...(results.get(source.where) ?? []));
  }
  return reports;
}

/**
 * A text or JSON block right after a shell block shows that command's output. Either the check
 * compares it (a response of examples/snippets/rpc), or its title starts with "Example", which
 * tells the reader it is an illustration.
 */
function checkShownOutputs(reports: BlockReport[]): void {
  for (const pageName of new Set(reports.map((r) => r.block.page))) {
    const sorted = reports.filter((r) => r.block.page === pageName).sort((a, b) => a.block.line - b.block.line);
    sorted.forEach((report, i) => {
      const previous = sorted[i - 1]?.block;
      const {block} = report;
      const isOutput = previous && SHELL_LANGS.has(previous.lang) && block.line - previous.line < 30 && ['text', '', 'json'].includes(block.lang);
      if (!isOutput || block.fragment !== undefined || report.kind === 'output compared' || requestBodies(block.code).length > 0 || /\.\w+$/.test(block.title ?? '')) return;
      if (!/^Example\b/.test(block.title ?? '')) {
        report.problems.push(`shows the output of ${previous.where}: compare it (a response of ${rpcExamplesDir}) or give it a title that starts with "Example", so readers know it is an illustration`);
      }
    });
  }
}
