import { describe, expect, it } from 'vitest';
import { pageLines, type PlacedText } from '../../../lib/extract/documents/pdf-layout.ts';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { A4, run } from './placed-runs.ts';

// Entries as recruiters meet them in PDFs, each page built from positioned runs of text (made-up people,
// employers and schools).
const read = (...pages: PlacedText[][]) => extractFromLines(pages.flatMap((texts, i) => pageLines({ ...A4, texts, links: [] }, i + 1)));
const header = (name: string, email: string): PlacedText[] => [run(name, 50, 790, 22), run(email, 50, 770, 10)];
const jobsOf = (cv: ReturnType<typeof read>) => (cv.experience ?? []).map((j) => [j.title, j.company, j.start, j.end, j.current]);
const schoolsOf = (cv: ReturnType<typeof read>) => (cv.education ?? []).map((s) => [s.institution, s.degree, s.start, s.end]);

describe('PDF entries: dates in a narrow column on the left', () => {
  it('reads dates on the first line of each entry, title and employer to their right', () => {
    const cv = read([
      ...header('Lotte Brandauer', 'lotte@example.org'),
      run('Berufserfahrung', 50, 720, 14),
      run('03/2019 – heute', 50, 700, 9),
      run('Softwareentwicklerin', 150, 700, 11),
      run('Kestrel Datenwerk GmbH, Leipzig', 150, 686),
      run('• Entwicklung einer Plattform für Lieferketten', 150, 672),
      run('• Betreuung von zwei Auszubildenden im Team', 150, 658),
      run('01/2016 – 02/2019', 50, 630, 9),
      run('Junior-Entwicklerin', 150, 630, 11),
      run('Moorfeld Logistik AG, Halle', 150, 616),
      run('• Pflege der Lagerverwaltung und ihrer Schnittstellen', 150, 602),
      run('Ausbildung', 50, 560, 14),
      run('10/2011 – 09/2015', 50, 540, 9),
      run('Hochschule Auental', 150, 540, 11),
      run('Bachelor of Science Informatik', 150, 526),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Softwareentwicklerin', 'Kestrel Datenwerk GmbH', '2019-03', null, true],
      ['Junior-Entwicklerin', 'Moorfeld Logistik AG', '2016-01', '2019-02', false],
    ]);
    expect(schoolsOf(cv)).toEqual([['Hochschule Auental', 'Bachelor of Science Informatik', '2011-10', '2015-09']]);
  });

  it('reads dates set level with the last header line of each entry', () => {
    const cv = read([
      ...header('Marta Quiroga', 'marta@example.org'),
      run('Experiencia', 50, 720, 14),
      run('Jefa de proyecto', 150, 700, 11),
      run('desde 2018', 50, 686, 9),
      run('Telares del Norte S.A., Oviedo', 150, 686),
      run('• Coordinación de un equipo de ocho personas', 150, 672),
      run('Analista de datos', 150, 640, 11),
      run('2014 – 2018', 50, 626, 9),
      run('Grupo Almenara, Gijón', 150, 626),
      run('• Elaboración de informes mensuales para la dirección', 150, 612),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Jefa de proyecto', 'Telares del Norte S.A.', '2018', null, true],
      ['Analista de datos', 'Grupo Almenara', '2014', '2018', false],
    ]);
  });
});

describe('PDF entries: title and employer on one line, the dates flush right on its baseline', () => {
  it('reads "Title | Employer" with its range at the right margin', () => {
    const cv = read([
      ...header('Pieter Vandewalle', 'pieter@example.org'),
      run('Werkervaring', 50, 720, 14),
      run('Projectleider | Brugwater Bouw B.V.', 50, 700, 11),
      run('jan 2020 – heden', 545, 700, 10, true),
      run('• Leiding over de bouw van drie bruggen', 60, 686),
      run('Werkvoorbereider | Dijkstra Infra', 50, 660, 11),
      run('mrt 2016 – dec 2019', 545, 660, 10, true),
      run('• Planning en inkoop voor wegenbouw', 60, 646),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Projectleider', 'Brugwater Bouw B.V.', '2020-01', null, true],
      ['Werkvoorbereider', 'Dijkstra Infra', '2016-03', '2019-12', false],
    ]);
  });

  it('reads "Title at Employer" with its range at the right margin', () => {
    const cv = read([
      ...header('Imogen Tallis', 'imogen@example.org'),
      run('Experience', 50, 720, 14),
      run('Product Designer at Larkspur Studio', 50, 700, 11),
      run('Feb 2021 – Present', 545, 700, 10, true),
      run('• Designed the booking flow used by 40,000 people a month', 60, 686),
      run('Junior Designer at Oakhaven Media', 50, 660, 11),
      run('Sep 2018 – Jan 2021', 545, 660, 10, true),
      run('• Drew icons and page layouts for weekly issues', 60, 646),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Product Designer', 'Larkspur Studio', '2021-02', null, true],
      ['Junior Designer', 'Oakhaven Media', '2018-09', '2021-01', false],
    ]);
  });
});

