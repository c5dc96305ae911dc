// A business's legal form after its name ("GmbH", "S.r.l.", "B.V.", "Lda."), in every language of fields/entry-words.
import { ENTRY_WORDS } from '../fields/entry-words/index.ts';
import type { TextLine } from './text-lines.ts';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Compared as written: "SA", "SE", "AG" in lower case are words of their own.
const FORMS = [...new Set(ENTRY_WORDS.flatMap((w) => w.legalForms))]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');

// The whole text one legal form, a comma before it or after it left over from the line it was wrapped from.
const LEGAL_FORM_ALONE = new RegExp(`^[,\\s]*(?:${FORMS})[,\\s]*$`, 'u');
// "GmbH, Essen", "S.A. – Lisboa": a line opening on a legal form, then its place or nothing more.
const LEGAL_FORM_START = new RegExp(`^[,\\s]*(?:${FORMS})(?=$|[\\s,|·–—-])`, 'u');
// A text that ends on a legal form written with its full stops: "Trivento S.r.l.", "Acme Ltd.".
const LEGAL_FORM_END = new RegExp(`(?:^|[\\s,])(?:${FORMS})$`, 'u');

export const isLegalForm = (text: string): boolean => LEGAL_FORM_ALONE.test(text.trim());

export const endsOnLegalForm = (text: string): boolean => LEGAL_FORM_END.test(text.trim());

/**
 * "Velmora Technik Berlin" / "GmbH": whether a line goes on from the one before it, opening on the legal
 * form the employer's name there wraps before (alone, or before the employer's place: "GmbH, Essen"), in the same type.
 */
export function opensOnWrappedLegalForm(line: TextLine, before: TextLine): boolean {
  if (line.bullet || before.bullet || isLegalForm(before.text) || !LEGAL_FORM_START.test(line.text.trim())) return false;
  return isLegalForm(line.text) || (line.size === before.size && !/[,;:.]$/.test(before.text.trim()) && !line.text.includes('\t'));
}
