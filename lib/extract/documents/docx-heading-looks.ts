import { classifyHeading } from '../heuristics/sections.ts';
import type { TextLine } from '../heuristics/text-lines.ts';

/**
 * How a paragraph is set beyond size and weight, as Word shows it: its paragraph style, the rule
 * (border) and shading under or around it, its colour, the space above it. Recorded for a one-line
 * paragraph whose setting marks it out (a style of its own, a border, shading or colour).
 */
const settings = new WeakMap<TextLine, string>();

export interface ParagraphSetting {
  /** The paragraph style named on the paragraph, when it is not the document's default one. */
  style?: string;
  border: boolean;
  shading?: string;
  color?: string;
  spaceBefore?: string;
}

const isMarked = (s: ParagraphSetting) => !!(s.style || s.border || s.shading || s.color);

export function noteSetting(line: TextLine, setting: ParagraphSetting): void {
  if (isMarked(setting)) {
    const { style, border, shading, color, spaceBefore } = setting;
    settings.set(
      line,
      JSON.stringify([style, border, shading, color, spaceBefore, line.size, line.bold, line.text === line.text.toUpperCase()]),
    );
  }
}

/** A few words standing alone: no figures (dates), cells, lists or sentence. */
const headingShaped = (line: TextLine) =>
  !line.bullet &&
  line.text.length <= 50 &&
  line.text.split(' ').length <= 6 &&
  /\p{L}/u.test(line.text) &&
  !/[\d\t,;|•]|\.$/u.test(line.text);

/**
 * Section headings of one document are set alike. When two or more known headings ("Experience",
 * "Formation") share a marked setting, the other heading-shaped lines set exactly so are headings
 * too, though no heading list knows their words ("Side Projects", "Mein Weg"); all are marked as
 * headings, so that one closes the section the other opened. A setting that also dresses a line
 * no heading could be (a sentence, a date), or more lines than the known headings, is left alone.
 */
export function markHeadingsSetAlike(lines: TextLine[]): void {
  const groups = new Map<string, { known: TextLine[]; others: TextLine[]; spoiled: boolean }>();
  for (const line of lines) {
    const setting = settings.get(line);
    if (setting === undefined) continue;
    const group = groups.get(setting) ?? { known: [], others: [], spoiled: false };
    groups.set(setting, group);
    if (!line.bullet && classifyHeading(line.text, false)) group.known.push(line);
    else if (headingShaped(line)) group.others.push(line);
    else group.spoiled = true;
  }
  for (const { known, others, spoiled } of groups.values()) {
    if (spoiled || known.length < 2 || others.length > known.length) continue;
    for (const line of [...known, ...others]) line.heading = true;
  }
}