describe('PDF entries: employer, then title, then a small line of dates and place', () => {
  it('reads the employer over the title and the dates under them', () => {
    const cv = read([
      ...header('Amélie Rocheteau', 'amelie@example.org'),
      run('Expérience professionnelle', 50, 720, 14),
      run('Brasserie des Quatre Vents', 50, 700, 11.5),
      run('Responsable des achats', 50, 686, 10.5),
      run('Jan 2020 – présent · Nantes, France', 50, 673, 8.5),
      run('• Négociation avec quarante fournisseurs régionaux', 60, 659),
      run('Coopérative Laitière du Bocage', 50, 630, 11.5),
      run('Acheteuse junior', 50, 616, 10.5),
      run('Sep 2016 – Déc 2019 · Angers, France', 50, 603, 8.5),
      run('• Suivi des contrats de transport', 60, 589),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Responsable des achats', 'Brasserie des Quatre Vents', '2020-01', null, true],
      ['Acheteuse junior', 'Coopérative Laitière du Bocage', '2016-09', '2019-12', false],
    ]);
  });
});

describe('PDF entries: dates above the title in small type', () => {
  it('reads each range with the title and employer under it', () => {
    const cv = read([
      ...header('Giulia Ferrandi', 'giulia@example.org'),
      run('Esperienza', 50, 720, 14),
      run('dal 2017 ad oggi', 50, 702, 8),
      run('Responsabile amministrativa', 50, 689, 11),
      run('Cantieri Navali Lucerni S.p.A.', 50, 675),
      run('• Gestione della contabilità di tre stabilimenti', 60, 661),
      run('2012 – 2017', 50, 635, 8),
      run('Contabile', 50, 622, 11),
      run('Studio Bellagrano', 50, 608),
      run('• Bilanci e dichiarazioni per piccole imprese', 60, 594),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Responsabile amministrativa', 'Cantieri Navali Lucerni S.p.A.', '2017', null, true],
      ['Contabile', 'Studio Bellagrano', '2012', '2017', false],
    ]);
  });
});

describe('PDF entries: title and employer on two lines, the dates on a third', () => {
  it('reads month-and-year ranges and the word for now in Portuguese', () => {
    const cv = read([
      ...header('Rui Barreto', 'rui@example.org'),
      run('Experiência profissional', 50, 720, 14),
      run('Engenheiro de dados', 50, 700, 11),
      run('Cordoaria Atlântica Lda.', 50, 686),
      run('04/2021 – atual', 50, 672, 9),
      run('• Migração do armazém de dados para a nuvem', 60, 658),
      run('Analista de sistemas', 50, 630, 11),
      run('Vidraria do Mondego', 50, 616),
      run('09/2017 – 03/2021', 50, 602, 9),
      run('• Manutenção do sistema de faturação', 60, 588),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Engenheiro de dados', 'Cordoaria Atlântica Lda.', '2021-04', null, true],
      ['Analista de sistemas', 'Vidraria do Mondego', '2017-09', '2021-03', false],
    ]);
  });
});

describe('PDF entries beside a sidebar', () => {
  const jobs = (x: number): PlacedText[] => [
    run('Experience', x, 720, 14),
    run('Operations Manager', x, 700, 11),
    run('Harrowgate Freight Ltd', x, 686),
    run('Mar 2019 – Present', x, 672, 9),
    run('• Ran a depot of sixty drivers and three shifts', x + 10, 658),
    run('• Cut late deliveries by a third in one year', x + 10, 644),
    run('Shift Supervisor', x, 616, 11),
    run('Pennant Logistics', x, 602),
    run('Jun 2015 – Feb 2019', x, 588, 9),
    run('• Planned the rota of a night shift', x + 10, 574),
    run('Education', x, 540, 14),
    run('Brackley College', x, 520, 11),
    run('BTEC in Business', x, 506),
    run('2013 – 2015', x, 492, 9),
  ];
  const sidebar = (x: number): PlacedText[] => [
    run('Contact', x, 720, 14),
    run('07700 900123', x, 700),
    run('Leeds, UK', x, 686),
    run('Skills', x, 650, 14),
    run('Forklift licence', x, 630),
    run('Route planning', x, 616),
    run('Warehouse systems', x, 602),
    run('Health and safety', x, 588),
    run('Languages', x, 550, 14),
    run('English', x, 530),
    run('Polish', x, 516),
  ];
  const expected = [
    ['Operations Manager', 'Harrowgate Freight Ltd', '2019-03', null, true],
    ['Shift Supervisor', 'Pennant Logistics', '2015-06', '2019-02', false],
  ];

  it('reads the entries of a main column with a sidebar on its left, lines of both on shared baselines', () => {
    const cv = read([...header('Kasia Wrenfield', 'kasia@example.org'), ...sidebar(40), ...jobs(210)]);
    expect(jobsOf(cv)).toEqual(expected);
    expect(schoolsOf(cv)).toEqual([['Brackley College', 'BTEC in Business', '2013', '2015']]);
  });

  it('reads the entries of a main column with a sidebar on its right', () => {
    const cv = read([...header('Kasia Wrenfield', 'kasia@example.org'), ...jobs(50), ...sidebar(420)]);
    expect(jobsOf(cv)).toEqual(expected);
    expect(schoolsOf(cv)).toEqual([['Brackley College', 'BTEC in Business', '2013', '2015']]);
  });
});

