import { describe, expect, it } from 'vitest';
import { extractFromDocx } from '../../../lib/extract/documents/docx.ts';
import { pageLines, type PlacedText } from '../../../lib/extract/documents/pdf-layout.ts';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { buildDocx } from '../../support/docx-package.ts';
import { heading, p } from './docx-paragraphs.ts';
import { A4 } from './placed-runs.ts';

// Studies listed one under the other in a Word CV, one dated and one not (made-up people and schools):
// each degree names one school, whichever of them carries the dates.
const top = p('Wendelin Straub', { bold: true, halfPoints: 40 }) + p('wendelin.straub@example.de');
const schoolsOfDocx = async (body: string) =>
  (await extractFromDocx(await buildDocx({ body: top + body }))).candidate.education.map((e) => [e.institution, e.end]);

const placed = (text: string, y: number, size = 10): PlacedText => ({ text, x: 57, y, width: text.length * size * 0.5, size });
const schoolsOfPdf = (...texts: PlacedText[]) =>
  (extractFromLines(pageLines({ ...A4, texts, links: [] }, 1)).education ?? []).map((e) => [e.institution, e.end]);

describe('a dated degree and an undated one, each over its school', () => {
  it('reads two degrees where the first gives its years beside its school (DOCX, en)', async () => {
    const body =
      heading('Education') +
      p('BSc Geography', { bold: true }) +
      p('Wrenmoor University · 2013 – 2016') +
      p('Master Hydrology', { bold: true }) +
      p('Lakeshore College');
    expect(await schoolsOfDocx(body)).toEqual([
      ['Wrenmoor University', '2016'],
      ['Lakeshore College', null],
    ]);
  });

  it('reads two degrees where the second gives its year at a tab beside its degree (PDF, fr)', () => {
    expect(
      schoolsOfPdf(
        placed('Wendelin Straub', 780, 20),
        placed('wendelin.straub@example.de', 760),
        placed('Formation', 730, 12),
        placed('BTS, Comptabilité', 712),
        placed('Université de Brévane', 700),
        { text: "Diplôme d'ingénieur Génie civil", x: 57, y: 688, width: 150, size: 10 },
        { text: '2011', x: 500, y: 688, width: 20, size: 10 },
        placed('INSA Valmont', 676),
      ),
    ).toEqual([
      ['Université de Brévane', null],
      ['INSA Valmont', '2011'],
    ]);
  });
});
