import {defineConfig, type ReporterDescription} from '@playwright/test';
import {findChromium, CHROMIUM_ARGS} from './tests/support/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const HOSTED_PORT = Number(process.env.E2E_HOSTED_PORT ?? 4174);
const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4175);
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
const HOSTED_BUILD_DIR = process.env.E2E_HOSTED_BUILD_DIR ?? 'build-hosted';
/** scripts/build-base.mjs: the site built with baseUrl '/docs/'. */
const BASE_BUILD_DIR = process.env.E2E_BASE_BUILD_DIR ?? 'build-base';
const BASE_PATH = '/docs/';

const server = (dir: string, port: number, base = '/') => ({
  command: `node tests/support/serve.mjs --dir ${dir} --port ${port} --base ${base}`,
  url: `http://127.0.0.1:${port}${base}`,
  reuseExistingServer: !process.env.CI,
  timeout: 20_000,
});

export default defineConfig({
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 45_000,
  // Generous waits: CI runs two workers with Chromium on a 2-core machine. Nothing here is a speed test.
  expect: {timeout: 12_000},
  // The last reporter fails the run when a test was skipped.
  reporter: [
    ['list'],
    ...(process.env.CI ? [['github'] as ReporterDescription] : []),
    ['./tests/support/no-skipped-playwright.ts'],
  ],
  use: {
    colorScheme: 'light', // the site must stay dark even when the system asks for light
    trace: 'retain-on-failure',
    viewport: {width: 1280, height: 800},
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [server(BUILD_DIR, PORT), server(HOSTED_BUILD_DIR, HOSTED_PORT), server(BASE_BUILD_DIR, BASE_PORT, BASE_PATH)],
  projects: [
    {
      // The default build: no keys, no network, everything local.
      name: 'local',
      testDir: './tests/e2e',
      testIgnore: ['hosted/**', 'base/**'],
      use: {browserName: 'chromium', baseURL: `http://127.0.0.1:${PORT}`},
    },
    {
      // build-hosted/: every hosted service configured with test values (scripts/build-hosted.mjs).
      name: 'hosted',
      testDir: './tests/e2e/hosted',
      use: {browserName: 'chromium', baseURL: `http://127.0.0.1:${HOSTED_PORT}`},
    },
    {
      // build-base/: the default build served under /docs/ (scripts/build-base.mjs).
      name: 'base',
      testDir: './tests/e2e/base',
      use: {browserName: 'chromium', baseURL: `http://127.0.0.1:${BASE_PORT}${BASE_PATH}`},
    },
  ],
});
