import { describe, expect, it } from 'vitest';
import { docxTextLines, extractFromDocx } from '../../../lib/extract/documents/docx.ts';
import { buildDocx } from '../../support/docx-package.ts';
import { listItem, p } from './docx-paragraphs.ts';

const lines = async (body: string) => (await docxTextLines(await buildDocx({ body }))).lines;

describe('DOCX numbered headings', () => {
  it('reads a section heading Word numbers ("1. Experience") as a heading, not a list item, so the header ends there', async () => {
    const numbered = (text: string) => listItem(text, { bold: true, halfPoints: 26 });
    const body =
      p('Ysolde Marrack', { bold: true, halfPoints: 40 }) +
      p('ysolde.marrack@example.com') +
      numbered('Expérience professionnelle') +
      p('Chargée d’études, Atelier Penhallow') +
      p('2019 – 2023') +
      numbered('Formation') +
      p('Master Sociologie, Université de Kerlouan') +
      p('2017 – 2019') +
      listItem('Mémoire sur les marchés ruraux');
    const found = await lines(body);
    expect(found.filter((l) => l.bullet).map((l) => l.text)).toEqual(['Mémoire sur les marchés ruraux']);
    const { candidate } = await extractFromDocx(await buildDocx({ body }));
    expect(candidate.headline).toBeNull();
    expect(candidate.experience.map((e) => [e.title, e.company])).toEqual([['Chargée d’études', 'Atelier Penhallow']]);
  });
});