describe('PDF entries across a page break', () => {
  it('reads an entry whose bullets go on over a running footer and header', () => {
    const cv = read(
      [
        ...header('Ines Carvalhal', 'ines@example.org'),
        run('Experience', 50, 720, 14),
        run('Senior Accountant', 50, 700, 11),
        run('Mossgiel Partners', 50, 686),
        run('Jan 2018 – Present', 50, 672, 9),
        ...Array.from({ length: 30 }, (_, i) => run(`• Closed the books of client ledger number ${i + 1} each quarter`, 60, 650 - i * 18)),
        run('Ines Carvalhal – Curriculum Vitae', 50, 40, 8),
        run('1 / 2', 545, 40, 8, true),
      ],
      [
        run('Ines Carvalhal', 50, 810, 8),
        run('• Trained two junior accountants a year', 60, 780),
        run('• Moved the firm to electronic invoicing', 60, 762),
        run('Accounts Assistant', 50, 730, 11),
        run('Thornbury & Vale', 50, 716),
        run('Sep 2014 – Dec 2017', 50, 702, 9),
        run('• Kept the sales ledger', 60, 688),
        run('Ines Carvalhal – Curriculum Vitae', 50, 40, 8),
        run('2 / 2', 545, 40, 8, true),
      ],
    );
    expect(jobsOf(cv)).toEqual([
      ['Senior Accountant', 'Mossgiel Partners', '2018-01', null, true],
      ['Accounts Assistant', 'Thornbury & Vale', '2014-09', '2017-12', false],
    ]);
  });
});

describe('PDF entries with bullets wrapped under a hanging indent', () => {
  it('reads the wrapped lines as the bullet they continue', () => {
    const cv = read([
      ...header('Femke Oosterhout', 'femke@example.org'),
      run('Experience', 50, 720, 14),
      run('Data Engineer, Tulpwerk B.V.', 50, 700, 11),
      run('2020 – 2023', 545, 700, 10, true),
      run('•', 60, 686),
      run('Moved nightly loads from a mainframe to a stream of events read by', 72, 686),
      run('Amsterdam Centraal Analytics', 72, 672),
      run('•', 60, 658),
      run('Wrote the guide to the data model for the new hires of', 72, 658),
      run('Rotterdam Harbour Services', 72, 644),
      run('Data Analyst, Kaasmarkt Groep', 50, 616, 11),
      run('2017 – 2020', 545, 616, 10, true),
      run('•', 60, 602),
      run('Built weekly reports for the sales team', 72, 602),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Data Engineer', 'Tulpwerk B.V.', '2020', '2023', false],
      ['Data Analyst', 'Kaasmarkt Groep', '2017', '2020', false],
    ]);
  });
});

describe('PDF degrees on one line', () => {
  it('reads "Degree, School, years" lines as degrees', () => {
    const cv = read([
      ...header('Tobias Elmqvist', 'tobias@example.org'),
      run('Education', 50, 720, 14),
      run('MSc Computer Science, University of Kessford, 2016–2018', 50, 700),
      run('BSc Mathematics, Harwick College, 2013–2016', 50, 686),
    ]);
    expect(schoolsOf(cv)).toEqual([
      ['University of Kessford', 'MSc Computer Science', '2016', '2018'],
      ['Harwick College', 'BSc Mathematics', '2013', '2016'],
    ]);
  });
});

describe('PDF entries without bullets, one per two lines', () => {
  it('reads each pair of lines as one job', () => {
    const cv = read([
      ...header('Noor Achterberg', 'noor@example.org'),
      run('Experience', 50, 720, 14),
      run('Store Manager, Linden Outfitters', 50, 700, 11),
      run('2019 – Present', 50, 686, 9),
      run('Assistant Manager, Greyfield Books', 50, 666, 11),
      run('2016 – 2019', 50, 652, 9),
      run('Sales Assistant, Copperleaf Market', 50, 632, 11),
      run('2014 – 2016', 50, 618, 9),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Store Manager', 'Linden Outfitters', '2019', null, true],
      ['Assistant Manager', 'Greyfield Books', '2016', '2019', false],
      ['Sales Assistant', 'Copperleaf Market', '2014', '2016', false],
    ]);
  });
});

