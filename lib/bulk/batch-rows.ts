import type { SerializedError } from '../api';
import type { MessageType, RequestOf, ResponseOf } from '../messages';
import type { OutboxEntry } from '../outbox/entry';
import type { BulkBatch } from '../storage/items/bulk-batch';
import type { BulkRow } from '../storage/items/bulk-row';
import type { BulkStore } from './store';

/** Asks the background, as lib/messaging/client's `request` does. */
export type Ask = <T extends MessageType>(type: T, payload: RequestOf<T>) => Promise<ResponseOf<T>>;

/** What the bulk import page shows: the batch, its rows, and each followed job as the outbox last showed it. */
export interface BulkState {
  loaded: boolean;
  batch: BulkBatch | null;
  rows: BulkRow[];
  /** Rows stored that could not be read back (see lib/bulk/store.ts). */
  unreadableRows: number;
  /** The outbox's entry of each row's job while it is there, by row id. */
  jobs: ReadonlyMap<string, OutboxEntry>;
  /** Keeping the batch failed: what is shown may not survive the page closing. */
  storageError: SerializedError | null;
  /** The service can be reached: a session and a company (duplicate checks and imports wait until then). */
  online: boolean;
}

/** The batch's rows as the page's workers (reading, checking, importing) share them. */
export interface BatchRows {
  state(): BulkState;
  row(id: string): BulkRow | null;
  /** Changes one row (null or the same row: no change), kept in storage soon after. */
  update(id: string, change: (row: BulkRow) => BulkRow | null): BulkRow | null;
  /** Resolves once every change made so far is kept. */
  persist(): Promise<void>;
  setJobs(change: (jobs: Map<string, OutboxEntry>) => void): void;
  store: BulkStore;
  ask: Ask;
  /** Runs service calls of this page one at a time, as the service asks. */
  serial<T>(call: () => Promise<T>): Promise<T>;
  now(): number;
}
