/**
 * scripts/node-lts.sh, the Node.js 24 that a machine with an older Node.js runs the suite on:
 * fetched from the npm registry and checked, and checked again on every run, so a damaged cached
 * binary is replaced instead of run, and nothing falls back to another Node.js in silence.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {homedir, tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

const siteDir = resolve(__dirname, '../..');
const home = mkdtempSync(join(tmpdir(), 'node-lts-'));
const version = /NODE_LTS_VERSION=(\S+)/.exec(readFileSync(join(siteDir, 'scripts/node-lts.sh'), 'utf8'))![1];
const cached = join(home, '.cache/etherlink-docs', `node-v${version}`, 'bin/node');
/**
 * The machine's own npm cache, not one under the temporary HOME: the tarball is then fetched once per
 * machine, not three times per run (.ci/run has already fetched it). The script checks it all the same.
 */
const env = {...process.env, HOME: home, NODE_LTS_FORCE: '1', NO_UPDATE_NOTIFIER: '1', npm_config_cache: process.env.npm_config_cache ?? join(homedir(), '.npm')};

/** Sources the script in a fresh bash with a temporary HOME and prints what `node` is then. */
function setUp() {
  return spawnSync('bash', ['-c', '. scripts/node-lts.sh && command -v node && node --version'], {
    cwd: siteDir,
    encoding: 'utf8',
    env,
    timeout: 120_000,
  });
}

afterAll(() => rmSync(home, {recursive: true, force: true}));

describe('scripts/node-lts.sh', () => {
  it('puts the pinned Node.js first on PATH, then replaces a damaged cached binary instead of running it', () => {
    const first = setUp();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout.trim().split('\n')).toEqual([cached, `v${version}`]);

    writeFileSync(cached, '#!/bin/sh\nexit 0\n'); // a binary that "works" and prints nothing
    const second = setUp();
    expect(second.status, second.stderr).toBe(0);
    expect(second.stderr).toContain('does not match its checksum');
    expect(second.stdout.trim().split('\n')).toEqual([cached, `v${version}`]);
  }, 240_000);

  it('stops with a message, and no other Node.js, when the pinned tarball cannot be had', () => {
    const script = readFileSync(join(siteDir, 'scripts/node-lts.sh'), 'utf8').replace(/^NODE_LTS_INTEGRITY=.*$/m, "NODE_LTS_INTEGRITY='sha512-planted'");
    const copy = join(home, 'node-lts-planted.sh');
    writeFileSync(copy, script);
    rmSync(join(home, '.cache'), {recursive: true, force: true});
    const run = spawnSync('bash', ['-c', `. ${copy} && node --version`], {
      cwd: siteDir,
      encoding: 'utf8',
      env,
      timeout: 120_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('expected sha512-planted');
  }, 240_000);
});
