import { describe, expect, it } from 'vitest';
import { makeCandidatePdf, type CvContext } from '../../../lib/cv-pdf/index.ts';
import { emptyCandidate, type Candidate, type Experience } from '../../../lib/extract/candidate.ts';
import { extractBack, readBack } from './read-back.ts';

const MADE_AT = Date.UTC(2025, 2, 12, 9, 30);
const context = (language: CvContext['language'] = 'en'): CvContext => ({
  pageUrl: 'https://www.linkedin.com/in/marie-dupont/?trk=public_profile',
  madeAt: MADE_AT,
  language,
  timeZone: 'Europe/Paris',
});

function marie(): Candidate {
  return {
    ...emptyCandidate(),
    name: { full: 'Marie-Hélène Françoise Dupont', first: 'Marie-Hélène Françoise', last: 'Dupont' },
    emails: ['marie.dupont@example.fr'],
    phones: ['+33 6 12 34 56 78'],
    headline: 'Responsable “data” — Groupe Lumière',
    location: 'Lyon, France',
    summary: 'Quinze ans de données.\nJ’aime les équipes qui livrent.',
    links: [
      { kind: 'linkedin', url: 'https://www.linkedin.com/in/marie-dupont/' },
      { kind: 'github', url: 'https://github.com/mdupont' },
      { kind: 'other', url: 'javascript:alert(1)' },
    ],
    skills: ['SQL', 'Python', 'dbt', 'Airflow'],
    languages: ['Français', 'Anglais'],
    experience: [
      { title: 'Head of Data', company: 'Groupe Lumière', location: 'Lyon', start: '2020-09', end: null, current: true },
      { title: 'Data Engineer', company: 'Banque Rhône', location: null, start: '2016-01', end: '2020-08', current: false },
    ],
    education: [
      { institution: 'École Centrale de Lyon', degree: 'Diplôme d’ingénieur', field: 'Informatique', start: '2008', end: '2011' },
    ],
  };
}

function manyJobs(count: number): Experience[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `Consultant ${i + 1}`,
    company: `Client ${i + 1}`,
    location: 'Paris',
    start: '2010-01',
    end: '2011-01',
    current: false,
  }));
}

