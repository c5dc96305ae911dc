import { findDateRange } from './dates.ts';
import type { TextLine } from './text-lines.ts';

// A timeline's year labels are set well below the entries' type: at most this share of the line they label.
const MAX_LABEL_SIZE = 0.85;
// The line a label dates is an entry's header line, a title or an employer: a few words, no sentence.
const MAX_HEADER_WORDS = 8;
const YEAR = /^\s*(?:19|20)\d{2}\s*$/;

/** "2019", "2021": a year alone on its line, in type much smaller than `other`. */
function isYearLabel(line: TextLine | undefined, other: TextLine): boolean {
  return !!line && !line.bullet && YEAR.test(line.text) && !!line.size && !!other.size && line.size <= other.size * MAX_LABEL_SIZE;
}

function isHeaderLine(line: TextLine | undefined): line is TextLine {
  if (!line || line.bullet || findDateRange(line.text)) return false;
  const text = line.text.replace(/\t[•·\s]*$/u, '').trim();
  return /\p{L}/u.test(text) && text.split(/\s+/).length <= MAX_HEADER_WORDS && !/[.;:!?]$/.test(text);
}

/**
 * "Acme<tab>Leeds" / "2019" / "Analyst" / "2021" / "Led …": a timeline's year labels, set small on lines of their own
 * between an entry's header lines, the start over the line it dates and the end under it (a bar drawn between them,
 * a job held now left open). The range goes onto the header line over the start as a cell of its own, so the entry
 * reads as "Acme<tab>Leeds<tab>2019 – 2021" / "Analyst".
 */
export function joinTimelineYears(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const [over, under] = [out.at(-1), lines[i + 1]];
    if (!isHeaderLine(over) || !isHeaderLine(under) || !isYearLabel(line, over) || !isYearLabel(line, under)) {
      out.push(line);
      continue;
    }
    const end = isYearLabel(lines[i + 2], under) ? lines[i + 2]!.text.trim() : '';
    const range = end ? `${line.text.trim()} – ${end}` : line.text.trim();
    out[out.length - 1] = { ...over, text: `${over.text}\t${range}`, fields: undefined };
    out.push(under);
    i += end ? 2 : 1;
  }
  return out;
}
