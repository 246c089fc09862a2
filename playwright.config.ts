import {defineConfig, type ReporterDescription} from '@playwright/test';
import {findTestChromium, CHROMIUM_ARGS} from './tests/support/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const HOSTED_PORT = Number(process.env.E2E_HOSTED_PORT ?? 4174);
const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4175);
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
const HOSTED_BUILD_DIR = process.env.E2E_HOSTED_BUILD_DIR ?? 'build-hosted';
/** scripts/build-base.mjs: the site built with baseUrl '/docs/'. */
const BASE_BUILD_DIR = process.env.E2E_BASE_BUILD_DIR ?? 'build-base';
const BASE_PATH = '/docs/';

/** Each build is served by Cloudflare's own Pages runtime (scripts/serve.mjs: wrangler pages dev, offline). */
const server = (dir: string, port: number, base = '/') => ({
  command: `node scripts/serve.mjs --dir ${dir} --port ${port} --base ${base}`,
  url: `http://127.0.0.1:${port}${base}`,
  reuseExistingServer: !process.env.CI,
  // About 1-4 s; a cold start beside two builds took longer.
  timeout: 90_000,
  // SIGTERM lets wrangler stop its workerd process and remove its staging folder.
  gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 5_000},
});

/**
 * The projects named on the command line (`--project local`, `--project=hosted`), none for all.
 * Only their builds are served, so a CI job or the docs lane (`npm run test:docs`) needs only the
 * build it tests; before, every run needed all three builds.
 */
function selectedProjects(argv: string[]): Set<string> {
  const names = new Set<string>();
  argv.forEach((arg, i) => {
    if (arg === '--project' && argv[i + 1]) names.add(argv[i + 1]!);
    else if (arg.startsWith('--project=')) names.add(arg.slice('--project='.length));
  });
  return names;
}
const selected = selectedProjects(process.argv);
const serves = (...projects: string[]) => selected.size === 0 || projects.some((name) => selected.has(name));

export default defineConfig({
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 45_000,
  // Generous waits: CI runs two workers with Chromium on a 2-core machine. Nothing here is a speed test.
  expect: {
    timeout: 12_000,
    // tests/e2e/visual.spec.ts: stills of the pages, the same on every run of one machine's Chromium.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: './tests/e2e/visual.css',
      // A pixel counts as changed past 0.02 of pixelmatch's colour distance (about 5 grey levels); the
      // edges of rounded borders differ by 1-2 levels between runs. Ten changed pixels pass: one
      // changed letter is more.
      threshold: 0.02,
      maxDiffPixels: 10,
    },
  },
  // One folder per spec file, one PNG per name, no browser or platform suffix: CI and the
  // baselines both run Debian's Chromium.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  // The last reporter fails the run when a test was skipped.
  reporter: [
    ['list'],
    ...(process.env.CI ? [['github'] as ReporterDescription] : []),
    ['./tests/support/no-skipped-playwright.ts'],
  ],
  use: {
    colorScheme: 'light', // the site must stay dark even when the system asks for light
    // No trace: recording one for every test cost 17% of the suite (ARCHITECTURE.md, "Tests and CI");
    // the README's test:e2e row says how to record one for a failing spec.
    trace: 'off',
    viewport: {width: 1280, height: 800},
    launchOptions: {
      executablePath: findTestChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    ...(serves('local') ? [server(BUILD_DIR, PORT)] : []),
    ...(serves('hosted') ? [server(HOSTED_BUILD_DIR, HOSTED_PORT)] : []),
    ...(serves('base') ? [server(BASE_BUILD_DIR, BASE_PORT, BASE_PATH)] : []),
  ],
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
