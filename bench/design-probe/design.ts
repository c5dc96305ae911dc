// What every designed layout shares: its shape (a page, and the footer a builder prints on each page),
// the icons design tools draw instead of labels, and the ways they set headings and levels.
import type { ProbeLanguage, ProbePerson } from '../theme-probe/persons.ts';
import { WORDS } from '../docx-probe/words.ts';
import { PAGE_WORDS } from '../page-probe/words.ts';
import { esc } from '../page-probe/html.ts';

export interface DesignLayout {
  /** The layout's name, which opens each of its files' names ("band-header__fr-…pdf"). */
  name: string;
  page(person: ProbePerson): string;
  /** The footer the PDF prints on every page (Chromium's template, with its page-number classes), if any. */
  footer?(person: ProbePerson): string;
}

/** The section headings a designed CV prints, in the person's language. */
export function headingsOf(language: ProbeLanguage, wording: 0 | 1 = 0) {
  const h = WORDS[language].headings[wording];
  const p = PAGE_WORDS[language];
  return {
    profile: h.profile,
    experience: h.experience,
    education: h.education,
    skills: h.skills,
    languages: h.languages,
    contact: h.contact,
    interests: p.interests,
  };
}

const PATHS = {
  phone: '<path d="M3 2h4l2 5-2 1a11 11 0 0 0 6 6l1-2 5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 1 4a2 2 0 0 1 2-2z"/>',
  mail: '<rect x="2" y="5" width="20" height="14" rx="2"/><path d="M2 6l10 7 10-7" fill="none" stroke="#fff"/>',
  pin: '<path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7z"/><circle cx="12" cy="9" r="2.5" fill="#fff"/>',
  link: '<circle cx="12" cy="12" r="10"/><path d="M2 12h20M12 2c3 3 3 17 0 20M12 2c-3 3-3 17 0 20" fill="none" stroke="#fff"/>',
  star: '<path d="M12 2l3 7 7 .5-5.5 4.5 2 7-6.5-4-6.5 4 2-7L2 9.5 9 9z"/>',
};

/** An icon as an inline SVG drawing, no text in it, as design tools export their icons. */
export const icon = (name: keyof typeof PATHS, colour = 'currentColor', size = 12) =>
  `<svg class="icon" width="${size}" height="${size}" viewBox="0 0 24 24" fill="${colour}" aria-hidden="true">${PATHS[name]}</svg>`;

/** A heading written with a space between its letters ("E X P E R I E N C E"), as some designs type it. */
export const spacedLetters = (s: string) =>
  s
    .toUpperCase()
    .split(' ')
    .map((word) => [...word].join(' '))
    .join('   ');

/** A level out of five drawn as filled and empty dots or stars: no text says it. */
export function levelMarks(level: number, shape: 'dot' | 'star', colour: string): string {
  return Array.from({ length: 5 }, (_, i) =>
    shape === 'star'
      ? icon('star', i < level ? colour : '#ddd', 11)
      : `<span class="dot" style="display:inline-block;width:9px;height:9px;border-radius:50%;margin-right:3px;background:${i < level ? colour : '#ddd'}"></span>`,
  ).join('');
}

/** A level from a skill's or language's place in its list: the first ones the strongest. */
export const levelAt = (index: number) => Math.max(2, 5 - index);

/** The name split as designs set it: the first name, then the rest. */
export function nameParts(name: string): [string, string] {
  const [first, ...rest] = name.split(' ');
  return [first!, rest.join(' ')];
}

export { esc };
