import {
  PRODUCTION_CAREERS_URL,
  PRODUCTION_SERVICE_URL,
  type AuthMethod,
  type InterfaceLanguage,
  type SettingName,
  type Settings,
} from '@/lib/settings';
import { APPLICANT_SLOT, COMPANY_SLOT } from '@/lib/api/applicant-page';
import { SERVICE_ID_PATTERN } from '@/lib/api/service-id';
import { useSettings, type TypedSetting } from '@/lib/ui/hooks/use-settings';
import type { MessageKey } from '@/lib/ui/i18n';
import { ApiKeyForm } from './ApiKeyForm';
import { useI18n } from './I18n';

/** Each setting's label, for the messages that name one. */
const LABELS: Record<SettingName, MessageKey> = {
  serviceUrl: 'serviceUrl',
  careersUrl: 'careersUrl',
  companyId: 'companyId',
  applicantPageUrl: 'applicantPageUrl',
  appName: 'appNameSetting',
  defaultType: 'defaultType',
  authMethod: 'signInMethod',
  interfaceLanguage: 'interfaceLanguage',
};

/** What to say when a typed setting is refused. */
const REFUSALS: Record<TypedSetting, MessageKey> = {
  serviceUrl: 'invalidServiceUrl',
  careersUrl: 'invalidCareersUrl',
  companyId: 'invalidCompanyId',
  applicantPageUrl: 'invalidApplicantPageUrl',
};

/** The settings page; everything is saved with the Save button, which confirms what it did. */
export function OptionsForm({ initial }: { initial: Settings }) {
  const { t, locale } = useI18n();
  const { values, set, save, saved, unreadable } = useSettings(initial);
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);

  function submit(event: Event) {
    event.preventDefault();
    save();
  }

  return (
    <main class="options">
      <h1>{t('settingsTitle')}</h1>
      <p>
        <a href="/bulk.html" target="_blank" rel="noopener">
          {t('bulkImport')}
        </a>
      </p>
      {unreadable.length > 0 && (
        <p class="notice notice-warning" role="status">
          {t('settingsUnreadable', list(unreadable.map((name) => t(LABELS[name]))))}
        </p>
      )}
      <form class="stack" onSubmit={submit}>
        <label class="field">
          <span>{t('serviceUrl')}</span>
          <input
            type="url"
            value={values.serviceUrl}
            required
            aria-describedby="service-url-hint"
            onInput={(e) => set('serviceUrl', e.currentTarget.value)}
          />
          <small id="service-url-hint">{t('serviceUrlHint', PRODUCTION_SERVICE_URL)}</small>
        </label>
        <label class="field">
          <span>{t('careersUrl')}</span>
          <input
            type="url"
            value={values.careersUrl}
            required
            aria-describedby="careers-url-hint"
            onInput={(e) => set('careersUrl', e.currentTarget.value)}
          />
          <small id="careers-url-hint">{t('careersUrlHint', PRODUCTION_CAREERS_URL)}</small>
        </label>
        <label class="field">
          <span>{t('companyId')}</span>
          <input
            value={values.companyId}
            pattern={SERVICE_ID_PATTERN}
            aria-describedby="company-id-hint"
            onInput={(e) => set('companyId', e.currentTarget.value)}
          />
          <small id="company-id-hint">{t('companyFormat')}</small>
        </label>
        <label class="field">
          <span>{t('applicantPageUrl')}</span>
          <input
            type="url"
            value={values.applicantPageUrl}
            aria-describedby="applicant-page-hint"
            onInput={(e) => set('applicantPageUrl', e.currentTarget.value)}
          />
          <small id="applicant-page-hint">{t('applicantPageUrlHint', APPLICANT_SLOT, COMPANY_SLOT)}</small>
        </label>
        <label class="field">
          <span>{t('appNameSetting')}</span>
          <input value={values.appName} onInput={(e) => set('appName', e.currentTarget.value)} />
        </label>
        <label class="field">
          <span>{t('defaultType')}</span>
          <input value={values.defaultType} aria-describedby="type-hint" onInput={(e) => set('defaultType', e.currentTarget.value)} />
          <small id="type-hint">{t('defaultTypeHint')}</small>
        </label>
        <fieldset>
          <legend>{t('signInMethod')}</legend>
          {(['password', 'api-key'] as AuthMethod[]).map((method) => (
            <label class="choice" key={method}>
              <input type="radio" name="auth-method" checked={values.authMethod === method} onChange={() => set('authMethod', method)} />
              {method === 'password' ? t('methodPassword') : t('methodApiKey')}
            </label>
          ))}
        </fieldset>
        <label class="field">
          <span>{t('interfaceLanguage')}</span>
          <select value={values.interfaceLanguage} onChange={(e) => set('interfaceLanguage', e.currentTarget.value as InterfaceLanguage)}>
            <option value="auto">{t('languageAuto')}</option>
            <option value="en">English</option>
            <option value="fr">Français</option>
          </select>
        </label>
        <button type="submit" class="primary">
          {t('save')}
        </button>
        <div role="status" aria-live="polite">
          {saved?.kind === 'saved' && <p class="notice notice-success">{t('settingsSaved')}</p>}
          {saved?.kind === 'saved-without-access' && <p class="notice notice-warning">{t('savedWithoutAccess', list(saved.hosts))}</p>}
        </div>
        {saved?.kind === 'invalid' && (
          <p class="notice notice-error" role="alert">
            {t(REFUSALS[saved.setting])}
          </p>
        )}
      </form>
      {values.authMethod === 'api-key' && <ApiKeyForm />}
    </main>
  );
}
