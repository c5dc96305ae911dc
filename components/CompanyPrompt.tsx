import { useEffect, useState } from 'preact/hooks';
import { SERVICE_ID_PATTERN } from '@/lib/api/service-id';
import { useCompanyId } from '@/lib/ui/hooks/use-company-id';
import type { TargetTab } from '@/lib/ui/target-tab';
import { useI18n } from './I18n';
import { Progress } from './Progress';

/** Asked once after sign-in when no company is set; offers the one read from the service's web app. */
export function CompanyPrompt({ tab, onSaved }: { tab: TargetTab | null; onSaved: (companyId: string) => void }) {
  const { t } = useI18n();
  const [companyId, setCompanyId] = useState('');
  const { suggested, check, keepAnyway } = useCompanyId(tab, onSaved);
  const problem = check.error;

  // What the recruiter already typed stays.
  useEffect(() => {
    if (suggested) setCompanyId((typed) => typed || suggested);
  }, [suggested]);

  function submit(event: Event) {
    event.preventDefault();
    void check.run(companyId.trim());
  }

  return (
    <section class="view" aria-labelledby="company-title">
      <h2 id="company-title">{t('companyTitle')}</h2>
      <p class="hint">{t('companyHint')}</p>
      {suggested && <p class="hint">{t('companySuggested', suggested)}</p>}
      <form onSubmit={submit} class="stack">
        <label class="field">
          <span>{t('companyId')}</span>
          <input
            value={companyId}
            required
            pattern={SERVICE_ID_PATTERN}
            aria-describedby="company-format"
            onInput={(e) => setCompanyId(e.currentTarget.value)}
          />
          <small id="company-format">{t('companyFormat')}</small>
        </label>
        <button type="submit" class="primary" disabled={check.busy}>
          {t('save')}
        </button>
      </form>
      <Progress active={check.busy} label={t('checkingCompany')} />
      {problem && (
        <div class="notice notice-error" role="alert">
          <p class="notice-title">
            {problem.kind === 'not-found'
              ? t('unknownCompany', companyId.trim())
              : problem.kind === 'forbidden'
                ? t('companyForbidden', companyId.trim())
                : problem.message}
          </p>
          <p>{t('companyCheck')}</p>
          <button type="button" disabled={keepAnyway.busy} onClick={() => void keepAnyway.run(companyId.trim())}>
            {t('continueAnyway')}
          </button>
        </div>
      )}
    </section>
  );
}
