import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { docxBomb, docxManyParagraphs, docxManyParts, plainDocx } from './docx-inputs.ts';
import {
  adjacentInlines,
  hugeInlineScript,
  hugeTitle,
  hugeTitleByScript,
  jsonLdSameAs,
  mailtoLinks,
  microdataProto,
  plainLinks,
  plainPage,
} from './html-inputs.ts';
import { pdfContentBomb, pdfContentUnderLimit, pdfDoubleFlateBomb, pdfFontBomb, pdfManyLinks, plainPdf } from './pdf-inputs.ts';

export type HostileKind = 'html' | 'pdf' | 'docx';
/** What reads a document: the command-line extractor (no scripts run) or the extension in a real browser. */
export type HostileReader = 'cli' | 'browser';

/** A hostile document the extractor must end quickly on, made at run time (never committed). */
export interface HostileInput {
  name: string;
  kind: HostileKind;
  /** Writes the document into `dir` and returns its path. */
  write(dir: string): string;
  readers: readonly HostileReader[];
}

const EVERY_READER: readonly HostileReader[] = ['cli', 'browser'];

const html = (name: string, make: () => string, readers = EVERY_READER): HostileInput => ({
  name,
  kind: 'html',
  readers,
  write: (dir) => {
    const file = path.join(dir, `${name}.html`);
    writeFileSync(file, make());
    return file;
  },
});
const file = (name: string, kind: 'pdf' | 'docx', make: (file: string) => void): HostileInput => ({
  name,
  kind,
  readers: EVERY_READER,
  write: (dir) => {
    const file = path.join(dir, `${name}.${kind}`);
    make(file);
    return file;
  },
});

const HOSTILE_INPUTS: HostileInput[] = [
  html('json-ld-25000-sameas', jsonLdSameAs),
  html('5000-plain-links', plainLinks),
  // Chromium 150 itself parses a long <title> in quadratic time (12 MB in 11 s, 24 MB in 44 s, 50 MB
  // in minutes) before the extension has anything to do with the page, so in the browser the page
  // writes its 50 MB title with a script, which loads in a second. The CLI runs no scripts.
  html('50mb-title', hugeTitle, ['cli']),
  html('50mb-title-by-script', hugeTitleByScript, ['browser']),
  html('10000-mailto-links', mailtoLinks),
  html('200000-adjacent-inlines', adjacentInlines),
  html('microdata-proto', microdataProto),
  html('9mb-inline-script', hugeInlineScript),
  file('docx-bomb-1gb', 'docx', docxBomb),
  file('docx-many-paragraphs', 'docx', docxManyParagraphs),
  file('docx-many-parts', 'docx', docxManyParts),
  file('pdf-font-1gb', 'pdf', pdfFontBomb),
  file('pdf-content-400mb', 'pdf', pdfContentBomb),
  file('pdf-content-deflated-twice', 'pdf', pdfDoubleFlateBomb),
  file('pdf-content-3.9mb', 'pdf', pdfContentUnderLimit),
  file('pdf-60000-links', 'pdf', pdfManyLinks),
];

/** A harmless document of each kind: read first, so the figures are the hostile document's, not loading the code. */
export const PLAIN_INPUTS: Record<HostileKind, HostileInput> = {
  html: html('plain', plainPage),
  pdf: file('plain', 'pdf', plainPdf),
  docx: file('plain', 'docx', plainDocx),
};

/** The hostile documents `reader` is given. */
export const hostileInputsFor = (reader: HostileReader): HostileInput[] => HOSTILE_INPUTS.filter((input) => input.readers.includes(reader));
