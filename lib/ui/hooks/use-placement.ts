import { useState } from 'preact/hooks';
import type { Column } from '../../api';
import type { PipelineOptions } from '../../messages';
import { request } from '../../messaging/client';
import type { ChosenTag } from '../../outbox/placement';
import type { PlacementChoice } from '../import-request';
import { NOTHING_REMEMBERED, readPlacementMemory, rememberChoices, writePlacementMemory } from '../placement-memory';
import { useAsync } from '../use-async';
import { takesApplicants } from '../vacancy-choice';
import { usePipelineOptions } from './use-pipeline-options';

export type CandidateTag = PipelineOptions['tags'][number];

/** Whether the service takes this value for this tag: one it offers, or any when the tag is creatable. */
export function tagTakes(tag: CandidateTag, value: string): boolean {
  return value.trim() !== '' && (tag.creatable || tag.values.includes(value.trim()));
}

/** The chosen tags the company's tags allow: known tag, allowed value, one value for a single-value tag. */
export function allowedTags(chosen: readonly ChosenTag[], tags: readonly CandidateTag[]): ChosenTag[] {
  const kept: ChosenTag[] = [];
  for (const pick of chosen) {
    const tag = tags.find((one) => one.id === pick.tag);
    if (!tag || !tagTakes(tag, pick.value)) continue;
    if (kept.some((one) => one.tag === pick.tag && (one.value === pick.value.trim() || !tag.multiple))) continue;
    kept.push({ tag: pick.tag, value: pick.value.trim() });
  }
  return kept;
}

/** The visible columns a new applicant can be moved to, in pipeline order. */
const pickableColumns = (options: PipelineOptions | null): Column[] => options?.columns.filter((column) => column.visible) ?? [];

/**
 * Where the candidate goes and what goes with them: the vacancy (from the company's list), the
 * column, the note and its visibility, the tags. Each starts from what was chosen for the last
 * candidate (not the note's text), and is remembered again when the recruiter sends.
 */
export function usePlacement() {
  const vacancies = useAsync('vacancies', () => request('vacancies.list', {}));
  const memory = useAsync('placement-memory', readPlacementMemory);
  const remembered = memory.data ?? NOTHING_REMEMBERED;

  // `undefined`: the recruiter has not chosen yet, so the remembered choice stands.
  const [vacancyId, setVacancyId] = useState<string | null | undefined>(undefined);
  const [columnId, setColumnId] = useState<number | null | undefined>(undefined);
  const [visibleToTeam, setVisibleToTeam] = useState<boolean | undefined>(undefined);
  const [tags, setTags] = useState<ChosenTag[] | undefined>(undefined);
  const [note, setNote] = useState('');

  const list = vacancies.data?.vacancies ?? [];
  const wantedVacancy = vacancyId === undefined ? remembered.vacancyId : vacancyId;
  const vacancy = list.find((one) => one.id === wantedVacancy && takesApplicants(one)) ?? null;

  const pipeline = usePipelineOptions(vacancy !== null);
  const columns = pickableColumns(pipeline.data);
  const wantedColumn = columnId === undefined ? remembered.columnId : columnId;
  const column =
    columns.find((one) => one.id === wantedColumn) ??
    columns.find((one) => one.id === pipeline.data?.defaultColumnId) ??
    columns[0] ??
    null;
  const candidateTags = pipeline.data?.tags ?? [];
  const chosenTags = allowedTags(tags ?? remembered.tags, candidateTags);
  const visible = visibleToTeam ?? remembered.visibleToTeam;

  const choice: PlacementChoice | null = vacancy && {
    vacancy,
    column: column && { id: column.id, title: column.title },
    note: { text: note, visibleToTeam: visible },
    tags: chosenTags,
  };

  /** Kept for the next candidate: the vacancy (or none), and with a vacancy its column, visibility and tags. */
  async function remember(): Promise<void> {
    const before = await readPlacementMemory();
    const next = choice
      ? rememberChoices(before, {
          vacancyId: choice.vacancy.id,
          columnId: choice.column?.id ?? null,
          visibleToTeam: visible,
          tags: chosenTags,
        })
      : { ...before, vacancyId: null };
    await writePlacementMemory(next);
  }

  return {
    vacancies: {
      list,
      recentIds: remembered.recentVacancyIds,
      loading: vacancies.loading || memory.loading,
      error: vacancies.error,
      reload: vacancies.reload,
    },
    vacancy,
    chooseVacancy: (id: string | null) => setVacancyId(id),
    pipeline: { columns, tags: candidateTags, loading: pipeline.loading, error: pipeline.error },
    column,
    chooseColumn: (id: number) => setColumnId(id),
    note,
    setNote,
    visibleToTeam: visible,
    setVisibleToTeam: (value: boolean) => setVisibleToTeam(value),
    tags: chosenTags,
    setTags: (next: ChosenTag[]) => setTags(next),
    /** The choice to send; null with no vacancy (a candidate-data-only import). */
    choice,
    remember,
  };
}

export type PlacementState = ReturnType<typeof usePlacement>;
