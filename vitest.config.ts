import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{events,projections,api,ops}/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}'],
    globalSetup: ['ops/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
