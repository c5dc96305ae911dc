// Jobs told in sentences about the person, as About pages and academic home pages write them instead of
// listing entries: "Currently I am a Senior Engineer at Acme", "Previously, she was an analyst at Globex",
// "Je suis ingénieure chez Acme", "Ich arbeite als Entwicklerin bei der Acme GmbH". The words of each
// language are in fields/entry-words (roleInProse).
import type { Education, Experience } from '../candidate.ts';
import { ENTRY_WORDS } from '../fields/entry-words/index.ts';
import { endsOnLegalForm } from './legal-forms.ts';
import { cleanText, foldKey, uniqueBy } from './text.ts';
import type { TextLine } from './text-lines.ts';
import { DEGREE_WORD, INSTITUTION_WORD, TITLE_WORD } from './vocabulary.ts';
import { alternativesOf } from './word-alternatives.ts';

const words = (pick: (w: (typeof ENTRY_WORDS)[number]['roleInProse']) => string[]) =>
  alternativesOf(ENTRY_WORDS.flatMap((w) => pick(w.roleInProse)));
const NOW = new Set(ENTRY_WORDS.flatMap((w) => [...w.roleInProse.now, ...w.roleInProse.nowOfOthers]));
const OF_OTHERS = new Set(ENTRY_WORDS.flatMap((w) => [...w.roleInProse.nowOfOthers, ...w.roleInProse.beforeOfOthers]));
const PRONOUN = new RegExp(`^(?:${words((w) => w.pronouns)})$`, 'iu');
const LEADING_ADVERB = new RegExp(`^(?:${words((w) => w.adverbs)}),?\\s+`, 'iu');
// A person named at a sentence's start: capitalised words, a particle or two between them.
const PERSON_NAMED = /^\p{Lu}[\p{L}'’-]+(?:\s+(?:(?:de|da|di|van|von|der|del|le|la)\s+)?\p{Lu}[\p{L}'’-]+){0,3}$/u;
const ROLE = new RegExp(
  `(?<![\\p{L}])(?:(?:${words((w) => w.adverbs)}),?\\s+)?(${words((w) => [...w.now, ...w.before, ...w.nowOfOthers, ...w.beforeOfOthers])})\\s+` +
    `(?:(?:${words((w) => w.adverbs)}),?\\s+)?(?:(?:${words((w) => w.articles)})\\s+)?` +
    `([\\p{L}][\\p{L}'’/ -]{1,60}?)\\s+(?:${words((w) => w.employerWords)})(?:\\s+|(?<=['’]))(?:the\\s+)?(\\S.{0,80})`,
  'giu',
);
// "Since 2019 Professor of Optics at the University of …", "Seit 2019 Professorin an der …": a short CV's sentence
// without a verb, opening on when the post began; held now.
const SINCE_ROLE = new RegExp(
  `^(?:${alternativesOf(ENTRY_WORDS.flatMap((w) => w.since))})\\s+(?:\\p{L}+\\.?\\s+)?(\\d{4}),?\\s+(?:(?:${words((w) => [...w.now, ...w.nowOfOthers])})\\s+)?(?:(?:${words((w) => w.articles)})\\s+)?` +
    `([\\p{L}][\\p{L}'’/ -]{1,60}?)\\s+(?:${words((w) => w.employerWords)})(?:\\s+|(?<=['’]))(?:the\\s+)?(\\S.{0,80})`,
  'iu',
);
// An organisation's name: words set in capitals, or little words between them ("University of Brackwater", "Banco de España").
const NAME_WORD = /^(?:\p{Lu}|\d)[\p{L}\d&'’.-]*$/u;
const NAME_LINK = /^(?:of|for|and|&|de|du|des|der|die|di|del|della|dos|das|do|da|van|von|und|y|e|et)$/;

/** The organisation's name opening a text: its capitalised words up to the first other word or punctuation. */
function nameAtStart(text: string): string {
  const taken: string[] = [];
  for (const word of text.split(/\s+/)) {
    const bare = word.replace(/[,;:!?)]+$/, '');
    if (!NAME_WORD.test(bare) && !(taken.length && NAME_LINK.test(bare))) break;
    taken.push(bare);
    if (bare !== word) break;
  }
  while (taken.length && NAME_LINK.test(taken.at(-1)!)) taken.pop();
  return taken.join(' ');
}
const MAX_TITLE_WORDS = 7;
const MAX_SENTENCES = 60;

