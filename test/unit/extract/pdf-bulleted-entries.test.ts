import { describe, expect, it } from 'vitest';
import { pageLines, type PlacedText } from '../../../lib/extract/documents/pdf-layout.ts';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { A4, run } from './placed-runs.ts';

// Entries written as a bulleted list whose items are the entries themselves (LaTeX's itemize, Word's
// bullets): each item's first line names the employer or school with the dates set right, the title or
// degree under it at the item's text edge, the description as a nested list (made-up people).
const read = (texts: PlacedText[]) => extractFromLines(pageLines({ ...A4, texts, links: [] }, 1));
const jobsOf = (cv: ReturnType<typeof read>) => (cv.experience ?? []).map((j) => [j.title, j.company, j.start, j.end]);
const schoolsOf = (cv: ReturnType<typeof read>) => (cv.education ?? []).map((s) => [s.institution, s.degree, s.start, s.end]);

/** A level-one item: its bullet, its text a little to the right, its dates flush right. */
const item = (text: string, dates: string, y: number): PlacedText[] => [run('•', 51, y), run(text, 62, y), run(dates, 545, y, 10, true)];

describe('PDF entries: a bulleted list of entries with nested description', () => {
  it('reads each item as an entry: employer and dates on its first line, the title under it', () => {
    const cv = read([
      run('Rosalind Achterberg', 51, 790, 22),
      run('rosalind@example.org', 51, 770),
      run('Experience', 51, 730, 12),
      ...item('Quillmoor Freight Ltd – Plymouth', '07/2022 – 05/2025', 710),
      run('Logistics Planner', 62, 696),
      run('– Planned the routes of forty lorries a week', 74, 682),
      run('– Cut empty runs by a fifth in one year', 74, 668),
      ...item('Saltwick Pottery – York', '01/2019 – 07/2022', 648),
      run('Sales Assistant', 62, 634),
      run('– Ran the shop and its orders by post', 74, 620),
      run('Education', 51, 590, 12),
      ...item('University of Ravensholt', '09/2015 – 06/2018', 570),
      run('BSc Geography', 62, 556),
      ...item('Kirkwall College', '09/2013 – 06/2015', 536),
      run('Diploma in Surveying', 62, 522),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Logistics Planner', 'Quillmoor Freight Ltd', '2022-07', '2025-05'],
      ['Sales Assistant', 'Saltwick Pottery', '2019-01', '2022-07'],
    ]);
    expect(schoolsOf(cv)).toEqual([
      ['University of Ravensholt', 'BSc Geography', '2015-09', '2018-06'],
      ['Kirkwall College', 'Diploma in Surveying', '2013-09', '2015-06'],
    ]);
  });

  it('reads a school item dated by its final year alone as a study of its own', () => {
    const cv = read([
      run('Teodora Vasquez', 51, 790, 22),
      run('teodora@example.org', 51, 770),
      run('Education', 51, 730, 12),
      ...item('Università di Roccaverde', '2016', 710),
      run('Laurea magistrale, Economia', 62, 696),
      ...item('Università di Campolungo', '09/2010 – 06/2013', 676),
      run('Laurea triennale, Statistica', 62, 662),
      run('Skills', 51, 630, 12),
      run('Office: Excel, Word', 51, 610),
    ]);
    expect(schoolsOf(cv)).toEqual([
      ['Università di Roccaverde', 'Laurea magistrale, Economia', null, '2016'],
      ['Università di Campolungo', 'Laurea triennale, Statistica', '2010-09', '2013-06'],
    ]);
  });

  it('reads a single undated school item with its degree under it', () => {
    const cv = read([
      run('Teodora Vasquez', 51, 790, 22),
      run('teodora@example.org', 51, 770),
      run('Education', 51, 730, 12),
      run('•', 51, 710),
      run('Kirkwall College', 62, 710),
      run('MSc, Marine Biology', 62, 696),
      run('Skills', 51, 660, 12),
      run('Office: Excel, Word', 51, 640),
    ]);
    expect(schoolsOf(cv)).toEqual([['Kirkwall College', 'MSc, Marine Biology', null, null]]);
  });
});

describe('PDF entries: a bullet wrapped onto a dated line', () => {
  it('reads the dated rest of a bullet as its description, not as an entry', () => {
    const cv = read([
      run('Tobias Wendler', 60, 790, 22),
      run('tobias@example.org', 60, 770),
      run('Berufserfahrung', 156, 730, 14),
      run('Wissenschaftlicher Mitarbeiter', 156, 710, 12),
      run('seit 11.2019', 97, 696),
      run('Universität Halderberg', 156, 696),
      run('• Forschungsprojekt Adaptive Fertigung in kleinen und mittleren', 155, 682),
      run('Unternehmen (2020–2022).', 166, 668),
      run('• Betreuung der Vorlesung Konstruktionslehre.', 155, 654),
      run('Werkstudent', 156, 634, 12),
      run('4.2017 – 10.2019', 75, 620),
      run('Brennholt Maschinenbau GmbH', 156, 620),
      run('• Prüfstände für Getriebe aufgebaut.', 155, 606),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Wissenschaftlicher Mitarbeiter', 'Universität Halderberg', '2019-11', null],
      ['Werkstudent', 'Brennholt Maschinenbau GmbH', '2017-04', '2019-10'],
    ]);
  });
});