describe('PDF entries whose descriptions are set in without a bullet glyph (an icon font or a drawn bullet)', () => {
  it('reads the set-in lines as description, not as the entry title, and splits "Title – Employer"', () => {
    const cv = read([
      ...header('Davide Sartori', 'davide@example.org'),
      run('Esperienze lavorative', 50, 720, 12),
      run('Magazziniere – Trasporti Valbrenta Srl', 50, 700),
      run('03/2018 – oggi', 545, 700, 10, true),
      run('Carico e scarico merci con carrello elevatore', 60, 686),
      run('Gestione delle giacenze', 60, 672),
      run('Operaio – Mobilificio Fratelli Zanon', 50, 648),
      run('06/2012 – 02/2018', 545, 648, 10, true),
      run('Montaggio di cucine su misura', 60, 634),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Magazziniere', 'Trasporti Valbrenta Srl', '2018-03', null, true],
      ['Operaio', 'Mobilificio Fratelli Zanon', '2012-06', '2018-02', false],
    ]);
  });

  it('keeps a degree set in under its school as the degree', () => {
    const cv = read([
      ...header('Davide Sartori', 'davide@example.org'),
      run('Istruzione', 50, 720, 12),
      run('Politecnico di Valbrenta', 50, 700, 11),
      run('2008 – 2012', 545, 700, 10, true),
      run('Laurea in Ingegneria Gestionale', 62, 686, 9),
    ]);
    expect(schoolsOf(cv)).toEqual([['Politecnico di Valbrenta', 'Laurea in Ingegneria Gestionale', '2008', '2012']]);
  });

  it('keeps an undated degree that closes the section after a dated one whose lines are set in', () => {
    const cv = read([
      ...header('Davide Sartori', 'davide@example.org'),
      run('Istruzione', 50, 720, 12),
      run('Politecnico di Valbrenta', 50, 700, 11),
      run('2008 – 2012', 545, 700, 10, true),
      run('Tesi sulla logistica dei porti fluviali', 62, 686, 9),
      run('Istituto Tecnico Guglielmo Marconi', 50, 660, 11),
      run('Diploma di perito meccanico', 62, 646, 9),
    ]);
    expect(schoolsOf(cv)).toEqual([
      ['Politecnico di Valbrenta', null, '2008', '2012'],
      ['Istituto Tecnico Guglielmo Marconi', 'Diploma di perito meccanico', null, null],
    ]);
  });
});

describe('PDF entries naming the employer with its street address', () => {
  it('reads the employer line with its address as the employer, not as an achievement told with a figure', () => {
    const label = (text: string, y: number) => run(text, 200, y, 9, true);
    const value = (text: string, y: number, size = 10) => run(text, 220, y, size);
    const cv = read([
      ...header('Chiara Lombardini', 'chiara@example.org'),
      label('ESPERIENZA PROFESSIONALE', 720),
      label('01/03/2018 – alla data attuale', 700),
      value('Tecnica di laboratorio', 700, 12),
      value('Laboratori Analisi Ventoso S.r.l., Via Roma 4, Pavia', 686),
      value('Analisi chimiche su campioni alimentari', 672),
      label('15/09/2014 – 28/02/2018', 640),
      value('Assistente di ricerca', 640, 12),
      value('Istituto Zooprofilattico del Ticino, Pavia', 626),
      value('Preparazione di colture e terreni', 612),
    ]);
    expect(jobsOf(cv).map((job) => job.slice(0, 3))).toEqual([
      ['Tecnica di laboratorio', 'Laboratori Analisi Ventoso S.r.l.', '2018-03'],
      ['Assistente di ricerca', 'Istituto Zooprofilattico del Ticino', '2014-09'],
    ]);
  });
});

describe('PDF degrees under schools named in one compound word', () => {
  it('reads a Dutch school whose name ends on "-college" as the school, not the diploma that names a school', () => {
    const cv = read([
      ...header('Hugo Lambrecht', 'hugo@example.org'),
      run('Opleiding', 50, 720, 14),
      run('Hogeschool Vierlinden', 50, 700, 11),
      run('Bachelor Bouwkunde, 2016', 50, 686),
      run('Sint-Aldegondiscollege', 50, 660, 11),
      run('Secondary school diploma, 2013', 50, 646),
    ]);
    expect(schoolsOf(cv)).toEqual([
      ['Hogeschool Vierlinden', 'Bachelor Bouwkunde', null, '2016'],
      ['Sint-Aldegondiscollege', 'Secondary school diploma', null, '2013'],
    ]);
  });
});