describe('makeCandidatePdf', () => {
  it('writes the reviewed fields as real text a PDF reader finds again', async () => {
    const pdf = await makeCandidatePdf(marie(), context('en'));
    const { text, pages } = await readBack(pdf.bytes);

    expect(pdf.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    expect(pages).toBe(1);
    expect(text).toContain('Marie-Hélène Françoise Dupont');
    expect(text).toContain('marie.dupont@example.fr');
    expect(text).toContain('+33 6 12 34 56 78');
    expect(text).toContain('Head of Data');
    expect(text).toContain('École Centrale de Lyon');
    expect(text).toContain('Jan 2016 - Aug 2020');
    expect(text).toMatch(/^Head of Data\t.+ 2020 - present$/m);
    expect(text).toMatch(/^Experience$/m);
    expect(text).toMatch(/^Education$/m);
    expect(text).toMatch(/^Skills$/m);
    expect(text).toContain('SQL · Python · dbt · Airflow');
    expect(text).toContain('Made from www.linkedin.com/in/marie-dupont on 12 March 2025');
  });

  it('makes quotes and dashes plain and leaves the page address without its query', async () => {
    const { text } = await readBack((await makeCandidatePdf(marie(), context('en'))).bytes);

    expect(text).toContain('Responsable "data" - Groupe Lumière');
    expect(text).toContain("Diplôme d'ingénieur, Informatique");
    expect(text).not.toMatch(/[\u2018\u2019\u201c\u201d\u2013\u2014]/);
    expect(text).not.toContain('trk=');
  });

  it('links the candidate’s web addresses, and only those', async () => {
    const { lines } = await readBack((await makeCandidatePdf(marie(), context('en'))).bytes);
    const links = lines.flatMap((line) => line.links ?? []);

    expect(links).toEqual(['https://www.linkedin.com/in/marie-dupont/', 'https://github.com/mdupont']);
  });

  it('speaks French to a French recruiter', async () => {
    const { text } = await readBack((await makeCandidatePdf(marie(), context('fr'))).bytes);

    for (const label of ['Expérience', 'Formation', 'Compétences', 'Langues', 'Profil'])
      expect(text).toMatch(new RegExp(`^${label}$`, 'm'));
    expect(text).toContain('janv. 2016 - août 2020');
    expect(text).toMatch(/^Head of Data\t.+ 2020 - aujourd'hui$/m);
    expect(text).toContain('Créé à partir de www.linkedin.com/in/marie-dupont le 12 mars 2025');
  });

  it('writes the date in the recruiter’s time zone', async () => {
    const lateEvening = Date.UTC(2025, 2, 12, 23, 30);
    const paris = await readBack((await makeCandidatePdf(marie(), { ...context('en'), madeAt: lateEvening })).bytes);
    const newYork = await readBack(
      (await makeCandidatePdf(marie(), { ...context('en'), madeAt: lateEvening, timeZone: 'America/New_York' })).bytes,
    );

    expect(paris.text).toContain('on 13 March 2025');
    expect(newYork.text).toContain('on 12 March 2025');
  });

  it('keeps a Polish name readable in plain letters', async () => {
    const candidate = { ...marie(), name: { full: 'Łukasz Żółć-Wąsowski', first: null, last: null }, location: 'Łódź, Polska' };
    const pdf = await makeCandidatePdf(candidate, context('en'));
    const { text } = await readBack(pdf.bytes);

    expect(text).toContain('Lukasz Zólc-Wasowski');
    expect(text).toContain('Lódz, Polska');
    expect(text).not.toContain('?');
    expect(pdf.fileName).toBe('CV - Lukasz Zolc-Wasowski.pdf');
  });

  it('stays on one page with 60 jobs, a long summary and 300 skills, saying how many items were left out', async () => {
    const candidate = {
      ...marie(),
      experience: manyJobs(60),
      skills: Array.from({ length: 300 }, (_, i) => `Skill ${i + 1}`),
      summary: 'A long story. '.repeat(800),
    };
    const { text, pages, lines } = await readBack((await makeCandidatePdf(candidate, context('en'))).bytes);

    expect(pages).toBe(1);
    expect(lines.every((line) => line.page === 1)).toBe(true);
    const jobsShown = text.match(/^Consultant \d+/gm) ?? [];
    const skillsShown = text.match(/Skill \d+/g) ?? [];
    const [jobsLeftOut, skillsLeftOut, ...others] = [...text.matchAll(/^… \((\d+) more\)$/gm)].map((match) => Number(match[1]));
    expect(others).toEqual([]);
    expect(jobsShown.length).toBeGreaterThan(5);
    expect(jobsShown.at(-1)).toBe(`Consultant ${jobsShown.length}`);
    expect(jobsShown.length + jobsLeftOut!).toBe(60);
    expect(skillsShown.at(-1)).toBe(`Skill ${skillsShown.length}`);
    expect(skillsShown.length + skillsLeftOut!).toBe(300);
    expect(text).toMatch(/^Summary\nA long story\.[^]*\n…\nMade from/m);
    for (const heading of ['Experience', 'Education', 'Skills', 'Languages', 'Summary'])
      expect(text).toMatch(new RegExp(`^${heading}$`, 'm'));
    expect(text).toContain('Made from www.linkedin.com/in/marie-dupont on 12 March 2025');
  });

  it('keeps a crowded header to a few lines, so the sections keep their room', async () => {
    const candidate = {
      ...marie(),
      name: { full: 'Marie '.repeat(60).trim(), first: null, last: null },
      headline: 'Data lead and more. '.repeat(60),
      emails: Array.from({ length: 30 }, (_, i) => `marie.${i}@example.fr`),
      links: Array.from({ length: 40 }, (_, i) => ({ kind: 'other', url: `https://example.org/${i}/${'x'.repeat(i === 0 ? 300 : 5)}` })),
    };
    const { text, pages, lines } = await readBack((await makeCandidatePdf(candidate, context('en'))).bytes);
    const linkLines = lines.filter((line) => line.links?.length);

    expect(pages).toBe(1);
    expect(text).toContain('Head of Data');
    expect(text).toMatch(/^Marie Marie .*…$/m);
    expect(text).toMatch(/marie\.\d+@example\.fr · … \(\d+ more\)$/m);
    expect(linkLines.length).toBeLessThanOrEqual(2);
    expect(linkLines.at(-1)?.text).toMatch(/ · … \(\d+ more\)$/);
    expect(linkLines[0]?.links?.[0]).toBe(candidate.links[0]!.url);
  });

  it('says "de plus" in French where items were left out', async () => {
    const { text } = await readBack((await makeCandidatePdf({ ...marie(), experience: manyJobs(60) }, context('fr'))).bytes);

    expect(text).toMatch(/^… \(\d+ de plus\)$/m);
  });

  it('gives the same bytes for the same candidate and date, whatever the clock says', async () => {
    const first = await makeCandidatePdf(marie(), context('en'));
    const second = await makeCandidatePdf(marie(), context('en'));
    const later = await makeCandidatePdf(marie(), { ...context('en'), madeAt: MADE_AT + 86_400_000 });

    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(Buffer.from(later.bytes).equals(Buffer.from(first.bytes))).toBe(false);
  });

  it('names the file after the candidate', async () => {
    expect((await makeCandidatePdf(marie(), context('en'))).fileName).toBe('CV - Marie-Helene Francoise Dupont.pdf');
    expect((await makeCandidatePdf(emptyCandidate(), context('en'))).fileName).toBe('CV.pdf');
  });

  it('is read by the extractor as the same candidate', async () => {
    const candidate = await extractBack((await makeCandidatePdf(marie(), context('en'))).bytes);

    expect(candidate.name.full).toBe('Marie-Hélène Françoise Dupont');
    expect(candidate.emails).toEqual(['marie.dupont@example.fr']);
    expect(candidate.phones.map((phone) => phone.replace(/\D/g, ''))).toContain('33612345678');
  });

  it('makes a page for a candidate with nothing but a page address', async () => {
    const { text, pages } = await readBack((await makeCandidatePdf(emptyCandidate(), context('en'))).bytes);

    expect(pages).toBe(1);
    expect(text).toBe('Made from www.linkedin.com/in/marie-dupont on 12 March 2025');
  });
});
