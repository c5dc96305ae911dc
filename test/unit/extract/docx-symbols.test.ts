import { describe, expect, it } from 'vitest';
import { docxTextLines, extractFromDocx } from '../../../lib/extract/documents/docx.ts';
import { buildDocx } from '../../support/docx-package.ts';
import { heading, p, para, run } from './docx-paragraphs.ts';

const lines = async (body: string) => (await docxTextLines(await buildDocx({ body }))).lines;
/** A character from a symbol font, as Word's Insert Symbol stores it. */
const symbol = (code: string) =>
  `<w:r><w:rPr><w:rFonts w:ascii="Wingdings" w:hAnsi="Wingdings"/></w:rPr><w:sym w:font="Wingdings" w:char="${code}"/></w:r>`;

describe('DOCX symbol fonts', () => {
  it('reads a symbol font glyph before the text as a bullet, typed (private use) or inserted as a symbol', async () => {
    const body =
      heading('Skills') + p('\uF0D8\tRegression modelling') + para(symbol('F0A7') + run(' Survey design')) + p('\uF0FC Fieldwork planning');
    expect((await lines(body)).map((l) => [l.text, l.bullet])).toEqual([
      ['Skills', false],
      ['Regression modelling', true],
      ['Survey design', true],
      ['Fieldwork planning', true],
    ]);
  });

  it('drops an icon glyph beside a contact field, so the field reads as printed', async () => {
    const body =
      p('Ysolde Marrack', { bold: true, halfPoints: 40 }) +
      para(symbol('F029') + run(' +44 7700 900512')) +
      p('\uF02A ysolde.marrack@example.com');
    const { candidate } = await extractFromDocx(await buildDocx({ body }));
    expect(candidate.phones).toEqual(['+447700900512']);
    expect(candidate.emails).toEqual(['ysolde.marrack@example.com']);
    expect((await lines(body)).map((l) => l.text)).toEqual(['Ysolde Marrack', '+44 7700 900512', 'ysolde.marrack@example.com']);
  });

  it('reads a hyperlink shown only as an icon (a symbol font glyph, a picture), alone on its line, as its address', async () => {
    const icon = (id: string) =>
      `<w:hyperlink r:id="${id}"><w:r><w:rPr><w:rFonts w:ascii="Font Awesome"/></w:rPr><w:t>\uF0E1</w:t></w:r></w:hyperlink>`;
    const body =
      p('Ysolde Marrack', { bold: true, halfPoints: 40 }) +
      p('ysolde.marrack@example.com') +
      `<w:p>${icon('L1')}</w:p>` +
      heading('Experience');
    const docx = await buildDocx({ body, links: { L1: 'https://www.linkedin.com/in/ysolde-marrack' } });
    const { candidate } = await extractFromDocx(docx);
    expect(candidate.links.map((l) => l.url)).toEqual(['https://www.linkedin.com/in/ysolde-marrack']);
    const logo =
      '<w:p><w:hyperlink r:id="L1"><w:r><w:drawing><wp:inline><a:graphic><a:graphicData><pic:pic/></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:hyperlink></w:p>';
    const withLogo = await buildDocx({
      body: body.replace(`<w:p>${icon('L1')}</w:p>`, logo),
      links: { L1: 'https://www.linkedin.com/in/ysolde-marrack' },
    });
    expect((await extractFromDocx(withLogo)).candidate.links.map((l) => l.url)).toEqual(['https://www.linkedin.com/in/ysolde-marrack']);
  });
});
