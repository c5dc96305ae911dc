import { collapseLetterSpacing } from '../heuristics/names.ts';
import { classifyHeading } from '../heuristics/sections.ts';
import { startsWithBullet, type TextLine } from '../heuristics/text-lines.ts';
import { boxColumns, chosenBranch, textBoxesIn, type PlacedBox } from './docx-box-order.ts';
import { isColumnHeaderRow, isShadedCell, isShading } from './docx-column-headers.ts';
import { noteSetting, type ParagraphSetting } from './docx-heading-looks.ts';
import type { DocxStyles, ParagraphLook, RunLook } from './docx-styles.ts';
import { child, isElement, textContent, type XmlElement } from './xml.ts';

/** What reading one part of a DOCX needs: its styles and its relationships' link targets by id. */
export interface DocxPart {
  styles: DocxStyles;
  links: Map<string, string>;
  /** Set once a section heading has been read in the part: the CV's header is behind. */
  pastHeader?: boolean;
}

/** Word's own default when no style states a size: 10 pt. */
const DEFAULT_SIZE = 10;
const FIELD_LINK = /HYPERLINK\s+"([^"]+)"/;

// Containers whose content is read as if it stood in their place.
const TRANSPARENT = new Set(['w:ins', 'w:moveTo', 'w:smartTag', 'w:customXml', 'w:dir', 'w:bdo', 'w:sdtContent', 'w:sdt']);

/**
 * A content control still showing its placeholder: the template's prompt ("Your Name", "Street
 * Address, City"), never the person's words.
 */
const showsPrompt = (element: XmlElement) => element.name === 'w:sdt' && !!child(child(element, 'w:sdtPr'), 'w:showingPlcHdr');

/** The character a `w:sym` inserts (`F0B7`: a symbol font's bullet, in the private use area). */
function symbolChar(code: string | undefined): string {
  const point = parseInt(code ?? '', 16);
  return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : '';
}

// A symbol font's glyph (Symbol, Wingdings: characters of the private use area) is a bullet before
// the text, or an icon beside a field (a phone, an envelope); never a letter a reader sees.
const SYMBOL_GLYPHS = /\p{Co}/gu;
const LEADING_SYMBOL = /^[\s\p{Co}]*\p{Co}/u;

interface Piece {
  text: string;
  look: RunLook;
}
interface Field {
  instruction: string;
  link?: string;
  inResult: boolean;
}

/** One paragraph's text as lines (split at line breaks), with the text boxes anchored in it. */
class ParagraphReader {
  readonly lines: { pieces: Piece[]; links: string[] }[] = [{ pieces: [], links: [] }];
  readonly textBoxes: PlacedBox[] = [];
  private readonly fields: Field[] = [];

  constructor(
    private readonly part: DocxPart,
    private readonly look: ParagraphLook,
  ) {}

  private get line() {
    return this.lines[this.lines.length - 1]!;
  }

  private push(text: string, look: RunLook, link: string | undefined) {
    if (this.fields.some((f) => !f.inResult) || look.hidden) return;
    this.line.pieces.push({ text: look.caps ? text.toUpperCase() : text, look });
    this.linkTo(link);
  }

  private linkTo(link: string | undefined) {
    const target = link ?? this.fields.findLast((f) => f.link)?.link;
    if (target && !this.line.links.includes(target)) this.line.links.push(target);
  }

  private run(run: XmlElement, link: string | undefined) {
    const look = this.part.styles.run(this.look, child(run, 'w:rPr'));
    for (const c of run.children) {
      if (!isElement(c)) continue;
      switch (c.name) {
        case 'w:t':
          this.push(textContent(c), look, link);
          break;
        case 'w:tab':
        case 'w:ptab':
          this.push('\t', look, link);
          break;
        case 'w:noBreakHyphen':
          this.push('-', look, link);
          break;
        case 'w:sym':
          this.push(symbolChar(c.attrs['w:char']), look, link);
          break;
        case 'w:br':
        case 'w:cr':
          this.lines.push({ pieces: [], links: [] });
          break;
        case 'w:instrText': {
          const field = this.fields.at(-1);
          if (field && !field.inResult) field.instruction += textContent(c);
          break;
        }
        case 'w:fldChar':
          this.fieldChar(c.attrs['w:fldCharType']);
          break;
        case 'w:drawing':
        case 'w:pict':
        case 'w:object':
        case 'mc:AlternateContent':
          textBoxesIn(c, this.textBoxes);
          // A picture made a link (a LinkedIn logo) links its line.
          if (!this.fields.some((f) => !f.inResult)) this.linkTo(link);
          break;
      }
    }
  }

