import { describe, expect, it } from 'vitest';
import { extractFromDocx } from '../../../lib/extract/documents/docx.ts';
import { buildDocx } from '../../support/docx-package.ts';
import { RIGHT_TAB, cell, heading, p, para, row, run, table } from './docx-paragraphs.ts';

/** A content control around content, as Word's résumé templates wrap their parts; `showing` while it still shows its prompt. */
const control = (content: string, showing = false) =>
  `<w:sdt><w:sdtPr><w:alias w:val="Part"/>${showing ? '<w:showingPlcHdr/>' : ''}</w:sdtPr><w:sdtContent>${content}</w:sdtContent></w:sdt>`;

const read = async (body: string) => (await extractFromDocx(await buildDocx({ body }))).candidate;

describe('DOCX written by converters and other programs', () => {
  it('reads words a converter left soft hyphens in as whole words', async () => {
    const body =
      p('Ysolde Marrack', { bold: true, halfPoints: 40 }) +
      p('ysolde.marrack@example.com') +
      heading('Experience') +
      para(run('Soft\u00adware Engi\u00adneer\t2019 – 2023', { bold: true }), RIGHT_TAB) +
      p('Penhallow Mari\u00adtime Logis\u00adtics') +
      heading('Education') +
      para(run('Univer\u00adsity of Tremough\t2015 – 2019', { bold: true }), RIGHT_TAB) +
      p('BSc Computer Science');
    const candidate = await read(body);
    expect(candidate.experience?.map((e) => [e.title, e.company])).toEqual([['Software Engineer', 'Penhallow Maritime Logistics']]);
    expect(candidate.education?.map((e) => e.institution)).toEqual(['University of Tremough']);
  });

  it("reads a table's rows and cells that a template wraps in content controls (a repeating section of entries)", async () => {
    const body =
      table(
        row(
          control(cell(p('Ysolde Marrack', { bold: true, halfPoints: 40 }))),
          control(cell(p('Truro, United Kingdom'), p('ysolde.marrack@example.com'))),
        ),
      ) +
      heading('Experience') +
      table(
        control(
          control(row(cell(p('2019 – 2023')), cell(p('Software Engineer', { bold: true }), p('Penhallow Logistics')))) +
            control(row(cell(p('2016 – 2019')), cell(p('Data Analyst', { bold: true }), p('Kernow Water')))),
        ),
      );
    const candidate = await read(body);
    expect(candidate.name?.full).toBe('Ysolde Marrack');
    expect(candidate.emails).toEqual(['ysolde.marrack@example.com']);
    expect(candidate.experience?.map((e) => [e.title, e.company, e.start])).toEqual([
      ['Software Engineer', 'Penhallow Logistics', '2019'],
      ['Data Analyst', 'Kernow Water', '2016'],
    ]);
  });

  it("leaves out a template's prompt in a content control the person never filled in", async () => {
    const cv = (prompt: string) =>
      control(p('Ysolde Marrack', { bold: true, halfPoints: 40 })) +
      control(para(run(prompt)), true) +
      para(control(run('ysolde.marrack@example.com')) + run(' | ') + control(run('Street Address, City'), true)) +
      heading('Experience') +
      p('Software Engineer, Penhallow Logistics') +
      p('2019 – 2023');
    for (const prompt of ['Profession or Industry', 'Link to other online properties: Portfolio, Website or Blog']) {
      const candidate = await read(cv(prompt));
      expect(candidate.name?.full).toBe('Ysolde Marrack');
      expect(candidate.headline).toBeNull();
      expect(candidate.location).toBeNull();
    }
  });
});