describe('PDF entries dated with a month and year apart by a slash ("jan/2019", as Brazilian CVs write them)', () => {
  it('reads the range whole, and leaves nothing of it in the title or the employer', () => {
    const cv = read([
      ...header('Larissa Tavares', 'larissa@example.org'),
      run('Experiência Profissional', 50, 720, 12),
      run('Analista de Suporte', 50, 700, 11),
      run('Cooperativa Vale Verde', 50, 686),
      run('jan/2019 – dez/2020', 50, 672, 9),
      run('• Atendimento aos usuários e manutenção da rede', 60, 658),
      run('Assistente Administrativa', 50, 630, 11),
      run('Papelaria Ipê Amarelo', 50, 616),
      run('Mar/2021 - Atual', 50, 602, 9),
      run('• Controle de estoque e emissão de notas fiscais', 60, 588),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Analista de Suporte', 'Cooperativa Vale Verde', '2019-01', '2020-12', false],
      ['Assistente Administrativa', 'Papelaria Ipê Amarelo', '2021-03', null, true],
    ]);
  });
});

describe('PDF entries dated with years cut to two digits after an apostrophe ("May \'19")', () => {
  it('reads the range and keeps it out of the title', () => {
    const cv = read([
      ...header('Dale Whitcombe', 'dale@example.org'),
      run('Experience', 50, 720, 12),
      run('Line Cook, Harbor Grill', 50, 700, 11),
      run("May '19 – Present", 545, 700, 10, true),
      run('• Ran the grill station on weekends', 60, 686),
      run('Dishwasher, Pinecrest Diner', 50, 660, 11),
      run("Jun '16 – Apr '19", 545, 660, 10, true),
      run('• Kept the kitchen clean through double shifts', 60, 646),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Line Cook', 'Harbor Grill', '2019-05', null, true],
      ['Dishwasher', 'Pinecrest Diner', '2016-06', '2019-04', false],
    ]);
  });
});

describe('PDF entries in one type size, a column of dates beside lines naming the whole job', () => {
  it('reads the untitled lines under "Title, Employer" as its description, not as its title', () => {
    const cv = read([
      ...header('Frieda Kallmeyer', 'frieda@example.org'),
      run('Beruflicher Werdegang', 50, 720, 12),
      run('seit 10/2020', 50, 700),
      run('Personalreferentin, Drosselbach Logistik GmbH, Bremen', 160, 700),
      run('Betreuung von 400 Beschäftigten', 160, 686),
      run('Entgeltabrechnung und Zeitwirtschaft', 160, 672),
      run('04/2016 – 09/2020', 50, 648),
      run('Sachbearbeiterin Personal, Stadtwerke Oldenmoor', 160, 648),
      run('Bewerbermanagement für die Ausbildung', 160, 634),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Personalreferentin', 'Drosselbach Logistik GmbH', '2020-10', null, true],
      ['Sachbearbeiterin Personal', 'Stadtwerke Oldenmoor', '2016-04', '2020-09', false],
    ]);
  });
});

describe('PDF degrees set in capitals run on into the school on one line', () => {
  it('reads the school where the capitals end, the degree before it', () => {
    const cv = read([
      ...header('Chiara Lombardini', 'chiara@example.org'),
      run('ISTRUZIONE E FORMAZIONE', 50, 720, 12),
      run('01/10/2009 – 20/07/2014 Pavia, Italia', 50, 700, 8),
      run('LAUREA MAGISTRALE IN BIOLOGIA Università degli Studi di Valtidone', 50, 686, 11),
      run('Tesi sulla genetica delle popolazioni ittiche.', 50, 672, 9),
    ]);
    expect(schoolsOf(cv).map((s) => s.slice(0, 2))).toEqual([['Università degli Studi di Valtidone', 'LAUREA MAGISTRALE IN BIOLOGIA']]);
  });
});

describe('PDF entries written as paragraphs, the title run into the set-in description', () => {
  it('reads the title ending on a full stop as the title, though its line is set in like a description', () => {
    const cv = read([
      ...header('Wiebke Sandhaus', 'wiebke@example.org'),
      run('Experience', 50, 720, 12),
      run('Harrowgate Freight, Hull', 50, 700, 10),
      run('March 2019 – June 2024', 545, 700, 10, true),
      run('Financial Controller. Ran the monthly close and the audit with a team of four people.', 60, 686),
      run('Wexbridge Retail, York', 50, 660, 10),
      run('May 2016 – February 2019', 545, 660, 10, true),
      run('Accountant. Kept the books of six shops and their payroll.', 60, 646),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Financial Controller', 'Harrowgate Freight', '2019-03', '2024-06', false],
      ['Accountant', 'Wexbridge Retail', '2016-05', '2019-02', false],
    ]);
  });
});

