// A business's legal form after its name ("GmbH", "S.r.l.", "B.V.", "Lda."), in every language of fields/entry-words.
import { ENTRY_WORDS } from '../fields/entry-words/index.ts';
import type { TextLine } from './text-lines.ts';
import { alternativesOf } from './word-alternatives.ts';

// Compared as written: "SA", "SE", "AG" in lower case are words of their own.
const FORMS = alternativesOf(ENTRY_WORDS.flatMap((w) => w.legalForms));

// The whole text one legal form, a comma before it or after it left over from the line it was wrapped from.
const LEGAL_FORM_ALONE = new RegExp(`^[,\\s]*(?:${FORMS})[,\\s]*$`, 'u');
// A text that ends on a legal form written with its full stops: "Trivento S.r.l.", "Acme Ltd.".
const LEGAL_FORM_END = new RegExp(`(?:^|[\\s,])(?:${FORMS})$`, 'u');

// A text that opens on a legal form: "Co., Ltd." after "Acme. ".
const LEGAL_FORM_START = new RegExp(`^(?:${FORMS})(?=[\\s,]|$)`, 'u');

export const isLegalForm = (text: string): boolean => LEGAL_FORM_ALONE.test(text.trim());

export const opensOnLegalForm = (text: string): boolean => LEGAL_FORM_START.test(text.trim());

export const endsOnLegalForm = (text: string): boolean => LEGAL_FORM_END.test(text.trim());

/** "Velmora Technik Berlin" / "GmbH": a line that is only the legal form the employer's name on the line before it wraps before. */
export function opensOnWrappedLegalForm(line: TextLine, before: TextLine): boolean {
  return !line.bullet && !before.bullet && !isLegalForm(before.text) && isLegalForm(line.text);
}

/** "Cortiças do Sado", "Lda.": a name's parts split at its commas, a legal form written after its comma kept with the name before it. */
export function withLegalFormsJoined(parts: string[]): string[] {
  return parts.reduce<string[]>((joined, part) => {
    if (joined.length && isLegalForm(part) && !isLegalForm(joined.at(-1)!)) joined[joined.length - 1] += `, ${part}`;
    else joined.push(part);
    return joined;
  }, []);
}
