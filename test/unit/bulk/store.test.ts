import { describe, expect, it } from 'vitest';
import { createStore, get, set } from 'idb-keyval';
import { createBulkStore } from '@/lib/bulk/store';
import type { BulkBatch } from '@/lib/storage/items/bulk-batch';
import { ada, grace, readRow, waitingRow } from './rows';

let databases = 0;
const nextName = () => `bulk-store-${++databases}`;

const batch = (id: string, createdAt: number): BulkBatch => ({
  version: 1,
  id,
  createdAt,
  leftOut: { overLimit: 0, notCv: 0 },
  cancelled: 0,
  importing: null,
});

describe('the bulk batch in IndexedDB', () => {
  it('keeps the batch, its rows in the order the files came, and each file until it is let go', async () => {
    const store = createBulkStore(nextName());
    const first = readRow(1, ada);
    const second = waitingRow(0);
    await store.start(
      batch('b1', 10),
      [first, second],
      [{ rowId: second.id, fileName: second.fileName, file: new Blob(['%PDF-1.7 second']) }],
    );

    expect(await store.current()).toEqual({ batch: batch('b1', 10), rows: [second, first], unreadableRows: 0 });
    expect(await (await store.file('b1', second.id))!.text()).toBe('%PDF-1.7 second');
    expect(await store.file('b1', first.id)).toBeNull();

    await store.saveRows([{ ...first, included: false }]);
    await store.dropFile('b1', second.id);
    expect((await store.current())!.rows[1]).toMatchObject({ id: first.id, included: false });
    expect(await store.file('b1', second.id)).toBeNull();
  });

  it('one batch at a time: a new one takes the place of the last; rows left out go with their files', async () => {
    const store = createBulkStore(nextName());
    const old = readRow(0, ada);
    await store.start(batch('b1', 10), [old], [{ rowId: old.id, fileName: old.fileName, file: new Blob(['old']) }]);
    const kept = { ...readRow(0, grace), batchId: 'b2' };
    const dropped = { ...waitingRow(1), batchId: 'b2' };
    await store.start(batch('b2', 20), [kept, dropped], [{ rowId: dropped.id, fileName: dropped.fileName, file: new Blob(['x']) }]);
    await store.removeRows('b2', [dropped.id]);

    expect(await store.current()).toMatchObject({ batch: { id: 'b2' }, rows: [{ id: kept.id }] });
    expect(await store.file('b2', dropped.id)).toBeNull();
    expect(await store.file('b1', old.id)).toBeNull();
    await store.clear();
    expect(await store.current()).toBeNull();
  });

  it('counts a row it cannot read, shows the others, and leaves that record as it was', async () => {
    const name = nextName();
    const store = createBulkStore(name);
    const row = readRow(0, ada);
    await store.start(batch('b1', 10), [row], []);
    const broken = { version: 1, id: 'broken', batchId: 'b1', position: 'first' };
    await set(['row', 'b1', 'broken'], broken, createStore(name, 'records'));

    expect(await store.current()).toMatchObject({ rows: [{ id: row.id }], unreadableRows: 1 });
    await store.saveRows([{ ...row, included: true }]);
    expect(await get(['row', 'b1', 'broken'], createStore(name, 'records'))).toEqual(broken);
  });
});
