#!/usr/bin/env node
// Builds the site a third time, into build-base/, served under /docs/ instead of /: the e2e "base"
// project (tests/e2e/base) checks that every route, twin, search, the chatbot and Copy page work
// when the site does not own the root of its host. Default values otherwise: SITE_URL stays the
// public origin, so the build (and its inline-script hashes) does not depend on a test port.
// One build at a time: builds share .docusaurus/, so run this after the others, never beside them.
import {spawnSync} from 'node:child_process';

export const BASE_PATH = '/docs/';
export const BASE_BUILD_DIR = 'build-base';

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', BASE_BUILD_DIR], {
    stdio: 'inherit',
    env: {...process.env, BASE_URL: BASE_PATH, NO_UPDATE_NOTIFIER: '1'},
  });
  process.exit(result.status ?? 1);
}
