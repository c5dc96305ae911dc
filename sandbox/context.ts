import type { FaultInjector } from './faults';
import type { PipelineStore } from './pipeline-store';
import type { SeedData } from './seed';
import type { CandidateMetaStore } from './store';

/** Everything the routes share while one sandbox runs. */
export interface SandboxContext {
  seed: SeedData;
  store: CandidateMetaStore;
  /** Applications, their comments and tags, as they change. */
  pipeline: PipelineStore;
  faults: FaultInjector;
  secret: string;
  tokenTtlSeconds: number;
}
