// A title run into its description: résumés written in paragraphs set the role at the head of the paragraph
// under the employer's dated line, ended by a full stop ("Acme Ltd, Leeds<tab>2019 – 2022" /
// "Financial Controller. Led the move to …").
import { hasEntryDate, removeDateRanges } from './dates.ts';
import type { TextLine } from './text-lines.ts';
import { COMPANY_WORD, INSTITUTION_WORD, TITLE_WORD } from './vocabulary.ts';

// A short phrase ended by a full stop before the sentence that follows it: "Product Manager. Led …".
const RUN_IN = /^(\p{Lu}[\p{L}'’&/-]*(?:\s[\p{L}'’&/-]+){0,4})\.\s+(?=\p{Lu})(.+)$/u;

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