/** The sentences of some lines, as many as are read: each ends on its stop before a capital. */
const sentencesIn = (lines: TextLine[]) => lines.flatMap((line) => line.text.split(/(?<=[.!?;])\s+(?=\p{Lu})/u)).slice(0, MAX_SENTENCES);

/** "Quillmere Analytics." → "Quillmere Analytics": a sentence's full stop, not an abbreviation's ("Acme S.r.l."). */
function withoutFullStop(name: string): string {
  const cut = name.slice(0, -1);
  const abbreviated = /(?:^|\s|\.)\p{L}{1,3}\.$/u.test(name) && !endsOnLegalForm(cut);
  return name.endsWith('.') && !abbreviated ? cut : name;
}

/** "Assistant Professor in the Department of Physics" → "Assistant Professor": a team or department after the title names neither. */
function titleOnly(title: string): string {
  return cleanText(title.split(/\s+in\s+the\s+/i)[0] ?? title);
}

/** The jobs sentences about oneself tell, in order, each once; a job told in the present is held now. */
export function rolesInProse(lines: TextLine[]): Experience[] {
  const sentences = sentencesIn(lines);
  const roles: Experience[] = [];
  for (const sentence of sentences) {
    const since = SINCE_ROLE.exec(sentence);
    const sinceTitle = titleOnly(since?.[2] ?? '');
    const sinceCompany = withoutFullStop(nameAtStart(since?.[3] ?? ''));
    if (since && TITLE_WORD.test(sinceTitle) && sinceTitle.split(' ').length <= MAX_TITLE_WORDS && sinceCompany)
      roles.push({ title: sinceTitle, company: sinceCompany, location: null, start: since[1] ?? null, end: null, current: true });
    for (const m of sentence.matchAll(ROLE)) {
      const title = titleOnly(m[2] ?? '');
      const company = withoutFullStop(nameAtStart(m[3] ?? ''));
      if (!TITLE_WORD.test(title) || title.split(' ').length > MAX_TITLE_WORDS || !company) continue;
      const verb = (m[1] ?? '').toLowerCase();
      // Told of someone: the sentence opens on the person, by name or pronoun ("She is …", "Maren Holloway is …").
      const subject = sentence.slice(0, m.index).trim().replace(LEADING_ADVERB, '');
      // A sentence opening on its verb ("In precedenza è stata ricercatrice …", "Anteriormente fue …") is of the person
      // the page is about, as languages that drop the subject write it.
      if (OF_OTHERS.has(verb) && subject && !PRONOUN.test(subject) && !PERSON_NAMED.test(subject)) continue;
      const current = NOW.has(verb);
      roles.push({ title, company, location: null, start: null, end: null, current });
    }
  }
  return uniqueBy(roles, (role) => foldKey(`${role.title} ${role.company}`));
}

// "… a PhD in Economics from the University of …": a school's name after the word that leads to it, the degree before.
const SCHOOL = new RegExp(`(?<![\\p{L}])(?:${words((w) => w.schoolWords)})(?:\\s+|(?<=['’]))(?=(\\p{Lu}.{0,80}))`, 'gu');
// How far before the school its degree is named, in one sentence.
const DEGREE_REACH = 80;

/** The schools sentences about the person name with a degree ("She received her PhD from the University of Brackwater"). */
export function schoolsInProse(lines: TextLine[]): Education[] {
  const sentences = sentencesIn(lines);
  const schools: Education[] = [];
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(SCHOOL)) {
      const institution = withoutFullStop(nameAtStart(m[1] ?? ''));
      const before = sentence.slice(Math.max(0, m.index - DEGREE_REACH), m.index);
      if (!INSTITUTION_WORD.test(institution) || !DEGREE_WORD.test(before)) continue;
      schools.push({ institution, degree: null, field: null, start: null, end: null });
    }
  }
  return uniqueBy(schools, (school) => foldKey(school.institution ?? ''));
}
