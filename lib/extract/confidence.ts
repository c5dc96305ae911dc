import type { Candidate, CandidateField, Confidence, ConfidenceLevel, Source } from './candidate.ts';
import { cityCountry } from './fields/gazetteer/index.ts';
import { areHumanLanguages } from './heuristics/lists.ts';
import { PlaceStrength, readPlace } from './heuristics/places.ts';
import { foldKey } from './heuristics/text.ts';
import { DEGREE_WORD, INSTITUTION_WORD } from './heuristics/vocabulary.ts';

/**
 * How sure the engine is of each field it found, decided here and nowhere else.
 *
 * A field given by the page's own markup (JSON-LD, microdata, RDFa, microformats, mailto/tel
 * links, rel="me") or by a site adapter reading a known profile page is 'high': the page says what
 * it is. A field the generic reader found in the text of a page, a PDF or a DOCX is 'medium' unless
 * something about the value itself confirms it ('high': a name the e-mail address repeats) or casts
 * doubt on it ('low': a one-word name, a headline that is the name again, a location that is only a
 * country, entries without dates). The rules look at the value, never at the document it came from.
 */
export function confidenceOf(candidate: Omit<Candidate, 'confidence'>): Confidence {
  const confidence: Confidence = {};
  for (const [field, source] of Object.entries(candidate.sources) as [CandidateField, Source][]) {
    if (!isFound(candidate, field)) continue;
    confidence[field] = isMarkupOrSite(source) ? 'high' : readerConfidence[field](candidate);
  }
  return confidence;
}

/** Sources the page states itself: structured data, contact links, a site adapter's reading of a profile page. */
const MARKUP_SOURCES = new Set(['json-ld', 'microdata', 'rdfa', 'h-card', 'h-resume', 'mailto', 'tel', 'rel-me']);
const isMarkupOrSite = (source: Source) => MARKUP_SOURCES.has(source) || source.startsWith('site:');

function isFound(candidate: Omit<Candidate, 'confidence'>, field: CandidateField): boolean {
  const value = candidate[field];
  if (field === 'name') return Boolean(candidate.name.full || candidate.name.first || candidate.name.last);
  return Array.isArray(value) ? value.length > 0 : Boolean(value);
}

type Reading = (candidate: Omit<Candidate, 'confidence'>) => ConfidenceLevel;

const words = (text: string) => foldKey(text).split(' ').filter(Boolean);

/** Whether an e-mail's local part spells a word of the name (`jane.doe@`, `jdoe@`, `doejane@`). */
function emailsConfirm(name: string, emails: string[]): boolean {
  const locals = emails.map((email) => foldKey(email.split('@')[0] ?? '').replace(/\s/g, ''));
  return words(name).some((word) => word.length >= 3 && locals.some((local) => local.includes(word)));
}

const readName: Reading = ({ name, emails }) => {
  const full = name.full ?? [name.first, name.last].filter(Boolean).join(' ');
  const parts = full.split(/\s+/).filter(Boolean);
  if (parts.length < 2 || parts.length > 5 || /\d/.test(full)) return 'low';
  return emailsConfirm(full, emails) ? 'high' : 'medium';
};

/** One address is the candidate's; beside others (a referee's, an employer's) which one is theirs is a guess. */
const readEmails: Reading = ({ emails }) => (emails.length === 1 ? 'high' : 'medium');

/** Several numbers read from text may hold a date range or an identifier read as a phone. */
const readPhones: Reading = ({ phones }) => (phones.length === 1 ? 'high' : 'medium');

/** A line that stops on a little word was cut where it wrapped ("Coordinatrice de", "Head of"). */
const WRAPPED_ON = /\s(?:of|and|in|at|for|the|de|du|des|la|le|et|en|pour|à|von|und|für|im|der|y|e|del|di|da|do|per|van|voor|het)$/i;

const readHeadline: Reading = ({ headline, name }) => {
  const text = headline ?? '';
  const nameWords = new Set(words(name.full ?? ''));
  const doubtful =
    words(text).length < 2 ||
    /[@#/]/.test(text) ||
    text.length > 120 ||
    /[-,:&]$/.test(text) ||
    WRAPPED_ON.test(text) ||
    words(text).some((word) => nameWords.has(word) && word.length > 2);
  return doubtful ? 'low' : 'medium';
};

/** Whether one to three words in a row of the text (more than a two-letter code) name a city the gazetteer knows (Latin script only). */
function namesKnownCity(text: string): boolean {
  const parts = text.split(/[\s,()]+/).filter(Boolean);
  for (let start = 0; start < parts.length; start++) {
    for (let length = 1; length <= 3 && start + length <= parts.length; length++) {
      const words = parts.slice(start, start + length).join(' ');
      // Two letters are a code ("CO", "MA"), not a city's name.
      if (words.length > 2 && cityCountry(words)) return true;
    }
  }
  return false;
}

/**
 * A location re-read as a place with a postcode, or naming a city the gazetteer knows (or written in
 * a script it does not hold); a country alone, a name it does not know ("SAP FI, CO"), a cut-off
 * line, or no place at all is doubtful.
 */
const readLocation: Reading = ({ location }) => {
  const text = location ?? '';
  const place = readPlace(text);
  if (!place || place.strength === PlaceStrength.Country || /[-,]$/.test(text)) return 'low';
  const known = place.strength >= PlaceStrength.Postcode || namesKnownCity(place.text) || !/\p{Script=Latin}/u.test(text);
  return known ? 'medium' : 'low';
};

/** A profile on a known network is recognised by its address; which other site is the person's own is a guess. */
const readLinks: Reading = ({ links }) => (links.some((link) => link.kind === 'website') ? 'medium' : 'high');

/** A skill that reads as something else: prose, a year or page number, a wrapped line's end, a stray letter, an address. */
function isOddSkill(skill: string): boolean {
  return skill.split(/\s+/).length > 4 || /\b(?:19|20)\d\d\b|\bpage \d|@/i.test(skill) || WRAPPED_ON.test(skill) || /^\p{L}$/u.test(skill);
}

const readSkills: Reading = ({ skills }) => (skills.filter(isOddSkill).length > skills.length / 6 ? 'low' : 'medium');

const readLanguages: Reading = ({ languages }) => (languages.every((language) => areHumanLanguages(language)) ? 'medium' : 'low');

/** Entries are read from the shape of a history; an entry without a date, or half of one, was likely misread. */
const readExperience: Reading = ({ experience }) =>
  experience.every((entry) => entry.start && entry.title && entry.company) ? 'medium' : 'low';

/**
 * Schools are named with the words schools use ("University", "École", "-schule"): a list mostly
 * without them, or a school holding a degree's words, or an entry without a date, was likely misread.
 */
const readEducation: Reading = ({ education }) => {
  const named = education.filter((entry) => INSTITUTION_WORD.test(entry.institution ?? '')).length;
  const misread = education.some((entry) => !(entry.start || entry.end) || DEGREE_WORD.test(entry.institution ?? ''));
  return named >= education.length / 2 && !misread ? 'medium' : 'low';
};

const readerConfidence: Record<CandidateField, Reading> = {
  name: readName,
  emails: readEmails,
  phones: readPhones,
  headline: readHeadline,
  location: readLocation,
  summary: () => 'medium',
  links: readLinks,
  skills: readSkills,
  languages: readLanguages,
  experience: readExperience,
  education: readEducation,
};
