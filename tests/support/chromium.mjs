// Where the e2e suite and the benchmark find Chromium: $CHROMIUM_PATH, else Debian's packages.
// Playwright cannot download its own browser on our machines.
import {existsSync} from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/**
 * The e2e suite prefers Debian's `chromium-headless-shell`: the same Chromium build without the
 * browser's UI processes, which is what Playwright itself runs for headless tests when it can
 * download it. On the 2-core machine, with nothing else running, 85 e2e tests (routes and search)
 * took 1.8 min on it against 2.5 min on the full browser. The benchmark keeps the full browser, as
 * readers have (findChromium).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function findTestChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return findChromium(env);
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium(env);
}

/** Flags for headless Chromium as root on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
