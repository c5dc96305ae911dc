import { describe, expect, it } from 'vitest';
import { pageLines, type PlacedText } from '../../../lib/extract/documents/pdf-layout.ts';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { A4 } from './placed-runs.ts';

// CVs written in a word processor and exported to PDF, as LibreOffice exports Word's layouts (made-up
// people, employers and schools): each run placed where the export puts it, with its own width; a tab is
// a blank run stretched over the gap, and a bullet drawn from a symbol font a blank run (its private-use
// glyph, which the reader drops) before the text set in at the list's indent.
const placed = (text: string, x: number, y: number, width: number, size = 11): PlacedText => ({ text, x, y, width, size });
const read = (...texts: PlacedText[]) => extractFromLines(pageLines({ ...A4, texts, links: [] }, 1));
const jobsOf = (cv: ReturnType<typeof read>) => (cv.experience ?? []).map((j) => [j.title, j.company, j.location, j.start, j.end]);
const schoolsOf = (cv: ReturnType<typeof read>) => (cv.education ?? []).map((s) => [s.institution, s.degree, s.start, s.end]);
/** A symbol-font bullet and its text, set in at the list's indent. */
const bulleted = (text: string, y: number, x = 57, indent = 75): PlacedText[] => [
  placed(' ', x, y, 5),
  placed(' ', x + 5, y, 13),
  placed(text, indent, y, text.length * 5.5),
];
/** A line with its dates at a right tab stop on the right margin (525 pt), the tab a stretched blank. */
const tabbed = (text: string, dates: string, y: number, x = 57, width = text.length * 6): PlacedText[] => {
  const datesWidth = dates.length * 6;
  return [
    placed(text, x, y, width),
    placed(' ', x + width, y, 525 - datesWidth - x - width),
    placed(dates, 525 - datesWidth, y, datesWidth),
  ];
};

describe('PDF exported from a word processor: dates at a right tab stop', () => {
  it('reads "Title, Employer" with its range at the tab stop, the bullets drawn from a symbol font (fr)', () => {
    const cv = read(
      placed('Maëlys Querrien', 57, 765, 180, 22),
      placed('Cheffe de projet digital', 57, 749, 126),
      placed('maelys.querrien@example.fr | 06 12 34 56 78 | Vannes', 57, 737, 292),
      placed('Expérience professionnelle', 57, 721, 214, 14),
      ...tabbed('Cheffe de projet digital, Abers Médias', 'janvier 2021 – aujourd’hui', 707),
      ...bulleted('Pilotage de la refonte du site', 695),
      ...tabbed('Chargée de communication, Ville de Kerlouan', 'mars 2017 – décembre 2020', 682),
      ...bulleted('Organisation des événements', 669),
      placed('Formation', 57, 653, 81, 14),
      ...tabbed('Master Communication, Université de Penmarc’h', '2015 – 2017', 640),
    );
    expect(jobsOf(cv)).toEqual([
      ['Cheffe de projet digital', 'Abers Médias', null, '2021-01', null],
      ['Chargée de communication', 'Ville de Kerlouan', null, '2017-03', '2020-12'],
    ]);
    expect(schoolsOf(cv)).toEqual([['Université de Penmarc’h', 'Master Communication', '2015', '2017']]);
  });

  it('reads the title at the tab stop line, the employer and town under it, and skills as symbol bullets (pt)', () => {
    const cv = read(
      placed('Tomé Vasconcelos Brito', 57, 765, 270, 22),
      placed('Engenheiro civil', 57, 749, 88),
      placed('tome.brito@example.pt · +351 912 345 678 · Guimarães', 57, 737, 306),
      placed('Experiência profissional', 57, 721, 189, 14),
      ...tabbed('Engenheiro civil', 'jan 2019 – presente', 707),
      placed('Construtora Alto Ave, Guimarães', 57, 695, 170),
      ...bulleted('Fiscalização de obras', 682),
      ...tabbed('Estagiário', 'set 2017 – dez 2018', 656),
      placed('Pontes do Vizela, Fafe', 57, 643, 130),
      ...bulleted('Apoio ao projeto de estruturas', 631),
      placed('Formação', 57, 615, 77, 14),
      ...tabbed('Mestrado em Engenharia Civil', '2012 – 2017', 602),
      placed('Universidade do Baixo Tâmega', 57, 589, 160),
      placed('Competências', 57, 573, 111, 14),
      ...bulleted('AutoCAD', 560),
      ...bulleted('Revit', 547),
      ...bulleted('Gestão de obra', 534),
    );
    expect(jobsOf(cv)).toEqual([
      ['Engenheiro civil', 'Construtora Alto Ave', 'Guimarães', '2019-01', null],
      ['Estagiário', 'Pontes do Vizela', 'Fafe', '2017-09', '2018-12'],
    ]);
    expect(schoolsOf(cv)).toEqual([['Universidade do Baixo Tâmega', 'Mestrado em Engenharia Civil', '2012', '2017']]);
    expect(cv.skills).toEqual(['AutoCAD', 'Revit', 'Gestão de obra']);
  });
});

