import { useState } from 'preact/hooks';
import { useI18n } from './I18n';

/** A file input that also takes a dropped PDF or DOCX CV. */
export function DocumentDrop({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useI18n();
  const [over, setOver] = useState(false);
  const take = (files: FileList | null | undefined) => {
    const file = files?.[0];
    if (file) onFile(file);
  };
  return (
    <div
      class={over ? 'drop-zone drop-over' : 'drop-zone'}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer?.files);
      }}
    >
      <label class="field">
        <span>{t('cvFile')}</span>
        <input
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(event) => take(event.currentTarget.files)}
        />
      </label>
      <small>{t('cvFileHint')}</small>
    </div>
  );
}
