// What a LaTeX probe template is: a name, what it prints of a person beyond the name, e-mail, jobs and
// schools (every template prints those), and the .tex source it writes for a person.
import type { ProbePerson } from '../theme-probe/persons.ts';

export interface Shows {
  headline: boolean;
  phone: boolean;
  location: boolean;
  website: boolean;
  profiles: boolean;
  skills: boolean;
  languages: boolean;
}

export const SHOWS_ALL: Shows = {
  headline: true,
  phone: true,
  location: true,
  website: true,
  profiles: true,
  skills: true,
  languages: true,
};

export interface Template {
  name: string;
  shows: Shows;
  source(person: ProbePerson): string;
}
