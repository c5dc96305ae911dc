import { child, childrenNamed, type XmlElement } from './xml.ts';

/** How a run of DOCX text looks: what a reader of the printed page sees of it. */
export interface RunLook {
  size?: number;
  bold?: boolean;
  caps?: boolean;
  hidden?: boolean;
  /** A colour other than the automatic one, as `RRGGBB`. */
  color?: string;
}

/** What a paragraph's style says: its runs' look, whether it is a heading or a list item. */
export interface ParagraphLook {
  run: RunLook;
  heading: boolean;
  listItem: boolean;
}

/** Heading level: 0 for a title, 1 to 9 for headings (`heading 1`, outline level 0). */
interface Style {
  basedOn?: string;
  run: RunLook;
  level?: number;
  listItem: boolean;
}

// Word's built-in sizes for Title and Heading 1-3, for styles that state none (the look of the default template).
const BUILT_IN_HEADING_SIZE = [28, 16, 13, 12];

// `<w:b/>`, `<w:b w:val="1"/>` switch a property on; `w:val="0"`, `"false"`, `"off"` switch it off.
export function toggle(element: XmlElement | undefined): boolean | undefined {
  if (!element) return undefined;
  return !/^(?:0|false|off)$/i.test(element.attrs['w:val'] ?? '');
}

/** The look a `w:rPr` element sets (only what it states). */
export function runProperties(rPr: XmlElement | undefined): RunLook {
  const look: RunLook = {};
  if (!rPr) return look;
  const halfPoints = Number(child(rPr, 'w:sz')?.attrs['w:val']);
  if (halfPoints > 0) look.size = halfPoints / 2;
  const bold = toggle(child(rPr, 'w:b'));
  if (bold !== undefined) look.bold = bold;
  const caps = toggle(child(rPr, 'w:caps')) ?? toggle(child(rPr, 'w:smallCaps'));
  if (caps !== undefined) look.caps = caps;
  const hidden = toggle(child(rPr, 'w:vanish'));
  if (hidden !== undefined) look.hidden = hidden;
  const color = child(rPr, 'w:color')?.attrs['w:val'];
  if (color) look.color = color;
  return look;
}

const TITLE_STYLE_NAME = /^(?:title|titre|titel|titolo|t[ií]tulo)$/i;
const HEADING_STYLE_NAME = /^(?:heading|titre|überschrift|titolo|t[ií]tulo|kop)\s*(\d)$/i;

/** The heading level a style's name or outline level gives it, if any. */
function headingLevel(name: string, pPr: XmlElement | undefined): number | undefined {
  const outline = Number(child(pPr, 'w:outlineLvl')?.attrs['w:val'] ?? 9);
  if (outline < 9) return outline + 1;
  if (TITLE_STYLE_NAME.test(name)) return 0;
  const numbered = HEADING_STYLE_NAME.exec(name)?.[1];
  return numbered ? Number(numbered) : undefined;
}

const isListItem = (pPr: XmlElement | undefined) => {
  const numId = child(child(pPr, 'w:numPr'), 'w:numId')?.attrs['w:val'];
  return numId !== undefined && numId !== '0';
};

/** The styles part of a DOCX: paragraph and character styles with their inheritance. */
export class DocxStyles {
  private readonly styles = new Map<string, Style>();
  private readonly resolved = new Map<string, Style>();
  private readonly defaultRun: RunLook;
  /** The paragraph style of paragraphs that name none. */
  readonly defaultParagraph?: string;
  /** The document's default language (`de-DE`), when the styles state one. */
  readonly language?: string;

  constructor(root: XmlElement | undefined) {
    const styles = child(root, 'w:styles');
    const defaults = child(child(child(styles, 'w:docDefaults'), 'w:rPrDefault'), 'w:rPr');
    this.defaultRun = runProperties(defaults);
    const language = child(defaults, 'w:lang')?.attrs['w:val'];
    if (language && language !== 'zxx') this.language = language;
    for (const style of styles ? childrenNamed(styles, 'w:style') : []) {
      const id = style.attrs['w:styleId'];
      if (!id) continue;
      const pPr = child(style, 'w:pPr');
      this.styles.set(id, {
        basedOn: child(style, 'w:basedOn')?.attrs['w:val'],
        run: runProperties(child(style, 'w:rPr')),
        level: headingLevel(child(style, 'w:name')?.attrs['w:val'] ?? '', pPr),
        listItem: isListItem(pPr),
      });
      if (style.attrs['w:type'] === 'paragraph' && /^(?:1|true|on)$/i.test(style.attrs['w:default'] ?? '')) this.defaultParagraph = id;
    }
  }

  /** A style with what it inherits from the styles it is based on (a chain of at most 20). */
  private style(id: string | undefined, depth = 0): Style | undefined {
    if (!id) return undefined;
    const cached = this.resolved.get(id);
    if (cached) return cached;
    const own = this.styles.get(id);
    if (!own) return undefined;
    const base = depth < 20 && own.basedOn !== id ? this.style(own.basedOn, depth + 1) : undefined;
    const style: Style = {
      run: { ...base?.run, ...own.run },
      level: own.level ?? base?.level,
      listItem: own.listItem || (base?.listItem ?? false),
    };
    this.resolved.set(id, style);
    return style;
  }

  /** The look of a paragraph from its `w:pPr` (its style, its own numbering). */
  paragraph(pPr: XmlElement | undefined): ParagraphLook {
    const style = this.style(child(pPr, 'w:pStyle')?.attrs['w:val'] ?? this.defaultParagraph);
    const numbering = child(pPr, 'w:numPr');
    const level = style?.level;
    const builtInSize = level !== undefined && !style?.run.size ? BUILT_IN_HEADING_SIZE[level] : undefined;
    // An outline level set on the paragraph itself (the navigation pane's headings) outranks its style's; 9 is body text.
    const ownOutline = Number(child(pPr, 'w:outlineLvl')?.attrs['w:val']);
    return {
      run: { ...this.defaultRun, ...style?.run, ...(builtInSize ? { size: builtInSize } : {}) },
      heading: ownOutline >= 0 && ownOutline <= 9 ? ownOutline < 9 : level !== undefined,
      listItem: numbering ? isListItem(pPr) : (style?.listItem ?? false),
    };
  }

  /** The look of a run in a paragraph, from its `w:rPr` (its character style, its own properties). */
  run(paragraph: ParagraphLook, rPr: XmlElement | undefined): RunLook {
    const characterStyle = this.style(child(rPr, 'w:rStyle')?.attrs['w:val']);
    return { ...paragraph.run, ...characterStyle?.run, ...runProperties(rPr) };
  }
}
