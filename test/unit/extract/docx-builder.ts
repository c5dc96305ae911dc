import JSZip from 'jszip';

/** The namespaces a DOCX part's root element declares. */
export const W =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface DocxParts {
  /** The body's XML. */
  body: string;
  /** Style definitions (the styles part's content). */
  styles?: string;
  /** Header parts' content by relationship id (each stored as `word/<id>.xml`). */
  headers?: Record<string, string>;
  /** Footer parts' content by relationship id (each stored as `word/<id>.xml`). */
  footers?: Record<string, string>;
  /** The settings part's content. */
  settings?: string;
  /** Hyperlink targets by relationship id. */
  links?: Record<string, string>;
}

/** A small DOCX made in the test: the parts given, and the relationships that tie them to the document. */
export async function buildDocx({ body, styles, headers = {}, footers = {}, settings, links = {} }: DocxParts): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    '_rels/.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="d" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  const rels = [
    styles !== undefined ? `<Relationship Id="s" Type="${REL}/styles" Target="styles.xml"/>` : '',
    settings !== undefined ? `<Relationship Id="set" Type="${REL}/settings" Target="settings.xml"/>` : '',
    ...Object.keys(headers).map((id) => `<Relationship Id="${id}" Type="${REL}/header" Target="${id}.xml"/>`),
    ...Object.keys(footers).map((id) => `<Relationship Id="${id}" Type="${REL}/footer" Target="${id}.xml"/>`),
    ...Object.entries(links).map(([id, url]) => `<Relationship Id="${id}" Type="${REL}/hyperlink" Target="${url}" TargetMode="External"/>`),
  ];
  zip.file(
    'word/_rels/document.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
  );
  if (styles !== undefined) zip.file('word/styles.xml', `<w:styles ${W}>${styles}</w:styles>`);
  if (settings !== undefined) zip.file('word/settings.xml', `<w:settings ${W}>${settings}</w:settings>`);
  for (const [id, content] of Object.entries(headers)) zip.file(`word/${id}.xml`, `<w:hdr ${W}>${content}</w:hdr>`);
  for (const [id, content] of Object.entries(footers)) zip.file(`word/${id}.xml`, `<w:ftr ${W}>${content}</w:ftr>`);
  zip.file('word/document.xml', `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
