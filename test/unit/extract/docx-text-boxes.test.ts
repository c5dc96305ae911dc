import { describe, expect, it } from 'vitest';
import { docxTextLines, extractFromDocx } from '../../../lib/extract/documents/docx.ts';
import { buildDocx } from '../../support/docx-package.ts';

/** A DOCX of this body, with one page header when given. */
const docx = (body: string, header = '') => buildDocx({ body, headers: header ? { header1: header } : {} });

const p = (text: string, halfPoints = 20, bold = false) =>
  `<w:p><w:r><w:rPr>${bold ? '<w:b/>' : ''}<w:sz w:val="${halfPoints}"/></w:rPr><w:t>${text}</w:t></w:r></w:p>`;
/** A text box as Word anchors it in a run: a drawing holding a shape with text. */
const textBox = (...paragraphs: string[]) =>
  `<w:r><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${paragraphs.join('')}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r>`;

const texts = async (data: Uint8Array) => (await docxTextLines(data)).lines.map((l) => l.text);

const sidebar = textBox(p('Contact', 24, true), p('kai.lindqvist@example.com'), p('Skills', 24, true), p('Rust'), p('Go'));

/** The lines in reading order: the name and tagline atop the main column, the sidebar, then the main column's sections. */
const NAME_THEN_SIDEBAR = [
  'Kai Lindqvist',
  'Site Reliability Engineer',
  'Contact',
  'kai.lindqvist@example.com',
  'Skills',
  'Rust',
  'Go',
  'Experience',
  'Platform Engineer, Quarry Systems',
];

describe('DOCX text boxes set side by side', () => {
  it('reads the name atop a main-column box before a sidebar box anchored beside it', async () => {
    const main = textBox(
      p('Kai Lindqvist', 40, true),
      p('Site Reliability Engineer'),
      p('Experience', 24, true),
      p('Platform Engineer, Quarry Systems'),
    );
    expect(await texts(await docx(`<w:p>${sidebar}${main}</w:p>`))).toEqual(NAME_THEN_SIDEBAR);
  });

  it('reads the name in the body before a sidebar box anchored in an earlier paragraph, up to the first section heading', async () => {
    const body = `<w:p>${sidebar}</w:p>${p('Kai Lindqvist', 40, true)}${p('Site Reliability Engineer')}${p('Experience', 24, true)}${p('Platform Engineer, Quarry Systems')}`;
    expect(await texts(await docx(body))).toEqual(NAME_THEN_SIDEBAR);
    const { candidate } = await extractFromDocx(await docx(body));
    expect(candidate.name.full).toBe('Kai Lindqvist');
  });

  it('looks through content controls, and reads a name table atop the body before the sidebar box', async () => {
    const control = (content: string) => `<w:sdt><w:sdtPr/><w:sdtContent>${content}</w:sdtContent></w:sdt>`;
    const nameTable = `<w:tbl><w:tr><w:tc>${p('Kai Lindqvist', 40, true)}</w:tc><w:tc>${p('Site Reliability Engineer')}</w:tc></w:tr></w:tbl>`;
    const body = control(`<w:p>${sidebar}</w:p>`) + control(nameTable) + p('Experience', 24, true);
    expect(await texts(await docx(body))).toEqual([
      'Kai Lindqvist\tSite Reliability Engineer',
      'Contact',
      'kai.lindqvist@example.com',
      'Skills',
      'Rust',
      'Go',
      'Experience',
    ]);
  });

  it('reads the name in the body before a sidebar box anchored in the page header to repeat on every page', async () => {
    const body = `${p('Kai Lindqvist', 40, true)}${p('Experience', 24, true)}${p('Platform Engineer, Quarry Systems')}`;
    const withoutTagline = NAME_THEN_SIDEBAR.filter((text) => text !== 'Site Reliability Engineer');
    expect(await texts(await docx(body, `<w:p>${sidebar}</w:p>`))).toEqual(withoutTagline);
    expect(await texts(await docx(body, p('kai.lindqvist@example.com')))).toEqual([
      'kai.lindqvist@example.com',
      'Kai Lindqvist',
      'Experience',
      'Platform Engineer, Quarry Systems',
    ]);
  });

  it('reads a box that is only a heading (a label in the margin) where it is anchored, before its section', async () => {
    const labelled = (label: string, text: string) => `<w:p>${textBox(p(label, 24, true))}<w:r><w:t>${text}</w:t></w:r></w:p>`;
    const body =
      p('Kai Lindqvist', 40, true) +
      labelled('Profile', 'Engineer who likes quiet pagers.') +
      labelled('Experience', 'Platform Engineer, Quarry Systems');
    expect(await texts(await docx(body))).toEqual([
      'Kai Lindqvist',
      'Profile',
      'Engineer who likes quiet pagers.',
      'Experience',
      'Platform Engineer, Quarry Systems',
    ]);
  });

  it('reads a text box past the first section heading where it is anchored', async () => {
    const body = `${p('Kai Lindqvist', 40, true)}${p('Experience', 24, true)}<w:p>${textBox(p('Languages', 24, true), p('Swedish'))}</w:p>${p('Platform Engineer')}`;
    expect(await texts(await docx(body))).toEqual(['Kai Lindqvist', 'Experience', 'Languages', 'Swedish', 'Platform Engineer']);
  });
});

