// The typed round's grammar: the choices a person typing a CV in Word makes, each document drawing one
// value of each from its own seed, so no two documents share a layout; and the round's split.
//
// The split, fixed (2026-11-24) before any document was rendered: TYPED_COUNT documents, the n-th of
// them (0-based) in the check half when n is odd, in the dev half when even. Four values are held out
// of the dev half, so the check half also measures choices no rule was written looking at: dev
// documents never draw them, check documents may:
//   headingSetting 'numbered' ("2. Berufserfahrung"), entryShape 'period-first' (the period's line,
//   then the title's, then the employer's), joiner ' – ' (contacts on one line joined by a dash) and
//   period 'full-slash' ("15/04/2018 - 29/06/2018").
import { seededRandom } from '../../../sandbox/seeded-random.ts';
import type { ProbeHalf } from '../../probe-report.ts';

export const TYPED_COUNT = 96;

export const CHOICES = {
  font: ['Calibri', 'Arial', 'Times New Roman', 'Cambria', 'Garamond', 'Verdana'],
  size: [10, 10.5, 11],
  /** The name bold, set large, or the surname first in capitals ("MÜLLER Anna"). */
  nameLook: ['bold', 'large', 'surname-caps'],
  nameAlign: ['left', 'center'],
  /** The header stacked, or the name at the left of a layout table and the contacts in its right cell. */
  headerLayout: ['stacked', 'contacts-right'],
  headline: ['under-name', 'none'],
  /** Contacts one per line with the language's labels, one per line bare, or on one line joined. */
  contacts: ['labelled-lines', 'bare-lines', 'joined'],
  labels: ['long', 'short'],
  joiner: [' | ', ' • ', ' – '],
  /** Date of birth, nationality, licence and status: none, lines under the contacts, or a section of their own. */
  details: ['none', 'lines', 'section'],
  links: ['all', 'none'],
  summary: ['printed', 'none'],
  /** The usual wording, the second, or one of the more words people type. */
  headingWords: ['first', 'second', 'variant'],
  headingSetting: ['bold', 'underlined', 'colon', 'numbered', 'border', 'left-column'],
  headingCaps: ['typed', 'as-is'],
  order: ['experience-first', 'education-first'],
  entryShape: ['dates-tab-title', 'title-right-dates', 'employer-italic-title', 'one-line', 'period-first', 'caps-employer-town'],
  /** Where two jobs in a row share their employer: the employer once over its roles, or each job whole. */
  roles: ['grouped', 'each'],
  /** One entry set apart: without its title, without its employer, or with a title long enough to wrap. */
  oddEntry: ['none', 'no-title', 'no-employer', 'long-title'],
  period: ['person', 'numeric', 'dotted', 'months', 'short-months', 'years', 'full-dotted', 'full-slash'],
  ongoing: ['range', 'since'],
  duration: ['none', 'brackets'],
  dash: [' – ', ' - ', '–'],
  description: ['none', 'bullets', 'paragraph', 'labelled-bullets'],
  bullet: ['symbol', 'dash', 'round'],
  educationOrder: ['degree-first', 'school-first'],
  educationShape: ['dates-tab-title', 'title-right-dates', 'employer-italic-title', 'one-line', 'period-first', 'caps-employer-town'],
  gradeLine: ['in-degree', 'own-line'],
  skills: ['comma', 'label-rows', 'table'],
  extras: ['none', 'hobbies', 'hobbies-references'],
  pages: ['one', 'two'],
  footer: ['none', 'page-of', 'name'],
  signature: ['none', 'place-date'],
} as const;

type Choices = typeof CHOICES;
export type Layout = { [K in keyof Choices]: Choices[K][number] } & { seed: number };

const HELD_OUT: Partial<Layout> = {
  headingSetting: 'numbered',
  entryShape: 'period-first',
  educationShape: 'period-first',
  joiner: ' – ',
  period: 'full-slash',
};

/** The half of the n-th typed document. */
export const typedHalf = (n: number): ProbeHalf => (n % 2 === 1 ? 'check' : 'dev');

/** The layout the n-th document draws: one value of each choice, held-out values only in the check half. */
export function drawLayout(n: number, seed: number): Layout {
  const r = seededRandom(seed);
  const dev = typedHalf(n) === 'dev';
  const layout: Record<string, unknown> = { seed };
  for (const [key, values] of Object.entries(CHOICES)) {
    const open = (values as readonly unknown[]).filter((v) => !dev || HELD_OUT[key as keyof Layout] !== v);
    layout[key] = open[Math.floor(r() * open.length)];
  }
  return layout as Layout;
}
