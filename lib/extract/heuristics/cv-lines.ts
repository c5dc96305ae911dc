import type { CountryCode } from 'libphonenumber-js';
import type { CandidateDraft } from '../candidate.ts';
import { isRefereeHeading } from '../fields/label-rows.ts';
import { findContacts } from './contacts.ts';
import { countryFromScript } from './phones.ts';
import { parseEducation, parseExperience, roleLines } from './entries.ts';
import { readHeader } from './header.ts';
import { areHumanLanguages, parseLanguages, parseListItems } from './lists.ts';
import { splitName } from './names.ts';
import { classifyHeading, type SectionKind } from './sections.ts';
import { cleanText } from './text.ts';
import type { TextLine } from './text-lines.ts';

export interface Section { kind: SectionKind | 'header'; heading: string | null; lines: TextLine[] }

function medianSize(lines: TextLine[]): number {
  const sizes = lines.map((l) => l.size ?? 0).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 0;
}

const INLINE_HEADING = /^([^:：]{3,40})[:：]\s*(.+)$/;
const PASTIMES = /^(?:interests|hobbies|pastimes|loisirs|centres? d.int[ée]r[êe]ts?|趣味)$/i;

/** Splits lines at section headings (`Experience`, `Formation`, `Skills:` …); lines before the first go to `header`. */
export function splitSections(lines: TextLine[]): Section[] {
  const sections: Section[] = [{ kind: 'header', heading: null, lines: [] }];
  // An unknown heading closes a section only when it is at least as prominent as the one that opened it
  // (an <h3> job title inside an <h2> Experience section does not).
  let openingSize = Infinity;
  const bodySize = medianSize(lines);
  const prominent = (line: TextLine) => !!line.heading ||
    (line.text === line.text.toUpperCase() && /\p{Lu}/u.test(line.text)) || (line.size ?? 0) > bodySize * 1.05;
  // A heading is never followed by much larger type: "additional information" over a 34 pt name is a side note.
  const overLargerText = (i: number) => (lines[i + 1]?.size ?? 0) > (lines[i]?.size ?? Infinity) * 1.5;
  for (const [i, line] of lines.entries()) {
    const kind = line.bullet || overLargerText(i) ? null : classifyHeading(line.text, prominent(line));
    if (kind) { sections.push({ kind, heading: line.text, lines: [] }); openingSize = line.heading ? line.size ?? 0 : Infinity; continue; }
    // A margin heading on the baseline of its section's first line: "Languages<tab>English (native)".
    const [marginHeading = '', ...besideHeading] = line.text.split('\t');
    const marginKind = besideHeading.length && !line.bullet ? classifyHeading(marginHeading, false) : null;
    if (marginKind) {
      sections.push({ kind: marginKind, heading: marginHeading, lines: [{ ...line, text: besideHeading.join('\t') }] });
      continue;
    }
    const inline = line.bullet ? null : INLINE_HEADING.exec(line.text);
    const inlineKind = inline?.[1] ? classifyHeading(inline[1]) : null;
    const current = sections.at(-1)!;
    // Within Skills, "Languages: Python, Go" is a skill group; "Languages: English, French" are languages
    // and "Interests: Tennis" is no skill.
    const staysInSkills = current.kind === 'skills' && !PASTIMES.test(inline?.[1] ?? '') &&
      !(inlineKind === 'languages' && areHumanLanguages(inline?.[2] ?? ''));
    // Only list sections open inline ("Skills: Go, Rust"); "Work: jane@acme.com" is not an Experience section.
    const opensInline = inlineKind === 'skills' || inlineKind === 'languages' || inlineKind === 'other';
    if (inline?.[2] && inlineKind && opensInline && !staysInSkills) {
      sections.push({ kind: inlineKind, heading: inline[1] ?? null, lines: [{ ...line, text: inline[2] }] });
      continue;
    }
    if (line.heading && sections.length > 1 && (line.size ?? 0) >= openingSize) {
      sections.push({ kind: 'other', heading: line.text, lines: [] });
      continue;
    }
    sections.at(-1)!.lines.push(line);
  }
  return sections;
}

function linesOf(sections: Section[], kind: Section['kind']): TextLine[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}

/** Lines read at most: a CV is a few hundred lines; beyond this a page is not a CV and the rest is noise. */
export const MAX_LINES = 2000;

/** The generic CV reader: reading-ordered lines of text in, every field it can find out. */
export interface ReadingHints {
  country?: CountryCode;
  /** Base for relative links. */
  baseUrl?: string;
  /** Names the document states elsewhere (a page title): a header line equal to one is the name. */
  names?: string[];
}

export function extractFromLines(allLines: TextLine[], hints: ReadingHints = {}): CandidateDraft {
  const lines = allLines.slice(0, MAX_LINES);
  const { baseUrl } = hints;
  const sections = splitSections(lines);
  const header = linesOf(sections, 'header');
  // Phones are looked for near the name and in Contact sections; a page without headings has one huge "header".
  const contactLines = new Set([...header.slice(0, 40), ...linesOf(sections, 'contact').slice(0, 40)]);
  const top = readHeader(header.length ? header : lines.slice(0, 8), hints.names, linesOf(sections, 'contact'));
  // Phone numbers are read as written where the person lives, else as in the document's language or script.
  const country = top.country ?? hints.country ?? countryFromScript(lines.map((l) => l.text));
  // Referees' e-mails, phones and profiles are not the candidate's.
  const refereeLines = new Set(sections.filter((s) => s.heading && isRefereeHeading(s.heading)).flatMap((s) => s.lines));
  const contacts = findContacts(lines.filter((l) => !refereeLines.has(l)), contactLines, country, baseUrl);
  const experienceLines = linesOf(sections, 'experience');
  const summary = cleanText(linesOf(sections, 'summary').map((l) => l.text).join(' ')).slice(0, 2000);
  const draft: CandidateDraft = {
    ...contacts,
    headline: top.headline,
    location: top.location,
    summary: summary || null,
    skills: parseListItems(linesOf(sections, 'skills')),
    languages: parseLanguages(linesOf(sections, 'languages')),
    experience: parseExperience(experienceLines.length ? experienceLines : roleLines(lines)),
    education: parseEducation(linesOf(sections, 'education')),
  };
  if (top.name) draft.name = splitName(top.name);
  return draft;
}
