// The comparison behind `npm run check:outdated`, over version lists written here (no registry).
import {describe, expect, it} from 'vitest';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {lag, reportLines} from '@site/scripts/outdated/compare';
import {WATCHED} from '@site/scripts/outdated/watched';

const DOCSEARCH = ['3.9.0', '4.3.2', '4.4.0', '4.5.0', '4.5.1', '4.6.0', '4.7.0', '4.7.1', '5.0.0-beta.1', '5.0.0', '5.2.0'];
const hold = {major: 4, reason: 'the theme accepts 4.x only'};

describe('check:outdated comparison', () => {
  it('is quiet up to one minor release behind', () => {
    expect(lag('x', '4.7.1', DOCSEARCH, '4.7.1')).toMatchObject({outdated: false, minorsBehind: 0, newest: '4.7.1'});
    expect(lag('x', '4.6.0', DOCSEARCH, '4.7.1')).toMatchObject({outdated: false, minorsBehind: 1});
    // Patch releases of the same minor line do not count.
    expect(lag('x', '4.5.0', DOCSEARCH, '4.5.1')).toMatchObject({outdated: false, minorsBehind: 0, newest: '4.5.1'});
  });

  it('reports two minor releases behind, counting the lines published, not the numbers between', () => {
    expect(lag('x', '4.5.1', DOCSEARCH, '4.7.1')).toMatchObject({outdated: true, minorsBehind: 2, newestInMajor: '4.7.1'});
    expect(lag('x', '1.0.0', ['1.0.0', '1.9.0'], '1.9.0')).toMatchObject({outdated: false, minorsBehind: 1});
  });

  it('reports a major release behind, unless a hold keeps the project on its major', () => {
    expect(lag('x', '4.7.1', DOCSEARCH, '5.2.0')).toMatchObject({outdated: true, majorBehind: true, newest: '5.2.0'});
    expect(lag('x', '4.7.1', DOCSEARCH, '5.2.0', hold)).toMatchObject({outdated: false, majorBehind: false, held: hold});
    // A hold of another major does not excuse this one, and does not hide minors behind in the held major.
    expect(lag('x', '3.9.0', DOCSEARCH, '5.2.0', hold)).toMatchObject({outdated: true, majorBehind: true});
    expect(lag('x', '4.4.0', DOCSEARCH, '5.2.0', hold)).toMatchObject({outdated: true, majorBehind: false, minorsBehind: 3});
  });

  it('leaves out pre-releases and versions past the latest tag', () => {
    expect(lag('x', '4.7.1', DOCSEARCH, '4.7.1').newest).toBe('4.7.1');
    expect(lag('x', '4.7.1', ['4.7.1', '5.0.0-rc.1'], '5.0.0-rc.1')).toMatchObject({outdated: false, newest: '4.7.1'});
  });

  it('prints what is behind first, with the versions a reader needs to act', () => {
    const lines = reportLines([lag('a', '4.7.1', DOCSEARCH, '4.7.1'), lag('b', '4.4.0', DOCSEARCH, '5.2.0', hold), lag('c', '4.7.1', DOCSEARCH, '5.2.0', hold)]);
    expect(lines).toEqual([
      'BEHIND b 4.4.0: newest 5.2.0, 3 newer minor releases of 4.x (up to 4.7.1); stays on 4.x: the theme accepts 4.x only',
      'held   c 4.7.1: newest 5.2.0; stays on 4.x: the theme accepts 4.x only',
      'ok     a 4.7.1: newest 4.7.1',
    ]);
  });
});

describe('check:outdated watches', () => {
  it('every package of dependencies that src/ imports, Docusaurus aside', () => {
    const root = join(__dirname, '..', '..');
    const {dependencies} = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {dependencies: Record<string, string>};
    const imported = new Set<string>();
    for (const file of readdirSync(join(root, 'src'), {recursive: true, encoding: 'utf8'})) {
      if (!/\.tsx?$/.test(file) || /\.test\./.test(file)) continue;
      for (const [, spec] of readFileSync(join(root, 'src', file), 'utf8').matchAll(/(?:from|import\()\s*'([^'.][^']*)'/g)) {
        const name = spec!.startsWith('@') ? spec!.split('/').slice(0, 2).join('/') : spec!.split('/')[0]!;
        if (name in dependencies && !name.startsWith('@docusaurus/')) imported.add(name);
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !(name in WATCHED))).toEqual([]);
  });
});
