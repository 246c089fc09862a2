import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {listDocFiles, readDocFile, type DocFile} from './docs';
import {parsePage, type Parsed} from './parse';
import {buildModel, type PageModel} from './model';

export interface Page extends DocFile {
  /** The file as written. */
  source: string;
  /** The file after Docusaurus's preprocessing; positions in `model` and `parsed` refer to it. */
  text: string;
  parsed: Parsed;
  model: PageModel | null;
}

export function loadPage(rootDir: string, file: string, source = readFileSync(join(rootDir, file), 'utf8')): Page {
  const parsed = parsePage(file, source);
  const text = String(parsed.file.value);
  return {
    ...readDocFile(rootDir, file, source),
    source,
    text,
    parsed,
    model: parsed.tree ? buildModel(parsed.tree, text) : null,
  };
}

export function loadPages(rootDir: string): Page[] {
  return listDocFiles(rootDir).map((file) => loadPage(rootDir, file));
}
