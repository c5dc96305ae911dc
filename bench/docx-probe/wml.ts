// WordprocessingML as Word writes it, for the DOCX probe's templates: runs, paragraphs with their
// styles, tab stops, numbering, borders and shading, tables, text boxes (DrawingML with Word's VML
// fallback), the section's page setup, the styles and numbering parts.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

export interface Look {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  /** Size in points. */
  size?: number;
  caps?: boolean;
  smallCaps?: boolean;
  /** Colour as hex ("1F3864"). */
  color?: string;
  font?: string;
}

const runProperties = ({ bold, italic, underline, size, caps, smallCaps, color, font }: Look) => {
  const inner =
    (font ? `<w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:cs="${font}"/>` : '') +
    (bold ? '<w:b/><w:bCs/>' : '') +
    (italic ? '<w:i/><w:iCs/>' : '') +
    (caps ? '<w:caps/>' : '') +
    (smallCaps ? '<w:smallCaps/>' : '') +
    (color ? `<w:color w:val="${color}"/>` : '') +
    (size ? `<w:sz w:val="${size * 2}"/><w:szCs w:val="${size * 2}"/>` : '') +
    (underline ? '<w:u w:val="single"/>' : '');
  return inner ? `<w:rPr>${inner}</w:rPr>` : '';
};

/** Runs of text in one look: a tab in the text is a `w:tab`, a newline a `w:br`, as Word stores them. */
export function run(text: string, look: Look = {}): string {
  const rPr = runProperties(look);
  return text
    .split('\n')
    .map((line, l) =>
      line
        .split('\t')
        .map(
          (part, i) =>
            `<w:r>${rPr}${l && !i ? '<w:br/>' : ''}${i ? '<w:tab/>' : ''}${part ? `<w:t xml:space="preserve">${esc(part)}</w:t>` : ''}</w:r>`,
        )
        .join(''),
    )
    .join('');
}

/** A hyperlink around runs, its target given by relationship id. */
export const hyperlink = (relId: string, runs: string) => `<w:hyperlink r:id="${relId}">${runs}</w:hyperlink>`;

export interface ParagraphProps {
  style?: string;
  /** Tab stops: right-aligned at a position in twips (a date column flush right) or left ones. */
  tabs?: { align: 'left' | 'right' | 'center'; at: number; leader?: 'dot' }[];
  align?: 'left' | 'right' | 'center' | 'both';
  /** A numbering definition's id: the paragraph is a list item Word numbers or bullets. */
  numId?: number;
  /** The list item's level (0, or 1 for an item nested under another). */
  level?: number;
  /** Shading fill of the paragraph (hex). */
  shading?: string;
  /** A rule under the paragraph. */
  borderBottom?: boolean;
  /** Space before and after in points. */
  before?: number;
  after?: number;
  /** Left indent in twips. */
  indent?: number;
  /** A hanging first line, in twips: the first line starts this far left of the indent (a date before a tab). */
  hanging?: number;
  keepNext?: boolean;
  /** A first line set further in than the rest, in twips (a converter placing a line). */
  firstLine?: number;
  /** The paragraph's own outline level (0 for a level-1 heading), as the navigation pane sets it. */
  outline?: number;
  /** A frame the paragraph is set in, at a place on the page (twips from the page's corner). */
  frame?: { x: number; y: number; width: number };
  /** The look of the paragraph mark, which writers other than Word state on every paragraph. */
  mark?: Look;
}

