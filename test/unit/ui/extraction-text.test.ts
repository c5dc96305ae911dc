import { describe, expect, it } from 'vitest';
import en from '../../../public/_locales/en/messages.json';
import fr from '../../../public/_locales/fr/messages.json';
import { emptyCandidate } from '../../../lib/extract/candidate';
import type { ReadingProblem } from '../../../lib/extract/documents/document-error';
import type { ExtractionNote, NoteCode } from '../../../lib/extract/notes';
import { candidateFromForm, formFromCandidate } from '../../../lib/ui/candidate-form';
import { noteText, problemText } from '../../../lib/ui/extraction-text';
import { fieldsToCheck } from '../../../lib/ui/fields-to-check';
import { createTranslator } from '../../../lib/ui/i18n';

const english = createTranslator('en', en);
const french = createTranslator('fr', fr);

const EVERY_NOTE = {
  'time-ran-out': { code: 'time-ran-out', part: 'microformats' },
  'part-failed': { code: 'part-failed', part: 'site-page' },
  'layout-not-recognised': { code: 'layout-not-recognised', site: 'linkedin' },
  'page-cut': { code: 'page-cut' },
  'text-cut': { code: 'text-cut' },
  'nesting-cut': { code: 'nesting-cut' },
  'lines-cut': { code: 'lines-cut' },
  'contact-links-cut': { code: 'contact-links-cut' },
  'contact-directory': { code: 'contact-directory' },
  'microformats-cut': { code: 'microformats-cut' },
  'microdata-cut': { code: 'microdata-cut' },
  'json-ld-too-large': { code: 'json-ld-too-large' },
  'json-ld-invalid': { code: 'json-ld-invalid' },
  'docx-cut': { code: 'docx-cut' },
} satisfies { [Code in NoteCode]: Extract<ExtractionNote, { code: Code }> };

const EVERY_PROBLEM = {
  'too-large': { code: 'too-large', format: 'docx', maxMegabytes: 20 },
  'too-many-pages': { code: 'too-many-pages', maxPages: 30 },
  'scanned-pdf': { code: 'scanned-pdf' },
  'pictures-only-docx': { code: 'pictures-only-docx' },
  encrypted: { code: 'encrypted' },
  damaged: { code: 'damaged', format: 'pdf' },
  'unpacks-too-large': { code: 'unpacks-too-large', format: 'pdf' },
  'too-many-fonts': { code: 'too-many-fonts' },
  'too-slow': { code: 'too-slow', format: 'pdf' },
  'unsupported-file': { code: 'unsupported-file' },
  unexpected: { code: 'unexpected', detail: 'Offscreen documents are not available.' },
} satisfies { [Code in ReadingProblem['code']]: Extract<ReadingProblem, { code: Code }> };

describe('notes and document problems in the recruiter’s language', () => {
  it('have a sentence of their own in English and in French, with their parameters in place', () => {
    const texts = [...Object.values(EVERY_NOTE).map((n) => [noteText(n, english), noteText(n, french)])];
    texts.push(...Object.values(EVERY_PROBLEM).map((p) => [problemText(p, english), problemText(p, french)]));
    for (const [inEnglish, inFrench] of texts) {
      expect(inEnglish).toMatch(/^\S.*[.?]$/);
      expect(inFrench).toMatch(/^\S.*[.?]$/);
      expect(inFrench).not.toBe(inEnglish);
      expect(`${inEnglish} ${inFrench}`).not.toMatch(/\$\d/);
    }
    expect(new Set(texts.map(([inEnglish]) => inEnglish)).size).toBe(texts.length);
  });

  it('name the site, the part and the limits', () => {
    expect(noteText(EVERY_NOTE['layout-not-recognised'], english)).toBe(
      'The Linkedin page layout was not recognised; the page was read as plain text.',
    );
    expect(noteText(EVERY_NOTE['time-ran-out'], french)).toBe('Le temps a manqué pour tout lire : microformats.');
    expect(problemText(EVERY_PROBLEM['too-large'], french)).toBe("Ce DOCX dépasse 20 Mo ; un CV aussi lourd n'est pas lu.");
  });
});

describe('the confidence of an edited field', () => {
  const read = { ...emptyCandidate(), location: 'France', headline: 'Nurse', sources: { location: 'pdf', headline: 'pdf' } };
  const candidate = { ...read, confidence: { location: 'low' as const, headline: 'medium' as const } };

  it('marks the unsure fields until the recruiter edits them, and is not posted for what they typed', () => {
    expect(fieldsToCheck(candidate)).toEqual(new Set(['location']));
    const edited = candidateFromForm({ ...formFromCandidate(candidate), location: 'Lyon, France' }, candidate);
    expect(fieldsToCheck(edited)).toEqual(new Set());
    expect(edited.confidence).toEqual({ headline: 'medium' });
    expect(edited.sources.location).toBe('recruiter');
  });
});
