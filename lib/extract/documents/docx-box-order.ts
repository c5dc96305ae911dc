import { classifyHeading } from '../heuristics/sections.ts';
import { child, childrenNamed, isElement, textContent, type XmlElement } from './xml.ts';

/** A text box and where its shape stands on the page, when the anchor gives it as offsets (EMU). */
export interface PlacedBox {
  box: XmlElement;
  at?: { frame: string; x: number; y: number };
}

/** The branch of `mc:AlternateContent` to read: the first choice, else the fallback (never both). */
export const chosenBranch = (element: XmlElement) => child(element, 'mc:Choice') ?? child(element, 'mc:Fallback');

/** An anchor's offset along one axis, with what it is measured from; undefined when set by alignment. */
function offset(anchor: XmlElement, axis: 'wp:positionH' | 'wp:positionV'): { from: string; value: number } | undefined {
  const position = child(anchor, axis);
  const given = child(position, 'wp:posOffset');
  const value = given ? Number(textContent(given).trim()) : NaN;
  return position && Number.isFinite(value) ? { from: position.attrs.relativeFrom ?? '', value } : undefined;
}

function placeOf(anchor: XmlElement): PlacedBox['at'] {
  const [x, y] = [offset(anchor, 'wp:positionH'), offset(anchor, 'wp:positionV')];
  return x && y ? { frame: `${x.from}/${y.from}`, x: x.value, y: y.value } : undefined;
}

/** Text boxes (`w:txbxContent`) in a drawing or picture, each read once, with the place of the shape anchoring it. */
export function textBoxesIn(element: XmlElement, found: PlacedBox[], at?: PlacedBox['at']): void {
  if (element.name === 'w:txbxContent') {
    found.push({ box: element, ...(at ? { at } : {}) });
    return;
  }
  const here = element.name === 'wp:anchor' ? placeOf(element) : at;
  const inside = element.name === 'mc:AlternateContent' ? [chosenBranch(element)] : element.children;
  for (const c of inside) if (c && isElement(c)) textBoxesIn(c, found, here);
}

// Shapes whose left edges stand within 1 cm of one another form one column.
const COLUMN_TOLERANCE = 360000;

/** A box holding a section heading alone: a label in the margin ("Experience"), not a column's text. */
function isLabelBox(box: XmlElement): boolean {
  const texts = childrenNamed(box, 'w:p')
    .map((p) => textContent(p).trim())
    .filter(Boolean);
  return texts.length === 1 && classifyHeading(texts[0]!) !== null && !child(box, 'w:tbl');
}

/**
 * The text boxes anchored in one paragraph as columns of the page, left to right, each read top to
 * bottom (boxes in one column stand apart, top to bottom). Word keeps shapes in the order they were
 * drawn, which a designed template does not make its reading order; their offsets on the page do. A
 * column of section headings alone (labels in the margin) is read row by row with the column beside
 * it. When any box's place is not known, or they are measured from different frames, each box stands
 * alone in the order Word keeps them.
 */
export function boxColumns(boxes: PlacedBox[]): XmlElement[][] {
  const placed = boxes.map((b) => b.at);
  const [first] = placed;
  if (boxes.length < 2 || !first || placed.some((at) => !at || at.frame !== first.frame)) return boxes.map((b) => [b.box]);
  const byLeft = [...boxes].sort((a, b) => a.at!.x - b.at!.x);
  const columns: PlacedBox[][] = [];
  for (const box of byLeft) {
    const column = columns.at(-1);
    if (column && box.at!.x - column[0]!.at!.x <= COLUMN_TOLERANCE) column.push(box);
    else columns.push([box]);
  }
  for (let i = columns.length - 2; i >= 0; i--) {
    if (columns[i]!.every((b) => isLabelBox(b.box))) columns.splice(i, 2, [...columns[i]!, ...columns[i + 1]!]);
  }
  const topDown = (column: PlacedBox[]) => column.sort((a, b) => a.at!.y - b.at!.y || a.at!.x - b.at!.x).map((b) => b.box);
  return columns.length > 1 ? columns.map(topDown) : topDown(boxes).map((box) => [box]);
}
