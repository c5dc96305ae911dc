import type { z } from 'zod';

/**
 * One kind of stored record, declared once: where it lives, the schema of its current version, and
 * the numbered migrations that bring an older record up to it. `migrations[n]` turns a record of
 * version n-1 into version n; a record without a `version` field is version 1 (the shape stored
 * before records carried one).
 */
export interface StoredItem<Schema extends z.ZodType, Name extends string = string> {
  /** A short name for messages and tests, e.g. `outbox-job`. */
  name: Name;
  /** Where it is kept: the IndexedDB database and object store, and how its keys are made. */
  location: string;
  version: number;
  schema: Schema;
  migrations: Readonly<Record<number, (older: unknown) => unknown>>;
}

export function defineStoredItem<Schema extends z.ZodType, const Name extends string>(
  item: StoredItem<Schema, Name>,
): StoredItem<Schema, Name> {
  for (let version = 2; version <= item.version; version++) {
    if (!item.migrations[version]) throw new Error(`${item.name}: no migration to version ${version}`);
  }
  return item;
}

export type ReadResult<T> =
  | { ok: true; value: T; migrated: boolean }
  /** The record could not be read as the current version: it must be set aside as it is. */
  | { ok: false; problem: string };

export function versionOf(raw: unknown): number {
  if (raw && typeof raw === 'object' && 'version' in raw && typeof raw.version === 'number') return raw.version;
  return 1;
}

/** Brings a stored record up to the current version and checks it; never throws. */
export function readStored<Schema extends z.ZodType>(item: StoredItem<Schema>, raw: unknown): ReadResult<z.infer<Schema>> {
  const from = versionOf(raw);
  if (!Number.isInteger(from) || from < 1 || from > item.version) {
    return { ok: false, problem: `${item.name}: version ${from} is not one this release reads (1 to ${item.version})` };
  }
  let record = raw;
  try {
    for (let version = from + 1; version <= item.version; version++) record = item.migrations[version]!(record);
  } catch (error) {
    return { ok: false, problem: `${item.name}: migration from version ${from} failed: ${String(error)}` };
  }
  const parsed = item.schema.safeParse(record);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, problem: `${item.name}: ${issue ? `${issue.path.join('.') || 'record'}: ${issue.message}` : 'invalid'}` };
  }
  return { ok: true, value: parsed.data, migrated: from !== item.version };
}
