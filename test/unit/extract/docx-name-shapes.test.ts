import { describe, expect, it } from 'vitest';
import { docxTextLines, extractFromDocx } from '../../../lib/extract/documents/docx.ts';
import { buildDocx } from '../../support/docx-package.ts';

const p = (text: string, halfPoints = 20, bold = false) =>
  `<w:p><w:r><w:rPr>${bold ? '<w:b/>' : ''}<w:sz w:val="${halfPoints}"/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const runs = (...parts: [string, number, boolean][]) =>
  `<w:p>${parts.map(([t, s, b]) => `<w:r><w:rPr>${b ? '<w:b/>' : ''}<w:sz w:val="${s}"/></w:rPr><w:t xml:space="preserve">${t}</w:t></w:r>`).join('')}</w:p>`;
const cell = (...ps: string[]) => `<w:tc>${ps.join('')}</w:tc>`;
const table = (...cells: string[]) => `<w:tbl><w:tr>${cells.join('')}</w:tr></w:tbl>`;
const rest =
  p('toma.varnell@example.com') + p('+44 7700 900123') + p('Experience', 24, true) + p('Analyst, Brightwater Mills') + p('2019 - 2023');

const nameOf = async (body: string, headers: Record<string, string> = {}, styles?: string) =>
  (await extractFromDocx(await buildDocx({ body, headers, ...(styles ? { styles } : {}) }))).candidate.name;
const styled = (style: string, text: string) => `<w:p><w:pPr><w:pStyle w:val="${style}"/></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
const STYLES =
  '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:rPr><w:sz w:val="56"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:rPr><w:sz w:val="30"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="H1"><w:name w:val="heading 1"/><w:rPr><w:sz w:val="32"/></w:rPr></w:style>';
const photo =
  '<w:p><w:r><w:drawing><wp:inline><a:graphic><a:graphicData><pic:pic/></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>';
const styledCases: [string, string, string, string][] = [
  ['Title style CV then name subtitle', styled('Title', 'Curriculum Vitae') + styled('Subtitle', 'Toma Varnell') + rest, 'Toma', 'Varnell'],
  ['Title style name then job', styled('Title', 'Toma Varnell') + styled('Subtitle', 'Senior Data Analyst') + rest, 'Toma', 'Varnell'],
  ['job title in Title then name', styled('Title', 'Data Analyst') + styled('Subtitle', 'Toma Varnell') + rest, 'Toma', 'Varnell'],
  ['heading 1 name', styled('H1', 'Toma Varnell') + p('Leeds, United Kingdom') + rest, 'Toma', 'Varnell'],
  ['heading 1 personal details then name', styled('H1', 'Personal details') + p('Toma Varnell') + rest, 'Toma', 'Varnell'],
  ['photo cell beside name', table(cell(photo), cell(p('Toma Varnell', 36, true), p('Senior Data Analyst'))) + rest, 'Toma', 'Varnell'],
  ['name with credential', p('Toma Varnell, MSc', 36, true) + rest, 'Toma', 'Varnell'],
  ['name with nbsp', p('Toma\u00a0Varnell', 36, true) + rest, 'Toma', 'Varnell'],
  ['first small surname large', p('Toma', 28) + p('VARNELL', 44, true) + rest, 'Toma', 'Varnell'],
  ['two given names two lines', p('Toma Elin', 40, true) + p('Varnell', 40, true) + rest, 'Toma Elin', 'Varnell'],
  ['surname first two lines', p('VARNELL', 40, true) + p('Toma', 40) + rest, 'Toma', 'Varnell'],
  [
    'name label separate cell colon',
    table(cell(p('Name:')), cell(p('Toma Varnell'))) +
      table(cell(p('Email:')), cell(p('toma.varnell@example.com'))) +
      p('Experience', 24, true),
    'Toma',
    'Varnell',
  ],
  [
    'first/last labels',
    table(cell(p('First name')), cell(p('Toma'))) + table(cell(p('Surname')), cell(p('Varnell'))) + rest,
    'Toma',
    'Varnell',
  ],
  ['Vorname Nachname', p('Name: Varnell') + p('Vorname: Toma') + rest, 'Toma', 'Varnell'],
];

