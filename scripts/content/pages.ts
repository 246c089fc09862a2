import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {VFile} from 'vfile';
import {listDocFiles, readDocFile, type DocFile} from './docs';
import {parsePage, type Parsed} from './parse';
import {exceededLimit, type LimitProblem} from './limits';
import {buildModel, type PageModel} from './model';

export interface Page extends DocFile {
  /** The file as written. */
  source: string;
  /** The file after Docusaurus's preprocessing; positions in `model` and `parsed` refer to it. */
  text: string;
  parsed: Parsed;
  model: PageModel | null;
  /** Set when the page is beyond what the check reads (limits.ts): it is not parsed, and the mdx rule reports this. */
  overLimit: LimitProblem | null;
}

export function loadPage(rootDir: string, file: string, source = readFileSync(join(rootDir, file), 'utf8')): Page {
  const overLimit = exceededLimit(source);
  const parsed: Parsed = overLimit
    ? {file: new VFile({path: file, value: source}), error: {line: overLimit.line, column: 1, message: overLimit.message}}
    : parsePage(file, source);
  const text = String(parsed.file.value);
  return {
    ...readDocFile(rootDir, file, source),
    source,
    text,
    parsed,
    model: parsed.tree ? buildModel(parsed.tree, text) : null,
    overLimit,
  };
}

/** `onPage` is called before each page is parsed (the time limit of supervise.ts names it). */
export function loadPages(rootDir: string, onPage?: (file: string) => void): Page[] {
  return listDocFiles(rootDir).map((file) => {
    onPage?.(file);
    return loadPage(rootDir, file);
  });
}
