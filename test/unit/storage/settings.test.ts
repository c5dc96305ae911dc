import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readSettings, readSettingsReport, settings, writeSettings, type Settings } from '@/lib/settings';
import { storedSettings } from '@/lib/storage/registry';
import { declarationProblems, readStoredSetting, type StoredSetting } from '@/lib/storage/stored-setting';
import { nonEmptyText, oneOf } from '@/lib/storage/value-check';

/** storage.local as a release before settings carried a version left it (test/fixtures/storage/settings.v1.json). */
const v1Snapshots = JSON.parse(readFileSync('test/fixtures/storage/settings.v1.json', 'utf8')) as Array<Partial<Settings>>;

const DEFAULTS: Settings = {
  serviceUrl: 'https://api.flatchr.io',
  careersUrl: 'https://careers.flatchr.io',
  companyId: '',
  applicantPageUrl: '',
  appName: 'cv-importer',
  defaultType: 'applicants',
  authMethod: 'password',
  interfaceLanguage: 'auto',
};

const stored = (items: Record<string, unknown>) => fakeBrowser.storage.local.set(items);

beforeEach(() => {
  fakeBrowser.reset();
});

describe('the settings as stored items', () => {
  it('reads every setting at its default when nothing is stored, careers on the careers site', async () => {
    expect(await readSettingsReport()).toEqual({ values: DEFAULTS, unreadable: [] });
  });

  for (const [index, snapshot] of v1Snapshots.entries()) {
    it(`reads the settings stored at version 1 (snapshot ${index + 1}) as they were, defaults filling the gaps`, async () => {
      await stored(snapshot);
      expect(await readSettingsReport()).toEqual({ values: { ...DEFAULTS, ...snapshot }, unreadable: [] });
    });
  }

  it('reads a value that fails its check as its default, alone, and reports it as stored', async () => {
    await stored({ ...v1Snapshots[0], serviceUrl: 'http://attacker.example', authMethod: 'sso', companyId: 42 });
    const { values, unreadable } = await readSettingsReport();
    expect(values).toEqual({ ...DEFAULTS, appName: 'cv-importer', defaultType: 'applicants', interfaceLanguage: 'fr' });
    expect(unreadable).toEqual([
      { name: 'serviceUrl', raw: 'http://attacker.example', problem: 'serviceUrl: not an https address' },
      { name: 'companyId', raw: 42, problem: 'companyId: not empty or a company ID' },
      { name: 'authMethod', raw: 'sso', problem: 'authMethod: not one of password, api-key' },
    ]);
  });

  it('reads a value a newer release stored as its default, without touching what is stored', async () => {
    await stored({ careersUrl: 'https://jobs.example.com', careersUrl$: { v: 2 }, interfaceLanguage: 'en' });
    const { values, unreadable } = await readSettingsReport();
    expect([values.careersUrl, values.interfaceLanguage]).toEqual(['https://careers.flatchr.io', 'en']);
    expect(unreadable).toEqual([{ name: 'careersUrl', raw: 'https://jobs.example.com', problem: 'careersUrl: version 2 is not 1 to 1' }]);
    expect(await fakeBrowser.storage.local.get('careersUrl')).toEqual({ careersUrl: 'https://jobs.example.com' });
  });

  it('writes settings with their version and reads them back', async () => {
    await writeSettings({ careersUrl: 'https://careers.example.com', companyId: 'DemoCompany00001' });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({
      careersUrl: 'https://careers.example.com',
      careersUrl$: { v: 1 },
      companyId: 'DemoCompany00001',
      companyId$: { v: 1 },
    });
    expect(await readSettings()).toEqual({ ...DEFAULTS, careersUrl: 'https://careers.example.com', companyId: 'DemoCompany00001' });
  });

  it('writes nothing when one value is refused', async () => {
    await expect(writeSettings({ appName: 'sourcing', careersUrl: 'ftp://careers.example.com' })).rejects.toThrow('careersUrl');
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('gives each setting on its own, checked the same way, and tells its watchers the value after a change', async () => {
    await stored({ companyId: 'not an id' });
    expect(await settings.companyId.getValue()).toBe('');
    const seen: string[] = [];
    const unwatch = settings.careersUrl.watch((value) => seen.push(value));
    await settings.careersUrl.setValue('https://careers.example.com');
    await expect.poll(() => seen).toEqual(['https://careers.example.com']);
    unwatch();
  });
});

describe('a setting’s versions', () => {
  /** A setting whose second version keeps a language as a list of preferences instead of one. */
  const languages: StoredSetting<string[]> = {
    version: 2,
    fallback: ['en'],
    check: {
      expected: 'a list of languages',
      accepts: (value): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string'),
    },
    migrations: {
      2: (older) => {
        if (typeof older !== 'string') throw new Error('not a language');
        return [older];
      },
    },
  };

  it('brings a version 1 value up to the current version', () => {
    expect(readStoredSetting('languages', languages, 'fr', undefined)).toEqual({ ok: true, value: ['fr'], migrated: true });
    expect(readStoredSetting('languages', languages, ['fr', 'en'], { v: 2 })).toEqual({ ok: true, value: ['fr', 'en'], migrated: false });
  });

  it('says why a value cannot be read, without throwing', () => {
    expect(readStoredSetting('languages', languages, 7, { v: 1 })).toEqual({
      ok: false,
      problem: 'languages: migration from version 1 failed: Error: not a language',
    });
    expect(readStoredSetting('languages', languages, 'fr', { v: 3 })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('version 3'),
    });
  });

  it('finds a declaration without a migration to its version, or whose fallback fails its check', () => {
    expect(
      declarationProblems({
        languages: { ...languages, migrations: {} },
        appName: { version: 1, fallback: '', check: nonEmptyText, migrations: {} },
        mode: { version: 1, fallback: 'c', check: oneOf('a', 'b'), migrations: {} },
      }),
    ).toEqual([
      'setting languages: no migration to version 2',
      'setting appName: its fallback is not a text that is not empty',
      'setting mode: its fallback is not one of a, b',
    ]);
  });

  it('declares every setting whole: a migration to each version, a fallback its check accepts', () => {
    expect(Object.keys(storedSettings).sort()).toEqual(Object.keys(DEFAULTS).sort());
    expect(declarationProblems(storedSettings)).toEqual([]);
  });
});
