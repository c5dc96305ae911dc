import { useEffect, useState } from 'preact/hooks';
import { request } from '@/lib/messaging/client';
import type { SerializedError } from '@/lib/outbox/entry';
import { settings } from '@/lib/settings';
import { asSerializedError } from '@/lib/ui/error-advice';
import { companyIdFromTabs, type TargetTab } from '@/lib/ui/target-tab';
import { useI18n } from './I18n';
import { Progress } from './Progress';

const COMPANY_ID = /^[A-Za-z0-9]{16}$/;

/** Asked once after sign-in when no company is set; offers the one read from the service's web app. */
export function CompanyPrompt({ tab, onSaved }: { tab: TargetTab | null; onSaved: (companyId: string) => void }) {
  const { t } = useI18n();
  const [companyId, setCompanyId] = useState('');
  const [suggested, setSuggested] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SerializedError | null>(null);

  useEffect(() => {
    void companyIdFromTabs(tab)
      .then((found) => {
        setSuggested(found);
        // What the recruiter already typed stays.
        if (found) setCompanyId((typed) => typed || found);
      })
      .catch(() => undefined);
  }, [tab]);

  async function submit(event: Event) {
    event.preventDefault();
    const id = companyId.trim();
    setBusy(true);
    setProblem(null);
    await settings.companyId.setValue(id);
    try {
      // A refused list does not prove the company unknown, so only "not found" and "forbidden" stop here.
      const answer = await request('vacancies.list', { refresh: true });
      if (answer.error && (answer.error.kind === 'not-found' || answer.error.kind === 'forbidden')) {
        setProblem(answer.error);
        return;
      }
      onSaved(id);
    } catch (caught) {
      setProblem(asSerializedError(caught));
    } finally {
      setBusy(false);
    }
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
            pattern={COMPANY_ID.source}
            aria-describedby="company-format"
            onInput={(e) => setCompanyId(e.currentTarget.value)}
          />
          <small id="company-format">{t('companyFormat')}</small>
        </label>
        <button type="submit" class="primary" disabled={busy}>
          {t('save')}
        </button>
      </form>
      <Progress active={busy} label={t('checkingCompany')} />
      {problem && (
        <div class="notice notice-error" role="alert">
          <p class="notice-title">
            {problem.kind === 'not-found' ? t('unknownCompany', companyId.trim()) : problem.kind === 'forbidden' ? t('companyForbidden', companyId.trim()) : problem.message}
          </p>
          <p>{t('companyCheck')}</p>
          <button type="button" onClick={() => onSaved(companyId.trim())}>
            {t('continueAnyway')}
          </button>
        </div>
      )}
    </section>
  );
}
