import type { CountryCode } from 'libphonenumber-js';
import type { CandidateDraft, Experience } from '../candidate.ts';
import { isDocumentTitle, isRefereeHeading } from '../fields/label-rows.ts';
import { findContacts, linesNearEmails } from './contacts.ts';
import { findEmails } from './emails.ts';
import { isCreditLine, linkKey, othersLinkKeys, ownFooterLinks, profileLinks, wrappedUrls } from './links.ts';
import { countryFromScript } from './phones.ts';
import { listsDegrees, parseEducation, parseExperience, roleLines, schoolsAmongJobs } from './entries.ts';
import { readHeader } from './header.ts';
import { parseLanguages, readSkills, splitItems, unheadedLanguages } from './lists.ts';
import { labelledListRows, skillSectionLines } from './skill-sections.ts';
import { languagesInProse } from './prose-languages.ts';
import { introInProse } from './prose-intro.ts';
import { placeInProse } from './prose-places.ts';
import { datedSchools } from './dated-schools.ts';
import { rolesInProse, schoolsInProse } from './prose-roles.ts';
import { headerCredentials } from './header-posts.ts';
import { splitName } from './names.ts';
import { classifyHeading, headsSchoolsAndJobs, splitSections, type Section } from './sections.ts';
import { cleanText, foldKey, uniqueBy } from './text.ts';
import type { TextLine } from './text-lines.ts';

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
  /** Link targets of the page's footer, whose text is not read. */
  footerLinks?: string[];
}

// Two sentences or more, the first ended after a word in lower case ("… University of Halbstadt. Before that, …").
const SENTENCE_BREAK = /\p{Ll}{2}[.!?]\s+\p{Lu}/u;
/**
 * A paragraph of prose, such as a short biography, or a sentence telling a job ("Depuis 2020, maîtresse de conférences à
 * l'Université de …") or a degree ("Estudié Derecho en la Universidad de …"): what it tells of jobs and studies is read
 * as sentences, not as an entry's header.
 */
const isProse = (line: TextLine) =>
  (SENTENCE_BREAK.test(line.text) && line.text.split(' ').length > 12) ||
  rolesInProse([line]).length > 0 ||
  schoolsInProse([line]).length > 0;

/**
 * Jobs of a CV that gives them no Experience heading (a heading drawn by the style sheet or as a
 * picture, a word no list knows): the dated entries set in the header, a summary or a section whose
 * heading is unknown; failing those, lines that read as a role with its dates.
 */
function jobsWithoutHeading(sections: Section[], lines: TextLine[]): Experience[] {
  const unheaded = sections.filter(
    (s) => s.kind === 'header' || s.kind === 'summary' || (s.kind === 'other' && s.heading && !classifyHeading(s.heading)),
  );
  const notProse = (some: TextLine[]) => some.filter((line) => !isProse(line));
  // "Curriculum Vitae" / "Sam Example" / "20 oktober 2016": the document's title over the name and its date is no job.
  const dated = parseExperience(...unheaded.map((s) => notProse(s.lines))).filter(
    (job) => (job.start || job.current) && ![job.title, job.company].some((name) => name && isDocumentTitle(name)),
  );
  return dated.length ? dated : parseExperience(roleLines(notProse(lines)));
}

/**
 * The lines beside an e-mail address that may name the candidate's town: not those of a job or a
 * degree under their own heading next to the e-mail ("Acme Ltd, Leeds" after "Experience"), whose
 * town is the employer's or the school's; a contact block the layout set inside such a section,
 * its e-mail among its lines, still counts.
 */
function nearEmailsForPlace(sections: Section[], nearEmails: TextLine[]): TextLine[] {
  const entries = sections.filter((s) => s.kind === 'experience' || s.kind === 'education');
  const withEmail = new Set(entries.filter((s) => s.lines.some((l) => findEmails(l.text).length)));
  const apart = new Set(entries.filter((s) => !withEmail.has(s)).flatMap((s) => s.lines));
  return nearEmails.filter((l) => !apart.has(l));
}

// Sections whose prose may tell the languages a person speaks: not the jobs and studies, whose places and pupils are others'.
const TELLING_KINDS = new Set<Section['kind']>(['summary', 'skills', 'interests', 'other']);

