// A title run into its description: résumés written in paragraphs set the role at the head of the paragraph
// under the employer's dated line, ended by a full stop ("Acme Ltd, Leeds<tab>2019 – 2022" /
// "Financial Controller. Led the move to …").
import { findDateRange, hasEntryDate, removeDateRanges } from './dates.ts';
import type { TextLine } from './text-lines.ts';
import { COMPANY_WORD, INSTITUTION_WORD, TITLE_WORD } from './vocabulary.ts';

// A short phrase ended by a full stop before the sentence that follows it: "Product Manager. Led …", "Senior
// Consultant – SAP. Led …" (what the job was about after a dash).
const RUN_IN = /^(\p{Lu}[\p{L}'’&/-]*(?:\s(?:[\p{L}'’&/-]+|[–—])){0,5})\.\s+(?=\p{Lu})(.+)$/u;

/**
 * Lines with each title run into the description under a dated line set on a line of its own, where the dated
 * line names no title: the phrase is a job title by its words and no organisation's name.
 */
export function withRunInTitlesApart(lines: TextLine[]): TextLine[] {
  return lines.flatMap((line, i) => {
    const above = lines[i - 1];
    const m = RUN_IN.exec(line.text);
    if (!m || !above || line.bullet || !hasEntryDate(above.text) || TITLE_WORD.test(removeDateRanges(above.text))) return [line];
    const [, title = '', rest = ''] = m;
    if (!TITLE_WORD.test(title) || COMPANY_WORD.test(title) || INSTITUTION_WORD.test(title)) return [line];
    // The title belongs to the entry's header, set where its dated line is, not in with the description.
    return [
      { ...line, text: title, indent: above.indent, fields: undefined },
      { ...line, text: rest, fields: undefined },
    ];
  });
}

// A dated header of fields apart by commas, ended by a full stop after a word (not an initial's, as in
// "S.A."), and the sentence that runs on after it: "2019 – 2022 Buyer, Acme, Leeds. Bought fabrics …".
const RUN_ON = /^(.*?\p{L}{2}\.)\s+(?=\p{Lu})(.+)$/u;
const MAX_HEADER_WORDS = 14;
const MIN_DESCRIPTION_WORDS = 6;

/**
 * Lines with each dated header that runs on into its description ("dates Title, Employer, Town. Led …", as a
 * paragraph set with its dates run in) cut after the header's full stop, the description on a line of its own.
 */
export function withRunOnDescriptionsApart(lines: TextLine[]): TextLine[] {
  return lines.flatMap((line) => {
    const m = hasEntryDate(line.text) ? RUN_ON.exec(line.text) : null;
    if (!m || line.bullet) return [line];
    const [, header = '', rest = ''] = m;
    const fields = removeDateRanges(header).trim();
    if (
      !findDateRange(header) ||
      !fields.includes(',') ||
      fields.split(/\s+/).length > MAX_HEADER_WORDS ||
      // A short last field ended by its own full stop ("Licence, Génie mécanique. ISV Boréale.") is no sentence.
      (rest.split(/\s+/).length < MIN_DESCRIPTION_WORDS && /\.\s*$/.test(rest))
    )
      return [line];
    return [
      { ...line, text: header, fields: undefined, spaced: undefined },
      { ...line, text: rest.replace(/\t/g, ' '), fields: undefined, spaced: undefined },
    ];
  });
}
