import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { outboxJob } from '@/lib/storage/items/outbox-job';
import { sessionExpiry } from '@/lib/storage/items/session-expiry';
import { vacancyPins } from '@/lib/storage/items/vacancy-pins';
import { storedItems } from '@/lib/storage/registry';
import { readStored } from '@/lib/storage/stored-item';

/** Records exactly as an older release stored them (test/fixtures/storage/<item>.v<version>.json). */
function fixture(name: string, version: number): unknown[] {
  return JSON.parse(readFileSync(`test/fixtures/storage/${name}.v${version}.json`, 'utf8')) as unknown[];
}

describe('storage registry migrations', () => {
  for (const item of storedItems) {
    for (let version = 1; version < item.version; version++) {
      it(`reads a ${item.name} stored at version ${version} as version ${item.version}, keeping its data`, () => {
        const stored = fixture(item.name, version);
        expect(stored.length).toBeGreaterThan(0);
        for (const raw of stored) {
          const read = readStored(item, raw);
          expect(read).toMatchObject({ ok: true, migrated: true, value: { version: item.version } });
          if (read.ok && raw && typeof raw === 'object' && !Array.isArray(raw)) {
            const { version: _older, ...data } = raw as Record<string, unknown>;
            expect(read.value).toMatchObject(data);
          }
        }
      });
    }
  }

  it('reads the session expiry of version 1 (a bare user key) as that user', () => {
    expect(readStored(sessionExpiry, 'user:recruiter@example.com')).toMatchObject({
      ok: true,
      value: { userKey: 'user:recruiter@example.com' },
    });
  });

  it('reads the pins of version 1 (a bare list of ids) as those ids', () => {
    expect(readStored(vacancyPins, ['PrUuVcL2TF3bQPYw'])).toMatchObject({ ok: true, value: { ids: ['PrUuVcL2TF3bQPYw'] } });
  });

  it('refuses, without throwing, a record missing a field or from a newer release', () => {
    const [job] = fixture('outbox-job', 1) as Array<Record<string, unknown>>;
    const { reference: _reference, ...withoutReference } = job!;
    expect(readStored(outboxJob, withoutReference)).toMatchObject({ ok: false, problem: expect.stringContaining('reference') });
    expect(readStored(outboxJob, { ...job, version: 99 })).toMatchObject({ ok: false, problem: expect.stringContaining('version 99') });
    expect(readStored(outboxJob, 'not a record')).toMatchObject({ ok: false });
  });
});
