import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/contract/**/*.test.ts', 'test/integration/**/*.test.ts'],
    setupFiles: ['test/setup/fake-indexeddb.ts'],
    testTimeout: 20_000,
  },
});
