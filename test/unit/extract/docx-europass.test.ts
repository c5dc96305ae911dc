import { describe, expect, it } from 'vitest';
import { extractFromDocx } from '../../../lib/extract/documents/docx.ts';
import { buildDocx } from '../../support/docx-package.ts';

const p = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
const row = (...cells: string[]) => `<w:tr>${cells.map((c) => `<w:tc>${c}</w:tc>`).join('')}</w:tr>`;
const table = (...rows: string[]) => `<w:tbl>${rows.join('')}</w:tbl>`;

/** The Europass layout: a label column beside a value column, the employer written `Name, Town (Country)`. */
function europass(
  labels: { person: string; work: string; school: string },
  jobs: [string, string, string][],
  school: [string, string, string],
) {
  return table(
    row(p(labels.person), p('Ilse Marwitz')),
    row(p(''), p('Fliederweg 3, 04109 Leipzig (Deutschland)') + p('ilse.marwitz@example.org')),
    row(p(labels.work), p('')),
    ...jobs.map(([dates, title, employer]) => row(p(dates), p(title) + p(employer))),
    row(p(labels.school), p('')),
    row(p(school[0]), p(school[1]) + p(school[2])),
  );
}

describe('Europass CVs in DOCX', () => {
  it('reads the town before the country in brackets as the place, not as part of the employer', async () => {
    const body = europass(
      { person: 'PERSONAL INFORMATION', work: 'WORK EXPERIENCE', school: 'EDUCATION AND TRAINING' },
      [
        ['2019–present', 'Process Engineer', 'Quellwerk Anlagen GmbH, Leipzig (Germany)'],
        ['2014–2019', 'Lab Technician', 'Tintenfass Farben KG, Wurzen (Germany)'],
      ],
      ['2009–2014', 'BSc Chemistry', 'University of Leipzig, Leipzig (Germany)'],
    );
    const { candidate } = await extractFromDocx(await buildDocx({ body }));
    expect(candidate.experience.map((e) => [e.company, e.location])).toEqual([
      ['Quellwerk Anlagen GmbH', 'Leipzig (Germany)'],
      ['Tintenfass Farben KG', 'Wurzen (Germany)'],
    ]);
    expect(candidate.education.map((e) => e.institution)).toEqual(['University of Leipzig']);
  });

  it('reads the languages after a label with an optional plural: "Autre(s) langue(s)", "Weitere Sprache(n)"', async () => {
    const read = async (heading: string, [mother, native]: string[], [other, foreign]: string[]) => {
      const body = table(row(p('Ilse Marwitz'), p('')), row(p(heading), p('')), row(p(mother!), p(native!)), row(p(other!), p(foreign!)));
      const { candidate } = await extractFromDocx(await buildDocx({ body }));
      return [candidate.languages, candidate.skills];
    };
    const french = ['Langue(s) maternelle(s)', 'français'];
    expect(await read('COMPÉTENCES PERSONNELLES', french, ['Autre(s) langue(s)', 'anglais, espagnol'])).toEqual([
      ['français', 'anglais', 'espagnol'],
      [],
    ]);
    const german = ['Muttersprache(n)', 'Deutsch'];
    expect(await read('PERSÖNLICHE FÄHIGKEITEN', german, ['Weitere Sprache(n)', 'Englisch, Polnisch'])).toEqual([
      ['Deutsch', 'Englisch', 'Polnisch'],
      [],
    ]);
  });

  it('knows the Europass headings of German and Portuguese: the name is not "Informação pessoal"', async () => {
    const body = europass(
      { person: 'INFORMAÇÃO PESSOAL', work: 'EXPERIÊNCIA PROFISSIONAL', school: 'EDUCAÇÃO E FORMAÇÃO' },
      [['2019–presente', 'Engenheira de processos', 'Quellwerk Anlagen GmbH, Leipzig (Alemanha)']],
      ['2009–2014', 'Licenciatura em Química', 'Universidade de Leipzig'],
    );
    expect((await extractFromDocx(await buildDocx({ body }))).candidate.name.full).toBe('Ilse Marwitz');
    const german = europass(
      { person: 'ANGABEN ZUR PERSON', work: 'BERUFSERFAHRUNG', school: 'SCHUL- UND BERUFSBILDUNG' },
      [['2019–heute', 'Verfahrensingenieurin', 'Quellwerk Anlagen GmbH, Leipzig (Deutschland)']],
      ['2009–2014', 'Bachelor Chemie', 'Universität Leipzig'],
    );
    expect((await extractFromDocx(await buildDocx({ body: german }))).candidate.education.map((e) => e.institution)).toEqual([
      'Universität Leipzig',
    ]);
  });

  it('reads Italian Europass\'s "alla data attuale" as a job held now', async () => {
    const body = europass(
      { person: 'INFORMAZIONI PERSONALI', work: 'ESPERIENZA PROFESSIONALE', school: 'ISTRUZIONE E FORMAZIONE' },
      [['Marzo 2019–alla data attuale', 'Ingegnera di processo', 'Quellwerk Anlagen GmbH, Lipsia (Germania)']],
      ['2009–2014', 'Laurea in Chimica', 'Università di Lipsia'],
    );
    const [job] = (await extractFromDocx(await buildDocx({ body }))).candidate.experience;
    expect(job).toMatchObject({ start: '2019-03', current: true });
  });
});
