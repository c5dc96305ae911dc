import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileKind } from '../lib/extract/documents/extract-file.ts';
import { savedPageUrl } from '../lib/extract/documents/saved-page.ts';
import { CORPUS_DIR, documentsIn } from '../lib/extract/node/corpus.ts';
import { parseHtmlWithLinkedom } from '../lib/extract/node/readers.ts';
import { extractFromDocument } from '../lib/extract/page.ts';
import type { Candidate } from '../lib/extract/candidate.ts';
import type { CvContext } from '../lib/cv-pdf/index.ts';
import { median, percentile, type BenchLine } from './stats';

const MADE_AT = Date.UTC(2025, 2, 12, 9, 30);
const round = (value: number) => Math.round(value * 10) / 10;

interface Profile {
  candidate: Candidate;
  pageUrl: string;
}

/** The extractor's candidates for the corpus's HTML pages (profiles, personal pages): the content a PDF is made from. */
function corpusProfiles(): Profile[] {
  return documentsIn(CORPUS_DIR)
    .filter((file) => fileKind(file) === 'html')
    .map((file) => {
      const doc = parseHtmlWithLinkedom(readFileSync(file, 'utf8'));
      const pageUrl = savedPageUrl(doc, `file:///${path.basename(file)}`);
      return { candidate: extractFromDocument(doc, pageUrl).candidate, pageUrl };
    });
}

/**
 * Making the one-page CV PDF of each HTML page of the corpus, from the extractor's candidate, in
 * both languages. The first PDF, which loads jsPDF, is timed on its own; the others after it.
 */
export async function benchCvPdf(): Promise<BenchLine[]> {
  const profiles = corpusProfiles();
  if (!profiles.length) throw new Error(`no HTML page in ${CORPUS_DIR}`);
  const context = (profile: Profile, i: number): CvContext => ({
    pageUrl: profile.pageUrl,
    madeAt: MADE_AT,
    language: i % 2 ? 'fr' : 'en',
    timeZone: 'UTC',
  });
  let started = performance.now();
  const { makeCandidatePdf } = await import('../lib/cv-pdf/index.ts');
  await makeCandidatePdf(profiles[0]!.candidate, context(profiles[0]!, 0));
  const firstMs = performance.now() - started;
  const times: number[] = [];
  const sizes: number[] = [];
  for (const [i, profile] of profiles.entries()) {
    started = performance.now();
    const pdf = await makeCandidatePdf(profile.candidate, context(profile, i));
    times.push(performance.now() - started);
    sizes.push(pdf.bytes.length);
  }
  return [
    {
      name: 'cv pdf: one-page PDF of a profile, median',
      value: round(median(times)),
      unit: 'ms',
      budget: 150,
      detail: `p95 ${round(percentile(times, 95))} ms, max ${round(Math.max(...times))} ms over ${profiles.length} corpus HTML pages (EN and FR)`,
    },
    {
      name: 'cv pdf: first PDF, jsPDF loaded',
      value: round(firstMs),
      unit: 'ms',
      detail: 'the module and jsPDF imported in Node, then one PDF made',
    },
    {
      name: 'cv pdf: file size, median',
      value: round(median(sizes) / 1024),
      unit: 'kB',
      detail: `max ${round(Math.max(...sizes) / 1024)} kB`,
    },
  ];
}
