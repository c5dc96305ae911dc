import { memoByText } from './memo-by-text.ts';

/** Collapses runs of whitespace (incl. non-breaking spaces) and trims. */
export function cleanText(text: string): string {
  return text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
}

/** Curly quotes, typographic dashes and ellipses to their plain ASCII forms. */
export function plainTypography(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201a\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00a0\u2000-\u200a\u202f]/g, ' ');
}

/** Case-insensitive, accent-insensitive key for comparing short labels; letters of other scripts (学歴) are kept. */
export const foldKey = memoByText((text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim(),
);

export function uniqueBy<T>(items: T[], key: (item: T, index: number) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item, index) => {
    const k = key(item, index);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Separators that split a CV line into fields: pipes, bullets (also white ones), squares, diamonds, middle dots (also Japanese ・), tabs, wide dashes. */
export const FIELD_SEPARATOR =
  /\s*(?:\||\u2022|\u25e6|\u00b7|\u2027|\u30fb|\u25cf|\u25aa|\u25a0|\u25c6|\u2666|\u2219|\t|\s[\u2013\u2014]\s|\s-\s|\s--\s|\s{3,})\s*/;

export function splitFields(line: string): string[] {
  return line.split(FIELD_SEPARATOR).map(cleanText).filter(Boolean);
}

/** An e-mail address or a phone number written out as text (a footer or a menu holding the person's contacts, not a "Contact" link). */
export const CONTACT_TEXT = /[\w.+-]+@[\w-]+\.[\w.-]+|\+?\d[\d ().-]{7,}\d/;
