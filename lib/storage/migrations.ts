/** Helpers the numbered migrations share. Each throws on a record it cannot migrate, which sets the record aside. */

export function asRecord(raw: unknown): Record<string, unknown> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('not an object');
  return raw as Record<string, unknown>;
}

/** The first versioned release: the record is today's shape, now carrying its version. */
export function stampVersion(version: number) {
  return (older: unknown): Record<string, unknown> => ({ ...asRecord(older), version });
}
