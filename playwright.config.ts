import { defineConfig } from '@playwright/test';

// Debian's Chromium: Playwright's own browser download cannot run here (no internet).
export default defineConfig({
  testDir: 'client/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './client/e2e/global-setup.ts',
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    locale: 'es-MX',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-gpu',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
});
