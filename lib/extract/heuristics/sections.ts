import { HEADING_WORDS, type SectionKind } from '../sections/headings/index.ts';
import { headingPair, linesUnderFirstCell, readColumns } from '../sections/side-by-side.ts';
import { hasEntryDate, isOnlyDates, removeDateRanges } from './dates.ts';
import { areHumanLanguages, parseLanguages } from './lists.ts';
import { memoByText } from './memo-by-text.ts';
import { foldKey } from './text.ts';
import { COMPANY_WORD, DEGREE_WORD, FIELD_OF_STUDY_WORD, INSTITUTION_WORD, TITLE_WORD } from './vocabulary.ts';
import { bodyTextSize, type TextLine } from './text-lines.ts';

export type { SectionKind } from '../sections/headings/index.ts';

const FILLERS = new Set(HEADING_WORDS.flatMap((language) => language.fillers));

/** A heading's folded words without the fillers that say nothing of its kind ("My Skills & Tools" → 'skills tools'). */
function headingKey(text: string): string {
  return foldKey(text)
    .split(' ')
    .filter((word) => !FILLERS.has(word))
    .join(' ');
}

const LOOKUP = new Map<string, SectionKind>();
for (const language of HEADING_WORDS) {
  for (const [kind, names] of Object.entries(language.headings) as [SectionKind, string[]][]) {
    for (const name of names) LOOKUP.set(headingKey(name), kind);
  }
}

// Letter-spaced headings ("S T U D I E S", "L A N G U A G E S I S P E A K") lose their word gaps: they
// are matched, spaces dropped, on the longest known heading they start with.
const LETTER_SPACED = /^(?:\p{L}\s){3,}/u;

/**
 * A heading in letter-spaced small capitals as a PDF's text gives it: the glyphs of the larger first
 * capital and of the smaller ones come in runs of their own, so some letters stay together ("ESP E R I E
 * N Z E LA VO R AT I VE", "OP LE I DI NG"): capitals alone, in three groups or more of at most three,
 * two and a half letters a group at most.
 */
function isUnevenlySpaced(text: string): boolean {
  const groups = text.split(/\s+/);
  return groups.length >= 3 && groups.every((group) => /^\p{Lu}{1,3}$/u.test(group)) && groups.join('').length <= groups.length * 2.5;
}

const SQUEEZED = new Map([...LOOKUP].map(([key, kind]) => [key.replace(/ /g, ''), kind]));
const LONGEST_SQUEEZED = Math.max(...[...SQUEEZED.keys()].map((key) => key.length));

function letterSpacedHeading(text: string): SectionKind | null {
  const letters = foldKey(text).replace(/ /g, '');
  const exact = SQUEEZED.get(letters);
  if (exact) return exact;
  // "P R O J E K T L E I T E R I N": a job title set letter-spaced, though it opens on a heading's word ("Projekt").
  if (TITLE_WORD.test(text.replace(/\s+/g, ''))) return null;
  for (let length = Math.min(letters.length, LONGEST_SQUEEZED); length >= 4; length--) {
    const kind = SQUEEZED.get(letters.slice(0, length));
    if (kind) return kind;
  }
  return null;
}

// "Experience (selected)", "本人希望記入欄（特に給料…）": the aside is no part of the heading.
const PARENTHESIS = /[(（][^)）]*[)）]/g;
// A history table's header row: the year and month columns ("年 月 学歴・職歴") before the heading itself.
const TABLE_DATE_COLUMNS = /^(?:年 月|year month|annee mois) /;
const CJK_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * The kind of section a heading line opens, or null when the line is not a heading. Beyond exact
 * headings, `prominent` lines (set apart by size, capitals or a colon) may match on their first or
 * last words ("Computer Engineering Experience"); ordinary lines ("Research Intern") may not.
 */
export function classifyHeading(text: string, prominent = true): SectionKind | null {
  return prominent ? prominentHeading(text) : ordinaryHeading(text);
}

/** Whether a heading's words name education and work, both and nothing else. */
function namesSchoolsAndJobs(wordKinds: Set<SectionKind | undefined>): boolean {
  return wordKinds.size === 2 && wordKinds.has('education') && wordKinds.has('experience');
}

/** A heading over one list of schools and jobs together: its words name education and work, and nothing else. */
export function headsSchoolsAndJobs(heading: string | null): boolean {
  const key = heading ? headingKey(heading.replace(/[:：]\s*$/, '')) : '';
  return !!key && namesSchoolsAndJobs(new Set(key.split(' ').map((word) => LOOKUP.get(word))));
}

