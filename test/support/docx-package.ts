// A DOCX package from its parts, as the unit tests and the DOCX probe (bench/docx-probe) write them:
// the parts given, the relationships that tie them to the document and the content types an office
// suite needs to open it.
import JSZip from 'jszip';

/** The namespaces a DOCX part's root element declares (text boxes' DrawingML and VML among them). */
export const W = [
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"',
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"',
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"',
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"',
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"',
  'xmlns:v="urn:schemas-microsoft-com:vml"',
  'xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml"',
].join(' ');
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

export interface DocxParts {
  /** The body's XML. */
  body: string;
  /** Style definitions (the styles part's content). */
  styles?: string;
  /** Numbering definitions (the numbering part's content: `w:abstractNum` and `w:num`). */
  numbering?: string;
  /** Header parts' content by relationship id (each stored as `word/<id>.xml`). */
  headers?: Record<string, string>;
  /** Footer parts' content by relationship id (each stored as `word/<id>.xml`). */
  footers?: Record<string, string>;
  /** The settings part's content. */
  settings?: string;
  /** Hyperlink targets by relationship id. */
  links?: Record<string, string>;
  /** The namespace declarations of every part's root element, where a writer declares others than Word's (`W`). */
  namespaces?: string;
}

function contentTypes({ styles, numbering, headers = {}, footers = {}, settings }: DocxParts): string {
  const override = (part: string, type: string) => `<Override PartName="/word/${part}" ContentType="${WML}.${type}+xml"/>`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    override('document.xml', 'document.main') +
    (styles !== undefined ? override('styles.xml', 'styles') : '') +
    (numbering !== undefined ? override('numbering.xml', 'numbering') : '') +
    (settings !== undefined ? override('settings.xml', 'settings') : '') +
    Object.keys(headers)
      .map((id) => override(`${id}.xml`, 'header'))
      .join('') +
    Object.keys(footers)
      .map((id) => override(`${id}.xml`, 'footer'))
      .join('') +
    '</Types>'
  );
}

/** A DOCX made from the parts given, with the relationships that tie them to the document. */
export async function buildDocx(parts: DocxParts): Promise<Uint8Array> {
  const { body, styles, numbering, headers = {}, footers = {}, settings, links = {}, namespaces = W } = parts;
  const zip = new JSZip();
  zip.file('[Content_Types].xml', contentTypes(parts));
  zip.file(
    '_rels/.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="d" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  const rels = [
    styles !== undefined ? `<Relationship Id="s" Type="${REL}/styles" Target="styles.xml"/>` : '',
    numbering !== undefined ? `<Relationship Id="num" Type="${REL}/numbering" Target="numbering.xml"/>` : '',
    settings !== undefined ? `<Relationship Id="set" Type="${REL}/settings" Target="settings.xml"/>` : '',
    ...Object.keys(headers).map((id) => `<Relationship Id="${id}" Type="${REL}/header" Target="${id}.xml"/>`),
    ...Object.keys(footers).map((id) => `<Relationship Id="${id}" Type="${REL}/footer" Target="${id}.xml"/>`),
    ...Object.entries(links).map(([id, url]) => `<Relationship Id="${id}" Type="${REL}/hyperlink" Target="${url}" TargetMode="External"/>`),
  ];
  zip.file(
    'word/_rels/document.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
  );
  if (styles !== undefined) zip.file('word/styles.xml', `<w:styles ${namespaces}>${styles}</w:styles>`);
  if (numbering !== undefined) zip.file('word/numbering.xml', `<w:numbering ${namespaces}>${numbering}</w:numbering>`);
  if (settings !== undefined) zip.file('word/settings.xml', `<w:settings ${namespaces}>${settings}</w:settings>`);
  for (const [id, content] of Object.entries(headers)) zip.file(`word/${id}.xml`, `<w:hdr ${namespaces}>${content}</w:hdr>`);
  for (const [id, content] of Object.entries(footers)) zip.file(`word/${id}.xml`, `<w:ftr ${namespaces}>${content}</w:ftr>`);
  zip.file('word/document.xml', `<?xml version="1.0"?><w:document ${namespaces}><w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
