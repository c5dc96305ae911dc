import { describe, expect, it } from 'vitest';
import { extractFromDocx } from '../../../lib/extract/documents/docx.ts';
import { buildDocx, type DocxParts } from '../../support/docx-package.ts';
import { cell, heading, p, para, row, run, table } from './docx-paragraphs.ts';

// The header of CVs written in Word or Google Docs as recruiters meet them (made-up people, employers,
// schools and streets): the name, headline, place and profile links, each where Word puts them.
const cvOf = async (parts: DocxParts) => (await extractFromDocx(await buildDocx(parts))).candidate;
const experience = heading('Experience') + p('Analyst, Brightwater Mills') + p('2019 - 2023');
const big = (text: string) => p(text, { bold: true, halfPoints: 40 });

const MC = 'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"';
/** A text box as Word saves it: the DrawingML shape, and the same text again in a VML fallback. */
const alternateBox = (...paragraphs: string[]) =>
  `<w:p><w:r><mc:AlternateContent ${MC}><mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>${paragraphs.join('')}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent>${paragraphs.join('')}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`;
/** A content control around paragraphs, as Microsoft's templates hold their placeholders. */
const control = (tag: string, ...paragraphs: string[]) =>
  `<w:sdt><w:sdtPr><w:alias w:val="${tag}"/><w:tag w:val="${tag}"/></w:sdtPr><w:sdtContent>${paragraphs.join('')}</w:sdtContent></w:sdt>`;
/** A content control inside a paragraph, around its run. */
const inlineControl = (tag: string, text: string, halfPoints = 20) =>
  `<w:p><w:sdt><w:sdtPr><w:alias w:val="${tag}"/></w:sdtPr><w:sdtContent>${run(text, { halfPoints })}</w:sdtContent></w:sdt></w:p>`;
const STYLES =
  '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:rPr><w:spacing w:val="-10"/><w:sz w:val="56"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/><w:rPr><w:color w:val="5A5A5A"/><w:spacing w:val="15"/><w:sz w:val="22"/></w:rPr></w:style>';
const styled = (style: string, text: string) => para(run(text), `<w:pStyle w:val="${style}"/>`);
/** Capitals spread by character spacing, as Word sets a display name or a title. */
const spaced = (text: string, halfPoints: number) =>
  `<w:p><w:r><w:rPr><w:caps/><w:spacing w:val="60"/><w:sz w:val="${halfPoints}"/></w:rPr><w:t>${text}</w:t></w:r></w:p>`;
const first = '<w:sectPr><w:headerReference w:type="first" r:id="h1"/><w:titlePg/></w:sectPr>';