// Each line is asked whether it is a heading by many rules.
const prominentHeading = memoByText((text: string) => headingKind(text, true));
const ordinaryHeading = memoByText((text: string) => headingKind(text, false));

// A section's number or letter before its heading ("2<tab>Experience", "3. Education", "IV. Languages", "3) Skills",
// "B) Formation"), as LaTeX's \section, Word's numbered headings and people typing their own number it.
const SECTION_NUMBER = /^(?:\d{1,2}[.)]?|[IVX]{1,4}[.)]|[A-H][.)])[\t ]+(?=\p{L})/u;

function headingKind(numbered: string, prominent: boolean): SectionKind | null {
  const text = numbered.replace(SECTION_NUMBER, '');
  // "projects." ending a wrapped sentence is no heading.
  if (text.length > 60 || /^\p{Ll}.*\.$/u.test(text)) return null;
  if (LETTER_SPACED.test(text) || isUnevenlySpaced(text)) return letterSpacedHeading(text);
  const key = headingKey(text.replace(/[:：]\s*$/, '').replace(PARENTHESIS, ' ')).replace(TABLE_DATE_COLUMNS, '');
  if (!key || key.split(' ').length > 5) return null;
  const exact = LOOKUP.get(key);
  if (exact) return exact;
  // Japanese headings run words together with 、 and ・: "志望の動機、特技、好きな学科…".
  if (CJK_START.test(key) && !text.includes('。')) return LOOKUP.get(key.split(' ')[0] ?? '') ?? null;
  // Known headings joined in an order the lists lack ("Diplômes et formation", "Studies & Degrees"): each word names the same kind.
  const wordKinds = new Set(key.split(' ').map((word) => LOOKUP.get(word)));
  // "Bildungsweg & Arbeitserfahrung", "Opleiding en werk": one dated list of schools and jobs, read as jobs and parted by kind.
  if (namesSchoolsAndJobs(wordKinds)) return 'experience';
  const [joined] = wordKinds;
  if (joined && wordKinds.size === 1 && !text.includes(',') && !text.includes('\t')) return joined;
  // "Skills & Tools", "Experience (selected)", "Leadership and Work Experience", "Computer Engineering Experience";
  // looser guesses only for short lines without commas, as "Software Engineer, Acme" is no heading.
  // Nor is "Resumé title<tab>additional information": two texts side by side on one baseline.
  if (!prominent || text.includes(',') || text.includes('\t')) return null;
  // "Développeur Full Stack", "Data Engineer": a job title ends on a heading's word, but is no heading;
  // nor is a degree that ends on its subject ("Laurea in Informatica", "Grado en Ingeniería Informática").
  if (TITLE_WORD.test(text) || DEGREE_WORD.test(text.split(/\s+/)[0] ?? '')) return null;
  const words = key.split(' ');
  const pairs = words.length <= 4 ? [words.slice(0, 2), words.slice(-2)] : [];
  // "Brackenfield Software": an organisation's name, set large over its jobs, is no heading.
  const organisationWord = (guess: string) => COMPANY_WORD.test(guess) || INSTITUTION_WORD.test(guess);
  for (const guess of pairs.map((w) => w.join(' '))) {
    const kind = LOOKUP.get(guess);
    if (kind && !organisationWord(guess)) return kind;
  }
  // One word alone names only a main section: "Maître de conférences" is a title, not a Conferences section.
  const singles = [...(words.length <= 2 ? [words[0]] : []), ...(words.length <= 4 ? [words.at(-1)] : [])];
  for (const guess of singles) {
    const kind = LOOKUP.get(guess ?? '');
    if (kind && kind !== 'other' && kind !== 'interests' && !organisationWord(guess ?? '')) return kind;
  }
  return null;
}

export interface Section {
  kind: SectionKind | 'header';
  heading: string | null;
  lines: TextLine[];
}