describe('PDF exported from a word processor: layout tables', () => {
  it('reads dates in a left cell beside the title, an employer wrapped in the right cell (de)', () => {
    const cv = read(
      placed('Wiebke Hollenstedt', 57, 765, 242, 22),
      placed('Datenanalystin', 57, 749, 83),
      placed('wiebke.hollenstedt@example.de · +49 170 5550123 · Kassel', 57, 737, 336),
      placed('Berufserfahrung', 57, 721, 130, 14),
      placed('04/2020 – heute', 57, 707, 90),
      placed(' ', 147, 707, 151),
      placed('Datenanalystin', 298, 707, 94),
      placed('Diemeltal Versicherung AG, Kassel', 298, 695, 177),
      ...bulleted('Aufbau eines Berichtswesens', 682, 298, 316),
      placed('09/2016 – 03/2020', 57, 669, 104),
      placed(' ', 161, 669, 137),
      placed('Werkstudentin Statistik', 298, 669, 148),
      placed('Fuldablick Marktforschung GmbH,', 298, 656, 185),
      placed('Göttingen', 298, 643, 55),
      ...bulleted('Auswertung von Umfragen', 631, 298, 316),
      placed('Ausbildung', 57, 615, 89, 14),
      placed('2013 – 2016', 57, 602, 68),
      placed(' ', 125, 602, 172),
      placed('Hochschule Edertal', 298, 602, 125),
      placed('Bachelor of Science Statistik', 298, 589, 157),
    );
    expect(jobsOf(cv)).toEqual([
      ['Datenanalystin', 'Diemeltal Versicherung AG', 'Kassel', '2020-04', null],
      ['Werkstudentin Statistik', 'Fuldablick Marktforschung GmbH', 'Göttingen', '2016-09', '2020-03'],
    ]);
    expect(schoolsOf(cv)).toEqual([['Hochschule Edertal', 'Bachelor of Science Statistik', '2013', '2016']]);
  });

  it('reads section labels in a left cell level with the first line of the cell beside them (es)', () => {
    const cv = read(
      placed('Remedios Garcés Ubieto', 57, 765, 314, 22),
      placed('Enfermera', 57, 749, 58),
      placed('remedios.garces@example.es · 612 345 678 · Huesca', 57, 737, 293),
      placed('EXPERIENCIA', 57, 724, 81),
      placed(' ', 138, 724, 159),
      placed('Enfermera de quirófano — Hospital del Isuela', 298, 724, 218),
      placed('2019 – actualidad', 298, 711, 98),
      ...bulleted('Instrumentación en cirugía general', 698, 298, 316),
      placed('Enfermera — Clínica Guara', 298, 685, 160),
      placed('2015 – 2019', 298, 672, 68),
      placed('FORMACIÓN', 57, 659, 75),
      placed(' ', 132, 659, 165),
      placed('Grado en Enfermería — Universidad de Barbastro', 298, 659, 221),
      placed('2011 – 2015', 298, 646, 68),
      placed('IDIOMAS', 57, 633, 54),
      placed(' ', 111, 633, 187),
      placed('Español, Inglés, Francés', 298, 633, 132),
    );
    expect(jobsOf(cv)).toEqual([
      ['Enfermera de quirófano', 'Hospital del Isuela', null, '2019', null],
      ['Enfermera', 'Clínica Guara', null, '2015', '2019'],
    ]);
    expect(schoolsOf(cv)).toEqual([['Universidad de Barbastro', 'Grado en Enfermería', '2011', '2015']]);
    expect(cv.languages).toEqual(['Español', 'Inglés', 'Francés']);
  });

  it('reads headings in shaded one-cell rows, in capitals a little larger than the text (nl)', () => {
    const cv = read(
      placed('Femke Dijkhuizen', 57, 765, 192, 22),
      placed('Verpleegkundige', 57, 749, 92),
      placed('femke.dijkhuizen@example.nl · 06 12345678 · Sneek', 57, 737, 316),
      placed('WERKERVARING', 57, 723, 109, 12),
      placed('Verpleegkundige, Zorggroep Lauwersmeer', 57, 710, 253),
      placed('2018 – heden', 57, 697, 75),
      ...bulleted('Zorg op de afdeling interne geneeskunde', 684),
      placed('Leerling-verpleegkundige, Kliniek De Greiden', 57, 671, 251),
      placed('2014 – 2018', 57, 659, 68),
      placed('OPLEIDING', 57, 645, 74, 12),
      placed('HBO Verpleegkunde, Hogeschool Waddenkust', 57, 632, 272),
      placed('2010 – 2014', 57, 619, 68),
      placed('VAARDIGHEDEN', 57, 605, 107, 12),
      ...bulleted('Wondzorg', 592),
      ...bulleted('Medicatiebeheer', 579),
    );
    expect(jobsOf(cv)).toEqual([
      ['Verpleegkundige', 'Zorggroep Lauwersmeer', null, '2018', null],
      ['Leerling-verpleegkundige', 'Kliniek De Greiden', null, '2014', '2018'],
    ]);
    expect(schoolsOf(cv)).toEqual([['Hogeschool Waddenkust', 'HBO Verpleegkunde', '2010', '2014']]);
    expect(cv.skills).toEqual(['Wondzorg', 'Medicatiebeheer']);
  });
});

