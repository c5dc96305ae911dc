import { describe, expect, it } from 'vitest';
import { pageLines, type PlacedText } from '../../../lib/extract/documents/pdf-layout.ts';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { A4, run } from './placed-runs.ts';

const body: PlacedText[] = [
  run('Experience', 50, 600, 14),
  run('Analyst, Northwind Traders', 50, 580, 11),
  run('2019 – 2023', 545, 580, 10, true),
  run('Built the reporting stack for the finance team', 60, 566),
  run('Education', 50, 530, 14),
  run('BSc Economics, Fenmoor University', 50, 510, 11),
  run('2015 – 2019', 545, 510, 10, true),
];

// Capitals set apart by letter-spacing, as pdf.js reads them: a run per word, a blank between its letters.
const letterSpaced = (text: string, x: number, y: number, size: number): PlacedText[] => {
  let left = x;
  return text.split(' ').map((word) => {
    const placed = run([...word].join(' '), left, y, size);
    left += placed.width + size * 0.6;
    return placed;
  });
};

// A page of the given runs alone, or of a header over a short body of entries.
const readAlone = (texts: PlacedText[]) => extractFromLines(pageLines({ ...A4, texts, links: [] }, 1));
const read = (header: PlacedText[]) => readAlone([...header, ...body]);

