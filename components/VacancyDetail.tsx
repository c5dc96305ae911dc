import type { ComponentChildren } from 'preact';
import type { Vacancy } from '@/lib/api';
import { formatDate, formatSalary } from '@/lib/ui/format';
import { useVacancy } from '@/lib/ui/hooks/use-vacancy';
import { safeLinkUrl } from '@/lib/ui/safe-url';
import { firstText, fullAddress, REMOTE_KEYS, statusLabel } from '@/lib/ui/vacancy-text';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';
import { Progress } from './Progress';
import { SafeHtml } from './SafeHtml';

const QUESTION_KEYS = ['question', 'title', 'label', 'text', 'name'];
const ANSWER_KEYS = ['answer', 'response', 'text', 'content'];
const BENEFIT_KEYS = ['title', 'name', 'label', 'text', 'description'];

/** One vacancy with every field group, shown from the list at once and completed by the service. */
export function VacancyDetail({ summary, onBack }: { summary: Vacancy; onBack: () => void }) {
  const i18n = useI18n();
  const { t, locale } = i18n;
  const { vacancy, error, loading } = useVacancy(summary);
  const salary = formatSalary(vacancy.salary, vacancy.currency, vacancy.mensuality, i18n);
  // Only an http(s) address becomes a link: a javascript: or data: URL from the service is not shown.
  const listing = safeLinkUrl(vacancy.apply_url);

  return (
    <section class="view vacancy-detail" aria-labelledby="vacancy-title">
      <button type="button" class="link" onClick={onBack}>
        {t('backToList')}
      </button>
      <h2 id="vacancy-title">{vacancy.title}</h2>
      <Progress active={loading} label={t('loadingVacancy')} />
      {error && <ErrorNotice error={error} />}
      <dl class="facts">
        <Fact label={t('reference')}>{vacancy.reference}</Fact>
        <Fact label={t('status')}>{statusLabel(vacancy.status, t)}</Fact>
        <Fact label={t('location')}>{fullAddress(vacancy.address)}</Fact>
        <Fact label={t('contract')}>
          {t('contractType', vacancy.contract_type_id)} · {vacancy.partial ? t('partTime') : t('fullTime')}
        </Fact>
        <Fact label={t('remote')}>{t(REMOTE_KEYS[vacancy.remote])}</Fact>
        <Fact label={t('salary')}>{salary}</Fact>
        <Fact label={t('startDate')}>{vacancy.start_date ? formatDate(vacancy.start_date, locale) : t('notSet')}</Fact>
        <Fact label={t('endDate')}>{vacancy.end_date ? formatDate(vacancy.end_date, locale) : t('notSet')}</Fact>
      </dl>
      {vacancy.tags && vacancy.tags.length > 0 && (
        <Group title={t('tags')}>
          <ul class="tags">
            {vacancy.tags.map((tag) => (
              <li key={tag.id}>
                <strong>{tag.title}</strong>: {tag.values.split(',').join(', ')}
              </li>
            ))}
          </ul>
        </Group>
      )}
      <Group title={t('description')}>
        <SafeHtml html={vacancy.description} />
      </Group>
      <Group title={t('mission')}>
        <SafeHtml html={vacancy.mission} />
      </Group>
      <Group title={t('profile')}>
        <SafeHtml html={vacancy.profile} />
      </Group>
      {vacancy.questions && (
        <Group title={t('questions')}>
          <ul>
            {vacancy.questions.map((question, index) => (
              <li key={index}>{firstText(question, QUESTION_KEYS)}</li>
            ))}
          </ul>
        </Group>
      )}
      {vacancy.faqs && (
        <Group title={t('faq')}>
          <dl class="faq">
            {vacancy.faqs.map((faq, index) => (
              <div key={index}>
                <dt>{firstText(faq, QUESTION_KEYS)}</dt>
                <dd>{firstText(faq, ANSWER_KEYS)}</dd>
              </div>
            ))}
          </dl>
        </Group>
      )}
      {vacancy.benefits && (
        <Group title={t('benefits')}>
          <ul>
            {vacancy.benefits.map((benefit, index) => (
              <li key={index}>{firstText(benefit, BENEFIT_KEYS)}</li>
            ))}
          </ul>
        </Group>
      )}
      {listing && (
        <p>
          <a href={listing} target="_blank" rel="noopener noreferrer">
            {t('openListing')}
          </a>
        </p>
      )}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="fact">
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <section class="group">
      <h3>{title}</h3>
      {children}
    </section>
  );
}
