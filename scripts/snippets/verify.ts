/**
 * Sorts every code block of docs/ into verified, fragment, unverified or shown (text blocks:
 * log lines, formulas, folder trees): Solidity compiles, JavaScript and TypeScript type-check,
 * YAML and GraphQL parse, JSON-RPC requests are valid for their method, sample responses come
 * from examples/snippets/rpc (generated on a local EVM), and blocks that show a file of
 * examples/ inherit that file's checks. Shell blocks are verified by commands.ts (run on anvil,
 * manual checks, the files they name); `verifyAll` joins both, `table` prints one row per language.
 */
import {existsSync, readFileSync} from 'node:fs';
import {extname, join} from 'node:path';
import {docBlocks, isFragment, repoRoot, type DocBlock} from './blocks';
import {SHELL_LANGS, verifyShellBlocks} from './commands';
import {parse as parseGraphql} from 'graphql';
import {parseDocument} from 'yaml';
import {checkRequest, requestBodies} from './rpc';
import {compileSolidity} from './solidity';
import {isTypeCheckable, typeCheck, type SourceToCheck} from './typecheck';

/** `shown`: a text block (log lines, a formula, a folder tree) that is shown, not code to run or copy. */
export type Status = 'verified' | 'fragment' | 'unverified' | 'shown';

export interface BlockReport {
  block: DocBlock;
  status: Status;
  /** How it was verified, e.g. `solc`, `tsc`, `json-rpc`, `examples/marketpulse tests`. */
  by?: string;
  problems: string[];
}

const CODE_LANGS = new Set(['solidity', 'javascript', 'js', 'typescript', 'ts', 'tsx', 'json', 'yaml', 'yml', 'graphql', 'css']);
/** Blocks that show output or notation rather than code. */
const SHOWN_LANGS = new Set(['text', '']);

/** Code that readers copy into programs or send to nodes: the scope of the check. */
export function inScope(block: DocBlock): boolean {
  return !SHELL_LANGS.has(block.lang) && (CODE_LANGS.has(block.lang) || SHOWN_LANGS.has(block.lang) || requestBodies(block.code).length > 0);
}

/** Every in-scope block, shell blocks included (those may start anvil). */
export async function verifyAll(blocks: DocBlock[] = docBlocks()): Promise<BlockReport[]> {
  const shell = await verifyShellBlocks(blocks.filter((b) => SHELL_LANGS.has(b.lang)), blocks);
  return [...verifyBlocks(blocks), ...shell];
}

/** One row per language: verified (and how), fragments, unverified. */
export function table(reports: readonly BlockReport[]): string {
  const langs = Array.from(new Set(reports.map((r) => r.block.lang))).sort();
  const rows = langs.map((lang) => {
    const of = reports.filter((r) => r.block.lang === lang);
    const count = (status: Status) => of.filter((r) => r.status === status).length;
    const byKind = new Map<string, number>();
    for (const r of of) if (r.status === 'verified') byKind.set(r.by ?? '?', (byKind.get(r.by ?? '?') ?? 0) + 1);
    const how = Array.from(byKind, ([by, n]) => `${by} ${n}`).join('; ');
    return `| ${lang || '(none)'} | ${count('verified')} | ${count('fragment')} | ${count('unverified')} | ${count('shown')} | ${how} |`;
  });
  const total = (status: Status) => reports.filter((r) => r.status === status).length;
  return [
    '| language | verified | fragment | unverified | shown (not code) | how verified |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    `| all | ${total('verified')} | ${total('fragment')} | ${total('unverified')} | ${total('shown')} | |`,
  ].join('\n');
}

/** Directory of generated JSON-RPC samples; tests/unit/snippets.test.ts holds them equal to a fresh run. */
export const rpcExamplesDir = 'examples/snippets/rpc';

const LANG_BY_EXTENSION: Record<string, string> = {'.sol': 'solidity', '.ts': 'typescript', '.mts': 'typescript', '.mjs': 'javascript', '.js': 'javascript', '.tsx': 'tsx', '.json': 'json'};