describe('PDF entries whose dates, set at a right tab stop, wrap their end onto the next line', () => {
  it('reads the range whole where its end stands alone at the margin under the line', () => {
    const cv = read([
      ...header('Clémence Aubertin', 'clemence@example.org'),
      run('Expérience professionnelle', 50, 720, 14),
      run('Responsable des achats, Coopérative du Haut-Vallon', 50, 700, 11),
      run('septembre 2016 – décembre', 545, 700, 11, true),
      run('2020', 50, 686, 11),
      run('• Négociation des contrats avec quarante fournisseurs', 60, 672),
      run('Formation', 50, 640, 14),
      run('Licence de gestion, Université de Valmont-sur-Aude', 50, 620, 11),
      run('2012 –', 545, 620, 11, true),
      run('2015', 50, 606, 11),
    ]);
    expect(jobsOf(cv)).toEqual([['Responsable des achats', 'Coopérative du Haut-Vallon', '2016-09', '2020-12', false]]);
    expect(schoolsOf(cv)).toEqual([['Université de Valmont-sur-Aude', 'Licence de gestion', '2012', '2015']]);
  });
});

describe('PDF entries: the header run into its description, ended by a full stop', () => {
  it('reads "dates<tab>Title, Employer, Town. Description…" with the description wrapping under it', () => {
    const cv = read([
      ...header('Wilhelmina Droste', 'wilhelmina@example.org'),
      run('Experience', 71, 720, 14),
      run('03/2021 – present', 71, 700),
      run('Warehouse Manager, Fennick Stores Ltd, Derby. Ran a team of twelve and brought in a', 160, 700),
      run('new stock system for the three depots of the region, with weekly counts.', 71, 686),
      run('06/2017 – 02/2021', 71, 666),
      run('Buyer, Harlow & Finch, Leicester. Fabrics bought from nine mills across the', 160, 666),
      run('north of the country.', 71, 652),
      run('Education', 71, 620, 14),
      run('09/2013 – 06/2016', 71, 600),
      run('BA, History, University of Tollbridge.', 160, 600),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Warehouse Manager', 'Fennick Stores Ltd', '2021-03', null, true],
      ['Buyer', 'Harlow & Finch', '2017-06', '2021-02', false],
    ]);
    expect(schoolsOf(cv)).toEqual([['University of Tollbridge', 'BA', '2013-09', '2016-06']]);
  });
});

describe('PDF entries: a range wrapped before its dash in a narrow date column', () => {
  it('reads "– end" opening the next row as the range going on, not a bullet', () => {
    const cv = read([
      ...header('Sanne Veldkamp', 'sanne@example.org'),
      run('Werkervaring', 57, 720, 14),
      run('september 2020', 62, 700),
      run('Data-analist', 153, 700),
      run('– maart 2024', 62, 686),
      run('Hoeksveld Zorg, Utrecht', 153, 686),
      run('Rapportages voor zes afdelingen opgezet', 153, 672, 9),
      run('april 2016', 62, 652),
      run('Magazijnmedewerker', 153, 652),
      run('– augustus 2020', 62, 638),
      run('Kroonwijk Handel B.V., Zwolle', 153, 638),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Data-analist', 'Hoeksveld Zorg', '2020-09', '2024-03', false],
      ['Magazijnmedewerker', 'Kroonwijk Handel B.V.', '2016-04', '2020-08', false],
    ]);
  });
});

describe('PDF entries: a hint column of dates beside "Title, Employer, Town, Country" headers', () => {
  it('reads the employer before the town and its country', () => {
    const cv = read([
      ...header('Maëlle Rozenn', 'maelle@example.org'),
      run('Expériences', 106, 720, 14),
      run('2019–2023', 100, 700, 10, true),
      run('Ingénieure qualité, Marbrerie Delorme, Rennes, France', 106, 700),
      run('Suivi des audits fournisseurs', 106, 686, 9),
      run('2016–2019', 100, 666, 10, true),
      run('Technicienne, Ateliers Kervella, Brest, France', 106, 666),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Ingénieure qualité', 'Marbrerie Delorme', '2019', '2023', false],
      ['Technicienne', 'Ateliers Kervella', '2016', '2019', false],
    ]);
  });

  it('joins a range whose dash is set against its start year and whose end wraps onto the next row', () => {
    const cv = read([
      ...header('Ottavio Benedetti', 'ottavio@example.org'),
      run('Esperienza', 106, 720, 14),
      run('Gen 2017–', 102, 700, 10, true),
      run('Tirocinio, Fonderia Brambilla S.r.l., Cremona', 106, 700),
      run('Mar 2018', 100, 686, 10, true),
      run('Collaudo delle linee di colata', 114, 686, 9),
      run('2015–2016', 100, 666, 10, true),
      run('Magazziniere, Ricambi Fontana S.r.l., Lodi', 106, 666),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Tirocinio', 'Fonderia Brambilla S.r.l.', '2017-01', '2018-03', false],
      ['Magazziniere', 'Ricambi Fontana S.r.l.', '2015', '2016', false],
    ]);
  });
});

