import JSZip from 'jszip';
import type { ExtractionResult } from '../candidate.ts';
import { extractFromLines } from '../heuristics/cv-lines.ts';
import { findEmails } from '../heuristics/emails.ts';
import { countryFromLocale, findPhones } from '../heuristics/phones.ts';
import type { TextLine } from '../heuristics/text-lines.ts';
import { mergeDrafts } from '../merge.ts';
import { markHeadingsSetAlike } from './docx-heading-looks.ts';
import { hasEvenAndOddPages, shownHeaderIds } from './docx-headers.ts';
import { blockLines, layoutCells } from './docx-lines.ts';
import { DocxStyles } from './docx-styles.ts';
import { DocumentError } from './document-error.ts';
import { oversizeProblem } from './document-size.ts';
import { child, childrenNamed, parseXml, type XmlElement } from './xml.ts';
import { DOCX_CUT_NOTE, DocxAllowance } from '../bounds/docx-allowance.ts';

/** Decompressed size of one XML part read at most: a CV's document.xml is well under 1 MB. */
export const MAX_DOCX_PART_BYTES = 16 * 1024 * 1024;

class PartTooLarge extends Error {}

// jszip's chunked reader, present at run time but missing from its type declarations.
interface StreamingEntry {
  internalStream(type: 'uint8array'): {
    on(event: 'data', listener: (chunk: Uint8Array) => void): void;
    on(event: 'error', listener: (error: Error) => void): void;
    on(event: 'end', listener: () => void): void;
    pause(): void;
    resume(): void;
  };
}

/** A part of the package as text, or null when absent; stops decompressing past the bound (zip bombs). */
function readPart(zip: JSZip, path: string, allowance: DocxAllowance): Promise<string | null> {
  const file = zip.file(path);
  if (!file) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const stream = (file as unknown as StreamingEntry).internalStream('uint8array');
    stream.on('data', (chunk: Uint8Array) => {
      size += chunk.byteLength;
      if (size > Math.min(MAX_DOCX_PART_BYTES, allowance.bytesLeft)) {
        stream.pause();
        reject(new PartTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => {
      allowance.bytesLeft -= size;
      const bytes = new Uint8Array(size);
      let at = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, at);
        at += chunk.byteLength;
      }
      resolve(new TextDecoder().decode(bytes));
    });
    stream.resume();
  });
}

interface Relationship {
  type: string;
  target: string;
  external: boolean;
}

