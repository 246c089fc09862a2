import {defineConfig} from 'vitest/config';
import {fileURLToPath} from 'node:url';

const UNIT = ['tests/unit/**/*.test.ts', 'plugins/**/*.test.ts'];
/** Test files that mock modules (`vi.mock`, `vi.doMock`) or stub globals: each runs with its own modules. */
const REPLACING = [
  'tests/unit/snippets-manual.test.ts',
  'tests/unit/llms-markdown.test.ts',
  'tests/unit/idle-prefetch.test.ts',
  'tests/unit/marketpulse-tested-versions.test.ts',
  'tests/unit/ask-ai-stream.test.ts',
  'tests/unit/feedback-queue.test.ts',
  'tests/unit/search-query-param.test.ts',
  'tests/unit/purify-loader.test.ts',
  'tests/unit/clipboard.test.ts',
  'tests/unit/search-hit-keys.test.ts',
  'tests/unit/query-limits.test.ts',
];

export default defineConfig({
  // Components can be rendered in unit tests (react-dom/server) without a separate JSX plugin.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: {'@site': fileURLToPath(new URL('.', import.meta.url))},
  },
  test: {
    // Each test file once had a fresh module registry; most need none, and importing their modules
    // again per file was half the run (import 68 s of 127 s, nothing else running; 88 s shared).
    // The files that replace modules or globals keep their own registry.
    projects: [
      // Left out by negated patterns, not `exclude`, which would drop the command line's --exclude.
      {extends: true, test: {name: 'shared', include: [...UNIT, ...REPLACING.map((file) => `!${file}`)], isolate: false}},
      {extends: true, test: {name: 'isolated', include: REPLACING}},
    ],
    environment: 'node',
    testTimeout: 20_000,
    // Vitest's default is one worker less than the cores: one worker on our 2-core machines, which
    // left a core idle while tests wait on sockets and child processes (anvil, solc, Hardhat, a link
    // checker's timeouts). Three workers: 97 s → 54 s for the unit tests, nothing else running.
    maxWorkers: 3,
    // npm test fails when a test is skipped (see the reporter).
    reporters: ['default', './tests/support/no-skipped-vitest.ts'],
    // GitHub's workflow parser imports its JSON schema without an import attribute, which Node
    // refuses; through Vite's transform it loads (tests/unit/workflows.test.ts).
    server: {deps: {inline: ['@actions/workflow-parser']}},
  },
});
