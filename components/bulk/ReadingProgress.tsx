import { useBulkI18n } from './BulkI18n';

/** "37 of 120 read", with a bar and the way to stop. */
export function ReadingProgress({ read, total, onCancel }: { read: number; total: number; onCancel: () => void }) {
  const { bulk } = useBulkI18n();
  const text = bulk.t('readProgress', read, total);
  return (
    <div class="reading-progress">
      <progress max={total} value={read} aria-label={text} />
      <span role="status">{text}</span>
      <button type="button" onClick={onCancel}>
        {bulk.t('cancelReading')}
      </button>
    </div>
  );
}