/**
 * Spoken languages when no section lists them: a header may, among its contact details ("German, English,
 * Spanish"), or a sentence of the header, the summary or a miscellany may tell them ("fluent in English and
 * German", "Fluente em português"); a section's lines are read as the one text they wrap.
 */
function unlistedLanguages(header: TextLine[], sections: Section[]): string[] {
  const listed = unheadedLanguages(header);
  const prose = sections.filter((s) => TELLING_KINDS.has(s.kind)).map((s) => s.lines.map((line) => line.text).join(' '));
  return listed.length ? listed : languagesInProse([...header.map((line) => line.text), ...prose]);
}

// An organisation named in fewer letters ("3M") is part of too many other words to tell a line names it.
const MIN_ORGANISATION_LENGTH = 3;

/**
 * The place, unless it was read from a line naming one of the jobs' employers or schools: a page without section headings
 * runs its header on into its entries, where "Acme Retail · Leeds" is the employer's town. The header is then read again
 * without those lines.
 */
function placeOutsideEntries(draft: CandidateDraft, header: TextLine[], read: (lines: TextLine[]) => { location: string | null }) {
  const location = draft.location;
  const organisations = [...(draft.experience ?? []).map((e) => e.company), ...(draft.education ?? []).map((e) => e.institution)]
    .map((name) => foldKey(name ?? ''))
    .filter((name) => name.length >= MIN_ORGANISATION_LENGTH);
  const namesOne = (text: string) => organisations.some((name) => foldKey(text).includes(name));
  if (!location || !namesOne(location)) return location;
  return read(header.filter((line) => !namesOne(line.text))).location;
}