describe('PDF header shapes', () => {
  it('reads a name left with the contacts flush right on the same baselines, and the title under the name', () => {
    const cv = read([
      run('Marta Kowalczyk', 50, 780, 26),
      run('marta.k@example.org', 545, 782, 9, true),
      run('+48 601 234 567', 545, 770, 9, true),
      run('Kraków, Poland', 545, 758, 9, true),
      run('Financial Controller', 50, 752, 13),
    ]);
    expect(cv.name?.full).toBe('Marta Kowalczyk');
    expect(cv.headline).toBe('Financial Controller');
    expect(cv.location).toContain('Kraków');
  });

  it('reads a title set above the name in small letter-spaced capitals', () => {
    const cv = read([
      ...letterSpaced('PROJECT MANAGER', 50, 800, 9),
      run('Lucas Bernard', 50, 775, 28),
      run('lucas.bernard@example.org · 06 12 34 56 78 · Lyon, France', 50, 750, 9),
    ]);
    expect(cv.name?.full).toBe('Lucas Bernard');
    expect(cv.headline).toBe('PROJECT MANAGER');
  });

  it('reads a letter-spaced title whose specialties follow a separator, the separators spread as wide as its words', () => {
    const size = 9;
    const words = ['DATA', 'ANALYST', '|', 'KOTLIN', '·', 'SPARK'];
    let left = 50;
    const title = words.map((word) => {
      const placed = run([...word].join(' '), left, 750, size);
      left += placed.width + size;
      return placed;
    });
    const cv = read([
      run('Lucas', 50, 800, 26),
      run('BERNARD', 50, 772, 28),
      ...title,
      run('lucas.bernard@example.org · Lyon', 50, 735, 9),
    ]);
    expect(cv.headline).toBe('DATA ANALYST | KOTLIN · SPARK');
  });

  it('reads a title in capitals under a name in capitals', () => {
    const cv = read([
      run('SOFIA MARTÍNEZ LÓPEZ', 50, 780, 24),
      run('INGENIERA DE DATOS', 50, 755, 12),
      run('sofia.martinez@example.org | +34 612 345 678 | Valencia', 50, 738, 9),
    ]);
    expect(cv.name?.full?.toLowerCase()).toBe('sofia martínez lópez');
    expect(cv.headline).toBe('INGENIERA DE DATOS');
    expect(cv.location).toContain('Valencia');
  });

  it('reads a title on the name line after a wide gap', () => {
    const cv = read([
      run('Jan de Vries', 50, 780, 22),
      run('Software Engineer', 545, 782, 14, true),
      run('jan.devries@example.org   +31 6 1234 5678   Utrecht', 50, 758, 9),
    ]);
    expect(cv.name?.full).toBe('Jan de Vries');
    expect(cv.headline).toBe('Software Engineer');
  });

  it('reads a given name over its surname in large type with the title below', () => {
    const cv = read([
      run('Giulia', 50, 790, 30),
      run('Ferraro', 50, 758, 30),
      run('Responsabile amministrativa', 50, 735, 12),
      run('giulia.ferraro@example.org', 50, 718, 9),
    ]);
    expect(cv.name?.full).toBe('Giulia Ferraro');
    expect(cv.headline).toBe('Responsabile amministrativa');
  });

  it('reads the title under "Curriculum Vitae" and the name', () => {
    const cv = read([
      run('Curriculum Vitae', 50, 805, 11),
      run('Pedro Almeida', 50, 782, 22),
      run('Enfermeiro', 50, 760, 12),
      run('pedro.almeida@example.org', 50, 745, 9),
    ]);
    expect(cv.name?.full).toBe('Pedro Almeida');
    expect(cv.headline).toBe('Enfermeiro');
  });

  it('reads a title after the contact line, above the profile', () => {
    const cv = read([
      run('Hanna Schulz', 50, 780, 24),
      run('hanna.schulz@example.org | 0170 1234567 | Hamburg', 50, 760, 9),
      run('Projektleiterin Bau', 50, 735, 14),
      run('Profil', 50, 710, 14),
      run('Zehn Jahre Erfahrung im Hochbau, zuletzt als Bauleiterin.', 50, 695),
    ]);
    expect(cv.name?.full).toBe('Hanna Schulz');
    expect(cv.headline).toBe('Projektleiterin Bau');
  });

  it('reads name and title from a left sidebar beside a main column that starts with a profile', () => {
    const side = (text: string, y: number, size = 9) => run(text, 30, y, size);
    const cv = extractFromLines(
      pageLines(
        {
          ...A4,
          links: [],
          texts: [
            side('Emma Laurent', 790, 20),
            side('Chargée de communication', 768, 11),
            side('emma.laurent@example.org', 740),
            side('07 12 34 56 78', 728),
            side('Nantes, France', 716),
            side('Compétences', 680, 12),
            side('Rédaction', 664),
            side('Réseaux sociaux', 652),
            run('Profil', 220, 790, 14),
            run('Cinq ans de communication institutionnelle et de relations presse.', 220, 774),
            run('Expérience', 220, 740, 14),
            run('Chargée de communication, Ville de Rezé', 220, 722, 11),
            run('2020 – 2024', 565, 722, 10, true),
            run('Formation', 220, 680, 14),
            run('Master Communication, Université de Nantes', 220, 662, 11),
            run('2018 – 2020', 565, 662, 10, true),
          ],
        },
        1,
      ),
    );
    expect(cv.name?.full).toBe('Emma Laurent');
    expect(cv.headline).toBe('Chargée de communication');
    expect(cv.location).toContain('Nantes');
    expect(cv.experience).toHaveLength(1);
  });

  it('reads a title after the name with a vertical bar on one line', () => {
    const cv = read([
      run('Tomás Novák | Backend Developer', 50, 780, 20),
      run('tomas.novak@example.org · +420 601 123 456 · Brno', 50, 758, 9),
    ]);
    expect(cv.name?.full).toBe('Tomás Novák');
    expect(cv.headline).toBe('Backend Developer');
  });

  it('never takes a personal-details line for the title', () => {
    const cv = read([
      run('Lena Hoffmann', 50, 780, 24),
      run('Geboren am 12.03.1994 in Köln · ledig · Führerschein Klasse B', 50, 760, 9),
      run('lena.hoffmann@example.org · 0171 2345678', 50, 748, 9),
    ]);
    expect(cv.name?.full).toBe('Lena Hoffmann');
    expect(cv.headline ?? '').not.toMatch(/Geboren|Führerschein/);
  });

  it('reads the name under a contact bar set across the top of the page', () => {
    const cv = read([
      run('lucia.romano@example.org', 50, 815, 9),
      run('+39 347 123 4567', 300, 815, 9),
      run('Torino, Italia', 545, 815, 9, true),
      run('Lucia Romano', 50, 780, 26),
      run('Architetto', 50, 755, 13),
    ]);
    expect(cv.name?.full).toBe('Lucia Romano');
    expect(cv.headline).toBe('Architetto');
    expect(cv.location).toContain('Torino');
  });

  it('reads the name under a title line whose words stand wide apart', () => {
    const cv = read([
      run('UX', 50, 800, 9),
      run('DESIGNER', 75, 800, 9),
      run('Noor Jansen', 50, 775, 28),
      run('noor.jansen@example.org', 50, 750, 9),
    ]);
    expect(cv.name?.full).toBe('Noor Jansen');
  });

  it('reads a place a line of contact details wrapped after its comma, flush left or centred, as a word processor wraps a long line', () => {
    const cv = read([
      run('Fionnuala Ó Briain-Hartigan', 50, 780, 22),
      run('Senior Associate', 50, 760, 12),
      run('fionnuala.obriainhartigan@example.org · +44 7700 900461 · Swansea,', 50, 740, 10),
      run('Wales, United Kingdom · LinkedIn', 50, 728, 10),
    ]);
    expect(cv.location).toBe('Swansea, Wales, United Kingdom');
    const spanish = read([
      run('Maximiliano Echeverría Olabarrieta', 50, 780, 22),
      run('Ingeniero de caminos', 50, 760, 12),
      run('maximiliano.echeverria@example.es · +34 612 345 678 · Logroño,', 150, 740, 10),
      run('La Rioja, España', 257, 728, 10),
    ]);
    expect(spanish.location).toBe('Logroño, La Rioja, España');
  });
  it('reads past icons a symbol font draws as plain letters before each contact, but keeps letters spaced out in one font', () => {
    const font = (t: PlacedText, name: string): PlacedText => ({ ...t, font: name });
    const cv = read([
      font(run('Oskar Lindahl', 50, 780, 24), 'text'),
      ...letterSpaced('DATA ENGINEER', 50, 758, 10).map((t) => font(t, 'spaced')),
      font(run('m', 50, 740, 9), 'icons'),
      font(run('Visby, Sweden', 56.5, 740, 9), 'text'),
      font(run('B', 200, 740, 9), 'icons'),
      font(run('oskar.lindahl@example.org', 206.5, 740, 9), 'text'),
      font(run('H', 380, 740, 9), 'icons'),
      font(run('+46 70 123 45 67', 386.5, 740, 9), 'text'),
    ]);
    expect(cv.location).toBe('Visby, Sweden');
    expect(cv.emails).toEqual(['oskar.lindahl@example.org']);
    expect(cv.headline).toBe('DATA ENGINEER');
  });
  it('keeps a letter its font lacked, set in a fallback font inside a word, where icons are dropped', () => {
    const font = (t: PlacedText, name: string): PlacedText => ({ ...t, font: name });
    const cv = read([
      font(run('Ivana Markovi', 50, 780, 24), 'text'),
      font(run('ć', 206, 780, 24), 'fallback'),
      font(run('Analyst', 50, 758, 12), 'text'),
      font(run('Ni', 50, 740, 9), 'text'),
      font(run('š', 59, 740, 9), 'fallback'),
      font(run(', Serbia', 63.5, 740, 9), 'text'),
      font(run('ivana.markovic@example.org', 150, 740, 9), 'text'),
    ]);
    expect(cv.name?.full).toBe('Ivana Marković');
  });

  it('reads a letter-spaced title whose specialties follow it after a dash and a comma', () => {
    const cv = read([
      run('Ruth', 50, 800, 26),
      run('OKAFOR', 50, 772, 28),
      ...letterSpaced('FINANCIAL CONTROLLER – SAP, EXCEL', 50, 750, 9),
      run('ruth.okafor@example.org · Bristol', 50, 735, 9),
    ]);
    expect(cv.headline).toBe('FINANCIAL CONTROLLER – SAP, EXCEL');
  });

  it('reads a one-word title set letter-spaced under the name, though the word opens like a heading', () => {
    const cv = read([
      run('Lena', 50, 800, 26),
      run('KRAUSE', 50, 772, 28),
      ...letterSpaced('PROJEKTLEITERIN', 50, 750, 9),
      run('lena.krause@example.org · Freiburg', 50, 735, 9),
    ]);
    expect(cv.name?.full).toBe('Lena KRAUSE');
    expect(cv.headline).toBe('PROJEKTLEITERIN');
  });

  it('reads a given name set over a surname of two words in larger capitals', () => {
    const cv = read([
      run('Inês', 50, 800, 26),
      run('COSTA PEREIRA', 50, 772, 28),
      run('Técnica de suporte', 50, 750, 10),
      run('ines.pereira@example.org · Coimbra', 50, 735, 9),
    ]);
    expect(cv.name?.full).toBe('Inês COSTA PEREIRA');
    expect(cv.headline).toBe('Técnica de suporte');
  });
});