  private fieldChar(type: string | undefined) {
    if (type === 'begin') this.fields.push({ instruction: '', inResult: false });
    const field = this.fields.at(-1);
    if (type === 'separate' && field) {
      field.inResult = true;
      field.link = FIELD_LINK.exec(field.instruction)?.[1];
    }
    if (type === 'end') this.fields.pop();
  }

  /** Reads the inline content of a paragraph (or of a hyperlink, a field, a content control in it). */
  read(element: XmlElement, link?: string) {
    for (const c of element.children) {
      if (!isElement(c)) continue;
      if (c.name === 'w:r') this.run(c, link);
      else if (c.name === 'w:hyperlink') this.read(c, this.part.links.get(c.attrs['r:id'] ?? '') ?? link);
      else if (c.name === 'w:fldSimple') this.read(c, FIELD_LINK.exec(c.attrs['w:instr'] ?? '')?.[1] ?? link);
      else if (c.name === 'mc:AlternateContent') {
        const branch = chosenBranch(c);
        if (branch) this.read(branch, link);
      } else if (TRANSPARENT.has(c.name) && !showsPrompt(c)) this.read(c, link);
    }
  }
}

const hasText = (piece: Piece) => /\S/.test(piece.text);

const sameLook = (a: RunLook, b: RunLook) => a.size === b.size && !!a.bold === !!b.bold && !!a.caps === !!b.caps && a.color === b.color;

/**
 * The pieces' text, with a space where two words set in different type meet without one ("Marie" in
 * light type, "DUPONT" in bold): a reader sees two words, often on two lines of a narrow box. Runs of
 * one look split a word wherever an edit left them, so they are joined as they are.
 */
function joinPieces(pieces: Piece[]): string {
  return pieces
    .map((piece, i) => {
      const before = pieces[i - 1];
      const glued = before && /\p{Ll}$/u.test(before.text) && /^\p{Lu}/u.test(piece.text) && !sameLook(before.look, piece.look);
      return glued ? ` ${piece.text}` : piece.text;
    })
    .join('');
}

const isAutomatic = (color: string | undefined) => !color || /^(?:auto|0{6})$/i.test(color);

/** How a paragraph is set beyond its type: style, border, shading, colour of its text, space above. */
function paragraphSetting(pPr: XmlElement | undefined, part: DocxPart, shown: Piece[]): ParagraphSetting {
  const style = child(pPr, 'w:pStyle')?.attrs['w:val'];
  const colors = new Set(shown.map((p) => p.look.color?.toUpperCase()));
  const [color] = colors;
  const shading = child(pPr, 'w:shd')?.attrs['w:fill'];
  return {
    ...(style && style !== part.styles.defaultParagraph ? { style } : {}),
    border: !!child(pPr, 'w:pBdr'),
    ...(isShading(shading) ? { shading } : {}),
    ...(colors.size === 1 && !isAutomatic(color) ? { color } : {}),
    ...(child(pPr, 'w:spacing')?.attrs['w:before'] ? { spaceBefore: child(pPr, 'w:spacing')!.attrs['w:before'] } : {}),
  };
}

/**
 * A section heading Word numbers ("1. Experience", "II. Formation"): a known heading's words, set in bold
 * or capitals, in a numbered paragraph. The number is the list's; the line is no list item.
 */
const isNumberedHeading = (text: string, shown: Piece[]) =>
  classifyHeading(text, false) !== null && (shown.every((p) => p.look.bold) || text === text.toUpperCase());