describe('Word CV headers: the name where Word puts it', () => {
  it('reads the name and title held in content controls (en)', async () => {
    const body =
      control('Your Name', p('Harriet Okonkwo-Blythe', { halfPoints: 52 })) +
      control('Profession or Industry', p('Operations Manager', { halfPoints: 24 })) +
      p('harriet.ob@example.com') +
      experience;
    const cv = await cvOf({ body });
    expect(cv.name.full).toBe('Harriet Okonkwo-Blythe');
    expect(cv.headline).toBe('Operations Manager');
  });

  it('reads a name held in an inline content control (fr)', async () => {
    const body = inlineControl('Nom', 'Capucine Lemarrec', 48) + p('capucine.lemarrec@example.fr') + experience;
    expect((await cvOf({ body })).name.full).toBe('Capucine Lemarrec');
  });

  it('reads the name in the first-page header part (de)', async () => {
    const cv = await cvOf({
      body: p('lukas.brandtner@example.de') + experience + first,
      headers: { h1: p('Lukas Brandtner', { bold: true, halfPoints: 40 }) + p('Wilhelmstraße 8, 70182 Stuttgart') },
    });
    expect(cv.name.full).toBe('Lukas Brandtner');
    expect(cv.location).toContain('Stuttgart');
  });

  it('reads a name in a text box once, though Word saves it twice (es)', async () => {
    const body = alternateBox(big('Nerea Olaizola Arrieta'), p('Diseñadora gráfica')) + p('nerea.olaizola@example.es') + experience;
    const cv = await cvOf({ body });
    expect(cv.name.full).toBe('Nerea Olaizola Arrieta');
    expect(cv.headline).toBe('Diseñadora gráfica');
  });

  it('reads the name in a cell beside a photo cell (it)', async () => {
    const photo =
      '<w:p><w:r><w:drawing><wp:inline><a:graphic><a:graphicData><pic:pic/></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>';
    const body =
      table(row(cell(photo), cell(big('Lorenzo De Luca'), p('Ingegnere meccanico'), p('Via Roma 10, 20121 Milano (MI)')))) +
      p('lorenzo.deluca@example.it') +
      experience;
    const cv = await cvOf({ body });
    expect([cv.name.first, cv.name.last]).toEqual(['Lorenzo', 'De Luca']);
    expect(cv.headline).toBe('Ingegnere meccanico');
    expect(cv.location).toContain('Milano');
  });

  it('reads the name in the Title style and the job in the Subtitle style (nl)', async () => {
    const body =
      styled('Title', 'Jan van der Berg') + styled('Subtitle', 'Logistiek coördinator') + p('jan.vdberg@example.nl') + experience;
    const cv = await cvOf({ body, styles: STYLES });
    expect([cv.name.first, cv.name.last]).toEqual(['Jan', 'van der Berg']);
    expect(cv.headline).toBe('Logistiek coördinator');
  });

  it('reads letter-spaced capitals set by character spacing (pt)', async () => {
    const body = spaced('João Pedro dos Santos', 44) + spaced('Engenheiro de software', 22) + p('joao.santos@example.pt') + experience;
    const cv = await cvOf({ body });
    expect([cv.name.first, cv.name.last].map((w) => w?.toLowerCase())).toEqual(['joão pedro', 'dos santos']);
    expect(cv.headline?.toLowerCase()).toBe('engenheiro de software');
  });

  const names: [string, string, string, string][] = [
    ['surname in capitals first (fr)', 'DUPREZ Maëlle', 'Maëlle', 'DUPREZ'],
    ['surname in capitals last (fr)', 'Maëlle DUPREZ', 'Maëlle', 'DUPREZ'],
    ['honorific, hyphens (de)', 'Dr. Anna-Lena Vogt-Krüger', 'Anna-Lena', 'Vogt-Krüger'],
    ['two surnames (es)', 'María José García Pérez', 'María José', 'García Pérez'],
    ['particle (pt)', 'João Pedro dos Santos', 'João Pedro', 'dos Santos'],
    ['particles (nl)', 'Jan van der Berg', 'Jan', 'van der Berg'],
    ['capital particle (it)', 'Lorenzo De Luca', 'Lorenzo', 'De Luca'],
  ];
  for (const [label, name, given, surname] of names) {
    it(`reads a name written as CVs write it: ${label}`, async () => {
      const cv = await cvOf({ body: big(name) + p('Project Manager') + p('someone@example.com') + experience });
      expect(cv.name.full).toBe(name.replace('Dr. ', ''));
      // Two surnames read as given names and surname only where the document sets them apart.
      if (!label.startsWith('two surnames')) expect([cv.name.first, cv.name.last]).toEqual([given, surname]);
    });
  }

  const titled: [string, string][] = [
    ['Curriculum Vitae', 'Hedda Lindqvist'],
    ['Lebenslauf', 'Anna-Lena Vogt-Krüger'],
    ['Currículum Vitae', 'María José García Pérez'],
  ];
  for (const [title, name] of titled) {
    it(`reads the name after "${title}" on the next line and on the same line`, async () => {
      const next = await cvOf({
        body: p(title, { bold: true, halfPoints: 36 }) + p(name, { bold: true, halfPoints: 28 }) + p('x@example.com') + experience,
      });
      expect(next.name.full).toBe(name);
      expect(next.headline).toBeNull();
      const same = await cvOf({ body: p(`${title} ${name}`, { bold: true, halfPoints: 32 }) + p('x@example.com') + experience });
      expect(same.name.full).toBe(name);
    });
  }

  const asides: [string, string, string][] = [
    ['an age (nl)', 'Jan van der Berg (35)', 'Jan van der Berg'],
    ['an age in words (de)', 'Lukas Brandtner (34 Jahre)', 'Lukas Brandtner'],
    ['pronouns (en)', 'Alex Morrow (they/them)', 'Alex Morrow'],
    ['a birth name (fr)', 'Orlane Vauquelin (née Martel)', 'Orlane Vauquelin'],
  ];
  for (const [what, line, name] of asides) {
    it(`reads the name without ${what} in brackets after it`, async () => {
      const cv = await cvOf({ body: big(line) + p('Project Manager') + p('someone@example.com') + experience });
      expect(cv.name.full).toBe(name);
      expect(cv.headline).toBe('Project Manager');
    });
  }

  const titledNames: [string, string, string][] = [
    ['de', 'Dipl.-Ing. Lukas Brandtner', 'Lukas Brandtner'],
    ['de', 'Herr Lukas Brandtner', 'Lukas Brandtner'],
    ['de', 'Mag. Anna Huber', 'Anna Huber'],
    ['de', 'Prof. Dr. Anna-Lena Vogt-Krüger', 'Anna-Lena Vogt-Krüger'],
    ['it', 'Dott.ssa Giulia Ferrante', 'Giulia Ferrante'],
    ['it', 'Ing. Lorenzo De Luca', 'Lorenzo De Luca'],
    ['es', 'Lic. María José García Pérez', 'María José García Pérez'],
    ['pt', 'Eng. João Pedro dos Santos', 'João Pedro dos Santos'],
    ['nl', 'Drs. Jan van der Berg', 'Jan van der Berg'],
    ['nl', 'Ir. Jan van der Berg', 'Jan van der Berg'],
    ['en', 'Jan van der Berg MSc', 'Jan van der Berg'],
  ];
  for (const [lang, line, name] of titledNames) {
    it(`reads the name without the title written with it: "${line}" (${lang})`, async () => {
      const cv = await cvOf({ body: big(line) + p('Project Manager') + p('someone@example.com') + experience });
      expect(cv.name.full).toBe(name);
      expect(cv.headline).toBe('Project Manager');
    });
  }

  it('reads a name over two lines, the surname in bold (fr)', async () => {
    const body =
      p('Maëlle', { halfPoints: 40 }) +
      p('Duprez', { bold: true, halfPoints: 40 }) +
      p('Cheffe de projet') +
      p('maelle@example.fr') +
      experience;
    const cv = await cvOf({ body });
    expect([cv.name.first, cv.name.last]).toEqual(['Maëlle', 'Duprez']);
    expect(cv.headline).toBe('Cheffe de projet');
  });
});

