import { useState } from 'preact/hooks';
import { settings, type Settings } from '../../settings';
import { hostOf, requestHostPermission } from '../host-permission';

export type SaveOutcome = { kind: 'saved' } | { kind: 'saved-without-access'; host: string } | { kind: 'invalid-url' };

const isHttpUrl = (text: string) => {
  try {
    return ['https:', 'http:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

async function store(values: Settings): Promise<void> {
  await Promise.all([
    settings.serviceUrl.setValue(values.serviceUrl),
    settings.companyId.setValue(values.companyId.trim()),
    settings.appName.setValue(values.appName.trim() || 'cv-importer'),
    settings.defaultType.setValue(values.defaultType.trim() || 'applicants'),
    settings.authMethod.setValue(values.authMethod),
    settings.interfaceLanguage.setValue(values.interfaceLanguage),
  ]);
}

/** The settings page's form: edited values, and Save, which says what it did. */
export function useSettings(initial: Settings) {
  const [values, setValues] = useState<Settings>(initial);
  const [saved, setSaved] = useState<SaveOutcome | null>(null);

  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => {
    setSaved(null);
    setValues((before) => ({ ...before, [key]: value }));
  };

  /** Call straight from the click: the browser asks for access to the service only during one. */
  const save = () => {
    const serviceUrl = values.serviceUrl.trim().replace(/\/+$/, '');
    if (!isHttpUrl(serviceUrl)) {
      setSaved({ kind: 'invalid-url' });
      return;
    }
    const permission = requestHostPermission(serviceUrl);
    void (async () => {
      const allowed = await permission;
      await store({ ...values, serviceUrl });
      setSaved(allowed ? { kind: 'saved' } : { kind: 'saved-without-access', host: hostOf(serviceUrl) });
    })();
  };

  return { values, set, save, saved };
}