/** A paragraph's own lines, and apart from them the lines of each text box anchored in it. */
function paragraphLines(paragraph: XmlElement, part: DocxPart): { lines: TextLine[]; boxes: TextLine[][] } {
  const pPr = child(paragraph, 'w:pPr');
  const look = part.styles.paragraph(pPr);
  const reader = new ParagraphReader(part, look);
  reader.read(paragraph);
  const indentTwips = Number(child(pPr, 'w:ind')?.attrs['w:left'] ?? child(pPr, 'w:ind')?.attrs['w:start']);
  const pastHeader = part.pastHeader;
  const boxes = boxColumns(reader.textBoxes)
    .map((column) => column.flatMap((box) => blockLines(box, { ...part, pastHeader })))
    .filter((box) => box.length);
  const lines: TextLine[] = [];
  reader.lines.forEach(({ pieces, links }, i) => {
    // A heading set letter by letter ("J A N E   D O E") keeps its words: the wider gaps part them. A
    // soft hyphen shows only where a line breaks at it, and a paragraph's line never does here.
    const words = collapseLetterSpacing(
      joinPieces(pieces)
        .replace(/\u00a0/g, ' ')
        .replace(/\u00ad/g, ''),
    )
      .replace(SYMBOL_GLYPHS, ' ')
      .trim();
    // A hyperlink shown only as an icon ("in", an envelope from a symbol font) stands for its address.
    const text =
      words
        .replace(/ +/g, ' ')
        .replace(/ *\t[\t ]*/g, '\t')
        .trim() || links.join(' ');
    if (!text) return;
    // "Python      SQL      Airflow": pieces a writer set apart with runs of spaces, as a tab would.
    const spaced = words.includes('\t') ? [] : words.split(/ {3,}/);
    const symbolBullet = LEADING_SYMBOL.test(pieces.map((p) => p.text).join(''));
    const shown = pieces.filter(hasText);
    const line: TextLine = {
      text,
      size: Math.max(0, ...shown.map((p) => p.look.size ?? 0)) || look.run.size || DEFAULT_SIZE,
      bold: shown.every((p) => p.look.bold),
      heading: look.heading,
      bullet: (look.listItem && i === 0 && !look.heading && !isNumberedHeading(text, shown)) || symbolBullet || startsWithBullet(text),
      links,
      ...(indentTwips >= 0 ? { indent: Math.round(indentTwips / 20) } : {}),
      ...(spaced.length > 1 ? { spaced } : {}),
    };
    if (reader.lines.length === 1) noteSetting(line, paragraphSetting(pPr, part, shown));
    lines.push(line);
  });
  return { lines, boxes };
}

/** One line standing for cells read across: their texts with a tab between, the most prominent type. */
function acrossCells(cells: TextLine[]): TextLine {
  const text = cells.map((c) => c.text).join('\t');
  return {
    text,
    size: Math.max(...cells.map((c) => c.size ?? 0)),
    bold: cells.every((c) => c.bold),
    heading: cells.every((c) => c.heading),
    bullet: startsWithBullet(text) || !!cells[0]?.bullet,
    links: cells.flatMap((c) => c.links ?? []),
    ...(cells[0]?.indent !== undefined ? { indent: cells[0].indent } : {}),
  };
}

const MAX_LABEL = 40;

const isSectionHeading = (line: TextLine) => classifyHeading(line.text) !== null;

/**
 * The cells of a layout table (a sidebar beside the main column) in reading order. Before the CV's
 * first section heading, what stands above each cell's first heading (the name and tagline atop the
 * main column, beside a sidebar opening on "Contact") is the CV's header and is read first, as on a
 * PDF's first page; then each cell in turn.
 */
export function layoutCells(cells: TextLine[][], part: Pick<DocxPart, 'pastHeader'>): TextLine[] {
  if (part.pastHeader) return cells.flat();
  const split = cells.map((lines) => {
    const first = lines.findIndex(isSectionHeading);
    return first < 0 ? [lines, []] : [lines.slice(0, first), lines.slice(first)];
  });
  if (!split.some(([, sections]) => sections!.length)) return cells.flat();
  return [...split.flatMap(([header]) => header!), ...split.flatMap(([, sections]) => sections!)];
}

/**
 * A table row as lines. Cells of one line each are read across, as a person reads a label/value
 * or date/entry row ("Phone<tab>+33 …"); a short label cell beside a longer cell opens that cell's
 * first line; otherwise (a layout table: sidebar and main column) each cell is read in turn. A
 * section heading in a label column heads what stands beside it, on a line of its own; a cell set
 * in larger type than the one beside it (a name beside the contact details) is no label.
 */