const cases: [string, string, string, string][] = [
  ['two lines, surname in capitals', p('Toma', 40, true) + p('VARNELL', 40, true) + rest, 'Toma', 'Varnell'],
  ['DOE Jane', p('VARNELL Toma', 36, true) + rest, 'Toma', 'Varnell'],
  ['Jane DOE', p('Toma VARNELL', 36, true) + rest, 'Toma', 'Varnell'],
  ['letter spaced', p('T O M A   V A R N E L L', 36, true) + rest, 'Toma', 'Varnell'],
  ['split runs', runs(['Toma ', 36, false], ['Varnell', 36, true]) + rest, 'Toma', 'Varnell'],
  [
    'table beside contact',
    table(cell(p('Toma Varnell', 36, true)), cell(p('toma.varnell@example.com'), p('Leeds'))) +
      p('Experience', 24, true) +
      p('Analyst, Brightwater Mills'),
    'Toma',
    'Varnell',
  ],
  ['after Curriculum Vitae', p('Curriculum Vitae', 40, true) + p('Toma Varnell', 28, true) + rest, 'Toma', 'Varnell'],
  ['after Lebenslauf', p('Lebenslauf', 40, true) + p('Toma Varnell', 24) + rest, 'Toma', 'Varnell'],
  ['after CV small', p('CV', 40, true) + p('Toma Varnell') + rest, 'Toma', 'Varnell'],
  ['after Currículum', p('Currículum Vitae', 40, true) + p('Toma Varnell') + rest, 'Toma', 'Varnell'],
  ['label Name:', p('Personal details', 28, true) + p('Name: Toma Varnell') + rest, 'Toma', 'Varnell'],
  ['label Nom :', p('Nom : Toma Varnell') + rest, 'Toma', 'Varnell'],
  ['label Nombre tab', p('Nombre:\tToma Varnell') + rest, 'Toma', 'Varnell'],
  ['label Naam table', table(cell(p('Naam')), cell(p('Toma Varnell'))) + rest, 'Toma', 'Varnell'],
  ['label Nome table', table(cell(p('Nome:')), cell(p('Toma Varnell'))) + rest, 'Toma', 'Varnell'],
  ['particles', p('Toma van der Varnell', 36, true) + rest, 'Toma', 'van der Varnell'],
  ['initial', p('Toma J. Varnell', 36, true) + rest, 'Toma J.', 'Varnell'],
  ['hyphenated', p('Toma Varnell-Ostby', 36, true) + rest, 'Toma', 'Varnell-Ostby'],
  ['job title above', p('Senior Data Analyst', 36, true) + p('Toma Varnell', 28) + rest, 'Toma', 'Varnell'],
  ['job title below', p('Toma Varnell', 28, true) + p('Senior Data Analyst', 36, true) + rest, 'Toma', 'Varnell'],
  ['persönliche daten', p('Persönliche Daten', 36, true) + p('Toma Varnell', 28) + rest, 'Toma', 'Varnell'],
  ['all small', p('Toma Varnell') + rest, 'Toma', 'Varnell'],
  ['name in capitals both', p('TOMA VARNELL', 36, true) + rest, 'Toma', 'Varnell'],
  ['given names capitals two lines', p('TOMA', 40, true) + p('VARNELL', 40) + rest, 'Toma', 'Varnell'],
];

/** Names as CVs set them in Word: each shape read as the person's given names and surname. */
describe('name shapes in DOCX', () => {
  for (const [label, body, first, last] of cases) {
    it(label, async () => {
      const name = await nameOf(body);
      expect([name.first, name.last].map((w) => w?.toLowerCase())).toEqual([first.toLowerCase(), last.toLowerCase()]);
    });
  }
  for (const [label, body, first, last] of styledCases) {
    it(label, async () => {
      const name = await nameOf(body, {}, STYLES);
      expect([name.first, name.last].map((w) => w?.toLowerCase())).toEqual([first.toLowerCase(), last.toLowerCase()]);
    });
  }
  it('reads a given name set above a larger surname as one name, and not as the headline', async () => {
    const body = p('Toma', 28) + p('VARNELL', 44, true) + p('Senior Data Analyst') + rest;
    const { candidate } = await extractFromDocx(await buildDocx({ body }));
    expect([candidate.name.first, candidate.name.last]).toEqual(['Toma', 'VARNELL']);
    expect(candidate.headline).toBe('Senior Data Analyst');
  });
  it('does not join a one-word line in body type above a large surname', async () => {
    const name = await nameOf(p('Toma') + p('VARNELL', 44, true) + p('Leeds') + rest);
    expect(name.full).toBe('Varnell');
  });
  it('reads the name after the document title on one line ("Curriculum Vitae – Jane Doe")', async () => {
    const name = await nameOf(p('Curriculum Vitae – Toma Varnell', 32, true) + rest);
    expect(name.full).toBe('Toma Varnell');
  });
  it('reads the name in the cell after the document title ("CURRICULUM VITAE<tab>Jane Doe")', async () => {
    const line =
      '<w:p><w:r><w:rPr><w:b/><w:sz w:val="32"/></w:rPr><w:t>CURRICULUM VITAE</w:t></w:r><w:r><w:tab/><w:t>Toma Varnell</w:t></w:r></w:p>';
    expect((await nameOf(line + rest)).full).toBe('Toma Varnell');
    const row = table(cell(p('Curriculum Vitae', 32, true)), cell(p('Toma Varnell', 32, true)));
    expect((await nameOf(row + rest)).full).toBe('Toma Varnell');
  });
  it('reads two runs in different type that meet without a space as two words ("Toma" light, "VARNELL" bold)', async () => {
    const name = await nameOf(runs(['Toma', 40, false], ['VARNELL', 40, true]) + rest);
    expect([name.first, name.last]).toEqual(['Toma', 'VARNELL']);
    const { lines } = await docxTextLines(await buildDocx({ body: runs(['Data', 20, false], ['Analyst', 20, false]) }));
    expect(lines[0]!.text).toBe('DataAnalyst');
  });
  it('header with company', async () => {
    const name = await nameOf(p('Toma Varnell', 32, true) + rest, { header1: p('Brightwater Mills Ltd', 20, true) });
    expect([name.first, name.last]).toEqual(['Toma', 'Varnell']);
  });
  it('name in header', async () => {
    const name = await nameOf(rest, { header1: p('Toma Varnell', 32, true) });
    expect([name.first, name.last]).toEqual(['Toma', 'Varnell']);
  });
  it('vml textbox', async () => {
    const box = `<w:p><w:r><w:pict><v:shape><v:textbox><w:txbxContent>${p('Toma Varnell', 36, true)}</w:txbxContent></v:textbox></v:shape></w:pict></w:r></w:p>`;
    const name = await nameOf(box + rest);
    expect([name.first, name.last]).toEqual(['Toma', 'Varnell']);
  });
});
