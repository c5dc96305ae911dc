import { defineStoredSettings } from '../stored-setting';
import type { ValueCheck } from '../value-check';

/** What the popup remembers of the last "Add to vacancy", so the next candidate starts from it. The note's text is never kept. */
export interface PlacementMemory {
  /** The vacancy chosen last (its 16-character id); null when the last import went to no vacancy. */
  vacancyId: string | null;
  /** The last vacancies used, most recent first, at most three: offered first in the picker. */
  recentVacancyIds: string[];
  /** The column chosen last; null leaves the company's default. */
  columnId: number | null;
  visibleToTeam: boolean;
  /** Tags as `{ tag: <tag id>, value }`. */
  tags: Array<{ tag: string; value: string }>;
}

export const RECENT_VACANCIES_KEPT = 3;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isTag = (value: unknown): value is { tag: string; value: string } =>
  typeof value === 'object' && value !== null && isText((value as { tag?: unknown }).tag) && isText((value as { value?: unknown }).value);

/** Checked in plain code, like the settings: the popup reads it without loading zod. */
const placementMemoryCheck: ValueCheck<PlacementMemory> = {
  expected: 'the choices of the last import (vacancy, recent vacancies, column, visibility, tags)',
  accepts: (value): value is PlacementMemory => {
    if (typeof value !== 'object' || value === null) return false;
    const memory = value as Record<string, unknown>;
    return (
      (memory.vacancyId === null || isText(memory.vacancyId)) &&
      Array.isArray(memory.recentVacancyIds) &&
      memory.recentVacancyIds.length <= RECENT_VACANCIES_KEPT &&
      memory.recentVacancyIds.every(isText) &&
      (memory.columnId === null || Number.isInteger(memory.columnId)) &&
      typeof memory.visibleToTeam === 'boolean' &&
      Array.isArray(memory.tags) &&
      memory.tags.every(isTag)
    );
  },
};

export const NOTHING_REMEMBERED: PlacementMemory = {
  vacancyId: null,
  recentVacancyIds: [],
  columnId: null,
  visibleToTeam: false,
  tags: [],
};

/** Kept in storage.local under `placementMemory`, with its version beside it, as settings are (lib/storage/stored-setting.ts). */
export const storedPlacementMemory = defineStoredSettings({
  placementMemory: { version: 1, fallback: NOTHING_REMEMBERED, check: placementMemoryCheck, migrations: {} },
});