describe('PDF entries: each title set as a subheading over "dates<tab>Unit, Organisation"', () => {
  it('reads the unit and its organisation as the employer, the subheading as the title', () => {
    const cv = read([
      ...header('Wiebke Sörensen', 'wiebke@example.org'),
      run('Berufserfahrung', 156, 720, 14),
      run('Freiberufliche Mitarbeiterin in der Bahnplanung', 156, 700, 12),
      run('seit 1.2019', 146, 684, 10, true),
      run('Nordsee Satellite Centre, Baltic Space Agency', 156, 684),
      run('• Entwicklung einer Software für Bahnmanöver', 156, 670),
      run('• Betreuung der Flugdynamik (2019–2020)', 156, 656),
      run('• Schulung neuer Kolleginnen in der Bahnberechnung und', 156, 642),
      run('der Auswertung der Messdaten aus dem Kontrollraum.', 166, 628),
      run('• Pflege der Dokumentation', 156, 614),
      run('Werkstudentin in der Missionsplanung', 156, 590, 12),
      run('3.2017 – 9.2017', 146, 574, 10, true),
      run('Nordsee Satellite Centre, Baltic Space Agency', 156, 574),
      run('• Prüfung der Planungswerkzeuge', 156, 560),
    ]);
    const jobs = jobsOf(cv).map(([title, company]) => [title, company]);
    expect(jobs).toContainEqual(['Freiberufliche Mitarbeiterin in der Bahnplanung', 'Nordsee Satellite Centre, Baltic Space Agency']);
    expect(jobs).toContainEqual(['Werkstudentin in der Missionsplanung', 'Nordsee Satellite Centre, Baltic Space Agency']);
  });
});

describe('PDF entries written as paragraphs whose first line is indented, "Title en Employer (Town) [note]" over the dates', () => {
  it('opens an entry on each indented header after a description wrapped back to the margin', () => {
    const cv = read([
      ...header('Catalina Riquelme Soto', 'catalina@example.org'),
      run('Experiencia Laboral', 72, 720),
      run('Analista en Banco Serrano (Temuco, Araucanía) [Jornada completa – Presencial]', 87, 700),
      run('Marzo, 2022 — Actualidad', 87, 686),
      run('- Automaticé los informes de riesgo de la cartera comercial con Python para el área de', 87, 672),
      run('créditos.', 72, 658),
      run('Practicante en Cooperativa Lonquimay (Temuco, Araucanía) [Jornada parcial – Híbrido]', 87, 644),
      run('Enero, 2021 — Febrero, 2022', 87, 630),
      run('- Ordené las bases de datos de socios y sus cuotas para el equipo de cobranza de la', 87, 616),
      run('cooperativa.', 72, 602),
    ]);
    expect(jobsOf(cv)).toEqual([
      ['Analista', 'Banco Serrano', '2022-03', null, true],
      ['Practicante', 'Cooperativa Lonquimay', '2021-01', '2022-02', false],
    ]);
  });

  it('keeps "en" inside a title that names a field, with no employer after it', () => {
    const cv = read([
      ...header('Tomás Aravena', 'tomas@example.org'),
      run('Experiencia Laboral', 72, 720),
      run('Ingeniero en Sistemas', 87, 700),
      run('Marzo, 2019 — Enero, 2021', 87, 686),
      run('- Mantención de la red de sucursales', 87, 672),
    ]);
    expect(jobsOf(cv)[0]?.[0]).toBe('Ingeniero en Sistemas');
  });
});

