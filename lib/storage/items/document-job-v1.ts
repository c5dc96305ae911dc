// How version 1 of a document job worded its notes and problems (English sentences), read back as
// the codes version 2 keeps. Frozen: these are the texts that release wrote, not today's.
import type { DocumentProblem, ReadingProblem } from '../../extract/documents/document-error';
import type { ExtractionNote, ReadingPart } from '../../extract/notes';

const NOTES: Record<string, ExtractionNote> = {
  'A very long text on the page was cut short.': { code: 'text-cut' },
  'The page is very large; only its first part was read.': { code: 'page-cut' },
  'The page was very large; only its beginning was read.': { code: 'page-cut' },
  'The page is nested too deeply; deeper parts were skipped.': { code: 'nesting-cut' },
  'The page has a lot of text; only its beginning was read for CV sections.': { code: 'lines-cut' },
  'Only the first contact links of the page were read.': { code: 'contact-links-cut' },
  "The page links many e-mail addresses or phones; they were taken for a directory, not the candidate's.": { code: 'contact-directory' },
  'Microformats were nested too deeply and were cut short.': { code: 'microformats-cut' },
  'Time ran out while reading microformats.': { code: 'time-ran-out', part: 'microformats' },
  'A JSON-LD block was too large and was skipped.': { code: 'json-ld-too-large' },
  'A JSON-LD block was not valid JSON and was skipped.': { code: 'json-ld-invalid' },
  'Time ran out while reading JSON-LD.': { code: 'time-ran-out', part: 'json-ld' },
  'Structured data was cut short.': { code: 'microdata-cut' },
  'This DOCX is very long; only its beginning was read.': { code: 'docx-cut' },
};

/** The labels version 1 named the steps of a page's reading by. */
const PARTS: Record<string, ReadingPart> = {
  'JSON-LD': 'json-ld',
  microdata: 'microdata',
  RDFa: 'rdfa',
  microformats: 'microformats',
  'contact links': 'contact-links',
  'the page text': 'page-text',
};
const partOf = (label: string): ReadingPart | undefined => PARTS[label] ?? (/^the \S+ page$/.test(label) ? 'site-page' : undefined);

/** A version 1 note as a code; null for a text that release did not write (dropped: notes only inform). */
export function noteOfV1(text: string): ExtractionNote | null {
  const known = NOTES[text];
  if (known) return known;
  const timeUp = /^Time ran out before (.+)\.$/.exec(text);
  const failed = /^Reading (.+) failed; it was skipped\.$/.exec(text);
  const layout = /^The (\S+) page layout was not recognised; the generic reader was used\.$/.exec(text);
  const part = partOf(timeUp?.[1] ?? failed?.[1] ?? '');
  if (timeUp && part) return { code: 'time-ran-out', part };
  if (failed && part) return { code: 'part-failed', part };
  if (layout) return { code: 'layout-not-recognised', site: layout[1]! };
  return null;
}

const PROBLEMS: Record<string, DocumentProblem> = {
  'This PDF is larger than 20 MB; CVs that large are not read.': { code: 'too-large', format: 'pdf', maxMegabytes: 20 },
  'This PDF has more than 30 pages; it does not look like a CV and is not read.': { code: 'too-many-pages', maxPages: 30 },
  'This PDF could not be read (damaged or password-protected).': { code: 'damaged', format: 'pdf' },
  'This PDF unpacks to far more data than any CV; it is not read.': { code: 'unpacks-too-large', format: 'pdf' },
  'This PDF uses more fonts than any CV; it is not read.': { code: 'too-many-fonts' },
  'This DOCX is larger than 20 MB; CVs that large are not read.': { code: 'too-large', format: 'docx', maxMegabytes: 20 },
  'This DOCX could not be read (damaged, or not a Word document).': { code: 'damaged', format: 'docx' },
  'This DOCX holds more text than any CV; it is not read.': { code: 'unpacks-too-large', format: 'docx' },
  'Only .html, .htm, .pdf and .docx files can be read.': { code: 'unsupported-file' },
};

/** A version 1 problem as a code; version 1 said the same of a scan and of a DOCX of pictures, told apart by the file's name. */
export function problemOfV1(text: string, fileName: string): ReadingProblem {
  if (text === 'This CV is an image; there is no text to read.') {
    return fileName.toLowerCase().endsWith('.docx') ? { code: 'pictures-only-docx' } : { code: 'scanned-pdf' };
  }
  return PROBLEMS[text] ?? { code: 'unexpected', detail: text };
}