describe('PDF exported from a word processor: page header and footer parts', () => {
  it('reads the name and title from the page header and the contacts from the footer at the foot of the page (it)', () => {
    const cv = read(
      placed('Ludovica Bertolazzi', 57, 793, 213, 22),
      placed('Responsabile acquisti', 57, 778, 119),
      placed('Esperienza professionale', 57, 762, 198, 14),
      ...tabbed('Responsabile acquisti', '2019 – oggi', 749),
      placed('Ferrovie della Franciacorta S.p.A., Brescia', 57, 736, 220),
      ...bulleted('Gestione dei fornitori', 723),
      placed('Istruzione', 57, 707, 79, 14),
      ...tabbed('Laurea in Economia', '2012 – 2017', 694),
      placed('Università di Valcamonica', 57, 681, 140),
      placed('ludovica.bertolazzi@example.it · +39 347 555 0199 · Brescia', 57, 31, 326),
    );
    expect(cv.name?.full).toBe('Ludovica Bertolazzi');
    expect(cv.headline).toBe('Responsabile acquisti');
    expect(cv.emails).toEqual(['ludovica.bertolazzi@example.it']);
    expect(cv.phones).toEqual(['+393475550199']);
    expect(jobsOf(cv)).toEqual([['Responsabile acquisti', 'Ferrovie della Franciacorta S.p.A.', 'Brescia', '2019', null]]);
    expect(schoolsOf(cv)).toEqual([['Università di Valcamonica', 'Laurea in Economia', '2012', '2017']]);
  });

  it('reads a header part set as a table, the name over two lines beside contacts set flush right (en)', () => {
    const cv = read(
      placed('Rosalind', 57, 793, 110, 22),
      placed('rosalind.ao@example.co.uk', 525 - 150, 795, 150),
      placed('+44 7700 900733', 525 - 90, 782, 90),
      placed('Penhallow-Oduya', 57, 768, 180, 22),
      placed('Bristol, United Kingdom', 525 - 130, 769, 130),
      placed('Data Engineer', 57, 750, 80),
      placed('Experience', 57, 730, 90, 14),
      ...tabbed('Data Engineer, Kestrelmoor Analytics', 'May 2020 – present', 716),
      placed('Built the streaming platform that feeds the pricing models of the company.', 57, 703, 400),
      ...tabbed('BI Developer, Oakhollow Retail', 'Jan 2016 – Apr 2020', 690),
      placed('Designed the warehouse and thirty dashboards used by the stores every morning.', 57, 677, 410),
      placed('Education', 57, 657, 80, 14),
      ...tabbed('BSc Computer Science, University of Harlowfield', '2012 – 2015', 644),
    );
    expect(cv.name?.full).toBe('Rosalind Penhallow-Oduya');
    expect(cv.headline).toBe('Data Engineer');
    expect(cv.location).toBe('Bristol, United Kingdom');
    expect(jobsOf(cv)).toEqual([
      ['Data Engineer', 'Kestrelmoor Analytics', null, '2020-05', null],
      ['BI Developer', 'Oakhollow Retail', null, '2016-01', '2020-04'],
    ]);
  });
});

