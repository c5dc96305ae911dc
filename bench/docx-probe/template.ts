// What a DOCX probe template is: a name, what it prints of a person beyond the name, e-mail, jobs and
// schools (the LaTeX probe's `Shows`, so both probes' truths are made alike), and the DOCX parts it
// writes for a person.
import type { DocxParts } from '../../test/support/docx-package.ts';
import type { Shows } from '../latex-probe/template.ts';
import type { ProbePerson } from '../theme-probe/persons.ts';

export { SHOWS_ALL, type Shows } from '../latex-probe/template.ts';

export interface Template {
  name: string;
  shows: Shows;
  document(person: ProbePerson): DocxParts;
}
