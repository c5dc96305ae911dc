import type { ExtractionResult } from '../candidate.ts';
import { extractFromLines } from '../heuristics/cv-lines.ts';
import { countryFromLocale } from '../heuristics/phones.ts';
import type { TextLine } from '../heuristics/text-lines.ts';
import { mergeDrafts } from '../merge.ts';
import { decompressionStreamInflater, type Inflater } from '../bounds/inflate.ts';
import { MAX_PDF_FONTS, MAX_PDF_LINKS, scanPdfStreams } from '../bounds/pdf-streams.ts';
import { pageLines, type PageContent, type PlacedLink, type PlacedText } from './pdf-layout.ts';
import { DocumentError } from './document-error.ts';
import { oversizeProblem } from './document-size.ts';

export const MAX_PDF_PAGES = 30;
/** Link annotations read per page at most (a CV has a handful; each is matched against the page's rows). */
const MAX_LINKS_PER_PAGE = 200;

// The slice of pdf.js this module uses, so the Node legacy build and the browser build both fit.
interface PdfTextItem {
  str?: string;
  transform?: number[];
  width?: number;
  fontName?: string;
}
interface PdfPage {
  view: number[];
  getTextContent(): Promise<{ items: unknown[] }>;
  getAnnotations(): Promise<{ subtype?: string; url?: string; rect?: number[] }[]>;
  cleanup(): void;
}
interface PdfDocument {
  numPages: number;
  getPage(n: number): Promise<PdfPage>;
  destroy(): Promise<void>;
}
export interface PdfJsLib {
  getDocument(params: Record<string, unknown>): { promise: Promise<PdfDocument>; destroy?(): Promise<void> };
  /**
   * Ends the work on a document given up at its deadline. pdf.js's own destroy waits for its worker
   * to finish what it is doing, which a hostile document can make take minutes; in the browser this
   * ends that worker instead (the next document starts a new one).
   */
  abandon?(): void;
}

/** However a PDF is built, reading it stops after this long: a CV reads in well under a second. */
export const PDF_READ_LIMIT_MS = 10_000;

export interface PdfReadLimit {
  timeLimitMs?: number;
  /** The clock the limit is read on (tests move it by hand). */
  now?: () => number;
}

export interface PdfOptions extends PdfReadLimit {
  locale?: string;
  /** The platform's inflater for the check of compressed streams (zlib under Node); DecompressionStream by default. */
  inflate?: Inflater;
}

/**
 * Waits for `work` until the deadline at most: pdf.js runs in its own worker in the browser, so a
 * document whose pages take forever is given up (and destroyed by the caller) instead of waited on.
 */
function beforeDeadline<T>(work: Promise<T>, deadline: number, now: () => number): Promise<T> {
  const left = deadline - now();
  if (left <= 0) {
    // The work given up still settles (pdf.js rejects it once destroyed): nobody waits on it now.
    work.catch(() => undefined);
    return Promise.reject(new DocumentError({ code: 'too-slow', format: 'pdf' }));
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DocumentError({ code: 'too-slow', format: 'pdf' })), left);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function readPage(page: PdfPage, withLinks: boolean): Promise<PageContent> {
  const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
  const content = await page.getTextContent();
  const texts: PlacedText[] = [];
  for (const raw of content.items as PdfTextItem[]) {
    const t = raw.transform;
    if (!raw.str || !t || t.length < 6) continue;
    const size = Math.hypot(t[2] ?? 0, t[3] ?? 0) || Math.hypot(t[0] ?? 0, t[1] ?? 0) || 10;
    // Icon-font glyphs (private use area: phone, pin, envelope icons) carry no text; control characters neither.
    const text = raw.str.replace(/[\ue000-\uf8ff]/g, ' ').replace(/\p{Cc}/gu, (c) => (/\s/.test(c) ? ' ' : ''));
    texts.push({ text, x: (t[4] ?? 0) - x0, y: (t[5] ?? 0) - y0, width: raw.width ?? 0, size, font: raw.fontName });
  }
  const links: PlacedLink[] = [];
  for (const a of withLinks ? (await page.getAnnotations()).slice(0, MAX_LINKS_PER_PAGE) : []) {
    if (a.subtype === 'Link' && a.url && a.rect?.length === 4) {
      const [ax1 = 0, ay1 = 0, ax2 = 0, ay2 = 0] = a.rect;
      links.push({ url: a.url, rect: [ax1 - x0, ay1 - y0, ax2 - x0, ay2 - y0] });
    }
  }
  return { width: x1 - x0, height: y1 - y0, texts, links };
}

/** Reading-ordered text lines of a PDF; throws DocumentError for refused or unreadable files. */
export async function pdfTextLines(
  data: Uint8Array,
  pdfjs: PdfJsLib,
  inflate: Inflater = decompressionStreamInflater,
  limit: PdfReadLimit = {},
): Promise<TextLine[]> {
  const now = limit.now ?? (() => performance.now());
  const deadline = now() + (limit.timeLimitMs ?? PDF_READ_LIMIT_MS);
  let late = false;
  const inTime = <T>(work: Promise<T>) =>
    beforeDeadline(work, deadline, now).catch((error: unknown) => {
      late ||= error instanceof DocumentError && error.problem.code === 'too-slow';
      throw error;
    });
  /** Frees pdf.js's hold on the document; a document given up is not waited on. */
  const release = async (destroy: (() => Promise<void>) | undefined) => {
    if (!late) return destroy?.();
    pdfjs.abandon?.();
    destroy?.().catch(() => undefined);
  };
  const oversize = oversizeProblem('pdf', data.byteLength);
  if (oversize) throw new DocumentError(oversize);
  const streams = await scanPdfStreams(data, inflate);
  if (streams.tooMuchData) throw new DocumentError({ code: 'unpacks-too-large', format: 'pdf' });
  if (streams.fonts > MAX_PDF_FONTS) throw new DocumentError({ code: 'too-many-fonts' });
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc: PdfDocument;
  try {
    doc = await inTime(task.promise);
  } catch (error) {
    if (error instanceof DocumentError) {
      await release(task.destroy?.bind(task));
      throw error;
    }
    throw new DocumentError(
      (error as Error | null)?.name === 'PasswordException' ? { code: 'encrypted' } : { code: 'damaged', format: 'pdf' },
    );
  }
  try {
    if (doc.numPages > MAX_PDF_PAGES) throw new DocumentError({ code: 'too-many-pages', maxPages: MAX_PDF_PAGES });
    const lines: TextLine[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await inTime(doc.getPage(n));
      lines.push(...pageLines(await inTime(readPage(page, streams.links <= MAX_PDF_LINKS)), n));
      page.cleanup();
    }
    if (!lines.some((l) => /\p{L}{2}/u.test(l.text))) throw new DocumentError({ code: 'scanned-pdf' });
    return lines;
  } finally {
    await release(() => doc.destroy());
  }
}

/** Candidate from a PDF CV. `pdfjs` is the pdf.js module to use (see ../node/pdfjs.ts and pdf-browser.ts). */
export async function extractFromPdf(data: Uint8Array, pdfjs: PdfJsLib, options: PdfOptions = {}): Promise<ExtractionResult> {
  const lines = await pdfTextLines(data, pdfjs, options.inflate, options);
  const draft = extractFromLines(lines, { country: countryFromLocale(options.locale) });
  return { candidate: mergeDrafts([{ source: 'pdf', draft }]), notes: [] };
}
