import { child, childrenNamed, type XmlElement } from './xml.ts';

/** The section properties of a document body, in order: each section's are kept in its last paragraph, the last section's in the body. */
function sectionProperties(body: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  for (const paragraph of childrenNamed(body, 'w:p')) {
    const properties = child(child(paragraph, 'w:pPr'), 'w:sectPr');
    if (properties) found.push(properties);
  }
  const last = child(body, 'w:sectPr');
  if (last) found.push(last);
  return found;
}

const isOn = (element: XmlElement | undefined) => !!element && !/^(?:0|false|off)$/i.test(element.attrs['w:val'] ?? '');

/**
 * The relationship ids of the page headers (or footers) a reader sees, in the order the pages show
 * them: a section's first-page header only when the section has a distinct first page, then its
 * default one, then the even-page one when the document sets even and odd pages apart. A header
 * part no section shows (left over from a template) is not read. Null when no section names any,
 * as in files some tools write: then every part is taken as shown.
 */
export function shownHeaderIds(body: XmlElement, kind: 'header' | 'footer', evenAndOddPages: boolean): string[] | null {
  const referenceName = kind === 'header' ? 'w:headerReference' : 'w:footerReference';
  const ids: string[] = [];
  let named = false;
  for (const properties of sectionProperties(body)) {
    const byType = new Map<string, string>();
    for (const reference of childrenNamed(properties, referenceName)) {
      named = true;
      const id = reference.attrs['r:id'];
      if (id) byType.set(reference.attrs['w:type'] ?? 'default', id);
    }
    const types = [isOn(child(properties, 'w:titlePg')) ? 'first' : '', 'default', evenAndOddPages ? 'even' : ''];
    for (const type of types) {
      const id = byType.get(type);
      if (id && !ids.includes(id)) ids.push(id);
    }
  }
  return named ? ids : null;
}

/** Whether a document's settings part sets even and odd pages apart (`w:evenAndOddHeaders`). */
export function hasEvenAndOddPages(settings: XmlElement | undefined): boolean {
  return isOn(child(child(settings, 'w:settings'), 'w:evenAndOddHeaders'));
}
