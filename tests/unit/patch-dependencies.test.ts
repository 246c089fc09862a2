import {mkdtempSync, mkdirSync, readFileSync, writeFileSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {applyChange, applyChanges, loadChanges, occurrences, type Change} from '../../scripts/patch-dependencies.mjs';

const change = (old: string, replacement: string): Change => ({
  name: 'names the button',
  package: 'some-package',
  file: 'dist/bundle.js',
  fixes: 'a button without a name',
  test: ['tests/e2e/example.spec.ts', 'the button has a name'],
  upstream: 'not yet filed',
  old,
  new: replacement,
});

const NAME = change('button({onClick:', 'button({"aria-label":"Stop",onClick:');

describe('applyChange', () => {
  it('replaces the old string when it occurs once', () => {
    expect(applyChange('a;button({onClick:f});b', NAME)).toEqual({text: 'a;button({"aria-label":"Stop",onClick:f});b', status: 'applied'});
  });

  it('leaves text that already has the change as it is: a second run is a no-op', () => {
    const once = applyChange('button({onClick:f})', NAME).text;
    expect(applyChange(once, NAME)).toEqual({text: once, status: 'already applied'});
  });

  it('takes `$` in the new string literally', () => {
    expect(applyChange('x=a(1)', change('a(1)', "$&$1$'")).text).toBe("x=$&$1$'");
  });

  it('fails, naming the file and the change, when the old string is missing', () => {
    expect(() => applyChange('button({type:"button",onClick:f})', NAME)).toThrow(
      /some-package\/dist\/bundle\.js: "names the button": expected the old string exactly once \(found 0\).*the button has a name/,
    );
  });

  it('fails when the old string occurs twice', () => {
    expect(() => applyChange('button({onClick:f});button({onClick:g})', NAME)).toThrow(/found 2/);
  });

  it('fails when the old and the new string are both there', () => {
    expect(() => applyChange('button({onClick:f});button({"aria-label":"Stop",onClick:g})', NAME)).toThrow(/found 1\) and the new one not at all \(found 1\)/);
  });

  it('fails when the new string occurs twice', () => {
    const twice = 'button({"aria-label":"Stop",onClick:f});button({"aria-label":"Stop",onClick:g})';
    expect(() => applyChange(twice, NAME)).toThrow(/found 0\) and the new one not at all \(found 2\)/);
  });

  it('refuses a change whose strings contain each other, or an empty old string', () => {
    expect(() => applyChange('f(a)', change('f(a)', 'f(a),g()'))).toThrow(/neither may contain the other/);
    expect(() => applyChange('f(a)', change('', 'g()'))).toThrow(/non-empty/);
  });
});

describe('occurrences', () => {
  it('counts overlapping occurrences', () => {
    expect(occurrences('aaa', 'aa')).toBe(2);
    expect(occurrences('abc', 'd')).toBe(0);
  });
});

describe('applyChanges', () => {
  function fixture(text: string) {
    const root = mkdtempSync(join(tmpdir(), 'patch-dependencies-'));
    mkdirSync(join(root, 'some-package', 'dist'), {recursive: true});
    const file = join(root, 'some-package', 'dist', 'bundle.js');
    writeFileSync(file, text);
    return {root, file};
  }

  it('writes the file once every change of it applies, and not on a second run', () => {
    const {root, file} = fixture('button({onClick:f});new T({api:u})');
    const both = [NAME, change('new T({api:', 'new T({fetch:e.fetch,api:')];
    expect(applyChanges(both, root)).toEqual([
      'some-package/dist/bundle.js: names the button: applied',
      'some-package/dist/bundle.js: names the button: applied',
    ]);
    expect(readFileSync(file, 'utf8')).toBe('button({"aria-label":"Stop",onClick:f});new T({fetch:e.fetch,api:u})');
    const written = statSync(file).mtimeMs;
    expect(applyChanges(both, root).every((line) => line.endsWith('already applied'))).toBe(true);
    expect(statSync(file).mtimeMs).toBe(written);
  });

  it('leaves the file untouched when one of its changes fails', () => {
    const {root, file} = fixture('button({onClick:f})');
    expect(() => applyChanges([NAME, change('moved(', 'kept(')], root)).toThrow(/found 0/);
    expect(readFileSync(file, 'utf8')).toBe('button({onClick:f})');
  });
});

describe('the changes in patches/', async () => {
  const changes: Change[] = await loadChanges(join(__dirname, '../../patches'));

  it('each names what it fixes, its test, and what retires it', () => {
    expect(changes.length).toBeGreaterThan(0);
    for (const {fixes, upstream, test} of changes) {
      expect(fixes.length).toBeGreaterThan(20);
      expect(upstream).not.toBe('');
      // The test it names exists.
      expect(readFileSync(join(__dirname, '../..', test[0]), 'utf8')).toContain(`test('${test[1]}'`);
    }
  });

  it('are applied to the installed packages (npm ci ran the postinstall script)', () => {
    for (const entry of changes) {
      const text = readFileSync(join(__dirname, '../../node_modules', entry.package, entry.file), 'utf8');
      expect(applyChange(text, entry).status, entry.name).toBe('already applied');
    }
  });
});