/** A text box whose shape Word places at these offsets from the page's corner (EMU), as designed templates do. */
const placedBox = (x: number, y: number, ...paragraphs: string[]) =>
  `<w:r><w:drawing><wp:anchor><wp:positionH relativeFrom="page"><wp:posOffset>${x}</wp:posOffset></wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>${y}</wp:posOffset></wp:positionV><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${paragraphs.join('')}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r>`;

describe('DOCX text boxes placed on the page', () => {
  it('reads boxes anchored in one paragraph by where they stand, column by column, not in the order they were drawn', async () => {
    const [left, right] = [400000, 2800000];
    // Drawn in an order of their own: headings first, then their texts, the name last.
    const shapes = [
      placedBox(left, 400000, p('Contact', 24, true)),
      placedBox(right, 2000000, p('Experience', 24, true)),
      placedBox(left, 3000000, p('Skills', 24, true)),
      placedBox(right, 2400000, p('Platform Engineer, Quarry Systems'), p('2019 – 2024')),
      placedBox(left, 3400000, p('Rust'), p('Go')),
      placedBox(left, 800000, p('kai.lindqvist@example.com')),
      placedBox(right, 400000, p('Kai Lindqvist', 40, true), p('Site Reliability Engineer')),
    ];
    const data = await docx(`<w:p>${shapes.join('')}</w:p>`);
    expect(await texts(data)).toEqual([...NAME_THEN_SIDEBAR, '2019 – 2024']);
    const { candidate } = await extractFromDocx(data);
    expect(candidate.name.full).toBe('Kai Lindqvist');
    expect(candidate.experience.map((e) => [e.title, e.company])).toEqual([['Platform Engineer', 'Quarry Systems']]);
  });

  it('keeps the order Word stores boxes in when a box is placed by alignment rather than by offsets', async () => {
    const aligned = `<w:r><w:drawing><wp:anchor><wp:positionH relativeFrom="margin"><wp:align>right</wp:align></wp:positionH><wp:positionV relativeFrom="page"><wp:posOffset>0</wp:posOffset></wp:positionV><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${p('kai.lindqvist@example.com')}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r>`;
    const body = `<w:p>${placedBox(400000, 900000, p('Kai Lindqvist', 40, true))}${aligned}</w:p>`;
    expect(await texts(await docx(body))).toEqual(['Kai Lindqvist', 'kai.lindqvist@example.com']);
  });
});

describe('DOCX labels in the margin as text boxes', () => {
  it('reads a column of section headings alone row by row with the column beside it', async () => {
    const [rail, main] = [400000, 2000000];
    const shapes = [
      placedBox(main, 2000000, p('Platform Engineer, Quarry Systems'), p('2019 – 2024')),
      placedBox(rail, 3000000, p('Education', 24, true)),
      placedBox(main, 3000000, p('MSc Computing, Fjällby University'), p('2014 – 2016')),
      placedBox(rail, 2000000, p('Experience', 24, true)),
      placedBox(main, 400000, p('Kai Lindqvist', 40, true), p('kai.lindqvist@example.com')),
    ];
    expect(await texts(await docx(`<w:p>${shapes.join('')}</w:p>`))).toEqual([
      'Kai Lindqvist',
      'kai.lindqvist@example.com',
      'Experience',
      'Platform Engineer, Quarry Systems',
      '2019 – 2024',
      'Education',
      'MSc Computing, Fjällby University',
      '2014 – 2016',
    ]);
  });
});
