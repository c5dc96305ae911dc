import { storage, type StorageItemKey } from 'wxt/utils/storage';
import { NOTHING_REMEMBERED, RECENT_VACANCIES_KEPT, storedPlacementMemory, type PlacementMemory } from '../storage/items/placement-memory';
import { readStoredSetting, versionKeyOf } from '../storage/stored-setting';

export type { PlacementMemory };
export { NOTHING_REMEMBERED };

const NAME = 'placementMemory';
const declared = storedPlacementMemory[NAME];
const valueKey: StorageItemKey = `local:${NAME}`;
const versionKey: StorageItemKey = `local:${versionKeyOf(NAME)}`;

/** The choices of the last import; nothing remembered when there are none or they cannot be read. */
export async function readPlacementMemory(): Promise<PlacementMemory> {
  const [value, version] = await storage.getItems([valueKey, versionKey]);
  const read = readStoredSetting(NAME, declared, value?.value, version?.value);
  return read.ok ? read.value : NOTHING_REMEMBERED;
}

export async function writePlacementMemory(memory: PlacementMemory): Promise<void> {
  if (!declared.check.accepts(memory)) throw new Error(`The remembered choices must be ${declared.check.expected}.`);
  await storage.setItems([
    { key: valueKey, value: memory },
    { key: versionKey, value: { v: declared.version } },
  ]);
}

/** The memory after an import with these choices: the vacancy goes first among the recent ones. */
export function rememberChoices(before: PlacementMemory, chosen: Omit<PlacementMemory, 'recentVacancyIds'>): PlacementMemory {
  const recent = chosen.vacancyId
    ? [chosen.vacancyId, ...before.recentVacancyIds.filter((id) => id !== chosen.vacancyId)].slice(0, RECENT_VACANCIES_KEPT)
    : before.recentVacancyIds;
  return { ...chosen, recentVacancyIds: recent, tags: chosen.tags.map(({ tag, value }) => ({ tag, value })) };
}
