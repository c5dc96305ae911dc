import type { ReadResult } from './stored-item';
import type { ValueCheck } from './value-check';

/**
 * One setting, declared once: its fallback, version, numbered migrations (`migrations[n]` turns a
 * value of version n-1 into version n) and the check its value must pass. Its name is its key in
 * storage.local; its version sits beside it under `<name>$` as `{ v }` (WXT's marker), and a value
 * without one is version 1, as every setting was stored before settings carried a version.
 */
export interface StoredSetting<T> {
  fallback: T;
  version: number;
  migrations: Readonly<Record<number, (older: unknown) => unknown>>;
  check: ValueCheck<T>;
}

/** A setting's value type, as its check defines it. */
export type SettingValue<Setting> = Setting extends { check: ValueCheck<infer T> } ? T : never;

/**
 * The settings as declared, typed. That each is whole (a migration to every version, a fallback its
 * check accepts) is proved by the unit tests through `declarationProblems`, not at every page load:
 * this code is part of the popup's first paint.
 */
export function defineStoredSettings<const Declared extends Record<string, StoredSetting<unknown>>>(declared: Declared): Declared {
  return declared;
}

/** What is missing from the declarations: a migration to some version, or a fallback the check refuses. */
export function declarationProblems(declared: Record<string, StoredSetting<unknown>>): string[] {
  return Object.entries(declared).flatMap(([name, setting]) => {
    const problems: string[] = [];
    for (let version = 2; version <= setting.version; version++) {
      if (!setting.migrations[version]) problems.push(`setting ${name}: no migration to version ${version}`);
    }
    if (!setting.check.accepts(setting.fallback)) problems.push(`setting ${name}: its fallback is not ${setting.check.expected}`);
    return problems;
  });
}

/** The marker WXT keeps beside a versioned value: `{ v: <version> }`. */
export const versionKeyOf = (name: string) => `${name}$`;

function storedVersion(marker: unknown): number {
  if (marker && typeof marker === 'object' && 'v' in marker && typeof marker.v === 'number') return marker.v;
  return 1;
}

/**
 * A stored value brought up to the current version and checked; never throws. Nothing stored is the
 * fallback, and not a problem: a setting the recruiter never changed is not kept.
 */
export function readStoredSetting<T>(name: string, setting: StoredSetting<T>, raw: unknown, marker: unknown): ReadResult<T> {
  if (raw === undefined || raw === null) return { ok: true, value: setting.fallback, migrated: false };
  const from = storedVersion(marker);
  if (!Number.isInteger(from) || from < 1 || from > setting.version) {
    return { ok: false, problem: `${name}: version ${from} is not 1 to ${setting.version}` };
  }
  let value: unknown = raw;
  try {
    for (let version = from + 1; version <= setting.version; version++) value = setting.migrations[version]!(value);
  } catch (error) {
    return { ok: false, problem: `${name}: migration from version ${from} failed: ${String(error)}` };
  }
  if (!setting.check.accepts(value)) return { ok: false, problem: `${name}: not ${setting.check.expected}` };
  return { ok: true, value, migrated: from !== setting.version };
}
