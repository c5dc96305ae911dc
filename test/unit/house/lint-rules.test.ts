import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../lib/extract/node/corpus';

// The rules of the house fail `npm test` when broken: each snippet is linted with the project's own
// configuration as if it were the named file of the project.
const eslint = new ESLint({ cwd: REPO_ROOT });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the rules of the house, as lint enforces them', () => {
  it('refuses a browser import in lib/ outside lib/platform, and allows it there', async () => {
    const code = "import { browser } from 'wxt/browser';\nexport const id = () => browser.runtime.id;\n";
    expect(await problems('lib/ui/format.ts', code)).toContain('no-restricted-imports');
    expect(await problems('lib/platform/runtime.ts', code)).not.toContain('no-restricted-imports');
  });

  it('refuses a component that asks the background itself', async () => {
    const code = "import { request } from '@/lib/messaging/client';\nexport const ask = () => request('outbox.list', {});\n";
    expect(await problems('components/Progress.tsx', code)).toContain('no-restricted-imports');
  });

  it('refuses a component that reads localStorage', async () => {
    expect(await problems('components/Progress.tsx', "export const last = () => localStorage.getItem('x');\n")).toContain(
      'no-restricted-globals',
    );
  });

  it('refuses lib/ importing a component', async () => {
    expect(await problems('lib/ui/format.ts', "import { Progress } from '@/components/Progress';\nexport { Progress };\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('refuses a path of this machine, which a fresh clone elsewhere would not have', async () => {
    expect(await problems('bench/bulk.ts', "export const pdfs = '/work/shared/corpus/docs/gen-pdf';\n")).toContain('no-restricted-syntax');
    expect(await problems('test/e2e/bulk-import.spec.ts', 'export const pdfs = `/work/shared/corpus/${1}`;\n')).toContain(
      'no-restricted-syntax',
    );
  });

  it('refuses a floating promise', async () => {
    const code = 'async function save(): Promise<void> {}\nexport function click(): void {\n  save();\n}\n';
    expect(await problems('lib/ui/format.ts', code)).toContain('@typescript-eslint/no-floating-promises');
  });
}, 60_000);
