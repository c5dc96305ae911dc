import { PRODUCTION_SERVICE_URL, type AuthMethod, type InterfaceLanguage, type Settings } from '@/lib/settings';
import { SERVICE_ID_PATTERN } from '@/lib/api/service-id';
import { useSettings } from '@/lib/ui/hooks/use-settings';
import { ApiKeyForm } from './ApiKeyForm';
import { useI18n } from './I18n';

/** The settings page; everything is saved with the Save button, which confirms what it did. */
export function OptionsForm({ initial }: { initial: Settings }) {
  const { t } = useI18n();
  const { values, set, save, saved } = useSettings(initial);

  function submit(event: Event) {
    event.preventDefault();
    save();
  }

  return (
    <main class="options">
      <h1>{t('settingsTitle')}</h1>
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
          {saved?.kind === 'saved-without-access' && <p class="notice notice-warning">{t('savedWithoutAccess', saved.host)}</p>}
        </div>
        {saved?.kind === 'invalid-url' && (
          <p class="notice notice-error" role="alert">
            {t('invalidServiceUrl')}
          </p>
        )}
      </form>
      {values.authMethod === 'api-key' && <ApiKeyForm />}
    </main>
  );
}
