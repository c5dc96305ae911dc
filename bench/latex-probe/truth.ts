// The truth of a LaTeX probe render, in the corpus's format (its README: `expected_visible`): the
// person's data, keeping only what the template prints.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { placeParts } from './tex.ts';
import type { Shows } from './template.ts';

export function visibleTruth({ resume, language, textLinks, city }: ProbePerson, shows: Shows) {
  const b = resume.basics;
  // A site and code host written as bare words in the summary show where the summary does.
  const written = shows.summary ? textLinks : [];
  const website = shows.website ? b.url || written.find((l) => !l.network)?.url || null : null;
  const printed = shows.profiles ? b.profiles.filter((p) => !shows.profileNetworks || shows.profileNetworks.includes(p.network)) : [];
  const profiles = [...printed, ...written.filter((l) => l.network)];
  const [firstName, ...rest] = b.name.split(' ');
  return {
    fullName: b.name,
    firstName,
    lastName: rest.join(' '),
    emails: [b.email],
    phones: shows.phone ? [b.phone] : [],
    // The town alone, however the place is written ("Bilbao – España"); none where only the country is given.
    location: shows.location && city ? { text: placeParts(b, language).join(', '), city } : {},
    headline: shows.headline ? b.label : undefined,
    links: { website, profiles },
    work: resume.work.map((w) => ({ company: w.name, title: w.position })),
    education: resume.education.map((e) => ({ institution: e.institution })),
    skills: shows.skills ? resume.skills.flatMap((s) => s.keywords) : [],
    languages: shows.languages ? resume.languages.map((l) => l.language) : [],
  };
}

export type VisibleTruth = ReturnType<typeof visibleTruth>;

// Letters and digits only: accents set apart from their letter (OT1, where í is a dotless ı under an
// accent), hyphenation and spacing differ between a text layer and the source without the words differing.
const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

/**
 * The truth's words that a PDF's text does not show (a template or truth mistake), given the text in
 * reading order and in the order it was typeset (pdftotext's default and -raw): a word counts as
 * shown where either holds it whole.
 */
export function unseenInText(truth: VisibleTruth, texts: string[]): string[] {
  const shown = texts.map(fold);
  const words = [
    truth.fullName,
    ...truth.emails,
    ...truth.phones,
    truth.location.city ?? '',
    truth.headline ?? '',
    ...truth.work.flatMap((w) => [w.company, w.title]),
    ...truth.education.map((e) => e.institution),
    ...truth.skills,
    ...truth.languages,
  ];
  return words.filter((w) => w && !shown.some((text) => text.includes(fold(w))));
}