describe('PDF entries: title and dates over "Employer<tab>Town", the title naming its kind of engagement after a dash', () => {
  const jobs = (title: string, employer: string) =>
    read([
      ...header('Nora Bellandi', 'nora@example.org'),
      run('Esperienza', 50, 720, 12),
      run(title, 60, 700),
      run('Gen. 2024 – Mag. 2024', 545, 700, 10, true),
      run(employer, 60, 686),
      run('Verona, Italia', 545, 686, 10, true),
      run('• Sviluppo di una API per il monitoraggio degli impianti', 75, 672),
      run('Sviluppatore Java', 60, 650),
      run('Dic. 2022 – Apr. 2023', 545, 650, 10, true),
      run('Orsa Software', 60, 636),
      run('Verona, Italia', 545, 636, 10, true),
      run('• Manutenzione del portale clienti', 75, 622),
    ]);

  it('keeps "– Tirocinio" in the title and reads the employer from the line under it', () => {
    expect(jobsOf(jobs('Sviluppatore Python – Tirocinio', 'Caldera Servizi')).map(([title, company]) => [title, company])).toEqual([
      ['Sviluppatore Python - Tirocinio', 'Caldera Servizi'],
      ['Sviluppatore Java', 'Orsa Software'],
    ]);
  });

  it('reads an employer whose name runs on after a colon, its town across from it, as the employer', () => {
    const employer = 'Caldera Servizi: Banca e Assicurazioni (Tempo pieno, con gli studi serali)';
    expect(jobsOf(jobs('Analista di sistema', employer)).map(([title, company]) => [title, company])).toEqual([
      ['Analista di sistema', 'Caldera Servizi: Banca e Assicurazioni'],
      ['Sviluppatore Java', 'Orsa Software'],
    ]);
  });

  it('leaves a bracketed note of how the job was held out of the employer', () => {
    expect(jobsOf(jobs('Analista di sistema', 'Caldera Servizi (Tempo pieno, durante il dottorato)'))[0]!.slice(0, 2)).toEqual([
      'Analista di sistema',
      'Caldera Servizi',
    ]);
  });
});

describe('PDF entries: "Title<tab>Town" over "Employer<tab>Dates", the town on the title\'s line', () => {
  it('reads a title worded like an organisation as the title, as the other entries of the section read', () => {
    const cv = read([
      ...header('Lucía Ferrando', 'lucia@example.org'),
      run('Experiencia', 50, 720, 12),
      run('Ayudante de cocina', 60, 700),
      run('Rosario, Santa Fe', 545, 700, 10, true),
      run('Restaurante El Molino S.R.L.', 60, 686),
      run('Ago. 2021 – Presente', 545, 686, 10, true),
      run('Atención al cliente', 60, 660),
      run('Bariloche, Río Negro', 545, 660, 10, true),
      run('Hostería Cerro Azul S.A.', 60, 646),
      run('Dic. 2019 – Feb. 2020', 545, 646, 10, true),
      run('Pasantía en departamento de mantenimiento', 60, 620),
      run('Rosario, Santa Fe', 545, 620, 10, true),
      run('Usina Paraná Sur', 60, 606),
      run('Sep. 2019 – Nov. 2019', 545, 606, 10, true),
    ]);
    expect(jobsOf(cv).map(([title, company]) => [title, company])).toEqual([
      ['Ayudante de cocina', 'Restaurante El Molino S.R.L.'],
      ['Atención al cliente', 'Hostería Cerro Azul S.A.'],
      ['Pasantía en departamento de mantenimiento', 'Usina Paraná Sur'],
    ]);
  });
});

describe('PDF entries: a dated line, then "Kind of engagement – Employer, Town", then the title', () => {
  it('reads "Stage & CDI" as neither title nor employer', () => {
    const cv = read([
      ...header('Maël Jacquier', 'mael@example.org'),
      run('Expériences', 250, 720, 12),
      run('Mars 2022 - Août 2023', 230, 700),
      run('Stage & CDI - Orsa Conseil / Brevane, Nantes', 262, 686),
      run('Développeur embarqué (C)', 262, 672),
      run('- Écriture des pilotes de capteurs', 290, 658),
      run('- Tests sur banc et intégration continue', 290, 644),
      run('Janvier 2020 - Juin 2021', 230, 620),
      run('Alternance - Ateliers Kervel, Rennes', 262, 606),
      run('Technicien électronique', 262, 592),
      run('- Maintenance des cartes de commande', 290, 578),
    ]);
    expect(jobsOf(cv).map(([title, company]) => [title, company])).toEqual([
      ['Développeur embarqué (C)', 'Orsa Conseil / Brevane'],
      ['Technicien électronique', 'Ateliers Kervel'],
    ]);
  });
});

describe('PDF entries: "dates | School : Degree" rows, the colon set apart as French typography writes it', () => {
  it('reads the school before the colon and the degree after it', () => {
    const cv = read([
      ...header('Anaïs Kerbrat', 'anais@example.org'),
      run('Études', 50, 720, 14),
      run('2014 – 2016', 50, 700),
      run('Hochschule Talberg : Master Elektrotechnik', 140, 700),
      run('2012 – 2016', 50, 680),
      run('École Centrale de Brévane : Diplôme d’ingénieur généraliste', 140, 680),
    ]);
    expect(schoolsOf(cv).map(([school, degree]) => [school, degree])).toEqual([
      ['Hochschule Talberg', 'Master Elektrotechnik'],
      ['École Centrale de Brévane', 'Diplôme d’ingénieur généraliste'],
    ]);
  });
});
