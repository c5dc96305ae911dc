import { useState } from 'preact/hooks';
import type { RequestOf } from '@/lib/messages';
import type { OutboxEntry } from '@/lib/outbox/entry';
import { isValidEmail } from '@/lib/ui/candidate-form';
import { useI18n } from './I18n';

type Change = RequestOf<'outbox.edit'>['change'];

/**
 * Correct a queued import (usually the e-mail the service refused) before it is sent again; for one
 * into a vacancy, also the applicant's names and the note (steps already done stay done).
 */
export function OutboxEditForm({
  entry,
  onSave,
  onDone,
}: {
  entry: OutboxEntry;
  onSave: (change: Change) => Promise<void>;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const [reference, setReference] = useState(entry.reference);
  const [label, setLabel] = useState(entry.label);
  const [type, setType] = useState(entry.type);
  const placement = entry.placement;
  const [firstname, setFirstname] = useState(placement?.applicant.firstname ?? '');
  const [lastname, setLastname] = useState(placement?.applicant.lastname ?? '');
  const [note, setNote] = useState(placement?.note?.text ?? '');
  // The careers site needs both names.
  const namesOk = !placement || (firstname.trim() !== '' && lastname.trim() !== '');
  const valid = isValidEmail(reference) && type.trim() !== '' && namesOk;

  async function submit(event: Event) {
    event.preventDefault();
    if (!valid) return;
    const corrected = placement && {
      ...placement,
      applicant: { ...placement.applicant, firstname: firstname.trim(), lastname: lastname.trim() },
      note: note.trim() ? { text: note.trim(), visibleToTeam: placement.note?.visibleToTeam ?? false } : null,
    };
    await onSave({
      reference: reference.trim(),
      label: label.trim(),
      type: type.trim(),
      value: entry.value,
      ...(corrected ? { placement: corrected } : {}),
    });
    onDone();
  }

  return (
    <form class="stack edit-form" onSubmit={submit}>
      {entry.placement && <p class="hint">{t('entryVacancy', entry.placement.vacancy.title)}</p>}
      <label class="field">
        <span>{t('candidateEmail')}</span>
        <input type="email" value={reference} required onInput={(e) => setReference(e.currentTarget.value)} />
      </label>
      <label class="field">
        <span>{t('candidateLabel')}</span>
        <input value={label} onInput={(e) => setLabel(e.currentTarget.value)} />
      </label>
      {placement && (
        <>
          <label class="field">
            <span>{t('firstName')}</span>
            <input value={firstname} required onInput={(e) => setFirstname(e.currentTarget.value)} />
          </label>
          <label class="field">
            <span>{t('lastName')}</span>
            <input value={lastname} required onInput={(e) => setLastname(e.currentTarget.value)} />
          </label>
          <label class="field">
            <span>{t('noteLabel')}</span>
            <textarea rows={2} value={note} onInput={(e) => setNote(e.currentTarget.value)} />
          </label>
        </>
      )}
      <label class="field">
        <span>{t('dataType')}</span>
        <input value={type} required onInput={(e) => setType(e.currentTarget.value)} />
      </label>
      <div class="actions">
        <button type="submit" class="primary" disabled={!valid}>
          {t('saveAndRetry')}
        </button>
        <button type="button" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
