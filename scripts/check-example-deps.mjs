#!/usr/bin/env node
/**
 * Checks that the package.json files the tutorial shows still resolve together on the npm
 * registry today: `npm install --dry-run --package-lock-only` in a temporary copy, which
 * fails with ERESOLVE on a peer-dependency conflict. Needs the registry, so it is not part
 * of `npm test`; run it with `npm run check:example-deps` before changing a pinned version.
 * It cannot run Hardhat itself on Node.js older than the project's `engines.node`.
 */
import {spawnSync} from 'node:child_process';
import {copyFileSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const projects = ['examples/marketpulse', 'examples/marketpulse/app'];
let failed = false;
for (const project of projects) {
  const dir = mkdtempSync(join(tmpdir(), 'example-deps-'));
  copyFileSync(join(project, 'package.json'), join(dir, 'package.json'));
  const result = spawnSync(
    'npm',
    ['install', '--dry-run', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    {cwd: dir, encoding: 'utf8', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}},
  );
  rmSync(dir, {recursive: true, force: true});
  const ok = result.status === 0;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${project}/package.json`);
  if (!ok) console.log(result.stderr.split('\n').filter((l) => l.includes('npm error')).slice(0, 12).join('\n'));
}
process.exit(failed ? 1 : 0);