describe('Word CV headers: the place', () => {
  const addresses: [string, string, string][] = [
    ['de', 'Musterstraße 12, 80331 München', 'München'],
    ['fr', '12 rue des Lilas, 69003 Lyon', 'Lyon'],
    ['es', 'Calle Mayor 5, 28013 Madrid', 'Madrid'],
    ['it', 'Via Roma 10, 20121 Milano (MI)', 'Milano'],
    ['nl', 'Keizersgracht 100, 1015 CX Amsterdam', 'Amsterdam'],
    ['pt', 'Rua Augusta 20, 1100-053 Lisboa', 'Lisboa'],
    ['en', 'Flat 2, 10 High Street, Leeds LS1 4AB', 'Leeds'],
  ];
  for (const [lang, address, town] of addresses) {
    it(`reads the town of a postal address line (${lang})`, async () => {
      const cv = await cvOf({ body: big('Hedda Lindqvist') + p('Project Manager') + p(address) + p('hedda@example.com') + experience });
      expect(cv.location).toContain(town);
      expect(cv.headline).toBe('Project Manager');
    });
    it(`reads the town of an address among contacts apart by "|" (${lang})`, async () => {
      const cv = await cvOf({ body: big('Hedda Lindqvist') + p(`${address} | hedda@example.com | +44 7700 900123`) + experience });
      expect(cv.location).toContain(town);
    });
  }

  const labelled: [string, string, string][] = [
    ['Adresse : 12 rue des Lilas, 69003 Lyon', 'Lyon', 'fr'],
    ['Wohnort: Freiburg im Breisgau', 'Freiburg', 'de'],
    ['Residenza: Bologna', 'Bologna', 'it'],
    ['Morada: Rua Augusta 20, 1100-053 Lisboa', 'Lisboa', 'pt'],
    ['Dirección: Calle Mayor 5, 28013 Madrid', 'Madrid', 'es'],
    ['Woonplaats: Utrecht', 'Utrecht', 'nl'],
  ];
  for (const [line, town, lang] of labelled) {
    it(`reads a labelled address row (${lang})`, async () => {
      const cv = await cvOf({
        body: big('Hedda Lindqvist') + p(line) + p('Telefon: +49 151 23456789') + p('E-Mail: hedda@example.com') + experience,
      });
      expect(cv.location).toContain(town);
    });
  }

  it('reads the place among contacts apart by bullets and by tabs', async () => {
    const bullets = await cvOf({ body: big('Hedda Lindqvist') + p('Göteborg • hedda@example.com • +46 70 123 45 67') + experience });
    expect(bullets.location).toContain('Göteborg');
    const tabs = await cvOf({ body: big('Hedda Lindqvist') + p('Rotterdam\thedda@example.com\t+31 6 12345678') + experience });
    expect(tabs.location).toContain('Rotterdam');
  });

  it('reads the place among contacts each after an emoji icon, without the icon of the next one', async () => {
    const cv = await cvOf({ body: big('Orlane Vauquelin') + p('📍 Lyon, France   ✉ orlane@example.fr   ☎ 06 12 34 56 78') + experience });
    expect(cv.location).toBe('Lyon, France');
  });

  it('reads the place in the page footer part', async () => {
    const cv = await cvOf({
      body: big('Hedda Lindqvist') + p('Project Manager') + experience,
      footers: { f1: p('hedda@example.com · +44 7700 900123 · Bristol, United Kingdom') },
    });
    expect(cv.location).toContain('Bristol');
  });
});

