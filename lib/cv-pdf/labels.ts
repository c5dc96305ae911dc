/**
 * The words the CV page prints, per language of the recruiter. One entry per language: adding a
 * language is adding an entry. `{n}`, `{url}` and `{date}` are filled in when the page is made.
 */
export const CV_LABELS = {
  en: {
    locale: 'en-GB',
    experience: 'Experience',
    education: 'Education',
    skills: 'Skills',
    languages: 'Languages',
    summary: 'Summary',
    present: 'present',
    more: '… ({n} more)',
    madeFrom: 'Made from {url} on {date}',
  },
  fr: {
    locale: 'fr-FR',
    experience: 'Expérience',
    education: 'Formation',
    skills: 'Compétences',
    languages: 'Langues',
    summary: 'Profil',
    present: "aujourd'hui",
    more: '… ({n} de plus)',
    madeFrom: 'Créé à partir de {url} le {date}',
  },
} as const satisfies Record<string, CvLabels>;

export interface CvLabels {
  /** BCP 47 tag the dates are written in. */
  locale: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  summary: string;
  /** The end of a job still held. */
  present: string;
  /** Said where a section was cut to keep the CV on one page; `{n}` is how many items were left out. */
  more: string;
  madeFrom: string;
}

export type CvLanguage = keyof typeof CV_LABELS;

/** The template with each `{name}` replaced by its value. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
