import { classifyHeading } from '../heuristics/sections.ts';
import type { TextLine } from '../heuristics/text-lines.ts';

export interface ParagraphSetting {
  /** The paragraph style named on the paragraph, when it is not the document's default one. */
  style?: string;
  border: boolean;
  shading?: string;
  color?: string;
  spaceBefore?: string;
}

/**
 * How a one-line paragraph is set beyond size and weight, as Word shows it: its paragraph style,
 * the rule (border) and shading under or around it, its colour, the space above it.
 */
const settings = new WeakMap<TextLine, ParagraphSetting>();

export function noteSetting(line: TextLine, setting: ParagraphSetting): void {
  settings.set(line, setting);
}

/** The paragraph style most lines are set in: the body's, even when it is not the default one ("Text Body"). */
function bodyStyle(lines: TextLine[]): string | undefined {
  const counts = new Map<string | undefined, number>();
  for (const line of lines) {
    const setting = settings.get(line);
    if (setting) counts.set(setting.style, (counts.get(setting.style) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** A key for a setting that marks a line out (a style other than the body's, a border, shading or colour), else null. */
function markedSetting(line: TextLine, setting: ParagraphSetting, body: string | undefined): string | null {
  const style = setting.style === body ? undefined : setting.style;
  const { border, shading, color, spaceBefore } = setting;
  if (!style && !border && !shading && !color) return null;
  return JSON.stringify([style, border, shading, color, spaceBefore, line.size, line.bold, line.text === line.text.toUpperCase()]);
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
  const body = bodyStyle(lines);
  for (const line of lines) {
    const noted = settings.get(line);
    const setting = noted && markedSetting(line, noted, body);
    if (!setting) continue;
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
