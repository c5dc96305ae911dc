import { describe, expect, it } from 'vitest';
import { parseEducation, parseExperience } from '../../../lib/extract/heuristics/entries.ts';
import { joinWrappedHeaderLines } from '../../../lib/extract/heuristics/wrapped-header-lines.ts';
import type { TextLine } from '../../../lib/extract/heuristics/text-lines.ts';

const line = (text: string, size = 10, bold = false): TextLine => ({ text, size, bold });

describe('names wrapped over two header lines', () => {
  it('joins an employer cut after a connector word, so its second half is not read as a title', () => {
    const jobs = parseExperience([
      line('Senior Product Designer', 11, true),
      line('Northwind Consolidated Industries and'),
      line('Trading Company, Valburg'),
      line('2019 – 2023'),
      line('• Led the design system'),
      line('Designer', 11, true),
      line('Lumen Studio, Brisac'),
      line('2016 – 2019'),
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Senior Product Designer', 'Northwind Consolidated Industries and Trading Company, Valburg'],
      ['Designer', 'Lumen Studio, Brisac'],
    ]);
  });

  it('joins a school cut after the word its name opens on, and leaves a line ending on a school of its own apart', () => {
    const schools = parseEducation([
      line('Master of Science (Maschinenbau), Hochschule'),
      line('Talheim, Talheim'),
      line('· März 2021 - August 2023'),
      line('Bachelor of Science (Maschinenbau), Hochschule Talheim'),
      line('· September 2017 - Februar 2021'),
    ]);
    expect(schools.map((s) => s.institution)).toEqual(['Hochschule Talheim', 'Hochschule Talheim']);
  });

  it('joins a title wrapped before the "und" that joins its two subjects, so the employer under it stays the employer', () => {
    const jobs = parseExperience([
      line('09/2019 – 04/2020'),
      line('Masterarbeit im Bereich Datenanalyse'),
      line('und Qualitätssicherung'),
      line('Velmora Technik GmbH'),
      line('• Modelle zur Fehlererkennung'),
      line('03/2019 – 08/2019'),
      line('Praktikum im Bereich Vertrieb'),
      line('Korvan Logistik GmbH'),
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Masterarbeit im Bereich Datenanalyse und Qualitätssicherung', 'Velmora Technik GmbH'],
      ['Praktikum im Bereich Vertrieb', 'Korvan Logistik GmbH'],
    ]);
  });

  it('joins a dated header\'s bracketed aside and a long rest after "and" wrapped in the same type, so the team\'s organisation is the employer', () => {
    const body = (text: string) => line(text, 10);
    const jobs = parseExperience([
      line('Mar 2020-present: Data Analyst, Fraud Insight Team, HMRB (mostly', 11),
      line('working in Python)', 11),
      body('Built the monthly risk dashboards for the regional offices.'),
      line('Jan 2017-Mar 2020: Statistician, Central Pricing Unit, DfT', 11),
      line('(mostly working in SQL)', 11),
      body('Kept the price indices.'),
      line('Jan 2014-Dec 2016: Analyst, Housing and', 11),
      line('Planning Statistics Unit, DfT (mostly working in SAS and', 11),
      line('Excel)', 11),
      body('Wrote the quarterly reports.'),
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Data Analyst', 'HMRB'],
      ['Statistician', 'DfT'],
      ['Analyst', 'DfT'],
    ]);
  });

  it('joins a school cut after "de"', () => {
    const schools = parseEducation([
      line('Master Design d’interaction', 11, true),
      line('École supérieure des arts et métiers de'),
      line('Valmont'),
      line('2016 – 2018'),
    ]);
    expect(schools.map((s) => s.institution)).toEqual(['École supérieure des arts et métiers de Valmont']);
  });

  it('joins a school wrapped before "de", after its dates cell, and keeps a line opening on "de" in lower case apart', () => {
    const schools = parseEducation([
      line('Licenciatura, Geografia, Universidade Estadual\t2008 – 2011'),
      line('de Vale Sereno'),
      line('Mestrado, Gestão, Universidade do Alto Mirante\t2012 – 2014'),
    ]);
    expect(schools.map((s) => s.institution)).toEqual(['Universidade Estadual de Vale Sereno', 'Universidade do Alto Mirante']);
    const kept = [line('Gestion des archives municipales'), line('de la commune et des écoles')];
    expect(joinWrappedHeaderLines(kept)).toEqual(kept);
  });

  it('leaves apart a sentence going on in lower case, lines in other type, and a line with its dates', () => {
    const kept = [
      line('Prize of the student projects and the cup of'),
      line('tutored projects, Valburg 2018'),
      line('Consultant at Lumen and', 11, true),
      line('Brisac Partners'),
      line('2019 – 2021 at'),
      line('Northwind'),
    ];
    expect(joinWrappedHeaderLines(kept).map((l) => l.text)).toEqual(kept.map((l) => l.text));
  });
});

