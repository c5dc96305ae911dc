import type { PipelineOptions } from '../../messages';
import { request } from '../../messaging/client';
import { useAsync } from '../use-async';

export type { PipelineOptions };

/** The company's pipeline columns and candidate tags, asked once a vacancy is chosen (the background keeps them for the session). */
export function usePipelineOptions(wanted: boolean) {
  return useAsync<PipelineOptions>(wanted ? 'pipeline-options' : null, () => request('pipeline.options', {}));
}
