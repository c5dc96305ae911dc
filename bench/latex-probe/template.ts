// What a LaTeX probe template is: a name, what it prints of a person beyond the name, e-mail, jobs and
// schools (every template prints those), and the .tex source it writes for a person.
import type { ProbePerson } from '../theme-probe/persons.ts';

export interface Shows {
  headline: boolean;
  phone: boolean;
  location: boolean;
  website: boolean;
  profiles: boolean;
  /** Where only some networks' profiles are printed, those networks. */
  profileNetworks?: string[];
  /** Whether the summary, where some persons write their site and code host as bare words, is printed. */
  summary: boolean;
  skills: boolean;
  languages: boolean;
}

export const SHOWS_ALL: Shows = {
  headline: true,
  phone: true,
  location: true,
  website: true,
  profiles: true,
  summary: true,
  skills: true,
  languages: true,
};

export interface Template {
  name: string;
  shows: Shows;
  source(person: ProbePerson): string;
}
