import type { ExtractionNote } from '../notes.ts';

/**
 * What reading one DOCX may take, shared by all the parts read (body, headers, styles,
 * relationships). A CV's XML is well under 1 MB and 15,000 elements; a package that inflates past
 * the bytes is refused, a body past the elements is read up to there.
 */
export class DocxAllowance {
  bytesLeft = 8 * 1024 * 1024;
  elementsLeft = 150_000;
  /** Elements were left unread. */
  cut = false;
}

export const DOCX_CUT_NOTE: ExtractionNote = { code: 'docx-cut' };
