import { useEffect, useState } from 'preact/hooks';
import { requestOriginPermissions } from '../../platform/permissions';
import { originPattern, readSettingsReport, writeSettings, type SettingName, type Settings } from '../../settings';
import { storedSettings } from '../../storage/items/settings';
import { hasHostPermission, hostOf } from '../host-permission';

export type SaveOutcome =
  | { kind: 'saved' }
  | { kind: 'saved-without-access'; hosts: string[] }
  /** Nothing was saved: this setting's value is not one it accepts. */
  | { kind: 'invalid'; setting: TypedSetting };

/** The addresses the extension sends credentials to; each needs its host allowed by the recruiter. */
const ADDRESSES = ['serviceUrl', 'careersUrl'] as const;
/** The settings typed as free text that cleaning cannot make valid; the others are chosen, or fall back when empty. */
const TYPED = [...ADDRESSES, 'companyId', 'applicantPageUrl'] as const;
export type TypedSetting = (typeof TYPED)[number];

const asAddress = (typed: string) => typed.trim().replace(/\/+$/, '');

/** What the form stores: addresses without a trailing slash, texts trimmed, empty texts back to their default. */
function cleaned(values: Settings): Settings {
  return {
    ...values,
    serviceUrl: asAddress(values.serviceUrl),
    careersUrl: asAddress(values.careersUrl),
    companyId: values.companyId.trim(),
    applicantPageUrl: values.applicantPageUrl.trim(),
    appName: values.appName.trim() || storedSettings.appName.fallback,
    defaultType: values.defaultType.trim() || storedSettings.defaultType.fallback,
  };
}

/**
 * Access to the service and the careers site in one prompt, as a click allows. Call it straight from
 * the click. (Here rather than in host-permission.ts, which the popup loads first: only this page asks for two.)
 */
function requestHostPermissions(urls: string[]): Promise<boolean> {
  return requestOriginPermissions([...new Set(urls.map(originPattern))]);
}

/** The hosts among `urls` the extension may not reach, each once ("careers.flatchr.io"). */
async function hostsWithoutAccess(urls: string[]): Promise<string[]> {
  const allowed = await Promise.all(urls.map(hasHostPermission));
  return [...new Set(urls.filter((_, index) => !allowed[index]).map(hostOf))];
}

function firstRefused(values: Settings): TypedSetting | undefined {
  return TYPED.find((name) => !storedSettings[name].check.accepts(values[name]));
}

/** The settings page's form: edited values, and Save, which says what it did. */
export function useSettings(initial: Settings) {
  const [values, setValues] = useState<Settings>(initial);
  const [saved, setSaved] = useState<SaveOutcome | null>(null);
  /** Settings whose stored value could not be read: the form shows their defaults, and Save replaces them. */
  const [unreadable, setUnreadable] = useState<SettingName[]>([]);

  useEffect(() => {
    void readSettingsReport().then((report) => setUnreadable(report.unreadable.map(({ name }) => name)));
  }, []);

  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => {
    setSaved(null);
    setValues((before) => ({ ...before, [key]: value }));
  };

  /** Call straight from the click: the browser asks for access to the service only during one. */
  const save = () => {
    const toStore = cleaned(values);
    const refused = firstRefused(toStore);
    if (refused) {
      setSaved({ kind: 'invalid', setting: refused });
      return;
    }
    const addresses = ADDRESSES.map((name) => toStore[name]);
    const permission = requestHostPermissions(addresses);
    void (async () => {
      const allowed = await permission;
      await writeSettings(toStore);
      setUnreadable([]);
      const hosts = allowed ? [] : await hostsWithoutAccess(addresses);
      setSaved(hosts.length === 0 ? { kind: 'saved' } : { kind: 'saved-without-access', hosts });
    })();
  };

  return { values, set, save, saved, unreadable };
}
