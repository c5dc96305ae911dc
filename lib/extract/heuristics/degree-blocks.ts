// One degree names one school: header lines an entry's dates would take, parted where a school or a whole degree is named again.
import { removeDateRanges } from './dates.ts';
import { MAX_HEADER_LINES, type EntryBlock, type Item } from './entry-items.ts';
import { splitFields } from './text.ts';
import { DEGREE_WORD, INSTITUTION_WORD } from './vocabulary.ts';

/** What a line names in a degree's header: the school, or the degree; null when it names both ("Diplôme Grande École") or neither. */
export function schoolRole(text: string): 'school' | 'degree' | null {
  const [school, degree] = [INSTITUTION_WORD.test(text), DEGREE_WORD.test(text)];
  return school === degree ? null : school ? 'school' : 'degree';
}

/**
 * "Licence, Chimie, Université de Brévane": a line whose fields name a degree and, apart, its school, the whole of a
 * degree's header; not "Diplôme Grande École", one field naming both.
 */
export function namesDegreeAndSchool(text: string): boolean {
  const fields = splitFields(removeDateRanges(text)).flatMap((f) => f.split(/,\s+/));
  return (
    fields.some((f) => DEGREE_WORD.test(f) && !INSTITUTION_WORD.test(f)) &&
    fields.some((f) => INSTITUTION_WORD.test(f) && !DEGREE_WORD.test(f))
  );
}

/** Header lines parted where a line names a whole degree again, each part with where it opens. */
function eachWholeDegree(lines: string[]): { at: number; header: string[] }[] {
  const blocks: { at: number; header: string[] }[] = [];
  lines.forEach((line, at) => {
    if (!blocks.length || (namesDegreeAndSchool(line) && blocks.at(-1)!.header.some(namesDegreeAndSchool))) blocks.push({ at, header: [] });
    blocks.at(-1)!.header.push(line);
  });
  return blocks;
}

/**
 * "Wrenmoor University" / "BSc Physics" / "Lakeside College" / "2015 – 2018": one degree names one school. Where the
 * lines an entry's dates take name a school and its degree, then a school again, the entry opens on the later school
 * (its take shortened), and the lines before it are a degree of their own without dates, returned as its block.
 */
export function schoolNamedBefore(items: Item[], anchor: number, take: number[], k: number): { at: number; block: EntryBlock }[] {
  const first = anchor - take[k]!;
  const lines = items.slice(first, anchor + 1).map((item) => item.text);
  // "Licence, Chimie, Université de Brévane" / "2016 – 2019<tab>Master, Chimie, Université de Pontlieu": each line names a whole degree.
  const whole = lines.findLastIndex(namesDegreeAndSchool);
  if (whole > 0 && lines.slice(0, whole).some(namesDegreeAndSchool)) {
    take[k] = lines.length - 1 - whole;
    return eachWholeDegree(lines.slice(0, whole)).map(({ at, header }) => ({
      at: first + at,
      block: { header, dates: null, dateLine: -1, sawBody: false },
    }));
  }
  // "BTS, Comptabilité" / "Université de Brévane" / "Diplôme d'ingénieur<tab>2011" / "INSA Valmont": the dated line names a
  // degree of its own, so a degree and a school over it are another degree, without dates.
  const above = lines.slice(0, -1);
  if (
    schoolRole(removeDateRanges(lines.at(-1)!)) === 'degree' &&
    above.some((text) => schoolRole(text) === 'school') &&
    above.some((text) => schoolRole(text) === 'degree')
  ) {
    take[k] = 0;
    return [{ at: first, block: { header: above, dates: null, dateLine: -1, sawBody: false } }];
  }
  const opens = lines.findLastIndex((text) => schoolRole(text) === 'school');
  const before = lines.slice(0, Math.max(0, opens));
  if (!before.some((text) => schoolRole(text) === 'school') || !before.some((text) => DEGREE_WORD.test(text))) return [];
  take[k] = lines.length - 1 - opens;
  return [{ at: first, block: { header: before, dates: null, dateLine: -1, sawBody: false } }];
}

/**
 * "Wrenmoor University" / "BSc Physics" / "2015 – 2018" / "Lakeside College" / "MSc Finance": after an entry's dates
 * that follow its school, lines naming a school and a degree again are a degree of their own without dates; the entry
 * gives up those lines (its give shortened), and they are returned as their block.
 */
export function schoolNamedAfter(
  items: Item[],
  anchors: number[],
  { take, give, runAfter }: { take: number[]; give: number[]; runAfter: number[] },
  k: number,
): { at: number; block: EntryBlock }[] {
  const anchor = anchors[k]!;
  const own = items.slice(anchor - take[k]!, anchor + 1).map((item) => item.text);
  const given = items.slice(anchor + 1, anchor + give[k]! + 1).map((item) => item.text);
  // Where entries open on their dates, the lines the header runs on to past those its shape gives it: a degree named again
  // there is one of its own still ("2011 – 2014" / "Wrenmoor University" / "MSc" / "Physics" / "Lakeside College" / "BSc").
  const runOn = give[k]! > 0 ? items.slice(anchor + 1, anchor + runAfter[k]! + 1).map((item) => item.text) : given;
  // Where the header named its school, a school named again opens the next degree, and so does a degree set over its
  // school ("BSc Geography" / "Wrenmoor University · 2013 – 2016" / "Master Hydrology" / "Lakeshore College").
  const found = [
    degreeNamedAgain(own, runOn),
    own.some((text) => schoolRole(text) === 'school') ? given.findIndex((text) => schoolRole(text) === 'school') : -1,
  ].filter((at) => at >= 0);
  if (!found.length) return [];
  const opens = Math.min(...found);
  const next = anchors[k + 1] === undefined ? Infinity : anchors[k + 1]! - take[k + 1]!;
  const end = Math.min(anchor + runAfter[k]!, next - 1, anchor + opens + MAX_HEADER_LINES);
  const header = items.slice(anchor + 1 + opens, end + 1).map((item) => item.text);
  if (!header.some((text) => DEGREE_WORD.test(text))) return [];
  give[k] = Math.min(give[k]!, opens);
  return [{ at: anchor + 1 + opens, block: { header, dates: null, dateLine: -1, sawBody: items[end + 1]?.role === 'body' } }];
}

/**
 * "BSc Physics<tab>2015" / "Wrenmoor University" / "MSc Finance" / "Lakeside College": once an entry's header has named a
 * degree and a school, a line naming a degree over one naming a school opens a degree of its own, as does a line naming a
 * school again ("2015 – 2018" / "Wrenmoor University" / "BSc Physics" / "Lakeside College" / "MSc Finance"); where, in
 * the lines after the dates, or -1.
 */
function degreeNamedAgain(own: string[], given: string[]): number {
  const named = [...own];
  for (let j = 0; j < given.length; j++) {
    const complete = named.some((text) => DEGREE_WORD.test(text)) && named.some((text) => INSTITUTION_WORD.test(text));
    const degreeOverSchool = schoolRole(given[j]!) === 'degree' && schoolRole(given[j + 1] ?? '') === 'school';
    const schoolAgain = schoolRole(given[j]!) === 'school' && named.some((text) => schoolRole(text) === 'school');
    if (complete && (degreeOverSchool || schoolAgain || namesDegreeAndSchool(given[j]!))) return j;
    named.push(given[j]!);
  }
  return -1;
}
