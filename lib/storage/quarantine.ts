import { quarantinedRecord, type QuarantinedRecord } from './items/quarantined-record';
import { readStored } from './stored-item';
import { recordsInRange, request, userRange, type RecordKey } from './transaction';

const QUARANTINE = 'quarantine';

export interface SetAside {
  userKey: string;
  item: QuarantinedRecord['item'];
  raw: unknown;
  problem: string;
  at: number;
}

/** Keeps an unreadable record as it was, under a key of its own that nothing else writes. */
export async function setAside(records: IDBObjectStore, record: SetAside, newId: () => string = () => crypto.randomUUID()): Promise<void> {
  const id = newId();
  const stored: QuarantinedRecord = {
    version: 1,
    id,
    userKey: record.userKey,
    item: record.item,
    raw: record.raw,
    problem: record.problem,
    setAsideAt: record.at,
  };
  // `add` refuses an existing key: a quarantined record is never written over.
  await request(records.add(stored, [QUARANTINE, record.userKey, id] satisfies RecordKey));
}

/** The user's set-aside records, oldest first. A wrapper that itself cannot be read is shown as its raw value. */
export async function setAsideRecords(records: IDBObjectStore, userKey: string): Promise<QuarantinedRecord[]> {
  const found = await recordsInRange(records, userRange(QUARANTINE, userKey));
  return found
    .map(({ key, raw }): QuarantinedRecord => {
      const read = readStored(quarantinedRecord, raw);
      if (read.ok) return read.value;
      return { version: 1, id: key[2], userKey, item: 'outbox-job', raw, problem: read.problem, setAsideAt: 0 };
    })
    .sort((a, b) => a.setAsideAt - b.setAsideAt);
}

export async function discardSetAside(records: IDBObjectStore, userKey: string, id: string): Promise<void> {
  await request(records.delete([QUARANTINE, userKey, id] satisfies RecordKey));
}

export function quarantineRange(userKey: string): IDBKeyRange {
  return userRange(QUARANTINE, userKey);
}
