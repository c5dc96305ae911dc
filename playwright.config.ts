import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'test/e2e',
  // One browser profile with the extension per worker; two cores do not gain from more.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: { screenshot: 'only-on-failure', trace: 'retain-on-failure' },
});
