export * from './schemas';
export * from './errors';
export * from './client';
export * from './careers-client';
export type { CallKind } from './status-error';
