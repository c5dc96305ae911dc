import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { hostileInputsFor, type HostileKind } from '../../../bench/hostile/inputs.ts';

export { PROFILE_EMAIL, PROFILE_NAME } from '../../../bench/hostile/html-inputs.ts';

/** The hostile documents of one kind (bench/hostile), written to a temporary folder for the tests of a file. */
export function hostileFiles(kind: HostileKind): (name: string) => string {
  const files = new Map<string, string>();
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cvi-hostile-test-'));
    for (const input of hostileInputsFor('cli').filter((i) => i.kind === kind)) files.set(input.name, input.write(dir));
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return (name) => {
    const file = files.get(name);
    if (!file) throw new Error(`no hostile ${kind} document named ${name}`);
    return file;
  };
}