function paragraphProperties(props: ParagraphProps): string {
  const { style, tabs, align, numId, level = 0, shading, borderBottom, before, after, indent, hanging, keepNext } = props;
  const { firstLine, outline, frame, mark } = props;
  const inner =
    (style ? `<w:pStyle w:val="${style}"/>` : '') +
    (keepNext ? '<w:keepNext/>' : '') +
    (frame
      ? `<w:framePr w:w="${frame.width}" w:hSpace="180" w:wrap="around" w:vAnchor="page" w:hAnchor="page" w:x="${frame.x}" w:y="${frame.y}"/>`
      : '') +
    (numId !== undefined ? `<w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="${numId}"/></w:numPr>` : '') +
    (borderBottom ? '<w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="808080"/></w:pBdr>' : '') +
    (shading ? `<w:shd w:val="clear" w:color="auto" w:fill="${shading}"/>` : '') +
    (tabs?.length
      ? `<w:tabs>${tabs.map((t) => `<w:tab w:val="${t.align}"${t.leader ? ` w:leader="${t.leader}"` : ''} w:pos="${t.at}"/>`).join('')}</w:tabs>`
      : '') +
    (before !== undefined || after !== undefined
      ? `<w:spacing${before !== undefined ? ` w:before="${before * 20}"` : ''}${after !== undefined ? ` w:after="${after * 20}"` : ''}/>`
      : '') +
    (indent !== undefined
      ? `<w:ind w:left="${indent}"${hanging ? ` w:hanging="${hanging}"` : ''}${firstLine ? ` w:firstLine="${firstLine}"` : ''}/>`
      : '') +
    (align ? `<w:jc w:val="${align}"/>` : '') +
    (outline !== undefined ? `<w:outlineLvl w:val="${outline}"/>` : '') +
    (mark ? runProperties(mark) : '');
  return inner ? `<w:pPr>${inner}</w:pPr>` : '';
}

/** A paragraph of the runs given. */
export const para = (runs: string, props: ParagraphProps = {}) => `<w:p>${paragraphProperties(props)}${runs}</w:p>`;

/** A paragraph of one run of text. */
export const p = (text: string, look: Look = {}, props: ParagraphProps = {}) => para(run(text, look), props);

export interface CellProps {
  /** Width in twips. */
  width: number;
  shading?: string;
  /** Cells spanned across (a heading row over a two-column table). */
  span?: number;
  /** A cell merged with the ones under it: "restart" opens the merge, "continue" is a cell it covers. */
  vMerge?: 'restart' | 'continue';
  /** Where the cell's text stands in its height (a date cell centred beside a tall entry). */
  vAlign?: 'top' | 'center' | 'bottom';
}

/** A table cell; Word requires at least one paragraph in it (after a nested table too). */
export const cell = (content: string, { width, shading, span, vMerge, vAlign }: CellProps) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${span ? `<w:gridSpan w:val="${span}"/>` : ''}${
    vMerge ? `<w:vMerge${vMerge === 'restart' ? ' w:val="restart"' : ''}/>` : ''
  }${shading ? `<w:shd w:val="clear" w:color="auto" w:fill="${shading}"/>` : ''}${vAlign ? `<w:vAlign w:val="${vAlign}"/>` : ''}</w:tcPr>${
    content ? (content.endsWith('</w:tbl>') ? `${content}<w:p/>` : content) : '<w:p/>'
  }</w:tc>`;

export const row = (...cells: string[]) => `<w:tr><w:trPr><w:cantSplit/></w:trPr>${cells.join('')}</w:tr>`;

/**
 * A table of the column widths given (twips), without borders (a layout table) unless asked: all
 * borders, or "rows" for rules between the rows alone (and over and under the table).
 */
export function table(widths: number[], rows: string[], { borders = false as boolean | 'rows' } = {}): string {
  const line = 'single" w:sz="4" w:color="A0A0A0';
  const ruled = new Set(
    borders === 'rows' ? ['top', 'bottom', 'insideH'] : borders ? ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'] : [],
  );
  const sides = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((s) => `<w:${s} w:val="${ruled.has(s) ? line : 'nil'}"/>`)
    .join('');
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="${widths.reduce((a, b) => a + b, 0)}" w:type="dxa"/><w:tblBorders>${sides}</w:tblBorders>` +
    `<w:tblLayout w:type="fixed"/><w:tblCellMar><w:left w:w="85" w:type="dxa"/><w:right w:w="85" w:type="dxa"/></w:tblCellMar></w:tblPr>` +
    `<w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>${rows.join('')}</w:tbl>`
  );
}

