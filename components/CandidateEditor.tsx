import { useMemo, useState } from 'preact/hooks';
import {
  candidateFromForm,
  formFromCandidate,
  isValidEmail,
  missingFields,
  type CandidateFormValues,
  type FormField,
} from '@/lib/ui/candidate-form';
import { fieldsToCheck } from '@/lib/ui/fields-to-check';
import type { ExtractedCandidate } from '@/lib/ui/hooks/use-candidate';
import { buildImportRequest } from '@/lib/ui/import-request';
import { CandidateForm } from './CandidateForm';
import { DuplicateCheck } from './DuplicateCheck';
import { ExtractionNotes } from './ExtractionNotes';
import { useI18n } from './I18n';
import { ImportPanel } from './ImportPanel';

interface Props {
  extracted: ExtractedCandidate;
  onOpenComments: (applicantId: string) => void;
  onOpenOutbox: () => void;
}

/** The candidate form with its warnings, the duplicate check beside it and the import below. */
export function CandidateEditor({ extracted, onOpenComments, onOpenOutbox }: Props) {
  const { t } = useI18n();
  const [values, setValues] = useState<CandidateFormValues>(() => formFromCandidate(extracted.candidate));
  const edited = useMemo(() => candidateFromForm(values, extracted.candidate), [values, extracted.candidate]);
  const unsure = useMemo(() => fieldsToCheck(edited), [edited]);
  const missing = missingFields(values);
  const emailOk = isValidEmail(values.email);
  const importRequest = useMemo(
    () => (emailOk ? buildImportRequest(edited, { pageUrl: extracted.sourceUrl, capturedAt: new Date() }) : null),
    [edited, emailOk, extracted.sourceUrl],
  );

  const change = (field: FormField, value: string) => setValues((before) => ({ ...before, [field]: value }));

  return (
    <div class="candidate">
      <DuplicateCheck email={emailOk ? values.email.trim() : null} onOpenComments={onOpenComments} />
      {missing.length > 0 && (
        <ul class="warnings" aria-label={t('warnings')}>
          {missing.includes('email') && (
            <li id="email-missing" class="notice notice-warning">
              {values.email.trim() ? t('emailInvalid') : t('emailMissing')}
            </li>
          )}
          {missing.includes('name') && <li class="notice">{t('nameMissing')}</li>}
          {missing.includes('phone') && <li class="notice">{t('phoneMissing')}</li>}
        </ul>
      )}
      <CandidateForm values={values} sources={edited.sources} unsure={unsure} emailInvalid={!emailOk} onChange={change} />
      {(edited.experience.length > 0 || edited.education.length > 0) && (
        <p class="hint">{t('historyKept', edited.experience.length, edited.education.length)}</p>
      )}
      <ExtractionNotes notes={extracted.notes} />
      <ImportPanel
        importRequest={importRequest}
        candidate={edited}
        sourceUrl={extracted.sourceUrl}
        document={extracted.document ?? null}
        onOpenOutbox={onOpenOutbox}
      />
    </div>
  );
}
