/**
 * Type-checks code blocks as the reader would run them: each block is its own ES module
 * (`.mts`, `.mjs` or `.tsx`) at the repository root, so imports resolve against the exact
 * library versions in package.json. JavaScript blocks are checked too (checkJs), with
 * implicit `any` allowed, because plain JavaScript has no annotations to give.
 */
import {join, relative} from 'node:path';
import ts from 'typescript';
import {allowedPath, repoRoot} from './blocks';

export interface SourceToCheck {
  /** How the report names it, e.g. `docs/x.mdx:12`. */
  where: string;
  /** `javascript`, `typescript` or `tsx`. */
  lang: string;
  code: string;
}

const EXTENSIONS: Record<string, string> = {javascript: '.mjs', js: '.mjs', typescript: '.mts', ts: '.mts', tsx: '.tsx'};

export function isTypeCheckable(lang: string): boolean {
  return lang in EXTENSIONS;
}

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  strict: true,
  noImplicitAny: false,
  allowJs: true,
  checkJs: true,
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
  noEmit: true,
  esModuleInterop: true,
  resolveJsonModule: true,
};

/**
 * Plain JavaScript cannot say that a value is not null (`process.env.X`, a receipt), so
 * JavaScript blocks are checked without strict null checks, except those that import viem,
 * whose types only work in strict mode. TypeScript blocks are always strict.
 */
const JS_OPTIONS: ts.CompilerOptions = {...OPTIONS, strict: false};

/** Returns the diagnostics of each source, keyed by `where`; an empty list means it type-checks. */
export function typeCheck(sources: readonly SourceToCheck[]): Map<string, string[]> {
  const isJs = (s: SourceToCheck) => EXTENSIONS[s.lang] === '.mjs' && !/from\s+['"]viem/.test(s.code);
  return new Map([...checkProgram(sources.filter(isJs), JS_OPTIONS), ...checkProgram(sources.filter((s) => !isJs(s)), OPTIONS)]);
}

function checkProgram(sources: readonly SourceToCheck[], options: ts.CompilerOptions): Map<string, string[]> {
  const virtual = new Map<string, SourceToCheck>();
  sources.forEach((source, i) => {
    const name = source.where.replace(/[^\w]+/g, '_');
    virtual.set(join(repoRoot, `__snippet_${i}_${name}${EXTENSIONS[source.lang]}`), source);
  });
  const host = ts.createCompilerHost(options);
  const {fileExists, readFile, getSourceFile} = host;
  // A block's imports resolve inside examples/ and node_modules/ only (a `../../etc/passwd` is not read).
  const allowed = (file: string) => allowedPath(relative(repoRoot, file)) !== null;
  host.fileExists = (file) => virtual.has(file) || (allowed(file) && fileExists.call(host, file));
  host.readFile = (file) => virtual.get(file)?.code ?? (allowed(file) ? readFile.call(host, file) : undefined);
  host.getSourceFile = (file, language, onError, create) => {
    const source = virtual.get(file);
    if (source) return ts.createSourceFile(file, source.code, language, true);
    if (!allowed(file)) return undefined;
    return getSourceFile.call(host, file, language, onError, create);
  };
  const program = ts.createProgram(Array.from(virtual.keys()), options, host);
  const result = new Map<string, string[]>();
  for (const [file, source] of virtual) {
    const sourceFile = program.getSourceFile(file)!;
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    result.set(
      source.where,
      diagnostics.map((d) => {
        const line = d.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(d.start).line + 1;
        return `line ${line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
      }),
    );
  }
  return result;
}