const EMU_PER_TWIP = 635;
let shapeId = 1;

/**
 * A run anchoring a text box at a place on the page (twips from the page's corner), as Word writes
 * one: a DrawingML shape, and the same box in VML for older readers.
 */
export function textBoxRun(
  content: string,
  {
    x,
    y,
    width,
    height,
    fill,
    behind = false,
  }: {
    x: number | 'left' | 'right';
    y: number;
    width: number;
    height: number;
    /** A shape filled in this colour (a coloured sidebar) rather than a bare text box. */
    fill?: string;
    /** Set behind the text, as a template's coloured panel is. */
    behind?: boolean;
  },
): string {
  const id = shapeId++;
  const [cx, cy] = [width * EMU_PER_TWIP, height * EMU_PER_TWIP];
  const horizontal =
    typeof x === 'number'
      ? `<wp:positionH relativeFrom="page"><wp:posOffset>${x * EMU_PER_TWIP}</wp:posOffset></wp:positionH>`
      : `<wp:positionH relativeFrom="page"><wp:align>${x}</wp:align></wp:positionH>`;
  const left = typeof x === 'number' ? x : x === 'left' ? 0 : 11906 - width;
  const drawing =
    `<w:drawing><wp:anchor distT="0" distB="0" distL="114300" distR="114300" simplePos="0" relativeHeight="${251658240 + id}" behindDoc="${behind ? 1 : 0}" locked="0" layoutInCell="1" allowOverlap="1">` +
    `<wp:simplePos x="0" y="0"/>${horizontal}` +
    `<wp:positionV relativeFrom="page"><wp:posOffset>${y * EMU_PER_TWIP}</wp:posOffset></wp:positionV>` +
    `<wp:extent cx="${cx}" cy="${cy}"/><wp:effectExtent l="0" t="0" r="0" b="0"/>${behind ? '<wp:wrapNone/>' : '<wp:wrapTopAndBottom/>'}` +
    `<wp:docPr id="${id}" name="${fill ? 'Rectangle' : 'Text Box'} ${id}"/><wp:cNvGraphicFramePr/>` +
    `<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp>${fill ? '<wps:cNvSpPr/>' : '<wps:cNvSpPr txBox="1"/>'}` +
    `<wps:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom>${
      fill ? `<a:solidFill><a:srgbClr val="${fill}"/></a:solidFill>` : '<a:noFill/>'
    }<a:ln><a:noFill/></a:ln></wps:spPr>` +
    `<wps:txbx><w:txbxContent>${content}</w:txbxContent></wps:txbx>` +
    `<wps:bodyPr rot="0" vert="horz" wrap="square" lIns="0" tIns="0" rIns="0" bIns="0" anchor="t" anchorCtr="0"><a:noAutofit/></wps:bodyPr>` +
    `</wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing>`;
  const pt = (twips: number) => `${twips / 20}pt`;
  const vml =
    `<w:pict><v:${fill ? 'rect' : 'shape'} id="${fill ? 'Rectangle' : 'Text Box'} ${id}"${fill ? '' : ' type="#_x0000_t202"'} style="position:absolute;margin-left:${pt(left)};margin-top:${pt(y)};width:${pt(width)};height:${pt(height)};${behind ? 'z-index:-1;' : ''}mso-position-horizontal-relative:page;mso-position-vertical-relative:page"${fill ? ` fillcolor="#${fill}"` : ''} stroked="f">` +
    `<v:textbox inset="0,0,0,0"><w:txbxContent>${content}</w:txbxContent></v:textbox></v:${fill ? 'rect' : 'shape'}></w:pict>`;
  return `<w:r><mc:AlternateContent><mc:Choice Requires="wps">${drawing}</mc:Choice><mc:Fallback>${vml}</mc:Fallback></mc:AlternateContent></w:r>`;
}

/** Which pages a header or footer part is shown on: every page, the first (with `titlePage`), even pages. */
export type PageKind = 'default' | 'first' | 'even';

