import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/**
 * One project per tier; `npm test` runs them all, `npm run test:unit` (and :contract, :integration,
 * :accuracy) one. Unit tests are pure and fast; contract and integration talk to the sandbox over
 * real HTTP; accuracy runs the extractor over the whole shared corpus through the CLI.
 */
const tier = (name: string, include: string[]) => ({ extends: true as const, test: { name, include } });

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    setupFiles: ['test/setup/fake-indexeddb.ts'],
    testTimeout: 20_000,
    projects: [
      tier('unit', ['test/unit/**/*.test.{ts,tsx}']),
      tier('contract', ['test/contract/**/*.test.ts']),
      tier('integration', ['test/integration/**/*.test.ts']),
      tier('accuracy', ['test/accuracy/**/*.test.ts']),
    ],
  },
});
