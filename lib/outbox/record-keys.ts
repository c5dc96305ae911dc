import type { RecordKey } from '../storage/transaction';

/** The kinds of per-user record the outbox keeps, the first part of their keys. */
export const JOB = 'job';
export const DELIVERED = 'delivered';
export const CV = 'cv';

export const jobKey = (userKey: string, id: string): RecordKey => [JOB, userKey, id];
export const deliveredKey = (userKey: string, id: string): RecordKey => [DELIVERED, userKey, id];
export const cvKey = (userKey: string, jobId: string): RecordKey => [CV, userKey, jobId];
