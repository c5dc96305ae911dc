import type { ExtractionNote } from '@/lib/extract/notes';
import { noteText } from '@/lib/ui/extraction-text';
import { useI18n } from './I18n';

/** What the reader skipped or cut short on this page or document, as a small, quiet list. */
export function ExtractionNotes({ notes }: { notes: ExtractionNote[] }) {
  const i18n = useI18n();
  if (notes.length === 0) return null;
  return (
    <ul class="extraction-notes" aria-label={i18n.t('extractionNotes')}>
      {notes.map((note) => (
        <li key={JSON.stringify(note)}>{noteText(note, i18n)}</li>
      ))}
    </ul>
  );
}
