import { describe, expect, it } from 'vitest';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { pageLines } from '../../../lib/extract/documents/pdf-layout.ts';
import { extractHtml } from './helpers.ts';
import { A4, run } from './placed-runs.ts';

describe('skill groups set as headings of their own', () => {
  it('reads the groups after Skills whose names no heading list knows', () => {
    const { candidate } = extractHtml(`<html><body><h1>Jane Doe</h1><p>Plant Engineer</p>
      <h2>Skills</h2><h2>Tools</h2><ul><li>Lathe control</li><li>Spreadsheets</li></ul>
      <h2>Metallurgy</h2><ul><li>Heat treatment</li><li>Alloy selection</li></ul>
      <h2>Experience</h2><p>Plant Engineer, Northwind Mills</p><p>2019 - 2023</p></body></html>`);
    expect(candidate.skills).toEqual(['Lathe control', 'Spreadsheets', 'Heat treatment', 'Alloy selection']);
  });

  it('reads the item that holds a list of its own as the name of that group, no skill', () => {
    const { candidate } = extractHtml(`<html><body><h1>Jane Doe</h1><p>Plant Engineer</p>
      <h2>Skills</h2><ul><li>Machining<ul><li>Lathe control</li><li>Milling</li></ul></li>
      <li>Metallurgy<ul><li>Heat treatment</li><li>Alloy selection</li></ul></li></ul>
      <h2>Experience</h2><p>Plant Engineer, Northwind Mills</p><p>2019 - 2023</p></body></html>`);
    expect(candidate.skills).toEqual(['Lathe control', 'Milling', 'Heat treatment', 'Alloy selection']);
  });

  it('reads no further group after a Skills section that has items of its own, nor a row of links', () => {
    const after = (skills: string, next: string) =>
      extractHtml(`<html><body><h1>Jane Doe</h1><p>Plant Engineer</p><h2>Skills</h2>${skills}<h2>Elsewhere</h2>${next}</body></html>`)
        .candidate.skills;
    expect(after('<ul><li>Lathe control</li></ul>', '<ul><li>Sailing</li><li>Night trains</li></ul>')).toEqual(['Lathe control']);
    expect(after('<h2>Tools</h2><ul><li>Lathe control</li></ul>', '<ul><li><a href="https://example.org/a">Kiln</a></li></ul>')).toEqual([
      'Lathe control',
    ]);
  });

  it('reads one group under an unknown name beside a Skills-named group when both set their items one to a line', () => {
    const groups = (tools: string, data: string) =>
      extractHtml(`<html><body><h1>Jane Doe</h1><p>Plant Engineer</p><h2>Profile</h2><p>A careful engineer.</p>
        <h2>Tools</h2>${tools}<h2>Metallurgy</h2>${data}
        <h2>Experience</h2><p>Plant Engineer, Northwind Mills</p><p>2019 - 2023</p></body></html>`).candidate.skills;
    expect(groups('<ul><li>Lathe control</li><li>Milling</li></ul>', '<ul><li>Heat treatment</li><li>Alloy selection</li></ul>')).toEqual([
      'Lathe control',
      'Milling',
      'Heat treatment',
      'Alloy selection',
    ]);
    expect(groups('<p>Lathe control</p><p>Milling</p>', '<p>Heat treatment</p><p>Alloy selection</p>')).toEqual([
      'Lathe control',
      'Milling',
      'Heat treatment',
      'Alloy selection',
    ]);
    // A list on one line is no list set one to a line: the group beside it may be anything short.
    expect(groups('<p>Lathe control, Milling</p>', '<p>Heat treatment</p><p>Alloy selection</p>')).toEqual(['Lathe control', 'Milling']);
  });

  it('reads two or more groups under unknown names set around a Skills-named group as skills, before and after it', () => {
    const { candidate } = extractHtml(`<html><body><h1>Jane Doe</h1><p>Plant Engineer</p><h2>Profile</h2><p>A careful engineer.</p>
      <h2>Machining</h2><ul><li>Lathe control</li><li>Milling</li></ul>
      <h2>Tools</h2><ul><li>Spreadsheets</li></ul>
      <h2>Metallurgy</h2><ul><li>Heat treatment</li></ul>
      <h2>Experience</h2><p>Plant Engineer, Northwind Mills</p><p>2019 - 2023</p></body></html>`);
    expect(candidate.skills).toEqual(['Lathe control', 'Milling', 'Spreadsheets', 'Heat treatment']);
  });

  it('reads two or more groups under unknown names as skills where no Skills heading names them, and not one alone', () => {
    const skills = (groups: string) =>
      extractHtml(`<html><body><h1>Jane Doe</h1><p>Plant Engineer</p><h2>Profile</h2><p>A careful engineer.</p>${groups}
        <h2>Experience</h2><p>Plant Engineer, Northwind Mills</p><p>2019 - 2023</p></body></html>`).candidate.skills;
    const machining = '<h2>Machining</h2><ul><li>Lathe control</li><li>Milling</li></ul>';
    const metallurgy = '<h2>Metallurgy</h2><ul><li>Heat treatment</li><li>Alloy selection</li></ul>';
    expect(skills(machining + metallurgy)).toEqual(['Lathe control', 'Milling', 'Heat treatment', 'Alloy selection']);
    expect(skills(machining)).toEqual([]);
  });

  it('leaves a following section of sentences or dated lines out', () => {
    const { candidate } = extractHtml(`<html><body><h1>Jane Doe</h1><p>Plant Engineer</p>
      <h2>Skills</h2><h2>Tools</h2><ul><li>Lathe control</li><li>Spreadsheets</li></ul>
      <h2>Garden club</h2><p>Ran the seed exchange for the village.</p><p>Treasurer 2018 - 2020</p></body></html>`);
    expect(candidate.skills).toEqual(['Lathe control', 'Spreadsheets']);
  });

  it('reads a Languages group naming no spoken language as skills, with the groups set like it after it', () => {
    const { candidate } = extractHtml(`<html><body><h1>Jane Doe</h1><p>Plant Engineer</p>
      <h3>Languages</h3><ul><li><h6>Fortran</h6></li><li><h6>Haskell</h6></li></ul>
      <h3>Machining</h3><ul><li><h6>Lathe control</h6></li><li><h6>Heat treatment</h6></li></ul>
      <h3>Languages</h3><ul><li><h6>English (native)</h6></li><li><h6>Welsh (fluent)</h6></li></ul>
      <h3>Experience</h3><p>Plant Engineer, Northwind Mills</p><p>2019 - 2023</p></body></html>`);
    expect(candidate.skills).toEqual(['Fortran', 'Haskell', 'Lathe control', 'Heat treatment']);
    expect(candidate.languages).toEqual(['English', 'Welsh']);
  });

  it('reads one group under an unknown name beside a Skills-named group when both set their items apart as tags in a row', () => {
    const chips = (...items: string[]) => `<p>${items.map((item) => `<span>${item}</span>`).join(' ')}</p>`;
    const groups = (data: string) =>
      extractHtml(`<html><body><h1>Jane Doe</h1><p>Plant Engineer</p><h2>Profile</h2><p>A careful engineer.</p>
        <h2>Tools</h2>${chips('Lathe control', 'Milling')}<h2>Metallurgy</h2>${data}
        <h2>Experience</h2><p>Plant Engineer, Northwind Mills</p><p>2019 - 2023</p></body></html>`).candidate.skills;
    expect(groups(chips('Heat treatment', 'Alloy selection'))).toEqual(['Lathe control', 'Milling', 'Heat treatment', 'Alloy selection']);
    expect(groups('<p>Heat treatment, Alloy selection</p>')).toEqual(['Lathe control', 'Milling']);
  });

  it('reads a Languages group whose items a PDF row sets apart as tags as skills', () => {
    const heading = (text: string) => ({ text, size: 12 });
    const candidate = extractFromLines([
      { text: 'Jane Doe', size: 30 },
      { text: 'Plant Engineer', size: 12 },
      heading('Languages'),
      { text: 'Fortran Haskell Ada', size: 9.6, spaced: ['Fortran', 'Haskell', 'Ada'] },
      heading('Languages'),
      { text: 'English (native)', size: 7.5 },
      heading('Experience'),
      { text: 'Plant Engineer, Northwind Mills', size: 9 },
      { text: '2019 - 2023', size: 9 },
    ]);
    expect(candidate.skills).toEqual(['Fortran', 'Haskell', 'Ada']);
    expect(candidate.languages).toEqual(['English']);
  });

  it('reads no skills from a Languages section the reading ran on into the next one', () => {
    const { candidate } = extractHtml(`<html><body><h1>Jane Doe</h1><p>Plant Engineer</p>
      <h2>Skills</h2><ul><li>Lathe control</li></ul><h2>Languages</h2><h4>Interests</h4><h4>Climbing</h4><ul><li>Bouldering</li></ul>
      </body></html>`);
    expect(candidate.skills).toEqual(['Lathe control']);
  });

  it('reads the groups set right before a Languages group naming no spoken language', () => {
    const { candidate } = extractHtml(`<html><body><h1>Jane Doe</h1><p>Plant Engineer</p><h3>Profile</h3><p>A careful engineer.</p>
      <h3>Machining</h3><ul><li><h6>Lathe control</h6></li><li><h6>Heat treatment</h6></li></ul>
      <h3>Languages</h3><ul><li><h6>Fortran</h6></li><li><h6>Haskell</h6></li></ul>
      <h3>Experience</h3><p>Plant Engineer, Northwind Mills</p><p>2019 - 2023</p></body></html>`);
    expect(candidate.skills).toEqual(['Lathe control', 'Heat treatment', 'Fortran', 'Haskell']);
  });

  it('reads the bulleted rows of a miscellany led by the name of a list, as skills and spoken languages', () => {
    const misc = (heading: string, rows: string[]) =>
      extractHtml(`<html><body><h1>Jane Doe</h1><p>Plant Engineer</p><h2>${heading}</h2><ul>${rows.map((r) => `<li>${r}</li>`).join('')}</ul>
        <h2>Experience</h2><p>Plant Engineer, Northwind Mills</p><p>2019 - 2023</p></body></html>`).candidate;
    expect(misc('Divers', ['Langues : anglais courant, espagnol notions', 'Informatique : Pack Office, SolidWorks'])).toMatchObject({
      skills: ['Pack Office', 'SolidWorks'],
      languages: ['anglais', 'espagnol'],
    });
    expect(
      misc('Additional information', ['Languages: English (native), Welsh (fluent)', 'Software: Excel, AutoCAD', 'Driving licence']),
    ).toMatchObject({
      skills: ['Excel', 'AutoCAD'],
      languages: ['English', 'Welsh'],
    });
    expect(misc('Otros datos', ['Carné de conducir B', 'Disponibilidad inmediata'])).toMatchObject({ skills: [], languages: [] });
  });

  it('reads a "Languages:" cell set beside other text in a row of the miscellany', () => {
    const lines = pageLines(
      {
        ...A4,
        texts: [
          run('Femke Verhulst', 50, 790, 22),
          run('Rijbewijs: B', 400, 770),
          run('Curriculum Vitae', 50, 750, 20),
          run('Talen: Nederlands, Engels, Frans', 350, 750),
          run('Ervaring', 50, 700, 14),
          run('2021–2024', 50, 680),
          run('Boekhouder, Dijkman Accountants, Gent', 150, 680),
        ],
        links: [],
      },
      1,
    );
    expect(extractFromLines(lines).languages).toEqual(['Nederlands', 'Engels', 'Frans']);
  });

  it('reads the spoken languages from a "Languages:" row of a skills list', () => {
    const { candidate } = extractHtml(`<html><body><h1>Jane Doe</h1><p>Plant Engineer</p>
      <h2>Habilidades</h2><ul><li>Herramientas: Excel, AutoCAD y SAP.</li><li>Idiomas: Español e Inglés.</li></ul>
      <h2>Experiencia</h2><p>Plant Engineer, Northwind Mills</p><p>2019 - 2023</p></body></html>`);
    expect(candidate.languages).toEqual(['Español', 'Inglés']);
    const coding = extractHtml(`<html><body><h1>Jane Doe</h1><p>Plant Engineer</p>
      <h2>Skills</h2><ul><li>Languages: Python, C++</li><li>Tools: Git, Docker</li></ul>
      <h2>Experience</h2><p>Plant Engineer, Northwind Mills</p><p>2019 - 2023</p></body></html>`).candidate;
    expect(coding.languages).toEqual([]);
    expect(coding.skills).toEqual(['Python', 'C++', 'Git', 'Docker']);
  });
});

