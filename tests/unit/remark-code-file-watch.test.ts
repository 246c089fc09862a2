/**
 * The loader behind plugins/remark-code-file/watch.ts registers, for each doc, exactly the files
 * remark-code-file reads, so that `npm start` rebuilds a page when one of them changes.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {createRequire} from 'node:module';
import type {Code, Root} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {parseMeta} from '../../plugins/remark-code-file';

const require = createRequire(import.meta.url);
const loader = require('../../plugins/remark-code-file/watch-loader.cjs') as {
  (this: unknown, source: string): string;
  filesNamedIn: (source: string) => string[];
};

/** The `file=` values remark-code-file acts on: code nodes of the parsed Markdown. */
function filesRead(markdown: string): string[] {
  const found: string[] = [];
  const visit = (node: {type: string; children?: unknown[]}) => {
    if (node.type === 'code') {
      const {file} = parseMeta((node as Code).meta);
      if (file) found.push(file);
    }
    for (const child of node.children ?? []) visit(child as {type: string; children?: unknown[]});
  };
  visit(unified().use(remarkParse).parse(markdown) as Root);
  return found;
}

const docs = readdirSync('docs', {recursive: true, encoding: 'utf8'}).filter((f) => /\.mdx?$/.test(f));

describe('remark-code-file watch loader', () => {
  it('names the files of fences at any indentation, quoted or not', () => {
    const markdown = ['```ts file=examples/a.ts', '```', '', '1. Step', '', '   ```sol title="x" file="examples/b.sol" region=r', '   ```', '', '> ~~~yaml file=\'examples/c.yml\'', '> ~~~', '', '```js', 'file=not-a-meta', '```'].join('\n');
    expect(loader.filesNamedIn(markdown)).toEqual(['examples/a.ts', 'examples/b.sol', 'examples/c.yml']);
    expect(filesRead(markdown)).toEqual(['examples/a.ts', 'examples/b.sol', 'examples/c.yml']);
  });

  it('registers every file that remark-code-file reads in the docs, and returns the source unchanged', () => {
    const pages = docs.filter((f) => readFileSync(join('docs', f), 'utf8').includes('file='));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const source = readFileSync(join('docs', page), 'utf8');
      const added: string[] = [];
      const context = {getOptions: () => ({rootDir: '/site'}), addDependency: (file: string) => added.push(file)};
      expect(loader.call(context, source)).toBe(source);
      expect(added, page).toEqual(filesRead(source).map((file) => join('/site', file)));
    }
  });
});
