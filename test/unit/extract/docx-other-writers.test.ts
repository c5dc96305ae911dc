import { describe, expect, it } from 'vitest';
import { extractFromDocx } from '../../../lib/extract/documents/docx.ts';
import { buildDocx } from '../../support/docx-package.ts';
import { RIGHT_TAB, heading, p, para, run } from './docx-paragraphs.ts';

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
});
