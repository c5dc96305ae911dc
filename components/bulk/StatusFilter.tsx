import { STATUS_LABELS } from '@/lib/bulk/labels';
import { STATUS_KINDS, type StatusKind } from '@/lib/bulk/status';
import { useBulkI18n } from './BulkI18n';

interface Props {
  counts: Record<StatusKind, number>;
  /** The statuses shown; none chosen shows every row. */
  shown: ReadonlySet<StatusKind>;
  onChange: (shown: Set<StatusKind>) => void;
}

/** Buttons that show only the rows of some statuses, each with its count. */
export function StatusFilter({ counts, shown, onChange }: Props) {
  const { bulk } = useBulkI18n();
  const total = STATUS_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  const toggle = (kind: StatusKind) => {
    const next = new Set(shown);
    if (!next.delete(kind)) next.add(kind);
    onChange(next);
  };
  return (
    <div class="status-filter" role="group" aria-label={bulk.t('filterLabel')}>
      <button type="button" aria-pressed={shown.size === 0} onClick={() => onChange(new Set())}>
        {bulk.t('filterAll', total)}
      </button>
      {STATUS_KINDS.filter((kind) => counts[kind] > 0 || shown.has(kind)).map((kind) => (
        <button key={kind} type="button" class={`status-${kind}`} aria-pressed={shown.has(kind)} onClick={() => toggle(kind)}>
          {bulk.t('filterStatus', bulk.t(STATUS_LABELS[kind]), counts[kind])}
        </button>
      ))}
    </div>
  );
}