describe('PDF exported from a word processor: a text box as a sidebar', () => {
  it('reads a text box at the page edge holding contacts, skills and languages beside the body set in from a wide margin (nl)', () => {
    const cv = read(
      placed('Jasper Verhaeghe', 210, 752, 198, 22),
      placed('Data engineer', 210, 734, 100, 14),
      placed('Werkervaring', 210, 717, 107, 14),
      placed('Data engineer, Denderdata NV', 210, 704, 185),
      placed(' ', 395, 704, 66),
      placed('mei 2020 – heden', 461, 704, 109),
      placed('Bouwde het streamingplatform voor de prijsmodellen van', 210, 691, 318),
      placed('het bedrijf en zijn klanten.', 210, 678, 144),
      placed('BI-ontwikkelaar, Mortierwinkels BV', 210, 666, 205),
      placed(' ', 415, 666, 33),
      placed('jan 2016 – apr 2020', 448, 666, 122),
      placed('Ontwierp het datawarehouse en dertig dashboards voor de', 210, 653, 326),
      placed('winkels.', 210, 640, 44),
      placed('Opleiding', 210, 624, 76, 14),
      placed('Master Informatica, Hogeschool Scheldeland', 210, 611, 262),
      placed(' ', 472, 611, 24),
      placed('2012 – 2016', 496, 611, 74),
      placed('Contact', 4, 825, 61, 14),
      placed('jasper.verhaeghe@example.be', 4, 811, 165),
      placed('+32 470 12 34 56', 4, 798, 100),
      placed('Gent', 4, 785, 26),
      placed('Vaardigheden', 4, 757, 110, 14),
      placed('Python', 4, 744, 38),
      placed('Spark', 4, 731, 32),
      placed('Airflow', 4, 718, 38),
      placed('Talen', 4, 702, 41, 14),
      placed('Nederlands', 4, 689, 63),
      placed('Engels', 4, 676, 36),
      placed('Frans', 4, 663, 29),
    );
    expect(cv.name?.full).toBe('Jasper Verhaeghe');
    expect(cv.headline).toBe('Data engineer');
    expect(cv.location).toBe('Gent');
    expect(cv.emails).toEqual(['jasper.verhaeghe@example.be']);
    expect(cv.skills).toEqual(['Python', 'Spark', 'Airflow']);
    expect(cv.languages).toEqual(['Nederlands', 'Engels', 'Frans']);
    expect(jobsOf(cv)).toEqual([
      ['Data engineer', 'Denderdata NV', null, '2020-05', null],
      ['BI-ontwikkelaar', 'Mortierwinkels BV', null, '2016-01', '2020-04'],
    ]);
    expect(schoolsOf(cv)).toEqual([['Hogeschool Scheldeland', 'Master Informatica', '2012', '2016']]);
  });
});

