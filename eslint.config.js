import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The rooms of the house (../shared/DESIGN.md, docs/ARCHITECTURE.md) as import rules, so a break fails `npm test`.
const BROWSER_APIS = [
  { name: 'wxt/browser', message: 'Only lib/platform talks to the browser: add what you need there.' },
  { name: 'webextension-polyfill', message: 'Only lib/platform talks to the browser: add what you need there.' },
];
const COMPONENTS = {
  group: ['@/components/*', '**/components/*'],
  message: 'lib/ never imports components: pass data and callbacks instead.',
};
const FOR_COMPONENTS = [
  { name: 'wxt/utils/storage', message: 'Components get data from hooks, never from storage.' },
  {
    name: '@/lib/messaging/client',
    message: 'Components get data and callbacks from hooks (lib/ui/hooks), never ask the background themselves.',
  },
];

export default tseslint.config(
  { ignores: ['.output/**', '.output-test/**', '.wxt/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly' },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'no-undef': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/work\\//], TemplateElement[value.raw=/^\\/work\\//]',
          message: 'No path of this machine: the shared corpus is CORPUS_DIR (lib/extract/node/corpus.ts), the repository REPO_ROOT.',
        },
      ],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/platform/**'],
    rules: { 'no-restricted-imports': ['error', { paths: BROWSER_APIS, patterns: [COMPONENTS] }] },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...BROWSER_APIS, ...FOR_COMPONENTS],
          patterns: [{ group: ['**/platform/*', '@/lib/platform/*'], message: 'Components never touch the browser: use a hook.' }],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Components get data from hooks, never from storage.' },
        { name: 'browser', message: 'Components never touch the browser: use a hook.' },
        { name: 'chrome', message: 'Components never touch the browser: use a hook.' },
      ],
    },
  },
  prettier,
);
