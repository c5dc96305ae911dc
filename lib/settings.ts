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

export async function readSettings(): Promise<Settings> {
  const [serviceUrl, companyId, appName, defaultType, authMethod, interfaceLanguage] = await Promise.all([
    settings.serviceUrl.getValue(),
    settings.companyId.getValue(),
    settings.appName.getValue(),
    settings.defaultType.getValue(),
    settings.authMethod.getValue(),
    settings.interfaceLanguage.getValue(),
  ]);
  return { serviceUrl, companyId, appName, defaultType, authMethod, interfaceLanguage };
}

/** The host permission pattern that lets the extension reach a service URL. */
export function originPattern(serviceUrl: string): string {
  const url = new URL(serviceUrl);
  return `${url.protocol}//${url.hostname}/*`;
}
