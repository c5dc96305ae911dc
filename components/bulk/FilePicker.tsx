import { useState } from 'preact/hooks';
import { cvFiles, droppedFiles } from '@/lib/bulk/dropped-files';
import { useBulkI18n } from './BulkI18n';

interface Props {
  /** How many more files the batch takes. */
  room: number;
  onFiles: (cvs: File[], notCv: number) => void;
}

const ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Chrome and Firefox both take a folder through this attribute, which Preact's types do not know. */
const FOLDER = { webkitdirectory: true } as Record<string, unknown>;

/** CV files and folders, dropped or chosen: only PDF and DOCX files are taken. */
export function FilePicker({ room, onFiles }: Props) {
  const { bulk } = useBulkI18n();
  const [over, setOver] = useState(false);

  const take = (files: readonly File[]) => {
    const { cvs, notCv } = cvFiles(files);
    if (cvs.length > 0 || notCv > 0) onFiles(cvs, notCv);
  };

  return (
    <section
      class={over ? 'file-picker drop-zone drop-over' : 'file-picker drop-zone'}
      aria-labelledby="file-picker-title"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (event.dataTransfer) void droppedFiles(event.dataTransfer, room * 10).then(take);
      }}
    >
      <h2 id="file-picker-title">{bulk.t('dropTitle')}</h2>
      <p>{bulk.t('dropHint')}</p>
      <div class="file-inputs">
        <label class="field">
          <span>{bulk.t('chooseFiles')}</span>
          <input
            type="file"
            multiple
            accept={ACCEPT}
            onChange={(event) => {
              take([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = '';
            }}
          />
        </label>
        <label class="field">
          <span>{bulk.t('chooseFolder')}</span>
          <input
            type="file"
            {...FOLDER}
            onChange={(event) => {
              take([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = '';
            }}
          />
        </label>
      </div>
      <small>{bulk.t('filesLimit', room)}</small>
    </section>
  );
}
