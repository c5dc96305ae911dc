import { firstVisibleColumn, tagValues, type CompanyTag } from '../api';
import type { Gateway } from '../gateway/gateway';
import type { PipelineOptions } from '../outbox/placement';
import type { VacancyCache } from './vacancy-cache';

/**
 * The company's columns and candidate tags: read from the service once, kept like the vacancy list
 * (per user and company, erased at sign-out), asked again when the recruiter refreshes.
 */
export function createPipelineOptions(gateway: Gateway, cache: VacancyCache, now: () => number) {
  return {
    async read(userKey: string, companyId: string, refresh: boolean): Promise<PipelineOptions> {
      const kept = refresh ? null : await cache.readPipeline(userKey, companyId);
      if (kept) return kept;
      const columns = await gateway.call(companyId, (api) => api.listColumns(companyId));
      const tags = await gateway.call(companyId, (api) => api.listTags(companyId));
      const options: PipelineOptions = {
        columns: [...columns].sort((a, b) => a.position - b.position),
        defaultColumnId: firstVisibleColumn(columns)?.id ?? null,
        tags: tags.filter((tag) => tag.type === 'candidates').map(candidateTag),
        fetchedAt: now(),
      };
      await cache.writePipeline(userKey, companyId, options);
      return options;
    },
  };
}

function candidateTag(tag: CompanyTag): PipelineOptions['tags'][number] {
  return { id: tag.id, title: tag.title, values: tagValues(tag.values), multiple: tag.multiple, creatable: tag.creatable };
}
