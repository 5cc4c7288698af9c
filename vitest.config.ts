import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // One graphql instance, as Node loads it outside tests: the CommonJS build that nexus requires too
    // (Vite would otherwise pick graphql's ESM build for our code and two realms would meet).
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    include: [
      'server/**/*.test.ts',
      'shared/**/*.test.ts',
      'test/**/*.test.ts',
      'renderer/**/*.test.ts',
      'electron/**/*.test.ts',
      'e2e/**/*.test.ts',
    ],
    testTimeout: 60000,
    hookTimeout: 60000,
    pool: 'forks',
  },
});
