import { firstVisibleColumn, tagValues, type CompanyTag } from '../api';
import type { Gateway } from '../gateway/gateway';
import type { PipelineOptions } from '../messages';

/** Columns and candidate tags, read once per session (per user and company) and kept while the worker lives. */
export function createPipelineOptions(gateway: Gateway, now: () => number) {
  const read = new Map<string, PipelineOptions>();

  return {
    async read(userKey: string, companyId: string, refresh: boolean): Promise<PipelineOptions> {
      const key = `${userKey}\n${companyId}`;
      const kept = read.get(key);
      if (kept && !refresh) return kept;
      const columns = await gateway.call(companyId, (api) => api.listColumns(companyId));
      const tags = await gateway.call(companyId, (api) => api.listTags(companyId));
      const options: PipelineOptions = {
        columns: [...columns].sort((a, b) => a.position - b.position),
        defaultColumnId: firstVisibleColumn(columns)?.id ?? null,
        tags: tags.filter((tag: CompanyTag) => tag.type === 'candidates').map(candidateTag),
        fetchedAt: now(),
      };
      read.set(key, options);
      return options;
    },
    forget(): void {
      read.clear();
    },
  };
}

function candidateTag(tag: CompanyTag): PipelineOptions['tags'][number] {
  return { id: tag.id, title: tag.title, values: tagValues(tag.values), multiple: tag.multiple, creatable: tag.creatable };
}