export function extractFromLines(allLines: TextLine[], hints: ReadingHints = {}): CandidateDraft {
  const lines = allLines.slice(0, MAX_LINES);
  const { baseUrl } = hints;
  const sections = splitSections(lines);
  // A template's credit line ("Design by …", "© 2014 …") names its author and links their address, not the person's.
  const ownLines = lines.filter((l) => !isCreditLine(l));
  const header = linesOf(sections, 'header').filter((l) => !isCreditLine(l));
  // Phones are looked for near the name and in Contact sections; a page without headings has one huge "header".
  const nearEmails = linesNearEmails(ownLines).slice(0, 40);
  // A page's footer that writes out contact details is the person's contact block, as a Contact section is.
  const footer = ownLines.filter((l) => l.inFooter).slice(0, 40);
  const contactLines = new Set([...header.slice(0, 40), ...linesOf(sections, 'contact').slice(0, 40), ...footer, ...nearEmails]);
  // A Personal details heading may carry the name beside it ("PERSONAL INFORMATION  Jane Doe").
  const details = [
    ...sections.filter((s) => s.kind === 'contact').flatMap((s) => [...(s.heading ? [{ text: s.heading }] : []), ...s.lines]),
    ...footer,
  ];
  // Referees' e-mails, phones, profiles and towns are not the candidate's.
  const refereeLines = new Set(sections.filter((s) => s.heading && isRefereeHeading(s.heading)).flatMap((s) => s.lines));
  const placeLines = nearEmailsForPlace(sections, nearEmails).filter((l) => !refereeLines.has(l));
  const asides = [
    ...placeLines,
    ...sections.filter((s) => s.kind === 'summary' || s.kind === 'skills' || s.kind === 'languages').flatMap((s) => s.lines),
  ];
  const top = readHeader(header, hints.names, details, asides, placeLines, ownLines);
  // Phone numbers are read as written where the person lives, else as in the document's language or script.
  const country = top.country ?? hints.country ?? countryFromScript(lines.map((l) => l.text));
  const contacts = findContacts(
    ownLines.filter((l) => !refereeLines.has(l)),
    contactLines,
    country,
    baseUrl,
  );
  const entryLines = sections.filter((s) => s.kind === 'experience' || s.kind === 'education').flatMap((s) => s.lines);
  // Sites linked from a publications list, a list of students or projects are co-authors', students' and projects'.
  const otherLines = sections.filter((s) => s.kind === 'other').flatMap((s) => s.lines);
  const notOwn = othersLinkKeys({ lines, entryLines: [...entryLines, ...otherLines], contactLines, personName: top.name }, baseUrl);
  contacts.links = profileLinks([...contacts.links.map((link) => link.url), ...wrappedUrls(lines)], baseUrl).filter(
    (link) => !notOwn.has(linkKey(link.url)),
  );
  contacts.links.push(...ownFooterLinks(hints.footerLinks ?? [], top.name, baseUrl));
  // "Bildungsweg & Arbeitserfahrung": a list of schools and jobs under one heading is read as jobs, then parted by kind.
  const mixedSections = sections.filter((s) => s.kind === 'experience' && headsSchoolsAndJobs(s.heading));
  const entrySections = sections.filter((s) => s.kind === 'experience' && !mixedSections.includes(s)).map((s) => s.lines);
  const experienceSections = entrySections.filter((lines) => !listsDegrees(lines));
  const mixed = schoolsAmongJobs(mixedSections.length ? parseExperience(...mixedSections.map((s) => s.lines)) : []);
  const summary = cleanText(
    linesOf(sections, 'summary')
      .map((l) => l.text)
      .join(' '),
  ).slice(0, 2000);
  // A list of short items none of which is a spoken language, in a Languages section ("Python, Go, Rust"
  // under "Languages", or under a heading no list knows that the section ran on into), is one of skills;
  // not a list of authors ("Doe J., Roe R.") nor a grid's column titles in capitals.
  const listsSkills = (line: TextLine) => {
    const items = splitItems(line.text);
    return (
      items.length >= 3 &&
      items.every((item) => item.split(' ').length <= 3 && !/\b\p{Lu}\.\W*$/u.test(item)) &&
      line.text !== line.text.toUpperCase() &&
      !parseLanguages([line]).length
    );
  };
  const labelled = labelledListRows(sections);
  const languageLines = [...linesOf(sections, 'languages'), ...labelled.languages];
  const educationSections = [
    ...sections.filter((s) => s.kind === 'education').map((s) => s.lines),
    ...entrySections.filter((lines) => !experienceSections.includes(lines)),
  ];
  const skills = readSkills([...skillSectionLines(sections), ...labelled.skills, ...languageLines.filter(listsSkills)]);
  const listedLanguages = uniqueBy([...parseLanguages(languageLines.filter((line) => !listsSkills(line))), ...skills.languages], foldKey);
  const draft: CandidateDraft = {
    ...contacts,
    headline: top.headline,
    location: top.location,
    summary: summary || null,
    skills: skills.skills,
    languages: listedLanguages.length ? listedLanguages : unlistedLanguages(header, sections),
    experience: experienceSections.some((s) => s.length) ? parseExperience(...experienceSections) : jobsWithoutHeading(sections, lines),
    education: parseEducation(...educationSections),
  };
  if (mixedSections.length) {
    draft.experience = [...(experienceSections.some((s) => s.length) ? draft.experience! : []), ...mixed.jobs];
    draft.education = [...draft.education!, ...mixed.schools];
  }
  // Personal and academic pages often give each school in one line with its date, which the entry blocks do not read;
  // the Education section's own lines are read so before any school is looked for among the jobs.
  if (!draft.education?.length) draft.education = datedSchools(educationSections.flat());
  if (!draft.education?.length) {
    const { jobs, schools } = schoolsAmongJobs(draft.experience ?? []);
    [draft.experience, draft.education] = [jobs, schools];
  }
  // Academic and personal home pages may state the current post under the name, and tell the jobs only in sentences
  // ("Currently I am a … at …").
  const credentials = headerCredentials(header);
  const prose = [...header, ...linesOf(sections, 'summary')];
  if (!draft.education?.length) draft.education = credentials.schools.length ? credentials.schools : schoolsInProse(prose);
  if (!draft.experience?.length) {
    const told = rolesInProse(prose);
    draft.experience = uniqueBy([...credentials.jobs, ...told], (job) => foldKey(job.company ?? ''));
  }
  if (top.name) draft.name = splitName(top.name);
  draft.location = placeOutsideEntries(draft, header, (given) => readHeader(given, hints.names, details, asides, placeLines, ownLines));
  draft.location ??= placeInProse(linesOf(sections, 'summary'));
  // An About text opening on a greeting may be the only place saying what the person does and where.
  const intro = introInProse([...header, ...linesOf(sections, 'summary')], top.name);
  draft.headline ??= intro.headline;
  draft.location ??= intro.place;
  return draft;
}
