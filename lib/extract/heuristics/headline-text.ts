import { collapseLetterSpacing } from './names.ts';
import { cleanText } from './text.ts';

// "CV – Data Analyst", "Curriculum Vitae: Data Analyst": what the document calls itself, before the title.
const CV_PREFIX = /^(?:curriculum\s+vitae|currículum\s+vitae|curriculum|cv|résumé|resume|lebenslauf|currículo)\s*[:|–—-]\s*(?=\p{L})/iu;

/** The title a headline line states, without the name the document gives itself before it. */
export function titleOf(text: string): string {
  return cleanText(collapseLetterSpacing(text)).replace(CV_PREFIX, '');
}
