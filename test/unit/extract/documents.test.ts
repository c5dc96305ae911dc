import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractFromPdf, type PdfJsLib } from '../../../lib/extract/documents/pdf.ts';
import { extractFromPath, NODE_READERS } from '../../../lib/extract/node/readers.ts';
import { fixture } from './helpers.ts';

describe('PDF CVs', () => {
  it('reads a two-column CV without mixing the sidebar into the main column', async () => {
    const { candidate } = await extractFromPath(fixture('documents', 'two-column-cv.pdf'));
    expect(candidate.name).toEqual({ full: 'Marta Nowak', first: 'Marta', last: 'Nowak' });
    expect(candidate.emails).toEqual(['marta.nowak@example.org']);
    expect(candidate.phones).toEqual(['+48512345678']);
    expect(candidate.skills).toEqual(['Java', 'Kotlin', 'Spring Boot', 'PostgreSQL', 'Apache Kafka', 'Kubernetes']);
    expect(candidate.languages).toEqual(['Polish', 'English', 'German']);
    expect(candidate.experience.map((e) => e.company)).toEqual(['Allegro', 'Comarch', 'Sabre Polska']);
    expect(candidate.sources.name).toBe('pdf');
  });

  it('counts link annotations as text', async () => {
    const { candidate } = await extractFromPath(fixture('documents', 'two-column-cv.pdf'));
    expect(candidate.links.map((l) => l.url)).toContain('https://github.com/mnowak');
  });

  it('reads a French CV with French headings', async () => {
    const { candidate } = await extractFromPath(fixture('documents', 'cv-francais.pdf'));
    expect(candidate.emails).toEqual(['camille.lefevre@exemple.fr']);
    expect(candidate.phones).toEqual(['+33612345678']);
    expect(candidate.languages).toEqual(['Français', 'Anglais', 'Espagnol']);
    expect(candidate.experience[0]).toMatchObject({ title: 'Développeuse senior', company: 'Doctolib', start: '2021-03', current: true });
  });

  it('says a scan has no text instead of returning an empty candidate', async () => {
    await expect(extractFromPath(fixture('documents', 'scanned-cv.pdf'))).rejects.toMatchObject({ problem: { code: 'scanned-pdf' } });
  });

  it('refuses files over 20 MB before parsing them', async () => {
    await expect(extractFromPdf(new Uint8Array(20 * 1024 * 1024 + 1), await NODE_READERS.pdfjs())).rejects.toMatchObject({
      problem: { code: 'too-large', format: 'pdf', maxMegabytes: 20 },
    });
  });

  it('refuses documents over 30 pages', async () => {
    // A stand-in for pdf.js that reports a 31-page document: the refusal must come before any page is read.
    const destroyed: boolean[] = [];
    const pdfjs: PdfJsLib = {
      getDocument: () => ({
        promise: Promise.resolve({
          numPages: 31,
          getPage: () => Promise.reject(new Error('read')),
          destroy: async () => {
            destroyed.push(true);
          },
        }),
      }),
    };
    await expect(extractFromPdf(new Uint8Array(readFileSync(fixture('documents', 'two-column-cv.pdf'))), pdfjs)).rejects.toMatchObject({
      problem: { code: 'too-many-pages', maxPages: 30 },
    });
    expect(destroyed).toEqual([true]);
  });

  it('says when a file is not a PDF at all', async () => {
    await expect(extractFromPdf(new TextEncoder().encode('hello'), await NODE_READERS.pdfjs())).rejects.toMatchObject({
      problem: { code: 'damaged', format: 'pdf' },
    });
  });
});

describe('DOCX CVs', () => {
  it('reads a Word CV from its paragraphs and heading styles', async () => {
    const { candidate } = await extractFromPath(fixture('documents', 'docx-cv.docx'));
    expect(candidate).toMatchObject({
      name: { full: 'Sofia Marchetti' },
      emails: ['sofia.marchetti@example.it'],
      phones: ['+393471234567'],
      headline: 'UX Researcher',
      location: 'Milan, Italy',
      experience: [
        { title: 'Senior UX Researcher', company: 'Fabrikam Design', start: '2021-04', current: true },
        { title: 'UX Researcher', company: 'Contoso Travel' },
      ],
      education: [{ institution: 'Politecnico di Milano' }],
    });
    expect(candidate.sources.name).toBe('docx');
  });
});