/**
 * A4 with the margins given (twips), and the page header and footer parts shown on every page when
 * given; or parts by kind of page, the first page set apart when `titlePage`.
 */
export const section = ({
  margin = 1134,
  top = margin,
  left = margin,
  header,
  footer,
  headers = header ? { default: header } : {},
  footers = footer ? { default: footer } : {},
  titlePage = false,
}: {
  margin?: number;
  top?: number;
  left?: number;
  header?: string;
  footer?: string;
  headers?: Partial<Record<PageKind, string>>;
  footers?: Partial<Record<PageKind, string>>;
  titlePage?: boolean;
} = {}) =>
  `<w:sectPr>${Object.entries(headers)
    .map(([type, id]) => `<w:headerReference w:type="${type}" r:id="${id}"/>`)
    .join('')}${Object.entries(footers)
    .map(([type, id]) => `<w:footerReference w:type="${type}" r:id="${id}"/>`)
    .join('')}<w:pgSz w:w="11906" w:h="16838"/>` +
  `<w:pgMar w:top="${top}" w:right="${margin}" w:bottom="${margin}" w:left="${left}" w:header="567" w:footer="567" w:gutter="0"/>${titlePage ? '<w:titlePg/>' : ''}</w:sectPr>`;

/** A run breaking to the next page. */
export const PAGE_BREAK = '<w:r><w:br w:type="page"/></w:r>';

/**
 * A section of A4 set in two newspaper columns of the widths given (twips), as templates lay out a
 * sidebar without a table; a column break moves the text on to the second column.
 */
export const columnsSection = ([first, second]: [number, number], { margin = 1134, space = 567 } = {}) =>
  `<w:sectPr><w:type w:val="continuous"/><w:pgSz w:w="11906" w:h="16838"/>` +
  `<w:pgMar w:top="${margin}" w:right="${margin}" w:bottom="${margin}" w:left="${margin}" w:header="567" w:footer="567" w:gutter="0"/>` +
  `<w:cols w:num="2" w:space="${space}" w:equalWidth="0"><w:col w:w="${first}" w:space="${space}"/><w:col w:w="${second}"/></w:cols></w:sectPr>`;

/** A run breaking to the next column. */
export const COLUMN_BREAK = '<w:r><w:br w:type="column"/></w:r>';

/** The width of the text on an A4 page with these side margins, in twips. */
export const textWidth = (margin = 1134) => 11906 - 2 * margin;

export interface StyleDef {
  id: string;
  name: string;
  look?: Look;
  /** Outline level, as Word's Heading styles state (0 for Heading 1). */
  outline?: number;
  props?: ParagraphProps;
}

/** The styles part: the document's font and size, then paragraph styles. */
export function styles(font: string, size: number, defs: StyleDef[]): string {
  const defaults =
    `<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:cs="${font}"/><w:sz w:val="${size * 2}"/><w:szCs w:val="${size * 2}"/></w:rPr></w:rPrDefault>` +
    `<w:pPrDefault><w:pPr><w:spacing w:after="80" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>`;
  const normal = `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>`;
  const own = defs.map(({ id, name, look = {}, outline, props = {} }) => {
    const pPr = paragraphProperties(props).replace(
      '</w:pPr>',
      outline !== undefined ? `<w:outlineLvl w:val="${outline}"/></w:pPr>` : '</w:pPr>',
    );
    const withOutline = pPr || (outline !== undefined ? `<w:pPr><w:outlineLvl w:val="${outline}"/></w:pPr>` : '');
    return `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>${withOutline}${runProperties(look)}</w:style>`;
  });
  const hyperlink = `<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style>`;
  return defaults + normal + own.join('') + hyperlink;
}

/**
 * Numbering definitions: id 1 a Symbol-font bullet (Word's default), id 2 an en dash, id 3 a round
 * bullet in the text font; each with a second level, set further in, for items nested under another.
 */
