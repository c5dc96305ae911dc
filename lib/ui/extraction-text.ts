import type { ExtractionNote, ReadingPart } from '../extract/notes';
import type { ReadingProblem } from '../extract/documents/document-error';
import type { MessageKey, Translator } from './i18n';

const PARTS: Record<ReadingPart, MessageKey> = {
  'json-ld': 'partJsonLd',
  microdata: 'partMicrodata',
  rdfa: 'partRdfa',
  microformats: 'partMicroformats',
  'contact-links': 'partContactLinks',
  'site-page': 'partSitePage',
  'page-text': 'partPageText',
};

/** A site adapter's name as the recruiter knows the site ("linkedin" → "Linkedin"; the source badges do the same). */
export const siteLabel = (site: string) => site.charAt(0).toUpperCase() + site.slice(1);

/** An extraction note in the recruiter's language. */
export function noteText(note: ExtractionNote, { t }: Translator): string {
  switch (note.code) {
    case 'time-ran-out':
      return t('noteTimeRanOut', t(PARTS[note.part]));
    case 'part-failed':
      return t('notePartFailed', t(PARTS[note.part]));
    case 'layout-not-recognised':
      return t('noteLayoutNotRecognised', siteLabel(note.site));
    case 'page-cut':
      return t('notePageCut');
    case 'text-cut':
      return t('noteTextCut');
    case 'nesting-cut':
      return t('noteNestingCut');
    case 'lines-cut':
      return t('noteLinesCut');
    case 'contact-links-cut':
      return t('noteContactLinksCut');
    case 'contact-directory':
      return t('noteContactDirectory');
    case 'microformats-cut':
      return t('noteMicroformatsCut');
    case 'microdata-cut':
      return t('noteMicrodataCut');
    case 'json-ld-too-large':
      return t('noteJsonLdTooLarge');
    case 'json-ld-invalid':
      return t('noteJsonLdInvalid');
    case 'docx-cut':
      return t('noteDocxCut');
  }
}

/** Why a document gave no candidate, in the recruiter's language. */
export function problemText(problem: ReadingProblem, { t }: Translator): string {
  switch (problem.code) {
    case 'too-large':
      return t('problemTooLarge', problem.format.toUpperCase(), problem.maxMegabytes);
    case 'too-many-pages':
      return t('problemTooManyPages', problem.maxPages);
    case 'scanned-pdf':
      return t('problemScannedPdf');
    case 'pictures-only-docx':
      return t('problemPicturesOnlyDocx');
    case 'encrypted':
      return t('problemEncrypted');
    case 'damaged':
      return t('problemDamaged', problem.format.toUpperCase());
    case 'unpacks-too-large':
      return t('problemUnpacksTooLarge', problem.format.toUpperCase());
    case 'too-many-fonts':
      return t('problemTooManyFonts');
    case 'too-slow':
      return t('problemTooSlow', problem.format.toUpperCase());
    case 'unsupported-file':
      return t('problemUnsupportedFile');
    case 'unexpected':
      return t('problemUnexpected');
  }
}