/** Files under examples/ that other tests own, and the test that checks them. */
const OWNED: [RegExp, string][] = [[/^examples\/marketpulse\//, 'tests/unit/marketpulse.test.ts']];

function looksLikeResponse(code: string): boolean {
  return /"result"\s*:/.test(code) || /"eth_subscription"/.test(code);
}

export function verifyBlocks(blocks: DocBlock[] = docBlocks()): BlockReport[] {
  const reports: BlockReport[] = [];
  const toTypeCheck: {report: BlockReport; source: SourceToCheck}[] = [];
  const checkedFiles = new Map<string, BlockReport[]>();

  const checkCode = (report: BlockReport, lang: string, code: string, name: string) => {
    if (lang === 'solidity') {
      const {errors} = compileSolidity(name, code);
      report.problems.push(...errors);
      report.by = 'solc';
    } else if (isTypeCheckable(lang)) {
      toTypeCheck.push({report, source: {where: name, lang, code}});
      report.by = 'tsc';
    } else if (lang === 'yaml' || lang === 'yml') {
      const doc = parseDocument(code);
      report.problems.push(...doc.errors.map((e) => `not valid YAML: ${e.message}`));
      report.by = 'yaml (parses)';
    } else if (lang === 'graphql') {
      try {
        parseGraphql(code);
      } catch (error) {
        report.problems.push(`not valid GraphQL: ${(error as Error).message}`);
      }
      report.by = 'graphql (parses)';
    } else if (lang === 'json') {
      const bodies = requestBodies(code);
      if (bodies.length > 0) {
        for (const body of bodies) report.problems.push(...checkRequest(body).problems);
        report.by = 'json-rpc request';
      } else if (looksLikeResponse(code)) {
        report.problems.push(`a sample response must be generated: include a file of ${rpcExamplesDir} with file=`);
      } else {
        try {
          JSON.parse(code);
          report.by = 'json (parses)';
        } catch (error) {
          report.problems.push(`not valid JSON: ${(error as Error).message}`);
        }
      }
    } else {
      const bodies = requestBodies(code);
      for (const body of bodies) report.problems.push(...checkRequest(body).problems);
      report.by = 'json-rpc request';
    }
  };

  for (const block of blocks.filter(inScope)) {
    const report: BlockReport = {block, status: 'verified', problems: []};
    reports.push(report);
    if (SHOWN_LANGS.has(block.lang) && requestBodies(block.code).length === 0) {
      report.status = 'shown';
      report.by = 'shown, not code';
      continue;
    }
    if (block.file) {
      const owner = OWNED.find(([pattern]) => pattern.test(block.file!));
      if (!existsSync(join(repoRoot, block.file))) report.problems.push(`file not found: ${block.file}`);
      else if (owner) report.by = owner[1];
      else if (block.file.startsWith(`${rpcExamplesDir}/`)) report.by = 'generated on a local EVM';
      else if (block.file.startsWith('examples/snippets/')) {
        // Check each included file once, whatever region a block shows.
        const seen = checkedFiles.get(block.file);
        if (seen) seen.push(report);
        else {
          checkedFiles.set(block.file, [report]);
          const lang = LANG_BY_EXTENSION[extname(block.file)] ?? block.lang;
          checkCode(report, lang, readFileSync(join(repoRoot, block.file), 'utf8'), block.file);
        }
      } else report.problems.push(`no test checks ${block.file}`);
    } else if (isFragment(block)) {
      report.status = 'fragment';
    } else {
      checkCode(report, block.lang, block.code, block.where);
    }
  }

  if (toTypeCheck.length > 0) {
    const results = typeCheck(toTypeCheck.map((t) => t.source));
    for (const {report, source} of toTypeCheck) report.problems.push(...(results.get(source.where) ?? []));
  }
  // Blocks that show the same file share its result.
  for (const [, sharing] of checkedFiles) {
    const [first, ...rest] = sharing;
    for (const report of rest) {
      report.by = first.by;
      report.problems = first.problems;
    }
  }
  for (const report of reports) if (report.problems.length > 0) report.status = 'unverified';
  return reports;
}
