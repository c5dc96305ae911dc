import { describe, expect, it } from 'vitest';
import { docxTextLines, extractFromDocx } from '../../../lib/extract/documents/docx.ts';
import { buildDocx } from '../../support/docx-package.ts';

/** A DOCX whose header parts are given by relationship id; `settings` is the settings part's content. */
const withHeaders = (body: string, headers: Record<string, string>, settings = '') => buildDocx({ body, headers, settings });

const p = (text: string, props = '') => `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}<w:r><w:t>${text}</w:t></w:r></w:p>`;

const texts = async (data: Uint8Array) => (await docxTextLines(data)).lines.map((l) => l.text);
const reference = (type: string, id: string) => `<w:headerReference w:type="${type}" r:id="${id}"/>`;

describe('DOCX page headers', () => {
  it('reads the first-page header first when the section has a distinct first page', async () => {
    const section = `<w:sectPr>${reference('default', 'hA')}${reference('first', 'hB')}<w:titlePg/></w:sectPr>`;
    const data = await withHeaders(p('Experience') + section, { hA: p('Page two onwards'), hB: p('Mira Okafor, Test Engineer') });
    expect(await texts(data)).toEqual(['Mira Okafor, Test Engineer', 'Page two onwards', 'Experience']);
  });

  it('leaves out a first-page or even-page header the document does not show', async () => {
    const section = `<w:sectPr>${reference('even', 'hE')}${reference('default', 'hA')}${reference('first', 'hB')}</w:sectPr>`;
    const data = await withHeaders(p('Skills') + section, {
      hE: p('[Even page header]'),
      hA: p('mira@example.net'),
      hB: p('[Type your name]'),
    });
    expect(await texts(data)).toEqual(['mira@example.net', 'Skills']);
    expect(
      await texts(await withHeaders(p('Skills') + section, { hE: p('Even pages'), hA: p('mira@example.net') }, '<w:evenAndOddHeaders/>')),
    ).toEqual(['mira@example.net', 'Even pages', 'Skills']);
  });

  it('leaves out a header part no section refers to, and reads every part when no section names one', async () => {
    const section = `<w:sectPr>${reference('default', 'hA')}</w:sectPr>`;
    expect(await texts(await withHeaders(p('Skills') + section, { hA: p('Shown header'), hZ: p('Left-over header') }))).toEqual([
      'Shown header',
      'Skills',
    ]);
    expect(await texts(await withHeaders(p('Skills'), { hA: p('One header') }))).toEqual(['One header', 'Skills']);
  });

  it('reads the headers of a later section after those of the first', async () => {
    const first = `<w:p><w:pPr><w:sectPr>${reference('default', 'hA')}</w:sectPr></w:pPr><w:r><w:t>Profile</w:t></w:r></w:p>`;
    const last = `<w:sectPr>${reference('default', 'hB')}</w:sectPr>`;
    expect(await texts(await withHeaders(first + p('Projects') + last, { hB: p('Second section'), hA: p('First section') }))).toEqual([
      'First section',
      'Second section',
      'Profile',
      'Projects',
    ]);
  });
});

describe('DOCX page footers', () => {
  const body =
    p('Mira Okafor') +
    p('Test Engineer') +
    p('Experience') +
    p('Test Engineer, Larkspur Devices') +
    p('2019 – 2024') +
    p('Skills') +
    p('Python, Robot Framework');

  it('reads a footer holding the contact details with the page header, before the body, not as the last section’s text', async () => {
    const data = await buildDocx({
      body,
      footers: { f1: p('4 Quay Street, Galway H91 X2Y3 · mira.okafor@example.net · +353 91 555 0142') },
    });
    expect((await texts(data))[0]).toBe('4 Quay Street, Galway H91 X2Y3 · mira.okafor@example.net · +353 91 555 0142');
    const { candidate } = await extractFromDocx(data);
    expect(candidate.emails).toEqual(['mira.okafor@example.net']);
    expect(candidate.location).toContain('Galway');
    expect(candidate.skills).toEqual(['Python', 'Robot Framework']);
  });

  it('leaves out a footer of page numbers or a document title', async () => {
    const data = await buildDocx({ body, footers: { f1: p('Page 1 of 2') + p('Curriculum vitae – confidential') } });
    expect(await texts(data)).not.toContain('Page 1 of 2');
  });
});

describe('DOCX outline levels', () => {
  it('takes an outline level set on the paragraph itself as a heading, and level 9 as body text', async () => {
    const styles = '<w:style w:type="paragraph" w:styleId="Sec"><w:name w:val="heading 1"/></w:style>';
    const body =
      p('Werdegang', '<w:outlineLvl w:val="0"/>') + p('Plain line', '<w:pStyle w:val="Sec"/><w:outlineLvl w:val="9"/>') + p('Body');
    const { lines } = await docxTextLines(await buildDocx({ body, styles }));
    expect(lines.map((l) => [l.text, l.heading])).toEqual([
      ['Werdegang', true],
      ['Plain line', false],
      ['Body', false],
    ]);
  });
});