describe('PDF headers: the address and the site beside the name', () => {
  it('takes a street named in one word ending on "allee" or "damm" for the address, not the headline', () => {
    for (const street of ['Lindenhofallee 14b', 'Mühlendamm 3']) {
      const cv = read([
        run('Jana Kessler', 60, 790, 24),
        run(street, 430, 790, 9),
        run('64283 Darmstadt, Germany', 430, 778, 9),
        run('jana.kessler@example.org', 430, 766, 9),
      ]);
      expect(cv.headline, street).toBeNull();
      expect(cv.location, street).toContain('Darmstadt');
    }
  });

  it('reads a site given in the contacts whole, not run on into the name set large below it', () => {
    const cv = read([
      run('W https://kessler.example.io/', 380, 800, 10),
      run('Jana Kessler', 74, 780, 34),
      run('jana.kessler@example.org', 380, 812, 10),
    ]);
    expect((cv.links ?? []).map((link) => link.url)).toEqual(['https://kessler.example.io']);
  });
});

describe("PDF header: a LaTeX \\maketitle block, the document's title over the name and a date", () => {
  it('reads no job from the title block of a CV that has no experience heading', () => {
    const cv = readAlone([
      run('Curriculum Vitae', 240, 790, 17),
      run('Jonas Verhaegen', 262, 770, 12),
      run('14 maart 2017', 262, 754, 12),
      run('1 Personalia', 80, 720, 14),
      run('• E-mail: jonas.verhaegen@example.org', 94, 700, 11),
      run('• Telefoon: 0471/33.21.90', 94, 686, 11),
      run('2 Hobby’s', 80, 650, 14),
      run('• Zomer 2015 – 2016: fietstochten door de Ardennen', 94, 630, 11),
    ]);
    expect((cv.experience ?? []).map((j) => j.title)).not.toContain('Curriculum Vitae');
    expect((cv.experience ?? []).map((j) => j.company)).not.toContain('Jonas Verhaegen');
  });
});

describe('PDF header: the name set large and a title in smaller type after it on the same baseline', () => {
  it('reads the name and the headline apart', () => {
    const cv = read([
      run('Rosa Valente Quintas', 185, 790, 14),
      run('Engenheira de Software Júnior', 329, 790, 10),
      run('Évora, Portugal', 185, 770, 9.5),
      run('rosa.quintas@example.org', 185, 756, 9.5),
    ]);
    expect(cv.name?.full).toBe('Rosa Valente Quintas');
    expect(cv.headline).toBe('Engenheira de Software Júnior');
  });
});
