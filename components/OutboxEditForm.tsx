import { useState } from 'preact/hooks';
import type { RequestOf } from '@/lib/messages';
import type { OutboxEntry } from '@/lib/outbox/entry';
import { isValidEmail } from '@/lib/ui/candidate-form';
import { useI18n } from './I18n';

type Change = RequestOf<'outbox.edit'>['change'];

/** Correct a queued import (usually the e-mail the service refused) before it is sent again. */
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
  const valid = isValidEmail(reference) && type.trim() !== '';

  async function submit(event: Event) {
    event.preventDefault();
    if (!valid) return;
    await onSave({ reference: reference.trim(), label: label.trim(), type: type.trim(), value: entry.value });
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
