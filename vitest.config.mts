import {defineConfig} from 'vitest/config';
import {fileURLToPath} from 'node:url';

export default defineConfig({
  resolve: {
    alias: {'@site': fileURLToPath(new URL('.', import.meta.url))},
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'plugins/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
