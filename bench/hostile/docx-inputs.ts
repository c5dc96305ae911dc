// Hostile DOCX files: zip entries that inflate far beyond their size.
import { filledTo, once } from './deflate.ts';
import { PROFILE_EMAIL, PROFILE_NAME } from './html-inputs.ts';
import { textEntry, writeZip, type ZipEntry } from './zip-writer.ts';

const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const MB = 1024 * 1024;
const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
const PROFILE = paragraph(PROFILE_NAME) + paragraph('Staff Engineer') + paragraph(PROFILE_EMAIL);

const CONTENT_TYPES = `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const PACKAGE_RELS = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** A DOCX whose document.xml is the profile then `filler` repeated to about `megabytes`, with `headers` header parts alike. */
function docx(path: string, filler: string, megabytes: number, headers = 0): void {
  const fillerPart = (root: string, before: string) => [
    once(`<?xml version="1.0"?><${root} ${NS}>${before}`),
    filledTo(filler, megabytes * MB),
  ];
  const headerNames = Array.from({ length: headers }, (_, i) => `header${i + 1}.xml`);
  const documentRels = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${headerNames
    .map(
      (name, i) =>
        `<Relationship Id="rIdH${i}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="${name}"/>`,
    )
    .join('')}</Relationships>`;
  const entries: ZipEntry[] = [
    textEntry('[Content_Types].xml', CONTENT_TYPES),
    textEntry('_rels/.rels', PACKAGE_RELS),
    textEntry('word/_rels/document.xml.rels', documentRels),
    { name: 'word/document.xml', pieces: [...fillerPart('w:document', `<w:body>${PROFILE}`), once('</w:body></w:document>')] },
    ...headerNames.map((name): ZipEntry => ({ name: `word/${name}`, pieces: [...fillerPart('w:hdr', ''), once('</w:hdr>')] })),
  ];
  writeZip(path, entries);
}

/** The profile alone. */
export const plainDocx = (path: string) => docx(path, '<w:p/>', 0);

/** A document.xml of 1 GB of repeated runs (about 1 MB zipped). */
export const docxBomb = (path: string) => docx(path, `<w:r><w:t>${'x'.repeat(16_000)}</w:t></w:r>`, 1024);

/** 1.3 million empty paragraphs (7.9 MB of XML, 17 kB zipped): a huge tree once parsed. */
export const docxManyParagraphs = (path: string) => docx(path, '<w:p/>', 7.9);

/** Six header parts of 15 MB of paragraphs each (90 MB of XML, 0.2 MB zipped). */
export const docxManyParts = (path: string) => docx(path, '<w:p/>', 15, 6);