export const NUMBERING = [
  ['<w:lvlText w:val="\uf0b7"/>', '<w:rFonts w:ascii="Symbol" w:hAnsi="Symbol" w:hint="default"/>'],
  ['<w:lvlText w:val="–"/>', ''],
  ['<w:lvlText w:val="•"/>', ''],
]
  .map(
    ([text, fonts], i) =>
      `<w:abstractNum w:abstractNumId="${i}"><w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/>${text}<w:lvlJc w:val="left"/>` +
      `<w:pPr><w:ind w:left="567" w:hanging="283"/></w:pPr><w:rPr>${fonts}</w:rPr></w:lvl>` +
      `<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="o"/><w:lvlJc w:val="left"/>` +
      `<w:pPr><w:ind w:left="1134" w:hanging="283"/></w:pPr><w:rPr><w:rFonts w:ascii="Courier New" w:hAnsi="Courier New" w:hint="default"/></w:rPr></w:lvl></w:abstractNum>`,
  )
  .join('')
  .concat([1, 2, 3].map((n) => `<w:num w:numId="${n}"><w:abstractNumId w:val="${n - 1}"/></w:num>`).join(''));

export const BULLET = { symbol: 1, dash: 2, round: 3 } as const;

/**
 * A hyperlink written as a field, as Word writes one pasted or made by older versions: the field's
 * code (its instruction split over runs, as edits leave it) and its result, the text shown.
 */
export function fieldLink(url: string, text: string, look: Look = {}): string {
  const rPr = runProperties(look);
  const char = (type: string) => `<w:r>${rPr}<w:fldChar w:fldCharType="${type}"/></w:r>`;
  const instr = (code: string) => `<w:r>${rPr}<w:instrText xml:space="preserve">${esc(code)}</w:instrText></w:r>`;
  return `${char('begin')}${instr(' HYPERLINK ')}${instr(`"${url}" `)}${char('separate')}${run(text, look)}${char('end')}`;
}

/** A hyperlink as a simple field (`w:fldSimple`), its result the text shown. */
export const simpleFieldLink = (url: string, text: string, look: Look = {}) =>
  `<w:fldSimple w:instr=" HYPERLINK &quot;${esc(url)}&quot; ">${run(text, look)}</w:fldSimple>`;

let controlId = 1000;

/**
 * A content control (`w:sdt`) around block, row, cell or inline content, as Word's résumé templates
 * wrap the name, the contacts, each entry: with its title, the building block of its prompt, and
 * `showing` when it still shows that prompt (the template's placeholder text, never filled in); a
 * repeating section around entries, each entry one of its items.
 */
export function control(
  content: string,
  { title, showing = false, repeating }: { title: string; showing?: boolean; repeating?: 'section' | 'item' },
): string {
  const id = controlId++;
  const props =
    `<w:alias w:val="${esc(title)}"/><w:tag w:val="${esc(title)}"/><w:id w:val="${id}"/>` +
    (repeating === 'item' ? '' : `<w:placeholder><w:docPart w:val="${id.toString(16).toUpperCase().padStart(32, '0')}"/></w:placeholder>`) +
    (showing ? '<w:showingPlcHdr/>' : '') +
    (repeating === 'section' ? '<w15:repeatingSection/>' : repeating === 'item' ? '<w15:repeatingSectionItem/>' : '') +
    '<w15:appearance w15:val="hidden"/>';
  return `<w:sdt><w:sdtPr>${props}</w:sdtPr><w:sdtContent>${content}</w:sdtContent></w:sdt>`;
}

/** Hyperlink targets of one document, each given a relationship id as it is first used. */
export class Links {
  readonly targets: Record<string, string> = {};
  id(url: string): string {
    const found = Object.entries(this.targets).find(([, u]) => u === url);
    if (found) return found[0];
    const id = `link${Object.keys(this.targets).length + 1}`;
    this.targets[id] = esc(url);
    return id;
  }
  /** A link showing its text in Word's Hyperlink style. */
  link(url: string, text: string, look: Look = {}): string {
    return hyperlink(this.id(url), run(text, { ...look, color: '0563C1' }));
  }
}
