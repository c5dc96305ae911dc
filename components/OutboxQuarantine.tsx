import type { ResponseOf } from '@/lib/messages';
import { useI18n } from './I18n';

type QuarantinedRecord = ResponseOf<'outbox.list'>['quarantined'][number];

interface Props {
  records: QuarantinedRecord[];
  busy: boolean;
  onExport: (record: QuarantinedRecord) => void;
  onDiscard: (record: QuarantinedRecord) => void;
}

/** The stored imports that could not be read: kept as they were, never sent, until exported or discarded. */
export function OutboxQuarantine({ records, busy, onExport, onDiscard }: Props) {
  const { t, plural } = useI18n();
  if (records.length === 0) return null;
  return (
    <section class="notice notice-warning quarantine" aria-labelledby="quarantine-title">
      <h3 id="quarantine-title">{plural('unreadableImports', records.length)}</h3>
      <p class="hint">{plural('unreadableImportsHint', records.length)}</p>
      <ul>
        {records.map((record, index) => {
          const name = nameOf(record.raw) ?? t('unreadableImport', index + 1);
          return (
            <li key={record.id} aria-label={name}>
              <strong>{name}</strong>
              <div class="actions">
                <button type="button" disabled={busy} onClick={() => onExport(record)}>
                  {t('exportRecord')}
                </button>
                <button type="button" class="danger" disabled={busy} onClick={() => onDiscard(record)}>
                  {t('discard')}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** What the record calls its candidate, when enough of it is left to say. */
function nameOf(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return null;
  const { label, reference } = raw as { label?: unknown; reference?: unknown };
  if (typeof label === 'string' && label.trim()) return label.trim();
  if (typeof reference === 'string' && reference.trim()) return reference.trim();
  return null;
}
