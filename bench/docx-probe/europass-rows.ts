// A Europass-like CV typed in Word: one two-column table whose narrow left column holds labels set
// flush right in small grey type ("Dates", "Position held", "Employer", in the person's language) and
// section headings in capitals, the values on the right; personal information first, the person's
// languages as "Mother tongue" and "Other languages" rows, skills as one "Digital skills" row. No
// headline, no profile. Arial Narrow-like.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl, degreeOf, period, placeParts, webAddresses } from './person-text.ts';
import { SHOWS_ALL, type Template } from './template.ts';
import { cell, p, row, section, styles, table, textWidth } from './wml.ts';
import { WORDS } from './words.ts';

function document({ resume, language }: ProbePerson) {
  const b = resume.basics;
  const { headings, labels } = WORDS[language];
  const h = headings[1];
  const left = 2900;
  const right = textWidth() - left;
  const labelled = (label: string, value: string, look = {}) =>
    row(
      cell(p(label, { size: 8, color: '1593CB' }, { align: 'right', after: 0 }), { width: left }),
      cell(p(value, look, { after: 0 }), { width: right }),
    );
  const heading = (text: string) =>
    row(
      cell(p(text, { caps: true, size: 10, color: '1593CB' }, { align: 'right', before: 12, after: 4 }), { width: left }),
      cell('', { width: right }),
    );
  const blank = row(cell('', { width: left }), cell('', { width: right }));
  const [mother, ...others] = resume.languages;
  const rows = [
    heading(h.personal),
    labelled('', b.name, { size: 14, bold: true }),
    labelled(labels.address, placeParts(b, language).join(', ')),
    labelled(labels.phone, b.phone),
    labelled(labels.email, b.email),
    ...webAddresses(b).map((url) => labelled('Web', bareUrl(url))),
    heading(h.experience),
    ...resume.work.flatMap((w) => [
      labelled(labels.dates, period(w, language, 'numeric')),
      labelled(labels.position, w.position, { bold: true }),
      labelled(labels.employer, `${w.name}, ${w.location}`),
      blank,
    ]),
    heading(h.education),
    ...resume.education.flatMap((e) => [
      ...(e.endDate ? [labelled(labels.dates, period(e, language, 'numeric'))] : []),
      labelled(labels.qualification, degreeOf(e), { bold: true }),
      labelled(labels.school, e.institution),
      blank,
    ]),
    heading(h.skills),
    labelled(labels.motherTongue, mother!.language),
    labelled(labels.otherLanguages, others.map((l) => l.language).join(', ')),
    labelled(labels.digitalSkills, resume.skills.flatMap((s) => s.keywords).join(', ')),
  ];
  return { body: table([left, right], rows) + section(), styles: styles('Arial', 9.5, []) };
}

export const europassRows: Template = {
  name: 'europass-rows',
  shows: { ...SHOWS_ALL, headline: false, summary: false },
  document,
};
