import { describe, expect, it } from 'vitest';
import { docxTextLines, extractFromDocx, MAX_DOCX_PART_BYTES } from '../../../lib/extract/documents/docx.ts';
import { buildDocx } from '../../support/docx-package.ts';

const p = (text: string, props = '') =>
  `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const cell = (...paragraphs: string[]) => `<w:tc>${paragraphs.join('')}</w:tc>`;

/** A small DOCX: the body's XML, optional styles, a header part and hyperlink targets. */
const docx = (body: string, { styles = '', header = '', links = {} as Record<string, string> } = {}) =>
  buildDocx({ body, styles, headers: header ? { header1: header } : {}, links });

const texts = async (data: Uint8Array) => (await docxTextLines(data)).lines.map((l) => l.text);

describe('DOCX reader', () => {
  it('reads the contact details Word templates put in the page header, before the body', async () => {
    const data = await docx(p('Experience'), { header: p('Jana Novak ■ jana@example.org ■ +49 176 1234567') });
    expect(await texts(data)).toEqual(['Jana Novak ■ jana@example.org ■ +49 176 1234567', 'Experience']);
  });

  it('reads a text box once, though Word stores it twice (drawing and its fallback picture)', async () => {
    const box = `<w:txbxContent>${p('Jana Novak')}${p('Data Analyst')}</w:txbxContent>`;
    const anchored = `<w:p><w:r><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006">
      <mc:Choice Requires="wps"><w:drawing><wps:txbx>${box}</wps:txbx></w:drawing></mc:Choice>
      <mc:Fallback><w:pict><v:textbox>${box}</v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;
    expect(await texts(await docx(anchored + p('Skills')))).toEqual(['Jana Novak', 'Data Analyst', 'Skills']);
  });

  it('keeps a label/value table row on one line, and reads a layout table cell by cell', async () => {
    const labelRow = `<w:tr>${cell(p('Phone'))}${cell(p('+34 600 123 456'))}</w:tr>`;
    const layoutRow = `<w:tr>${cell(p('Contact'), p('Madrid'))}${cell(p('Experience'), p('Analyst, Acme'))}</w:tr>`;
    expect(await texts(await docx(`<w:tbl>${labelRow}${layoutRow}</w:tbl>`))).toEqual([
      'Phone\t+34 600 123 456',
      'Contact',
      'Madrid',
      'Experience',
      'Analyst, Acme',
    ]);
  });

  it('reads the name atop the main column first when a sidebar cell beside it opens on its sections', async () => {
    const heading = (text: string) => p(text, '<w:rPr><w:b/><w:sz w:val="26"/></w:rPr>');
    const sidebar = cell(heading('Contact'), p('jane.doe@example.org'), p('Lyon, France'), heading('Skills'), p('Python'));
    const main = cell(
      p('Jane Doe', '<w:rPr><w:b/><w:sz w:val="48"/></w:rPr>'),
      p('Data Engineer'),
      heading('Experience'),
      p('Analyst, Acme'),
    );
    const data = await docx(`<w:tbl><w:tr>${sidebar}${main}</w:tr></w:tbl>`);
    expect(await texts(data)).toEqual([
      'Jane Doe',
      'Data Engineer',
      'Contact',
      'jane.doe@example.org',
      'Lyon, France',
      'Skills',
      'Python',
      'Experience',
      'Analyst, Acme',
    ]);
    const { candidate } = await extractFromDocx(data);
    expect(candidate).toMatchObject({
      name: { full: 'Jane Doe' },
      headline: 'Data Engineer',
      location: 'Lyon, France',
      skills: ['Python'],
    });
  });

  it('reads a layout table below the first section heading cell by cell, as it stands', async () => {
    const later = `<w:tbl><w:tr>${cell(p('Skills'), p('Python'))}${cell(p('Go'), p('Languages'), p('English'))}</w:tr></w:tbl>`;
    expect(await texts(await docx(p('Jane Doe') + p('Experience') + later))).toEqual([
      'Jane Doe',
      'Experience',
      'Skills',
      'Python',
      'Go',
      'Languages',
      'English',
    ]);
  });

  it('shows text as printed: capitals set by a style, hidden text left out, tabs kept as gaps', async () => {
    const styles = '<w:style w:type="paragraph" w:styleId="Caps"><w:rPr><w:caps/></w:rPr></w:style>';
    const body =
      p('Berufserfahrung', '<w:pStyle w:val="Caps"/>') +
      '<w:p><w:r><w:t>2019 – 2021</w:t></w:r><w:r><w:tab/><w:t>Analyst</w:t></w:r><w:r><w:rPr><w:vanish/></w:rPr><w:t>secret</w:t></w:r></w:p>';
    expect(await texts(await docx(body, { styles }))).toEqual(['BERUFSERFAHRUNG', '2019 – 2021\tAnalyst']);
  });

  it('gives headings their level and size, bold runs and list items, and hyperlink targets', async () => {
    const styles = '<w:style w:type="paragraph" w:styleId="H1"><w:name w:val="heading 1"/></w:style>';
    const body =
      p('Experience', '<w:pStyle w:val="H1"/>') +
      '<w:p><w:r><w:rPr><w:b/><w:sz w:val="24"/></w:rPr><w:t>Analyst</w:t></w:r></w:p>' +
      p('Built dashboards', '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="3"/></w:numPr>') +
      '<w:p><w:hyperlink r:id="l1"><w:r><w:t>LinkedIn</w:t></w:r></w:hyperlink></w:p>';
    const { lines } = await docxTextLines(await docx(body, { styles, links: { l1: 'https://www.linkedin.com/in/jana' } }));
    expect(lines).toMatchObject([
      { text: 'Experience', heading: true, size: 16 },
      { text: 'Analyst', bold: true, size: 12, heading: false },
      { text: 'Built dashboards', bullet: true },
      { text: 'LinkedIn', links: ['https://www.linkedin.com/in/jana'] },
    ]);
  });

  it('reads skills a writer set apart with runs of spaces one by one, as if set apart with tabs', async () => {
    const heading = (text: string) => p(text, '<w:rPr><w:b/><w:sz w:val="28"/></w:rPr>');
    const body =
      p('Jana Novak', '<w:rPr><w:b/><w:sz w:val="48"/></w:rPr>') +
      heading('Skills') +
      p('Lathe control      Spreadsheets      Heat treatment') +
      p('Glassblowing     6 years') +
      heading('Experience') +
      p('Fitter, Northwind Mills') +
      p('2019 – 2023');
    const { candidate } = await extractFromDocx(await docx(body));
    expect(candidate.skills).toEqual(['Lathe control', 'Spreadsheets', 'Heat treatment', 'Glassblowing 6 years']);
  });

  it("reads a section's name in a label cell beside a bulleted list as heading the whole list", async () => {
    const item = (text: string) => p(text, '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>');
    const row = `<w:tr>${cell(p('SKILLS'))}${cell(item('Lathe control'), item('Spreadsheets'), item('Heat treatment'))}</w:tr>`;
    const body = p('Jana Novak', '<w:rPr><w:b/><w:sz w:val="48"/></w:rPr>') + `<w:tbl>${row}</w:tbl>`;
    expect(await texts(await docx(body))).toEqual(['Jana Novak', 'SKILLS', 'Lathe control', 'Spreadsheets', 'Heat treatment']);
    expect((await extractFromDocx(await docx(body))).candidate.skills).toEqual(['Lathe control', 'Spreadsheets', 'Heat treatment']);
  });

  it('reads phones in the country of the document language', async () => {
    const body = '<w:p><w:r><w:rPr><w:lang w:val="de-DE"/></w:rPr><w:t>Jana Novak</w:t></w:r></w:p>' + p('Telefon: 0176 1234567');
    const { candidate } = await extractFromDocx(await docx(body));
    expect(candidate.phones).toEqual(['+491761234567']);
    expect(candidate.sources.phones).toBe('docx');
  });

  it('says a DOCX made only of pictures is an image, as for a scanned PDF', async () => {
    const picture = '<w:p><w:r><w:drawing><wp:inline xmlns:wp="x"><a:graphic xmlns:a="y"/></wp:inline></w:drawing></w:r></w:p>';
    await expect(docxTextLines(await docx(picture + picture))).rejects.toMatchObject({ problem: { code: 'pictures-only-docx' } });
  });

  it('stops decompressing a part past its bound instead of filling memory', async () => {
    const bomb = p('x'.repeat(MAX_DOCX_PART_BYTES + 1));
    await expect(docxTextLines(await docx(bomb))).rejects.toMatchObject({ problem: { code: 'unpacks-too-large', format: 'docx' } });
  });

  it('says when a file is not a Word document', async () => {
    await expect(docxTextLines(new TextEncoder().encode('not a zip'))).rejects.toMatchObject({
      problem: { code: 'damaged', format: 'docx' },
    });
  });
});
