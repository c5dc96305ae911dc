import { loadPdfJsForNode } from '../../lib/extract/node/pdfjs.ts';

/** The text of a PDF, read with pdf.js as the project loads it in Node (its text content, page by page). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await loadPdfJsForNode();
  const doc = await pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const content = await (await doc.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => (item as { str?: string }).str ?? '').join(' '));
  }
  await doc.destroy();
  return texts.join('\n');
}