describe('Word CV headers: the headline', () => {
  const notHeadlines: [string, string][] = [
    ['a date of birth', 'Né le 12/03/1990'],
    ['a nationality', 'Nationalité : française'],
    ['a driving licence (fr)', 'Permis B'],
    ['a driving licence (de)', 'Führerschein Klasse B'],
    ['an address', '12 rue des Lilas, 69003 Lyon'],
  ];
  for (const [what, line] of notHeadlines) {
    it(`takes no headline from ${what}`, async () => {
      const cv = await cvOf({ body: big('Maëlle Duprez') + p(line) + p('maelle@example.fr') + experience });
      expect(cv.headline).toBeNull();
    });
  }

  it('reads the title in smaller type under the name', async () => {
    const cv = await cvOf({
      body: big('Maëlle Duprez') + p('Responsable logistique', { halfPoints: 26 }) + p('maelle@example.fr') + experience,
    });
    expect(cv.headline).toBe('Responsable logistique');
  });
});

describe('Word CV headers: links', () => {
  it('reads a LinkedIn address written as text without a hyperlink', async () => {
    const cv = await cvOf({ body: big('Hedda Lindqvist') + p('hedda@example.com | linkedin.com/in/hedda-lindqvist') + experience });
    expect(cv.links.map((l) => l.url)).toContain('https://linkedin.com/in/hedda-lindqvist');
  });

  it('reads a hyperlink whose text is only "LinkedIn"', async () => {
    const link = '<w:p><w:hyperlink r:id="L1"><w:r><w:t>LinkedIn</w:t></w:r></w:hyperlink></w:p>';
    const cv = await cvOf({
      body: big('Hedda Lindqvist') + link + experience,
      links: { L1: 'https://www.linkedin.com/in/hedda-lindqvist/' },
    });
    expect(cv.links.map((l) => l.kind)).toContain('linkedin');
  });
});
