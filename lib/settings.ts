import { storage, type StorageItemKey } from 'wxt/utils/storage';
import { storedSettings, type SettingName, type Settings } from './storage/items/settings';
import { readStoredSetting, versionKeyOf } from './storage/stored-setting';

export {
  PRODUCTION_CAREERS_URL,
  PRODUCTION_SERVICE_URL,
  type AuthMethod,
  type InterfaceLanguage,
  type SettingName,
  type Settings,
} from './storage/items/settings';

const NAMES = Object.keys(storedSettings) as SettingName[];
const valueKey = (name: SettingName): StorageItemKey => `local:${name}`;
const versionKey = (name: SettingName): StorageItemKey => `local:${versionKeyOf(name)}`;

/** A stored value that could not be read as its setting: the setting reads as its fallback until it is saved again. */
export interface UnreadableSetting {
  name: SettingName;
  raw: unknown;
  problem: string;
}

export interface SettingsReport {
  values: Settings;
  unreadable: UnreadableSetting[];
}

/**
 * Every setting in one storage read (the popup's first view waits on it), each brought up to its
 * version and checked on its own: one that fails reads as its fallback and is reported, and takes
 * no other setting with it.
 */
export async function readSettingsReport(): Promise<SettingsReport> {
  const found = await storage.getItems(NAMES.flatMap((name) => [valueKey(name), versionKey(name)]));
  const stored = new Map(found.map(({ key, value }) => [key, value as unknown]));
  const values: Partial<Record<SettingName, unknown>> = {};
  const unreadable: UnreadableSetting[] = [];
  for (const name of NAMES) {
    const raw = stored.get(valueKey(name));
    const read = readStoredSetting(name, storedSettings[name], raw, stored.get(versionKey(name)));
    values[name] = read.ok ? read.value : storedSettings[name].fallback;
    if (!read.ok) unreadable.push({ name, raw, problem: read.problem });
  }
  return { values: values as Settings, unreadable };
}

/** All settings in one storage read; a value that cannot be read is its fallback. */
export async function readSettings(): Promise<Settings> {
  return (await readSettingsReport()).values;
}

/** Stores settings with their version, in one write; a value its check refuses is an error, and then nothing is written. */
export async function writeSettings(changes: Partial<Settings>): Promise<void> {
  const entries = Object.entries(changes) as Array<[SettingName, unknown]>;
  for (const [name, value] of entries) {
    const { check } = storedSettings[name];
    if (!check.accepts(value)) throw new Error(`The setting ${name} must be ${check.expected}.`);
  }
  await storage.setItems(
    entries.flatMap(([name, value]) => [
      { key: valueKey(name), value },
      { key: versionKey(name), value: { v: storedSettings[name].version } },
    ]),
  );
}

export interface SettingHandle<T> {
  getValue: () => Promise<T>;
  setValue: (value: T) => Promise<void>;
  /** Calls back with the setting's value after each change; returns the call that stops watching. */
  watch: (callback: (value: T) => void) => () => void;
}

function handleOf<Name extends SettingName>(name: Name): SettingHandle<Settings[Name]> {
  const getValue = async () => {
    const [value, version] = await storage.getItems([valueKey(name), versionKey(name)]);
    const read = readStoredSetting(name, storedSettings[name], value?.value, version?.value);
    return (read.ok ? read.value : storedSettings[name].fallback) as Settings[Name];
  };
  return {
    getValue,
    setValue: (value) => writeSettings({ [name]: value }),
    watch: (callback) => storage.watch(valueKey(name), () => void getValue().then(callback)),
  };
}

/** Each setting on its own, read and written as `readSettings` and `writeSettings` do. */
export const settings = Object.fromEntries(NAMES.map((name) => [name, handleOf(name)])) as {
  [Name in SettingName]: SettingHandle<Settings[Name]>;
};

/** The host permission pattern that lets the extension reach a service URL. */
export function originPattern(serviceUrl: string): string {
  const url = new URL(serviceUrl);
  return `${url.protocol}//${url.hostname}/*`;
}
