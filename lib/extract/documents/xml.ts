/** An element of a parsed XML part (names keep their prefix: `w:p`, `w:t`). */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

const TOKEN = /<[^>]*>|[^<]+/g;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name) return NAMED[name.toLowerCase()] ?? whole;
    const code = dec ? Number(dec) : parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** Elements a document may still build, shared by its parts; `cut` once some were left unread. */
export interface XmlAllowance {
  elementsLeft: number;
  cut: boolean;
}

/**
 * A small, forgiving XML reader for the parts of an Office file: elements, attributes and text,
 * in one linear pass. Declarations, comments and DOCTYPEs are skipped; nesting deeper than
 * `maxDepth` is flattened into its parent so hostile input cannot blow the stack of a walker; past
 * the allowance's elements, the rest is left unread.
 */
export function parseXml(xml: string, maxDepth = 200, allowance?: XmlAllowance): XmlElement {
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  for (const [token] of xml.matchAll(TOKEN)) {
    if (allowance && token[0] === '<' && allowance.elementsLeft-- <= 0) {
      allowance.cut = true;
      break;
    }
    const parent = stack[stack.length - 1]!;
    if (token[0] !== '<') {
      parent.children.push(decodeEntities(token));
      continue;
    }
    if (token[1] === '?' || token[1] === '!') continue;
    if (token[1] === '/') {
      const name = token.slice(2, -1).trim();
      // Close up to the matching element; a stray closing tag is ignored.
      const at = stack.findLastIndex((e) => e.name === name);
      if (at > 0) stack.length = at;
      continue;
    }
    const selfClosing = token.endsWith('/>');
    const body = token.slice(1, selfClosing ? -2 : -1);
    const name = /^[^\s/>]+/.exec(body)?.[0] ?? '';
    const attrs: Record<string, string> = {};
    for (const m of body.slice(name.length).matchAll(ATTRIBUTE)) attrs[m[1]!] = decodeEntities(m[2] ?? m[3] ?? '');
    const element: XmlElement = { name, attrs, children: [] };
    parent.children.push(element);
    if (!selfClosing && stack.length <= maxDepth) stack.push(element);
  }
  return root;
}

export const isElement = (node: XmlNode): node is XmlElement => typeof node !== 'string';

/** The first child element with this name. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element?.children.find((c): c is XmlElement => isElement(c) && c.name === name);
}

/** The child elements with this name. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c): c is XmlElement => isElement(c) && c.name === name);
}

/** Every descendant element with this name, in document order, not looking inside a match. */
export function descendants(element: XmlElement, name: string, found: XmlElement[] = []): XmlElement[] {
  for (const c of element.children) {
    if (!isElement(c)) continue;
    if (c.name === name) found.push(c);
    else descendants(c, name, found);
  }
  return found;
}

/** The text content of an element (all text nodes below it, joined). */
export function textContent(element: XmlElement): string {
  return element.children.map((c) => (isElement(c) ? textContent(c) : c)).join('');
}