describe('a long title wrapped onto the line that goes on with its employer and dates', () => {
  it('is read whole, not as the words that wrapped', () => {
    const jobs = parseExperience([
      line('Data Engineer and Deputy Head of the Regional Quality and Process', 10, true),
      line('improvement team – Corvell Insights (Leeds), 03/2021 – 06/2024'),
      line('• Built the reporting for the board.'),
      line('Junior Analyst – Pellmore Group (York), 05/2019 – 03/2021'),
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Data Engineer and Deputy Head of the Regional Quality and Process improvement team', 'Corvell Insights'],
      ['Junior Analyst', 'Pellmore Group'],
    ]);
  });

  it('leaves apart a period opening on its own word and a name opening on its particle', () => {
    const kept = [line('Teamleiterin Logistik'), line('seit 03/2019'), line('Accountmanager'), line('de Vries Bouw B.V., 2016 – 2019')];
    expect(joinWrappedHeaderLines(kept).map((l) => l.text)).toEqual(kept.map((l) => l.text));
  });
});

describe('a dated title wrapped after a connector, going on in lower case', () => {
  it('is read whole, the employer under it still its employer', () => {
    const jobs = parseExperience([
      line('Since 02/2021\tData Engineer and deputy head of'),
      line('the quality and continuous improvement team'),
      line('Corvell Insights, Leeds'),
      line('05/2018 – 02/2021\tJunior Analyst'),
      line('Pellmore Group, York'),
    ]);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['Data Engineer and deputy head of the quality and continuous improvement team', 'Corvell Insights'],
      ['Junior Analyst', 'Pellmore Group'],
    ]);
  });
});

describe('an entry written on one line, wrapped inside its period or before its town', () => {
  it('reads each job whole, its period put back together', () => {
    const jobs = parseExperience([
      line('Store Manager – Corvell Retail (Leeds), 2021 - 2024 (3 years)'),
      line('Shift Supervisor – Pellmore Group (York), 2019 -'),
      line('2021 (2 years)'),
      line('Sales Assistant – Ashby Home Furnishings and Garden Centres Ltd'),
      line('(Leeds), 2017 - 2019 (2 years)'),
      line('Trainee – Brantwood Stores (Leeds), sept.'),
      line('2016–jun. 2017'),
    ]);
    expect(jobs.map((j) => [j.title, j.company, j.start, j.end])).toEqual([
      ['Store Manager', 'Corvell Retail', '2021', '2024'],
      ['Shift Supervisor', 'Pellmore Group', '2019', '2021'],
      ['Sales Assistant', 'Ashby Home Furnishings and Garden Centres Ltd', '2017', '2019'],
      ['Trainee', 'Brantwood Stores', '2016-09', '2017-06'],
    ]);
  });

  it('leaves apart a line ending on a year before a line that goes on with words', () => {
    const kept = [line('Analyst – Corvell Retail (Leeds), since 2019'), line('2021 saw the team double in size')];
    expect(joinWrappedHeaderLines(kept).map((l) => l.text)).toEqual(kept.map((l) => l.text));
  });
});
