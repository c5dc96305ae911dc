// The post a page states in its header, under the person's name, where it lists no jobs: academic and
// personal home pages write "Assistant Professor" / "Department of Economics" / "University of Brackwater", or
// "Researcher, Institute of X" and "PhD in Y, University of Z" as lines of credentials.
import type { Education, Experience } from '../candidate.ts';
import { findEmails } from './emails.ts';
import { findDateRange } from './dates.ts';
import { findUrlsInText } from './links.ts';
import { cleanText, splitFields } from './text.ts';
import type { TextLine } from './text-lines.ts';
import { COMPANY_WORD, DEGREE_WORD, INSTITUTION_WORD, TITLE_WORD } from './vocabulary.ts';

const MAX_LINE = 100;
// Lines of a header looked at: the name's block and the lines of credentials under it.
const MAX_HEADER_LINES = 12;
// An arrow or a mark standing for the link it is set in ("Universidad de Alcorna ↗").
const LINK_MARK = /\s*[↗→⇗➚🔗]+\s*$/u;

const isOrganisation = (field: string) => INSTITUTION_WORD.test(field) || COMPANY_WORD.test(field);
const isTitle = (field: string) => TITLE_WORD.test(field) && !isOrganisation(field) && !DEGREE_WORD.test(field);
const isDegree = (field: string) => DEGREE_WORD.test(field) && !INSTITUTION_WORD.test(field);

/** A header line's fields: apart by separators or commas, without a link's arrow. */
function fieldsOf(text: string): string[] {
  return splitFields(text.replace(LINK_MARK, ''))
    .flatMap((field) => field.split(/,\s+/))
    .map((field) => cleanText(field.replace(LINK_MARK, '')))
    .filter(Boolean);
}

// "Data Scientist at Ormond Health", "Ingénieure chez Ardenval", "@ Acme": a title, then its employer after the word for "at".
const AT_EMPLOYER = /^(.+?)\s+(?:(?:at|chez|bei|presso|bij)\s+|@\s*)(\p{Lu}.*)$/u;

/** A profile's headline "Title at Employer": the title and the employer, where the words before "at" name a job title. */
function titleAtEmployer(field: string): { title: string; company: string } | null {
  const [, title, company] = AT_EMPLOYER.exec(field) ?? [];
  return title && company && isTitle(title) && !isTitle(company) ? { title, company } : null;
}

/** A short line of the header naming a post or a degree: no contact detail, no date, no sentence. */
function isCredentialLine(line: TextLine): boolean {
  const text = line.text;
  return (
    text.length <= MAX_LINE &&
    !findEmails(text).length &&
    !findUrlsInText(text).length &&
    !findDateRange(text) &&
    !/[.:;!?]$/.test(text.replace(LINK_MARK, '')) &&
    /^\p{Lu}/u.test(text)
  );
}

/**
 * The posts and degrees the header states: a line naming a title and its organisation ("Researcher, Institute of
 * X"), or a title alone over the lines naming its organisation ("Lecturer" / "Department of Economics" / "University
 * of Y", the organisation being the last, widest of them); a degree with its school ("PhD in X, University of Y").
 */
export function headerCredentials(header: TextLine[]): { jobs: Experience[]; schools: Education[] } {
  const lines = header.slice(0, MAX_HEADER_LINES).filter(isCredentialLine);
  const jobs: Experience[] = [];
  const schools: Education[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fields = fieldsOf(lines[i]!.text);
    const told = fields.length === 1 ? titleAtEmployer(fields[0]!) : null;
    if (told) {
      jobs.push({ ...told, location: null, start: null, end: null, current: true });
      continue;
    }
    const organisations = fields.filter(isOrganisation);
    const title = fields.find(isTitle);
    const degree = fields.find(isDegree);
    if (degree && !title && organisations.length) {
      schools.push({ institution: organisations.at(-1)!, degree, field: null, start: null, end: null });
      continue;
    }
    if (!title) continue;
    const under: string[] = [];
    if (!organisations.length)
      for (let j = i + 1; j < lines.length && under.length < 2; j++) {
        const next = fieldsOf(lines[j]!.text);
        if (!next.every(isOrganisation)) break;
        under.push(...next);
      }
    const company = organisations.at(-1) ?? under.at(-1);
    if (company) jobs.push({ title, company, location: null, start: null, end: null, current: true });
  }
  return { jobs, schools };
}
