// The truth of a DOCX probe document is the LaTeX probe's (the person's data less what the template
// does not print); here, the text a DOCX shows, to check every truth against it.
import JSZip from 'jszip';

/**
 * The text of a DOCX's body, headers and footers (text boxes twice: Word stores a fallback), a line per
 * paragraph; soft hyphens left out, as a page shows none inside a line.
 */
export async function docxText(data: Uint8Array): Promise<string> {
  const zip = await JSZip.loadAsync(data);
  const parts = Object.keys(zip.files).filter((name) => /^word\/(document|header\d*|footer\d*)\.xml$/.test(name));
  const texts = await Promise.all(parts.map((name) => zip.file(name)!.async('string')));
  return texts
    .join('\n')
    .replace(/<w:tab\/>/g, '\t')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\u00ad/g, '');
}
