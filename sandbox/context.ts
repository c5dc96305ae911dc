import type { FaultInjector } from './faults';
import type { SeedData } from './seed';
import type { CandidateMetaStore } from './store';

/** Everything the routes share while one sandbox runs. */
export interface SandboxContext {
  seed: SeedData;
  store: CandidateMetaStore;
  faults: FaultInjector;
  secret: string;
  tokenTtlSeconds: number;
}
