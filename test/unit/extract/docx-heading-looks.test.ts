import { describe, expect, it } from 'vitest';
import { docxTextLines, extractFromDocx } from '../../../lib/extract/documents/docx.ts';
import { buildDocx } from '../../support/docx-package.ts';

const p = (text: string, props = '', bold = false) =>
  `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t>${text}</w:t></w:r></w:p>`;
/** A paragraph in a style of its own, bold at body size: how many Word templates set their section headings. */
const section = (text: string) => p(text, '<w:pStyle w:val="Rubric"/>', true);
const STYLES =
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
  '<w:style w:type="paragraph" w:styleId="TextBody"><w:name w:val="Text Body"/><w:basedOn w:val="Normal"/></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Rubric"><w:name w:val="Rubric"/><w:basedOn w:val="Normal"/><w:pPr><w:pBdr><w:bottom w:val="single"/></w:pBdr></w:pPr></w:style>';
const docx = (body: string) => buildDocx({ body, styles: STYLES });

const cv = (unknownHeading: string) =>
  p('Ines Valcarce', '', true) +
  section('Experience') +
  p('Survey Technician, Northmoor Instruments', '', true) +
  p('2018 – 2022') +
  section(unknownHeading) +
  p('Trail Guide, Upland Walking Club', '', true) +
  p('2014 – 2017') +
  section('Education') +
  p('BSc Geography, Westbridge College', '', true) +
  p('2011 – 2014');

describe('DOCX headings set alike', () => {
  it('marks a line set like the known headings as a heading, though its words are unknown, so that it closes the section before it', async () => {
    const { lines } = await docxTextLines(await docx(cv('Weekend Pursuits')));
    expect(lines.filter((l) => l.heading).map((l) => l.text)).toEqual(['Experience', 'Weekend Pursuits', 'Education']);
    const { candidate } = await extractFromDocx(await docx(cv('Weekend Pursuits')));
    expect(candidate.experience.map((w) => w.company)).toEqual(['Northmoor Instruments']);
  });

  it('leaves a setting alone when it also dresses a line no heading could be', async () => {
    const body = cv('Weekend Pursuits') + section('Led field surveys across three regions, 2019.');
    const { lines } = await docxTextLines(await docx(body));
    expect(lines.filter((l) => l.heading).map((l) => l.text)).toEqual([]);
  });

  it('takes the style most lines are set in for the body, though it is not the default one', async () => {
    const inBody = (text: string, bold = false) => p(text, '<w:pStyle w:val="TextBody"/>', bold);
    const body =
      inBody('Experience', true) +
      inBody('Survey Technician', true) +
      inBody('Measured river banks.') +
      inBody('Education', true) +
      inBody('Geography Degree', true) +
      inBody('Studied maps.') +
      inBody('Skills', true) +
      inBody('Mapping and surveying.');
    const { lines } = await docxTextLines(await docx(body));
    expect(lines.filter((l) => l.heading).map((l) => l.text)).toEqual([]);
  });

  it('leaves alone a setting shared by more unknown lines than known headings (entry titles set like headings)', async () => {
    const body =
      section('Experience') + section('Survey Technician') + section('Trail Guide') + section('Field Assistant') + section('Education');
    const { lines } = await docxTextLines(await docx(body));
    expect(lines.filter((l) => l.heading).map((l) => l.text)).toEqual([]);
  });
});
