/** External URLs of the sources with where they are written: docs pages (parsed as MDX) and src/data modules. */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {loadPage} from '../content/pages';
import {listDocFiles} from '../content/docs';

export interface UrlSource {
  url: string;
  /** Repository-relative file and 1-based line. */
  file: string;
  line: number;
}

const isHttp = (url: string) => /^https?:\/\//i.test(url);

/** Links of the docs pages, from the MDX tree (Markdown links, <a href>, <Link to>). */
export function docsUrls(rootDir: string, files = listDocFiles(rootDir)): UrlSource[] {
  return files.flatMap((file) =>
    (loadPage(rootDir, file).model?.links ?? []).filter((l) => isHttp(l.url)).map((l) => ({url: l.url, file, line: l.line})),
  );
}

/** String literals that are URLs in the data modules (components render them as links). */
export function dataUrls(rootDir: string, dir = 'src/data'): UrlSource[] {
  const out: UrlSource[] = [];
  for (const name of readdirSync(join(rootDir, dir)).filter((f) => f.endsWith('.ts')).sort()) {
    const file = `${dir}/${name}`;
    readFileSync(join(rootDir, file), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (/^\s*(\/\/|\*)/.test(text)) return; // comments cite sources, they are not links
        for (const match of text.matchAll(/(['"`])(https?:\/\/[^'"`\s$]+)\1/g)) out.push({url: match[2], file, line: i + 1});
      });
  }
  return out;
}
