import type { ApplicantMatch, Vacancy } from '../api';

export interface VacancyDuplicates {
  /** This e-mail's application in the chosen vacancy, if there is one. */
  inVacancy: ApplicantMatch | null;
  /** How many other vacancies the e-mail applied to. */
  otherVacancies: number;
}

const vacancyKey = (match: ApplicantMatch) =>
  match.vacancy_id !== null ? `id:${String(match.vacancy_id)}` : `title:${match.vacancy ?? ''}`;

/**
 * Where the duplicate check found this e-mail, seen from the chosen vacancy. A match is in the
 * vacancy as the background's job decides it (by `vacancy_id`, by title when the service gives no
 * id), so "Already in this vacancy" means the job will not create a second applicant.
 */
export function duplicatesFor(
  matches: readonly ApplicantMatch[],
  email: string,
  vacancy: Pick<Vacancy, 'vacancy_id' | 'title'> | null,
): VacancyDuplicates {
  const sameEmail = matches.filter((match) => match.email?.toLowerCase() === email.toLowerCase());
  const isChosen = (match: ApplicantMatch) =>
    vacancy !== null &&
    (match.vacancy_id !== null ? String(match.vacancy_id) === String(vacancy.vacancy_id) : match.vacancy === vacancy.title);
  const inVacancy = sameEmail.find(isChosen) ?? null;
  const others = new Set(sameEmail.filter((match) => !isChosen(match) && (match.vacancy_id !== null || match.vacancy)).map(vacancyKey));
  return { inVacancy, otherVacancies: others.size };
}
