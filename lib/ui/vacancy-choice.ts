import type { Vacancy } from '../api';
import { addressLine } from './vacancy-text';

export interface VacancyOption {
  vacancy: Vacancy;
  /** One of the last three used: listed first. */
  recent: boolean;
}

/** Only a published vacancy takes applicants on the careers site (1 published, 0 closed, 2 draft). */
export const takesApplicants = (vacancy: Pick<Vacancy, 'status'>) => vacancy.status === 1;

/** Lower case without accents, so "developpeur" finds "Développeur". */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The vacancies the picker offers for what is typed: published ones only, the recent ones first
 * (most recent first), then the others in the list's order. Every typed word must appear in the
 * title, the reference or the city.
 */
export function vacancyOptions(vacancies: readonly Vacancy[], recentIds: readonly string[], typed: string): VacancyOption[] {
  const words = searchable(typed).split(/\s+/).filter(Boolean);
  const matches = (vacancy: Vacancy) => {
    const text = searchable(`${vacancy.title} ${vacancy.reference} ${addressLine(vacancy)}`);
    return words.every((word) => text.includes(word));
  };
  const open = vacancies.filter((vacancy) => takesApplicants(vacancy) && matches(vacancy));
  const recent = recentIds.flatMap((id) => open.filter((vacancy) => vacancy.id === id));
  const rest = open.filter((vacancy) => !recentIds.includes(vacancy.id));
  return [...recent.map((vacancy) => ({ vacancy, recent: true })), ...rest.map((vacancy) => ({ vacancy, recent: false }))];
}