describe('PDF exported from a word processor: the header', () => {
  it('reads a name and title set in letter-spaced capitals, each word a run of its own (fr)', () => {
    // Word's character spacing on capitals: the text layer gives each word as letters apart by spaces,
    // and the word space between them, widened by the same tracking, as a blank run.
    const cv = read(
      placed('O R L A N E', 72, 698, 144, 24),
      placed(' ', 216, 698, 27.6, 24),
      placed('V A U Q U E L I N', 243.7, 698, 216, 24),
      placed('C H E F F E', 72, 682, 67.4),
      placed(' ', 139.5, 682, 13.5),
      placed('D E', 153, 682, 20.4),
      placed(' ', 173.5, 682, 13.4),
      placed('P R O J E T', 186.9, 682, 64.8),
      placed('orlane.vauquelin@example.fr | 12 rue des Lilas, 69003 Lyon', 72, 669, 320),
      placed('Expérience professionnelle', 72, 654, 190, 13),
      placed('Cheffe de projet, Atelier Brocéliande', 72, 640, 200),
    );
    expect(cv.name?.full).toBe('Orlane Vauquelin');
    expect(cv.headline?.toLowerCase()).toBe('cheffe de projet');
    expect(cv.location).toContain('Lyon');
  });

  it('keeps letter-spaced words set far apart on one baseline as two fields (en)', () => {
    const texts = [
      placed('S K I L L S', 72, 721, 66, 12),
      placed(' ', 138, 721, 150, 12),
      placed('E X P E R I E N C E', 300, 721, 114, 12),
    ];
    expect(pageLines({ ...A4, texts, links: [] }, 1).map((l) => l.text)).toEqual(['SKILLS\tEXPERIENCE']);
  });

  it("reads the contact line of the page footer, set apart at the foot of the page, as the person's (fr)", () => {
    const body = [
      placed('Orlane Vauquelin', 72, 765, 180, 22),
      placed('Cheffe de projet', 72, 749, 88),
      placed('Expérience professionnelle', 72, 721, 190, 13),
      placed('Cheffe de projet, Atelier Brocéliande', 72, 707, 200),
      placed('2019 – 2023', 72, 694, 60),
    ];
    const cv = read(...body, placed('12 rue des Lilas – 69003 Lyon – 06 12 34 56 78', 150, 35, 260, 9));
    expect(cv.location).toContain('Lyon');
    expect(cv.phones).toEqual(['+33612345678']);
    // The body's last line, a referee's, running down to the foot of the page is no footer.
    const lines = Array.from({ length: 44 }, (_, i) => placed(`Conduite de projets numériques, lot ${i + 1}`, 72, 680 - i * 14, 200));
    const referee = placed('Références : Jean Morvan – 29000 Quimper – 02 98 12 34 56', 72, 680 - 44 * 14, 300);
    expect(read(...body, ...lines, referee).location).toBeNull();
  });

  it('reads the name in a header table cell beside a first cell of contact details, read across with them (nl)', () => {
    const cv = read(
      placed('sanne.verhoef@example.nl', 72, 710, 130),
      placed('06 12345678', 72, 697, 64),
      placed('Zwolle', 72, 684, 36),
      placed('Sanne Verhoef', 306, 701, 150, 20),
      placed('Verpleegkundige', 306, 686, 90),
      placed('Werkervaring', 72, 669, 90, 13),
      placed('Verpleegkundige, Ziekenhuis Vechtdal', 72, 656, 200),
      placed('2018 – heden', 72, 643, 70),
    );
    expect(cv.name?.full).toBe('Sanne Verhoef');
    expect(cv.headline).toBe('Verpleegkundige');
    expect(cv.location).toBe('Zwolle');
  });
});
