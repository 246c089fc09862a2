import {defineConfig} from 'vitest/config';
import {fileURLToPath} from 'node:url';

export default defineConfig({
  // Components can be rendered in unit tests (react-dom/server) without a separate JSX plugin.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: {'@site': fileURLToPath(new URL('.', import.meta.url))},
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'plugins/**/*.test.ts'],
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
