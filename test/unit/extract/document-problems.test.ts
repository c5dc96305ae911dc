import { jsPDF, type jsPDFOptions } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { DocumentError } from '../../../lib/extract/documents/document-error.ts';
import { extractFromFile } from '../../../lib/extract/documents/extract-file.ts';
import { extractFromPdf } from '../../../lib/extract/documents/pdf.ts';
import { NODE_READERS } from '../../../lib/extract/node/readers.ts';

function pdf(encryption: jsPDFOptions['encryption']): Uint8Array {
  const doc = new jsPDF({ encryption });
  doc.text('Jane Doe, jane.doe@example.com', 10, 10);
  return new Uint8Array(doc.output('arraybuffer'));
}

describe('a document that gives no candidate', () => {
  it('says a PDF asks for a password, rather than calling it damaged', async () => {
    const locked = pdf({ userPassword: 'secret', ownerPassword: 'owner', userPermissions: ['print'] });
    await expect(extractFromPdf(locked, await NODE_READERS.pdfjs())).rejects.toMatchObject({ problem: { code: 'encrypted' } });
  });

  it('reads a PDF whose owner restricted it without a password to open it', async () => {
    const restricted = pdf({ ownerPassword: 'owner', userPermissions: ['print'] });
    const { candidate } = await extractFromPdf(restricted, await NODE_READERS.pdfjs());
    expect(candidate.emails).toEqual(['jane.doe@example.com']);
  });

  it('says which files can be read when given another', async () => {
    const reading = extractFromFile('notes.txt', new TextEncoder().encode('Jane Doe'), NODE_READERS);
    await expect(reading).rejects.toBeInstanceOf(DocumentError);
    await expect(reading).rejects.toMatchObject({ problem: { code: 'unsupported-file' }, message: 'unsupported-file' });
  });
});