function relationships(xml: string | null, allowance: DocxAllowance): Map<string, Relationship> {
  const rels = new Map<string, Relationship>();
  const root = child(xml ? parseXml(xml, undefined, allowance) : undefined, 'Relationships');
  for (const rel of root ? childrenNamed(root, 'Relationship') : []) {
    const { Id: id, Type: type = '', Target: target = '', TargetMode: mode } = rel.attrs;
    if (id) rels.set(id, { type: type.replace(/^.*\//, ''), target, external: mode === 'External' });
  }
  return rels;
}

/** Where a relationship's target lives in the package, relative to the part that names it. */
function partPath(from: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = from.split('/').slice(0, -1);
  for (const step of target.split('/')) {
    if (step === '..') parts.pop();
    else if (step !== '.') parts.push(step);
  }
  return parts.join('/');
}

const relsPathOf = (path: string) => path.replace(/([^/]+)$/, '_rels/$1.rels');

/** The language most runs of the document are marked with (`de-DE`), else the styles' default. */
function documentLanguage(xml: string, styles: DocxStyles): string | undefined {
  const counts = new Map<string, number>();
  for (const m of xml.matchAll(/<w:lang\b[^>]*?\bw:val="([^"]+)"/g)) {
    if (m[1] !== 'zxx') counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? styles.language;
}

/** A line giving an e-mail address or a phone number. */
const holdsContact = (text: string) => findEmails(text).length > 0 || findPhones(text).length > 0;

/** A DOCX as lines: the page header (where templates put contact details), then the body with its text boxes and tables. */
export async function docxTextLines(data: Uint8Array): Promise<{ lines: TextLine[]; language?: string; cut: boolean }> {
  const oversize = oversizeProblem('docx', data.byteLength);
  if (oversize) throw new DocumentError(oversize);
  const allowance = new DocxAllowance();
  try {
    const zip = await JSZip.loadAsync(data);
    const packageRels = relationships(await readPart(zip, '_rels/.rels', allowance), allowance);
    const mainPath = partPath('', [...packageRels.values()].find((r) => r.type === 'officeDocument')?.target ?? 'word/document.xml');
    const mainXml = await readPart(zip, mainPath, allowance);
    if (mainXml === null) throw new DocumentError({ code: 'damaged', format: 'docx' });
    const mainRels = relationships(await readPart(zip, relsPathOf(mainPath), allowance), allowance);
    const related = (type: string) =>
      [...mainRels.values()].filter((r) => r.type === type && !r.external).map((r) => partPath(mainPath, r.target));
    const stylesXml = await readPart(zip, related('styles')[0] ?? 'word/styles.xml', allowance);
    const styles = new DocxStyles(stylesXml ? parseXml(stylesXml, undefined, allowance) : undefined);

    const mainRoot = child(parseXml(mainXml, undefined, allowance), 'w:document');
    const body = child(mainRoot, 'w:body') ?? mainRoot;

    const readLines = async (path: string, root: XmlElement | undefined): Promise<TextLine[]> => {
      const rels = path === mainPath ? mainRels : relationships(await readPart(zip, relsPathOf(path), allowance), allowance);
      const links = new Map([...rels].filter(([, r]) => r.external).map(([id, r]) => [id, r.target]));
      return root ? blockLines(root, { styles, links }) : [];
    };
    const settingsXml = await readPart(zip, related('settings')[0] ?? 'word/settings.xml', allowance);
    const evenAndOddPages = hasEvenAndOddPages(settingsXml ? parseXml(settingsXml, undefined, allowance) : undefined);
    /** The lines of the page headers (or footers) a reader sees, each text once: first-page, even and default ones often repeat one another. */
    const pageMarginLines = async (kind: 'header' | 'footer'): Promise<TextLine[]> => {
      const shownIds = body ? shownHeaderIds(body, kind, evenAndOddPages) : null;
      const paths = (shownIds ?? [...mainRels.keys()])
        .map((id) => mainRels.get(id))
        .filter((r): r is Relationship => r?.type === kind && !r.external)
        .map((r) => partPath(mainPath, r.target));
      const texts = new Set<string>();
      const found: TextLine[] = [];
      for (const path of new Set(paths)) {
        const xml = await readPart(zip, path, allowance);
        if (xml === null) continue;
        for (const line of await readLines(path, child(parseXml(xml, undefined, allowance), kind === 'header' ? 'w:hdr' : 'w:ftr'))) {
          if (!texts.has(line.text)) {
            texts.add(line.text);
            found.push(line);
          }
        }
      }
      return found;
    };
    const headerLines = await pageMarginLines('header');
    // A footer holding the candidate's contact details is read with the page header, as the CV's letterhead;
    // one of page numbers or a document title is left out.
    const footerLines = await pageMarginLines('footer');
    if (footerLines.some((line) => holdsContact(line.text))) headerLines.push(...footerLines);
    // A sidebar anchored in the page header (to repeat on every page) stands beside the body, whose name is read first.
    const lines = layoutCells([headerLines, await readLines(mainPath, body)], {});
    markHeadingsSetAlike(lines);
    if (!lines.some((l) => /\p{L}{2}/u.test(l.text))) throw new DocumentError({ code: 'pictures-only-docx' });
    return { lines, language: documentLanguage(mainXml, styles), cut: allowance.cut };
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError(
      error instanceof PartTooLarge ? { code: 'unpacks-too-large', format: 'docx' } : { code: 'damaged', format: 'docx' },
    );
  }
}

/** Candidate from a DOCX CV, read from its WordprocessingML (sources `docx`). */
export async function extractFromDocx(data: Uint8Array, options: { locale?: string } = {}): Promise<ExtractionResult> {
  const { lines, language, cut } = await docxTextLines(data);
  const country = countryFromLocale(language) ?? countryFromLocale(options.locale);
  const draft = extractFromLines(lines, { country });
  return { candidate: mergeDrafts([{ source: 'docx', draft }]), notes: cut ? [DOCX_CUT_NOTE] : [] };
}