function rowLines(cells: TextLine[][], part: DocxPart): TextLine[] {
  if (cells.length < 2) return cells.flat();
  if (cells.every((c) => c.length === 1)) return [acrossCells(cells.map((c) => c[0]!))];
  const [label, ...rest] = cells;
  const values = rest.flat();
  if (label?.length !== 1 || !values[0]) return layoutCells(cells, part);
  if (isSectionHeading(label[0]!)) return [label[0]!, ...rowLines(rest, part)];
  const larger = (label[0]!.size ?? 0) > (values[0].size ?? 0) * 1.25;
  if (label[0]!.text.length <= MAX_LABEL && !larger) return [acrossCells([label[0]!, values[0]]), ...values.slice(1)];
  return layoutCells(cells, part);
}

/** The elements of a name among a table's or row's children, looking through content controls (a template's repeating rows) and other wrappers. */
function* partsNamed(container: XmlElement, name: 'w:tr' | 'w:tc'): Generator<XmlElement> {
  for (const c of container.children) {
    if (!isElement(c)) continue;
    if (c.name === name) yield c;
    else if (TRANSPARENT.has(c.name)) yield* partsNamed(c, name);
  }
}

function tableLines(table: XmlElement, part: DocxPart): TextLine[] {
  const rows = [...partsNamed(table, 'w:tr')].map((element) => {
    const pastHeader = part.pastHeader;
    const cells = [...partsNamed(element, 'w:tc')]
      .map((cell) => ({ cell, lines: blockLines(cell, { ...part, pastHeader }) }))
      .filter(({ lines }) => lines.length);
    const lines = rowLines(
      cells.map((c) => c.lines),
      { ...part, pastHeader },
    );
    part.pastHeader ||= lines.some(isSectionHeading);
    return { element, lines, cells: cells.map((c) => c.lines), shaded: cells.length > 0 && cells.every((c) => isShadedCell(c.cell)) };
  });
  return (isColumnHeaderRow(rows) ? rows.slice(1) : rows).flatMap((row) => row.lines);
}

/** The paragraphs and tables of block content, looking through content controls and other wrappers. */
function* blockChildren(container: XmlElement): Generator<XmlElement> {
  for (const c of container.children) {
    if (!isElement(c)) continue;
    if (c.name === 'w:p' || c.name === 'w:tbl') yield c;
    else if (c.name === 'mc:AlternateContent') {
      const branch = chosenBranch(c);
      if (branch) yield* blockChildren(branch);
    } else if (TRANSPARENT.has(c.name) && !showsPrompt(c)) yield* blockChildren(c);
  }
}

/** A text box holding a section with its content: a sidebar, or a main column beside one. */
const isSidebar = (box: TextLine[]) => box.some(isSectionHeading) && box.some((line) => !isSectionHeading(line));

/** The lines of block content (a body, a table cell, a text box, a header) in reading order. */
export function blockLines(container: XmlElement, part: DocxPart): TextLine[] {
  const lines: TextLine[] = [];
  // Before the CV's header is read, text boxes holding sections (a sidebar opening on "Contact") stand
  // beside the text that follows their anchor, as cells of a layout table do: the name and tagline
  // atop the main column are read first, up to its first section heading.
  let aside: TextLine[][] = [];
  let beside: TextLine[] = [];
  const flush = () => {
    if (!aside.length) return;
    const read = layoutCells([...aside, beside], { ...part, pastHeader: false });
    part.pastHeader ||= read.some(isSectionHeading);
    lines.push(...read);
    aside = [];
    beside = [];
  };
  for (const c of blockChildren(container)) {
    const { lines: own, boxes } = c.name === 'w:p' ? paragraphLines(c, part) : { lines: tableLines(c, part), boxes: [] };
    const sidebars = part.pastHeader ? [] : boxes.filter(isSidebar);
    // A box that is only a heading (a label in the margin beside its section) is read where it is anchored.
    const inPlace = [...boxes.filter((box) => !sidebars.includes(box)).flat(), ...own];
    aside.push(...sidebars);
    if (aside.length && !inPlace.some(isSectionHeading)) {
      beside.push(...inPlace);
      continue;
    }
    flush();
    part.pastHeader ||= inPlace.some(isSectionHeading);
    lines.push(...inPlace);
  }
  flush();
  return lines;
}
