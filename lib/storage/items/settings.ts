import { isApplicantPagePattern } from '../../api/applicant-page';
import { serviceAddressProblem } from '../../api/service-address';
import { isServiceId } from '../../api/service-id';
import { isTestBuild } from '../../platform/build';
import { defineStoredSettings, type SettingValue } from '../stored-setting';
import { nonEmptyText, oneOf, textWhere, type ValueCheck } from '../value-check';

export const PRODUCTION_SERVICE_URL = 'https://api.flatchr.io';
/** The careers site, where an applicant is created in a vacancy (../shared/service-notes.md). */
export const PRODUCTION_CAREERS_URL = 'https://careers.flatchr.io';

/** An address credentials may be sent to: https, or plain http on loopback where that is allowed (the test build). */
export function serviceAddress(allowLoopbackHttp: boolean): ValueCheck<string> {
  return textWhere(
    allowLoopbackHttp ? 'an https address (or http on this machine)' : 'an https address',
    (text) => serviceAddressProblem(text, allowLoopbackHttp) === null,
  );
}

const address = serviceAddress(isTestBuild);

/**
 * The settings the recruiter can change in the options page, kept in storage.local under these names.
 * None of them is a secret. A stored value that fails its check reads as its fallback, alone.
 */
export const storedSettings = defineStoredSettings({
  serviceUrl: { version: 1, fallback: PRODUCTION_SERVICE_URL, check: address, migrations: {} },
  careersUrl: { version: 1, fallback: PRODUCTION_CAREERS_URL, check: address, migrations: {} },
  /** Empty until the recruiter gives it (the popup asks after sign-in); it is part of every call's path. */
  companyId: {
    version: 1,
    fallback: '',
    check: textWhere('empty or a company ID', (text) => text === '' || isServiceId(text)),
    migrations: {},
  },
  /** Empty unless the recruiter gives the web app's address of an applicant's page (lib/api/applicant-page.ts). */
  applicantPageUrl: {
    version: 1,
    fallback: '',
    check: textWhere('empty, or an https address holding {applicant}', (text) => isApplicantPagePattern(text, isTestBuild)),
    migrations: {},
  },
  appName: { version: 1, fallback: 'cv-importer', check: nonEmptyText, migrations: {} },
  /** The candidate meta `type` posted with each import; `applicants` is what integrations use. */
  defaultType: { version: 1, fallback: 'applicants', check: nonEmptyText, migrations: {} },
  authMethod: { version: 1, fallback: 'password', check: oneOf('password', 'api-key'), migrations: {} },
  interfaceLanguage: { version: 1, fallback: 'auto', check: oneOf('auto', 'en', 'fr'), migrations: {} },
});

export type SettingName = keyof typeof storedSettings;
export type Settings = { [Name in SettingName]: SettingValue<(typeof storedSettings)[Name]> };
export type AuthMethod = Settings['authMethod'];
export type InterfaceLanguage = Settings['interfaceLanguage'];
