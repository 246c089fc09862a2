#!/usr/bin/env node
// Compiles every .md/.mdx file under the given paths with MDX, the way Docusaurus parses them
// (GFM tables, directives for admonitions), and prints syntax errors with file and line.
// Fast feedback for writers; the full build remains the real check.
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, extname} from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';

function collect(path, out) {
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) collect(join(path, entry), out);
  } else if (['.md', '.mdx'].includes(extname(path))) {
    out.push(path);
  }
  return out;
}

const files = process.argv.slice(2).flatMap((p) => collect(p, []));
let failed = 0;
for (const file of files) {
  const source = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, (m) => '\n'.repeat(m.split('\n').length - 1));
  try {
    await compile(source, {
      format: extname(file) === '.md' ? 'md' : 'mdx',
      remarkPlugins: [remarkGfm, remarkDirective],
    });
  } catch (error) {
    failed++;
    const where = error.place?.start ?? error.place ?? {};
    console.error(`${file}:${where.line ?? '?'}:${where.column ?? '?'} ${error.reason ?? error.message}`);
  }
}
console.log(`${files.length - failed} ok, ${failed} failed`);
process.exit(failed ? 1 : 0);
