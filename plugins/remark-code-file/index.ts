/**
 * remark-code-file: fills a fenced code block from a real file, so that the pages show the
 * code the CI compiles and tests, never a pasted copy.
 *
 *   ```solidity title="contracts/Marketpulse.sol" file=examples/marketpulse/contracts/Marketpulse.sol
 *   ```
 *   ```typescript file=examples/marketpulse/test/Marketpulse.ts region=setup
 *   ```
 *
 * `file` is relative to `rootDir` (the site directory). `region=name` keeps only the lines
 * between `#region name` and `#endregion name` comment markers (`//`, `#`, `/*`, `<!--` or
 * `{/*` comments). Marker lines never reach the page, and a region is dedented.
 * A missing file or region fails the build with the doc's path and the file's path.
 * `fragment="reason"` is the snippet checker's note (scripts/snippets): why the block is partial.
 * It is removed from every block here, so readers never see it.
 */
import {readFileSync} from 'node:fs';
import {isAbsolute, relative, resolve} from 'node:path';
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';

export interface RemarkCodeFileOptions {
  /** Directory that `file=` paths are relative to. Defaults to the current directory. */
  rootDir?: string;
}

interface MetaOptions {
  file?: string;
  region?: string;
  /** Why the block is partial; read by the snippet checker, never shown. */
  fragment?: string;
  /** The meta string without `file=`, `region=` and `fragment=`, for the theme (title, line highlights…). */
  rest: string | null;
}

const META_OPTION = /(^|\s)(file|region|fragment)=(?:"([^"]*)"|'([^']*)'|(\S+))/g;
const MARKER = /^\s*(?:\/\/|#|\/\*|<!--|\{\/\*)\s*#(region|endregion)\b[ \t]*([\w.-]*)/;

export function parseMeta(meta: string | null | undefined): MetaOptions {
  const found: MetaOptions = {rest: null};
  if (!meta) return found;
  const rest = meta.replace(META_OPTION, (_match, lead: string, key: 'file' | 'region' | 'fragment', dq?: string, sq?: string, bare?: string) => {
    found[key] = dq ?? sq ?? bare ?? '';
    return lead;
  });
  const tidy = rest.replace(/\s+/g, ' ').trim();
  found.rest = tidy === '' ? null : tidy;
  return found;
}

/** A region marker on this line, if any: its kind and name. */
function marker(line: string): {kind: 'region' | 'endregion'; name: string} | null {
  const match = MARKER.exec(line);
  return match ? {kind: match[1] as 'region' | 'endregion', name: match[2]} : null;
}

function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut));
}

function trimBlankLines(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start].trim() === '') start++;
  while (end > start && lines[end - 1].trim() === '') end--;
  return lines.slice(start, end);
}

/**
 * The text to show: the whole file, or one region of it, without any marker lines.
 * Throws a plain message (the caller adds the doc and file) when the region is missing.
 */
export function selectCode(source: string, region?: string): string {
  const lines = source.split(/\r?\n/);
  if (region === undefined) {
    return trimBlankLines(lines.filter((l) => !marker(l))).join('\n');
  }
  const starts = lines.flatMap((l, i) => (marker(l)?.kind === 'region' && marker(l)?.name === region ? [i] : []));
  if (starts.length === 0) throw new Error(`region "${region}" not found`);
  if (starts.length > 1) throw new Error(`region "${region}" is defined ${starts.length} times`);
  const start = starts[0];
  const end = lines.findIndex((l, i) => i > start && marker(l)?.kind === 'endregion' && marker(l)?.name === region);
  if (end === -1) throw new Error(`region "${region}" has no "#endregion ${region}" marker`);
  return dedent(trimBlankLines(lines.slice(start + 1, end).filter((l) => !marker(l)))).join('\n');
}

export default function remarkCodeFile(options: RemarkCodeFileOptions = {}) {
  const rootDir = resolve(options.rootDir ?? process.cwd());

  return function transformer(tree: Root, file: VFile): void {
    const doc = file.path ? relative(rootDir, resolve(file.path)) || file.path : '<unnamed document>';
    visit(tree, 'code', (code: Code) => {
      const meta = parseMeta(code.meta);
      if (meta.file === undefined) {
        code.meta = meta.rest;
        return;
      }
      const fail = (reason: string): never => {
        throw new Error(`[remark-code-file] ${doc}: ${reason} (code block with file=${meta.file})`);
      };
      if (meta.file === '') fail('empty file= value');
      const target = resolve(rootDir, meta.file!);
      const inside = relative(rootDir, target);
      if (inside.startsWith('..') || isAbsolute(inside)) fail(`"${meta.file}" is outside ${rootDir}`);
      if (code.value.trim() !== '') fail('the code block must be empty: its content comes from the file');

      let source: string;
      try {
        source = readFileSync(target, 'utf8');
      } catch (error) {
        return fail(`cannot read "${meta.file}": ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      }
      try {
        code.value = selectCode(source, meta.region);
      } catch (error) {
        fail(`${(error as Error).message} in "${meta.file}"`);
      }
      code.meta = meta.rest;
    });
  };
}
