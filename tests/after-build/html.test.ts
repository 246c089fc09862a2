// The built pages as readers and screen readers get them.
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {requireBuild} from './support';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

describe('built HTML', () => {
  it('image alt and title text is not escaped twice (no "&#39;" read aloud)', () => {
    const build = requireBuild();
    const twice = /\b(?:alt|title)=(?:"[^"]*|'[^']*|[^\s>"']*)&amp;(?:#39|quot|lt|gt|amp);/g;
    const found = htmlFiles(build).flatMap((file) =>
      Array.from(readFileSync(file, 'utf8').matchAll(twice), (match) => `${relative(build, file)}: ${match[0].slice(-60)}`),
    );
    expect(found).toEqual([]);
    // The page that showed it: its diagram's alt reads "sequencer's".
    expect(readFileSync(join(build, 'network/architecture.html'), 'utf8')).toMatch(/alt="[^"]*sequencer(?:'|&#x27;|&#39;)s Smart Rollup node/);
  });
});
