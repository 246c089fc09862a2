/**
 * npm 12 runs a dependency's install script only when `package.json#allowScripts` approves it (npm 11
 * warns). Every package of the lockfile that has one must be approved or denied there, by its bare
 * name, and named with its reason in ARCHITECTURE.md; a new dependency that brings an install script
 * fails here until someone reviews it.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {allowScripts?: Record<string, boolean>};
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as Lockfile;

interface Lockfile {
  packages: Record<string, {name?: string; hasInstallScript?: boolean; inBundle?: boolean; link?: boolean}>;
}

/** Names of the installed packages that have an install script (npm never runs a bundled one's). */
function withInstallScripts(lockfile: Lockfile): string[] {
  const names = Object.entries(lockfile.packages)
    .filter(([path, entry]) => path !== '' && entry.hasInstallScript && !entry.inBundle && !entry.link)
    // An alias's entry carries the real name; otherwise the name is the path after the last node_modules/.
    .map(([path, entry]) => entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  return [...new Set(names)].sort();
}

/** The packages whose install script the policy neither approves nor denies. */
function unreviewed(lockfile: Lockfile, allowScripts: Record<string, boolean>): string[] {
  return withInstallScripts(lockfile).filter((name) => typeof allowScripts[name] !== 'boolean');
}

/** The rows of ARCHITECTURE.md's install-script table: package name → `allowed` or `denied`. */
function documented(): Map<string, string> {
  const text = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');
  const table = text.slice(text.indexOf('### Install scripts'));
  return new Map([...table.matchAll(/^\| `([^`]+)` \| (allowed|denied) \|/gm)].map((m) => [m[1], m[2]]));
}

const policy = pkg.allowScripts ?? {};

describe('install scripts of dependencies', () => {
  it('each one is approved or denied in package.json#allowScripts', () => {
    expect(withInstallScripts(lock).length).toBeGreaterThan(0);
    expect(unreviewed(lock, policy)).toEqual([]);
  });

  it('flags a package with an install script that the policy does not name', () => {
    const planted: Lockfile = {packages: {'': {hasInstallScript: true}, 'node_modules/esbuild': {hasInstallScript: true}, 'node_modules/a/node_modules/@x/new': {hasInstallScript: true}, 'node_modules/b': {}}};
    expect(unreviewed(planted, {esbuild: true})).toEqual(['@x/new']);
    expect(unreviewed(planted, {esbuild: true, '@x/new': false})).toEqual([]);
  });

  it('names packages only, true or false, and each one is still installed with an install script', () => {
    const installed = withInstallScripts(lock);
    for (const [name, verdict] of Object.entries(policy)) {
      // A version in the key would need re-approval on every upgrade; the lockfile's integrity pins the content.
      expect(name).toMatch(/^(@[\w.-]+\/)?[\w.-]+$/);
      expect(typeof verdict).toBe('boolean');
      expect(installed, `${name} is in allowScripts but has no install script in the lockfile`).toContain(name);
    }
  });

  it('ARCHITECTURE.md gives the reason for each verdict', () => {
    expect(Object.fromEntries(documented())).toEqual(
      Object.fromEntries(Object.entries(policy).map(([name, allowed]) => [name, allowed ? 'allowed' : 'denied'])),
    );
  });
});
