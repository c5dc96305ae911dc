import { storage } from 'wxt/utils/storage';

export const PRODUCTION_SERVICE_URL = 'https://api.flatchr.io';

export type AuthMethod = 'password' | 'api-key';
export type InterfaceLanguage = 'auto' | 'en' | 'fr';

/** Settings the recruiter can change in the options page. None of them is a secret. */
export const settings = {
  serviceUrl: storage.defineItem<string>('local:serviceUrl', { fallback: PRODUCTION_SERVICE_URL, version: 1 }),
  companyId: storage.defineItem<string>('local:companyId', { fallback: '', version: 1 }),
  appName: storage.defineItem<string>('local:appName', { fallback: 'cv-importer', version: 1 }),
  /** The candidate meta `type` posted with each import; `applicants` is what integrations use. */
  defaultType: storage.defineItem<string>('local:defaultType', { fallback: 'applicants', version: 1 }),
  authMethod: storage.defineItem<AuthMethod>('local:authMethod', { fallback: 'password', version: 1 }),
  interfaceLanguage: storage.defineItem<InterfaceLanguage>('local:interfaceLanguage', {
    fallback: 'auto',
    version: 1,
  }),
};

export interface Settings {
  serviceUrl: string;
  companyId: string;
  appName: string;
  defaultType: string;
  authMethod: AuthMethod;
  interfaceLanguage: InterfaceLanguage;
}

/** All settings in one storage read (the popup's first view waits on it); defaults fill the gaps. */
export async function readSettings(): Promise<Settings> {
  const names = Object.keys(settings) as Array<keyof Settings>;
  const values = await storage.getItems(names.map((name) => settings[name]));
  return Object.fromEntries(names.map((name, index) => [name, values[index]?.value])) as unknown as Settings;
}

/** The host permission pattern that lets the extension reach a service URL. */
export function originPattern(serviceUrl: string): string {
  const url = new URL(serviceUrl);
  return `${url.protocol}//${url.hostname}/*`;
}
