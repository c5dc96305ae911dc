import { describe, expect, it } from 'vitest';
import { docxTextLines, extractFromDocx } from '../../../lib/extract/documents/docx.ts';
import { buildDocx } from '../../support/docx-package.ts';
import { cell, headerRow, heading, listItem, p, row, shadedCell, table } from './docx-paragraphs.ts';

const top = p('Ottilie Brannagh', { bold: true, halfPoints: 40 }) + p('ottilie.brannagh@example.com') + p('+44 7700 900318');
const read = async (body: string) => (await extractFromDocx(await buildDocx({ body }))).candidate;
const texts = async (body: string) => (await docxTextLines(await buildDocx({ body }))).lines.map((l) => l.text);

describe('DOCX table column headers', () => {
  it('leaves out the row Word repeats atop each page: it labels the columns, it is no entry', async () => {
    const body =
      top +
      heading('Education') +
      table(
        headerRow(cell(p('Year')), cell(p('Degree')), cell(p('Institution'))),
        row(cell(p('2016')), cell(p('MSc Data Science')), cell(p('University of Ashcombe'))),
        row(cell(p('2014')), cell(p('BSc Mathematics')), cell(p('Fellbrook College'))),
      );
    const { education } = await read(body);
    expect(education.map((e) => [e.institution, e.degree, e.end])).toEqual([
      ['University of Ashcombe', 'MSc Data Science', '2016'],
      ['Fellbrook College', 'BSc Mathematics', '2014'],
    ]);
  });

  it('leaves out a row of column labels set in bold over plain rows (es)', async () => {
    const body =
      top +
      heading('Formación') +
      table(
        row(cell(p('Periodo', { bold: true })), cell(p('Título', { bold: true })), cell(p('Centro', { bold: true }))),
        row(cell(p('2014 – 2018')), cell(p('Grado en Ingeniería Informática')), cell(p('Universidad de Arbeloa'))),
      );
    const { education } = await read(body);
    expect(education.map((e) => [e.institution, e.start, e.end])).toEqual([['Universidad de Arbeloa', '2014', '2018']]);
  });

  it('leaves out a shaded row of column labels over dated rows (nl)', async () => {
    const body =
      heading('Werkervaring') +
      table(
        row(shadedCell(p('Periode')), shadedCell(p('Functie')), shadedCell(p('Werkgever'))),
        row(cell(p('2019 – 2023')), cell(p('Projectleider')), cell(p('Bouwbedrijf Dunewijk'))),
        row(cell(p('2016 – 2019')), cell(p('Werkvoorbereider')), cell(p('Aannemer Heuvelrand'))),
      );
    expect(await texts(body)).toEqual([
      'Werkervaring',
      '2019 – 2023\tProjectleider\tBouwbedrijf Dunewijk',
      '2016 – 2019\tWerkvoorbereider\tAannemer Heuvelrand',
    ]);
  });

  it('keeps a bold first row over undated rows: it may be the content itself (languages over their levels)', async () => {
    const body =
      top +
      heading('Sprachen') +
      table(
        row(cell(p('Deutsch', { bold: true })), cell(p('Englisch', { bold: true })), cell(p('Französisch', { bold: true }))),
        row(cell(p('Muttersprache')), cell(p('fließend')), cell(p('Grundkenntnisse'))),
      );
    expect((await read(body)).languages).toEqual(['Deutsch', 'Englisch', 'Französisch']);
  });

  it('keeps a bold first row of two cells: a label and its value ("Name | …")', async () => {
    const body =
      table(
        row(cell(p('Name', { bold: true })), cell(p('Ottilie Brannagh', { bold: true }))),
        row(cell(p('E-mail')), cell(p('ottilie.brannagh@example.com'))),
        row(cell(p('Phone')), cell(p('+44 7700 900318'))),
      ) + heading('Experience');
    expect((await read(body)).name.full).toBe('Ottilie Brannagh');
  });

  it('keeps a bold first row whose cells carry figures or are repeated in bold below (an entry, not labels)', async () => {
    const body =
      top +
      heading('Experience') +
      table(
        row(cell(p('Fernhill Logistics', { bold: true })), cell(p('Bristol', { bold: true })), cell(p('2019 – 2021', { bold: true }))),
        row(cell(p('Data Analyst')), cell(p('')), cell(p('Full time'))),
      ) +
      table(
        row(cell(p('Corvell Bank', { bold: true })), cell(p('Cardiff', { bold: true })), cell(p('Retail', { bold: true }))),
        row(cell(p('Harbour Mutual', { bold: true })), cell(p('Swansea', { bold: true })), cell(p('Insurance', { bold: true }))),
      );
    const lines = await texts(body);
    expect(lines).toContain('Fernhill Logistics\tBristol\t2019 – 2021');
    expect(lines).toContain('Corvell Bank\tCardiff\tRetail');
  });
});

describe('DOCX label columns', () => {
  const label = (text: string) => p(text, { bold: true, halfPoints: 24 });
  const nameRow = row(
    cell(p('OTTILIE BRANNAGH', { bold: true, halfPoints: 44 })),
    cell(p('Lindenstraße 5, 79098 Freiburg'), p('ottilie.brannagh@example.com'), p('+49 761 1234567')),
  );

  it('reads a section heading in the label column on a line of its own, over what stands beside it', async () => {
    const body = table(
      nameRow,
      row(cell(label('Experience')), cell(p('2019 – 2024')), cell(p('Platform Engineer', { bold: true }), p('Quarry Systems, Uppsala'))),
      row(cell(p('')), cell(p('2016 – 2019')), cell(p('Developer', { bold: true }), p('Norrsken Data, Umeå'))),
      row(cell(label('Skills')), cell(listItem('Rust'), listItem('Kubernetes'), listItem('Terraform'))),
    );
    expect(await texts(body)).toContain('2019 – 2024\tPlatform Engineer');
    const candidate = await read(body);
    expect(candidate.experience.map((e) => [e.title, e.company, e.start])).toEqual([
      ['Platform Engineer', 'Quarry Systems', '2019'],
      ['Developer', 'Norrsken Data', '2016'],
    ]);
    expect(candidate.skills).toEqual(['Rust', 'Kubernetes', 'Terraform']);
  });

  it('reads a name set larger than the contact details beside it as no label: the address keeps its line', async () => {
    const body = table(nameRow) + heading('Berufserfahrung') + p('Entwicklerin, Norrsken Data') + p('2016 – 2019');
    expect((await texts(body)).slice(0, 2)).toEqual(['OTTILIE BRANNAGH', 'Lindenstraße 5, 79098 Freiburg']);
    const candidate = await read(body);
    expect(candidate.name.full).toBe('Ottilie Brannagh');
    expect(candidate.location).toContain('Freiburg');
  });
});