function medianSize(lines: TextLine[]): number {
  const sizes = lines.map((l) => l.size ?? 0).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

const INLINE_HEADING = /^([^:：]{3,40})[:：]\s*(.+)$/;
// A list's label run in after the sentences of a paragraph: "I speak French and German. Skills: Go, Rust."
const RUN_IN_HEADING = /^([^:：]*?\p{L}{2}[.!?])\s+([^:：.!?]{3,40})[:：]\s*(.+)$/u;
const isCapitals = (text: string) => text === text.toUpperCase() && /\p{Lu}/u.test(text);
/** How a line is set: heading mark, size and capitals; headings of one document share it. */
const styleOf = (line: TextLine) => `${line.heading ? 'h' : ''}${Math.round((line.size ?? 0) * 2) / 2}${isCapitals(line.text) ? 'C' : ''}`;
// "ZEVO", "CH-RB", "KLVM 2019 – 2021": an organisation's name that is one short acronym (its dates beside it), in
// capitals however the document sets its headings.
const ACRONYM = /^[\p{Lu}\d&-]{2,6}$/u;
const isAcronym = (line: TextLine) => ACRONYM.test(removeDateRanges(line.text).trim());
/** Two lines set alike, but for the capitals of an acronym (employers "Lumenfall" and "ZEVO" set as one level of heading). */
const setAlike = (a: TextLine, b: TextLine) =>
  styleOf(a) === styleOf(b) || ((isAcronym(a) || isAcronym(b)) && styleOf(a).replace(/C$/, '') === styleOf(b).replace(/C$/, ''));
/** A line that could be a heading by its shape: a few words of its own, no figures, no list, no sentence. */
const isSetApart = (line: TextLine) =>
  !line.bullet &&
  /\p{L}/u.test(line.text) &&
  !/[\d,;|•\t]|\.$/.test(line.text) &&
  line.text.length <= 40 &&
  line.text.split(' ').length <= 5;

/**
 * Splits lines at section headings (`Experience`, `Formation`, `Skills:` …); lines before the first go
 * to `header`. A heading whose words are unknown closes a section when it is set like the document's
 * known headings (same mark, size and capitals) or is a heading mark, and is no smaller than the heading
 * that opened the section; but a heading right under a heading, and those set like it, are sub-headings
 * (a company over its jobs, a group of skills), as are known headings of lesser sections set smaller.
 */
export function splitSections(lines: TextLine[]): Section[] {
  const sections: Section[] = [{ kind: 'header', heading: null, lines: [] }];
  let opener: TextLine | null = null;
  const bodySize = medianSize(lines);
  const prominent = (line: TextLine) => !!line.heading || isCapitals(line.text) || (line.size ?? 0) > bodySize * 1.05;
  // A heading is never followed by much larger type: "additional information" over a 34 pt name is a side note.
  const overLargerText = (i: number) => (lines[i + 1]?.size ?? 0) > (lines[i]?.size ?? Infinity) * 1.5;
  // "FRANÇAIS (LANGUE" / "MATERNELLE)": a line that leaves a bracket open runs on to the next one; it is no heading.
  const leavesBracketOpen = (text: string) => (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);
  const kinds = lines.map((line, i) =>
    line.bullet || overLargerText(i) || leavesBracketOpen(line.text) ? null : classifyHeading(line.text, prominent(line)),
  );
  const headingStyles = new Set(lines.filter((line, i) => kinds[i] && prominent(line)).map(styleOf));
  const isSubheading = (line: TextLine, { lines: [first] }: Section) => !first || (prominent(first) && setAlike(first, line));
  // A known heading set as the one that opened the section ("Interests" as "Education") opens a section beside it,
  // though the section's entries have titles set alike; group labels the section opened with ("Research" under "Skills") do not.
  const kindOf = new Map(lines.map((line, i) => [line, kinds[i]]));
  const besideOpener = (line: TextLine, { lines: [first] }: Section) =>
    !!first && !kindOf.get(first) && !!opener && styleOf(line) === styleOf(opener);
  const notSmaller = (line: TextLine) => (line.size ?? 0) >= (opener?.size ?? 0);
  // "Courses" in the text's type under "EDUCATION" or "Education": a lesser heading set smaller than the document's
  // headings, and not in their capitals, is part of its section.
  const mainHeadings = lines.filter((line, i) => kinds[i] && kinds[i] !== 'other' && kinds[i] !== 'interests');
  const headingSize = bodyTextSize(mainHeadings);
  const headingsInCapitals = mainHeadings.filter((line) => isCapitals(line.text)).length * 2 > mainHeadings.length;
  const setUnlikeHeadings = (line: TextLine) =>
    (!headingsInCapitals || !isCapitals(line.text)) && !line.heading && !!line.size && line.size < headingSize * 0.9;
  // "Tools: Jira, Git" over a job's dates, "Coursework: Algebra" before a degree's: a labelled line inside an
  // entry, which goes on after it with its dates before any heading, is a detail of the entry, not a section.
  const entryGoesOn = ({ kind }: Section, i: number) => {
    if (kind !== 'experience' && kind !== 'education') return false;
    for (let j = i + 1; j < lines.length && !kinds[j]; j++) {
      const text = lines[j]!.text;
      if (hasEntryDate(text)) return true;
      const label = INLINE_HEADING.exec(text)?.[1];
      if (label && classifyHeading(label)) return false;
    }
    return false;
  };
  // "2019 – 2021" / "University of Eastbrook" (set as a heading) / "BSc": where a section's entries open on their dates,
  // the line set as a heading right under an entry's dates is that entry's title, not the next section's heading.
  const titleUnderDates = ({ kind, lines: [first, ...rest] }: Section) =>
    (kind === 'experience' || kind === 'education') && !!first && isOnlyDates(first.text) && isOnlyDates((rest.at(-1) ?? first).text);
  // Inside Skills, "Tools" set like the group names before it ("Languages", "Office") names one more group;
  // and "Languages" over "Python", "Go" names a group of programming languages, not the spoken ones: the
  // lines under it, up to the next known heading, name no spoken language (unless it is set as "Skills" was).
  // "Research" in bold under "Skills", set as the group name "Design" before it and unlike the section's heading, names
  // one more group, though it is also the name of a section.
  const setAsGroupName = (line: TextLine, current: Section) =>
    !!line.bold &&
    !prominent(line) &&
    !!opener &&
    prominent(opener) &&
    current.lines.some((earlier) => earlier.bold && !earlier.bullet && styleOf(earlier) === styleOf(line));
  const groupsSkills = (i: number, current: Section) => {
    if (current.kind !== 'skills') return false;
    if (kinds[i] === 'skills') return current.lines.length > 0 && isSubheading(lines[i]!, current);
    if (kinds[i] === 'other' && setAsGroupName(lines[i]!, current)) return true;
    // "Languages" set as the section's own heading is a heading beside it, whatever the lines under it.
    if (kinds[i] !== 'languages' || (opener && prominent(opener) && styleOf(lines[i]!) === styleOf(opener))) return false;
    const end = kinds.findIndex((kind, j) => j > i && kind);
    const under = lines.slice(i + 1, end < 0 ? undefined : end);
    return under.length > 0 && !parseLanguages(under).length;
  };
  // "Informatique" between "Université de Valdor" and "Master": a field of study in the text's type, beside its
  // degree, names no Skills section. "Employment History" under a degree, in the text's type, names the jobs' section.
  const studiedField = (i: number, current: Section) =>
    current.kind === 'education' &&
    !!kinds[i] &&
    kinds[i] !== 'education' &&
    kinds[i] !== 'experience' &&
    !prominent(lines[i]!) &&
    FIELD_OF_STUDY_WORD.test(lines[i]!.text) &&
    [lines[i - 1], lines[i + 1]].some((next) => next && DEGREE_WORD.test(next.text));
  // "Work" / "Northwind Technologies": the line right under the heading of jobs or studies, set smaller than it, is
  // the section's first entry, though a heading's word is in its name: a section is not left before it holds a line.
  const firstEntryLine = (line: TextLine, current: Section) =>
    (current.kind === 'experience' || current.kind === 'education') &&
    current.lines.length === 0 &&
    !!opener?.size &&
    !!line.size &&
    line.size < opener.size * 0.9;
  // "Nubeclara Tecnologías" set as the employers before it under "Experience": a name that only ends on a heading's word
  // (no heading as it stands), set like the section's first line, which titles an entry, titles one more entry.
  const titlesLikeEntries = (i: number, current: Section) =>
    (current.kind === 'experience' || current.kind === 'education') &&
    current.lines.length > 0 &&
    !!kinds[i] &&
    classifyHeading(lines[i]!.text, false) === null &&
    isSubheading(lines[i]!, current);
  // "Tools<tab>Languages" in the text's type under "Skills": the names of two groups side by side, not two sections.
  const groupsSideBySide = (line: TextLine) => sections.at(-1)!.kind === 'skills' && !notSmaller(line);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (headingPair(line, classifyHeading) && !groupsSideBySide(line) && linesUnderFirstCell(lines, i)) {
      const columns = readColumns(lines, i, classifyHeading, (j) => kinds[j] ?? null);
      sections.push(...columns.sections);
      opener = line;
      i = columns.end - 1;
      continue;
    }
    const current = sections.at(-1)!;
    // A margin heading on the baseline of its section's first line: "Languages<tab>English (native)", and
    // "Skills<tab>Tools" though the two read as one heading, where the text column starts right of "Skills".
    const [marginHeading = '', ...besideHeading] = line.text.split('\t');
    const marginKind = besideHeading.length && !line.bullet ? classifyHeading(marginHeading, false) : null;
    const kind = marginKind && kinds[i] && !linesUnderFirstCell(lines, i) ? null : kinds[i];
    const lesser =
      (kind === 'other' || kind === 'interests') &&
      sections.length > 1 &&
      !besideOpener(line, current) &&
      (isSubheading(line, current) || (line.heading && opener?.heading && !notSmaller(line)) || setUnlikeHeadings(line));
    if (groupsSkills(i, current) || studiedField(i, current) || firstEntryLine(line, current) || titlesLikeEntries(i, current)) {
      current.lines.push(line);
      continue;
    }
    if (kind && !lesser) {
      // "EXPÉRIENCE" / "PROFESSIONNELLE": a heading in capitals wrapped in a narrow margin goes on on the next line;
      // a letter-spaced one only in letter-spaced type ("I S T R U Z I O N E" over a school's name in capitals is no wrap).
      const next = lines[i + 1];
      const spacedAlike = next && LETTER_SPACED.test(line.text) === LETTER_SPACED.test(next.text);
      const wrapped =
        next && spacedAlike && !kinds[i + 1] && !next.bullet && isCapitals(line.text) && isCapitals(next.text)
          ? `${line.text} ${next.text}`
          : '';
      const wrappedKind = wrapped ? classifyHeading(wrapped, false) : null;
      sections.push({ kind: wrappedKind ?? kind, heading: wrappedKind ? wrapped : line.text, lines: [] });
      opener = line;
      if (wrappedKind) i++;
      continue;
    }
    // Within Skills, "Languages: Python, Go" and "Teaching<tab>Moodle, Canva" are skill groups;
    // "Languages: English, French" are languages and "Interests: Tennis" is no skill.
    const staysInSkills = (labelKind: SectionKind, rest: string) =>
      current.kind === 'skills' &&
      (labelKind === 'skills' || labelKind === 'other' || (labelKind === 'languages' && !areHumanLanguages(rest)));
    if (marginKind && !staysInSkills(marginKind, besideHeading.join(', '))) {
      sections.push({ kind: marginKind, heading: marginHeading, lines: [{ ...line, text: besideHeading.join('\t') }] });
      continue;
    }
    const runIn = line.bullet ? null : RUN_IN_HEADING.exec(line.text);
    const runInKind = runIn?.[2] ? classifyHeading(runIn[2], false) : null;
    if (
      runIn &&
      (runInKind === 'skills' || runInKind === 'languages') &&
      !staysInSkills(runInKind, runIn[3]!) &&
      !entryGoesOn(current, i)
    ) {
      current.lines.push({ ...line, text: runIn[1]! });
      sections.push({ kind: runInKind, heading: runIn[2]!, lines: [{ ...line, text: runIn[3]! }] });
      continue;
    }
    const inline = line.bullet ? null : INLINE_HEADING.exec(line.text);
    const inlineKind = inline?.[1] ? classifyHeading(inline[1]) : null;
    // Only list sections open inline ("Skills: Go, Rust"); "Work: jane@acme.com" is not an Experience section.
    const opensInline = inlineKind === 'skills' || inlineKind === 'languages' || inlineKind === 'interests' || inlineKind === 'other';
    if (inline?.[2] && inlineKind && opensInline && !staysInSkills(inlineKind, inline[2]) && !entryGoesOn(current, i)) {
      sections.push({ kind: inlineKind, heading: inline[1] ?? null, lines: [{ ...line, text: inline[2] }] });
      continue;
    }
    // "Lakeside College" set as a heading under "Education": a school's name titles one of the section's entries.
    const titlesEntry = current.kind === 'education' && INSTITUTION_WORD.test(line.text);
    // "SAP" among "Excel", "Figma" under Skills, set in capitals as the headings are: an acronym is one more skill.
    const skillAcronym = current.kind === 'skills' && isAcronym(line);
    const closes =
      sections.length > 1 &&
      !titlesEntry &&
      !skillAcronym &&
      !isSubheading(line, current) &&
      !titleUnderDates(current) &&
      notSmaller(line) &&
      ((line.heading && opener?.heading) || (isSetApart(line) && headingStyles.has(styleOf(line))));
    if (closes) {
      sections.push({ kind: 'other', heading: line.text, lines: [] });
      opener = line;
      continue;
    }
    current.lines.push(line);
  }
  return sections;
}
