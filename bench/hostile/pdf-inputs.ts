// Hostile PDFs, written by hand: a page with the profile in a standard font, plus what makes each hostile.
import { deflateSync } from 'node:zlib';
import { deflatePieces, filledTo, once, zlibWrapped } from './deflate.ts';
import { PROFILE_EMAIL, PROFILE_NAME } from './html-inputs.ts';
import { PdfWriter } from './pdf-writer.ts';

const MB = 1024 * 1024;
const PROFILE_TEXT = `BT /F0 20 Tf 72 720 Td (${PROFILE_NAME}) Tj ET BT /F0 11 Tf 72 696 Td (Staff Engineer) Tj ET BT /F0 11 Tf 72 680 Td (${PROFILE_EMAIL}) Tj ET\n`;
const HELVETICA = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/** A one-page PDF: `fonts` are extra font resources, `content` the page's content stream, `annots` its annotations. */
function onePage(path: string, build: (pdf: PdfWriter) => { fonts?: string; content: number; annots?: string }): void {
  const pdf = new PdfWriter();
  const pages = pdf.reserve();
  const { fonts = '', content, annots = '' } = build(pdf);
  const page = pdf.add(
    `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F0 ${HELVETICA} ${fonts} >> >> /Contents ${content} 0 R ${annots} >>`,
  );
  pdf.set(pages, `<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`);
  pdf.write(path, pdf.add(`<< /Type /Catalog /Pages ${pages} 0 R >>`));
}

/** The profile alone. */
export const plainPdf = (path: string) => onePage(path, (pdf) => ({ content: pdf.addFlateStream('', [once(PROFILE_TEXT)]) }));

/** A TrueType font program that inflates to 1 GB (1 MB file), used by the page's text. */
export const pdfFontBomb = (path: string) =>
  onePage(path, (pdf) => {
    const program = pdf.addFlateStream('/Length1 1073741824', [filledTo('\0', 1024 * MB)]);
    const descriptor = pdf.add(
      `<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 ${program} 0 R >>`,
    );
    const fonts = `/F1 << /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 126 /FontDescriptor ${descriptor} 0 R /Encoding /WinAnsiEncoding >>`;
    return { fonts, content: pdf.addFlateStream('', [once(PROFILE_TEXT), once('BT /F1 11 Tf 72 640 Td (Skills: Go, Rust) Tj ET\n')]) };
  });

/** A page content stream that inflates to 400 MB (0.8 MB file): the profile, then a line of text drawn 25 million times. */
export const pdfContentBomb = (path: string) =>
  onePage(path, (pdf) => ({
    content: pdf.addFlateStream('', [
      once(`${PROFILE_TEXT}BT /F0 9 Tf 11 TL 72 600 Td\n`),
      filledTo("(lorem ipsum) '\n", 400 * MB),
      once('ET\n'),
    ]),
  }));

/** The 400 MB page content deflated twice (`[/FlateDecode /FlateDecode]`): 4 kB that inflate to 0.8 MB, then to 400 MB. */
export const pdfDoubleFlateBomb = (path: string) =>
  onePage(path, (pdf) => {
    const deflated = Buffer.concat(zlibWrapped(deflatePieces([once(PROFILE_TEXT), filledTo("(lorem ipsum) '\n", 400 * MB)])));
    return { content: pdf.addStream('/Filter [/FlateDecode /FlateDecode]', [deflateSync(deflated, { level: 9 })]) };
  });

/** Page content just under what a PDF may inflate (3.9 MB, 300,000 lines of text): read, in time. */
export const pdfContentUnderLimit = (path: string) =>
  onePage(path, (pdf) => ({
    content: pdf.addFlateStream('', [
      once(`${PROFILE_TEXT}BT /F0 9 Tf 11 TL 72 600 Td\n`),
      filledTo("(lorem ipsum) '\n", 3.9 * MB),
      once('ET\n'),
    ]),
  }));

/** 60,000 link annotations on the page. */
export const pdfManyLinks = (path: string) =>
  onePage(path, (pdf) => {
    const links = Array.from({ length: 60_000 }, (_, i) =>
      pdf.add(
        `<< /Type /Annot /Subtype /Link /Rect [72 ${100 + (i % 500)} 200 ${110 + (i % 500)}] /Border [0 0 0] /A << /S /URI /URI (https://example.net/p/${i}) >> >>`,
      ),
    );
    return { content: pdf.addFlateStream('', [once(PROFILE_TEXT)]), annots: `/Annots [${links.map((n) => `${n} 0 R`).join(' ')}]` };
  });
