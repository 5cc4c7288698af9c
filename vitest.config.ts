import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'shared/**/*.test.ts', 'test/**/*.test.ts', 'renderer/**/*.test.ts', 'electron/**/*.test.ts', 'e2e/**/*.test.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    pool: 'forks',
  },
});