describe('a skills list set in columns', () => {
  it('reads each cell of a row as an item when each opens with the dash the list uses for bullets', () => {
    const row = (y: number, items: string[]) => items.map((item, i) => run(`— ${item}`, 50 + i * 170, y, 10));
    const lines = pageLines(
      {
        ...A4,
        texts: [
          run('Noémie Castaing', 50, 790, 22),
          run('noemie.castaing@example.org', 50, 770, 10),
          run('Compétences', 50, 730, 14),
          ...row(710, ['Tournage', 'Soudure TIG', 'Métrologie']),
          ...row(696, ['Fraisage', 'Lecture de plans', 'AutoCAD']),
          run('Langues', 50, 660, 14),
          run('Français : langue maternelle', 50, 640, 10),
        ],
        links: [],
      },
      1,
    );
    expect(extractFromLines(lines).skills).toEqual(['Tournage', 'Soudure TIG', 'Métrologie', 'Fraisage', 'Lecture de plans', 'AutoCAD']);
  });
});

describe('skills shown as chips on a page', () => {
  it('reads each chip whole when one of them names alternatives with spaced slashes', () => {
    const { candidate } = extractHtml(`<html lang="pt-br"><body><h1>Lúcia Venturim Sarmento</h1><p>Analista de Suporte</p>
      <h2>COMPETÊNCIAS TÉCNICAS</h2><div class="skills">
      <span>Segurança de Redes</span>
      <span>Zabbix / Prometheus / Loki</span>
      <span>Service Desk</span>
      <span>Total IP</span>
      </div></body></html>`);
    expect(candidate.skills).toEqual(['Segurança de Redes', 'Zabbix', 'Prometheus', 'Loki', 'Service Desk', 'Total IP']);
  });
});
