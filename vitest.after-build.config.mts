import {defineConfig} from 'vitest/config';
import base from './vitest.config.mts';

// Tests of the built site (build/): `npm test` runs them right after `npm run build`.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // One project of its own, not the unit tests' two.
    projects: undefined,
    include: ['tests/after-build/**/*.test.ts'],
    // They start the MCP server (jiti compiles it on start), which takes seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
