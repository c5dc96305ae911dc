import { useEffect, useState } from 'preact/hooks';
import type { BulkRow } from '../../storage/items/bulk-row';

/** The document shown beside a row's fields: a PDF as the browser shows it, a DOCX's text, or why there is none. */
export type RowDocument = { kind: 'loading' } | { kind: 'pdf'; url: string } | { kind: 'text'; text: string } | { kind: 'gone' };

/**
 * The row's document for the recruiter to read: a PDF from its kept file (an object URL, released
 * when the row is closed), a DOCX's text as it was read. Once its job has taken the file, there is
 * none to show.
 */
export function useRowDocument(row: BulkRow, fileOf: (rowId: string) => Promise<Blob | null>): RowDocument {
  const [document, setDocument] = useState<RowDocument>({ kind: 'loading' });
  const isPdf = /\.pdf$/i.test(row.fileName);
  const text = row.reading.state === 'read' ? row.reading.text : null;

  useEffect(() => {
    if (!isPdf) {
      setDocument(text ? { kind: 'text', text } : { kind: 'gone' });
      return;
    }
    let url: string | null = null;
    let current = true;
    setDocument({ kind: 'loading' });
    fileOf(row.id)
      .then((file) => {
        if (!current) return;
        if (!file) return setDocument({ kind: 'gone' });
        url = URL.createObjectURL(new Blob([file], { type: 'application/pdf' }));
        setDocument({ kind: 'pdf', url });
      })
      .catch(() => current && setDocument({ kind: 'gone' }));
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [row.id, isPdf, text]);

  return document;
}
