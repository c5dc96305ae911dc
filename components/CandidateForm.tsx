import type { JSX } from 'preact';
import type { Candidate } from '@/lib/extract/candidate';
import { FORM_SOURCES, type CandidateFormValues, type FormField } from '@/lib/ui/candidate-form';
import type { MessageKey } from '@/lib/ui/i18n';
import { useI18n } from './I18n';
import { SourceBadge } from './SourceBadge';

interface FieldSpec {
  field: FormField;
  label: MessageKey;
  kind: 'text' | 'email' | 'lines';
  hint?: MessageKey;
}

const FIELDS: FieldSpec[] = [
  { field: 'firstName', label: 'firstName', kind: 'text' },
  { field: 'lastName', label: 'lastName', kind: 'text' },
  { field: 'email', label: 'email', kind: 'email' },
  { field: 'phones', label: 'phones', kind: 'lines', hint: 'onePerLine' },
  { field: 'headline', label: 'headline', kind: 'text' },
  { field: 'location', label: 'location', kind: 'text' },
  { field: 'links', label: 'links', kind: 'lines', hint: 'onePerLine' },
  { field: 'skills', label: 'skills', kind: 'lines', hint: 'onePerLine' },
  { field: 'languages', label: 'languages', kind: 'lines', hint: 'onePerLine' },
  { field: 'summary', label: 'summary', kind: 'lines' },
];

interface Props {
  values: CandidateFormValues;
  sources: Candidate['sources'];
  /** Fields read with little certainty and not yet edited: marked for the recruiter to check. */
  unsure: ReadonlySet<FormField>;
  emailInvalid: boolean;
  onChange: (field: FormField, value: string) => void;
}

/**
 * The extracted candidate, every field editable and marked with where its value came from, and,
 * when the reader was unsure of it, with a mark asking to check it.
 */
export function CandidateForm({ values, sources, unsure, emailInvalid, onChange }: Props) {
  const { t } = useI18n();
  return (
    <div class="candidate-form">
      {FIELDS.map(({ field, label, kind, hint }) => {
        const id = `field-${field}`;
        const badgeId = `${id}-source`;
        const hintId = hint ? `${id}-hint` : undefined;
        const unsureId = unsure.has(field) ? `${id}-unsure` : null;
        const described =
          [sources[FORM_SOURCES[field]] ? badgeId : null, unsureId, hintId, field === 'email' && emailInvalid ? 'email-missing' : null]
            .filter(Boolean)
            .join(' ') || undefined;
        const common = {
          id,
          value: values[field],
          'aria-describedby': described,
          onInput: (event: JSX.TargetedEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field, event.currentTarget.value),
        };
        return (
          <div class={`field field-${field}${unsureId ? ' field-unsure' : ''}`} key={field}>
            <span class="field-label">
              <label for={id}>{t(label)}</label>
              <SourceBadge id={badgeId} source={sources[FORM_SOURCES[field]]} />
              {unsureId && (
                <span class="badge badge-unsure" id={unsureId} title={t('checkFieldTitle')}>
                  {t('checkField')}
                </span>
              )}
            </span>
            {kind === 'lines' ? (
              <textarea {...common} rows={field === 'summary' ? 4 : Math.min(4, Math.max(2, values[field].split('\n').length))} />
            ) : (
              <input
                {...common}
                type={kind}
                required={kind === 'email'}
                aria-invalid={field === 'email' && emailInvalid ? 'true' : undefined}
                autoComplete="off"
              />
            )}
            {hintId && hint && <small id={hintId}>{t(hint)}</small>}
          </div>
        );
      })}
    </div>
  );
}
