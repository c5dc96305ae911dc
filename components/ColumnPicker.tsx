import { useId } from 'preact/hooks';
import type { Column } from '@/lib/api';
import { useI18n } from './I18n';

/** The pipeline column the new applicant is moved to; the company's default is chosen unless the recruiter picks another. */
export function ColumnPicker({ columns, chosen, onChoose }: { columns: Column[]; chosen: Column | null; onChoose: (id: number) => void }) {
  const { t } = useI18n();
  const id = useId();
  if (columns.length === 0) return null;
  return (
    <div class="field">
      <label for={id}>{t('columnLabel')}</label>
      <select id={id} value={chosen ? String(chosen.id) : ''} onChange={(event) => onChoose(Number(event.currentTarget.value))}>
        {columns.map((column) => (
          <option key={column.id} value={String(column.id)}>
            {column.title}
          </option>
        ))}
      </select>
    </div>
  );
}
