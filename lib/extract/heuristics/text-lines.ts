/** One line of a document's text in reading order: what PDF layout and the HTML walker both produce. */
export interface TextLine {
  text: string;
  /** Font size (PDF) or a size rank from the heading level (HTML); larger reads as more prominent. */
  size?: number;
  /** Marked as a heading by the document itself (an `<h2>`, a bold larger line). */
  heading?: boolean;
  /** Set in bold type throughout (a DOCX run's weight, a PDF font's name, HTML's <b> and <strong>). */
  bold?: boolean;
  /** A list item or a line starting with a bullet glyph. */
  bullet?: boolean;
  /** Link targets attached to this line (anchors, PDF link annotations). */
  links?: string[];
  /** Left edge of the line in points (PDF), to tell a wrapped bullet from a new entry. */
  indent?: number;
  /**
   * HTML: the texts of the inline elements the line's block sets side by side with only spaces between
   * (title, employer, place, dates), which a style sheet shows apart though the text runs them on.
   */
  fields?: string[];
  /** HTML: set in the page's footer, read for the contact details it writes out. */
  inFooter?: boolean;
  /**
   * PDF: the pieces of the line that gaps wider than a word space, narrower than a tab, set apart (tags
   * or chips, each in its box), when there are several.
   */
  spaced?: string[];
  /** Page number for PDFs, starting at 1. */
  page?: number;
}

const BULLET = /^\s*(?:[•●▪■◦‣∙·\-–—*>»❖➢✓✔►▶○◆␣]|\u2023|\uf0b7|\uf0a7|o\s)\s*/u;

export function startsWithBullet(text: string): boolean {
  return BULLET.test(text);
}

export function stripBullet(text: string): string {
  return text.replace(BULLET, '').trim();
}

/**
 * A list set in columns repeats its bullet at the head of each cell ("– SAP<tab>– Figma"): the cells
 * after the first lose the bullet the line opens with, whatever it is (a dash, as French lists have it).
 */
export function withoutCellBullets(text: string): string {
  const bullet = BULLET.exec(text)?.[0].trim();
  if (!bullet || !text.includes('\t')) return text;
  return text
    .split('\t')
    .map((cell, i) => (i > 0 && cell.trimStart().startsWith(`${bullet} `) ? cell.trimStart().slice(bullet.length).trimStart() : cell))
    .join('\t');
}

/** The most common font size of some lines: their body text (ties: the smaller size). */
export function bodyTextSize(lines: TextLine[]): number {
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(line.size ?? 0, (counts.get(line.size ?? 0) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}
