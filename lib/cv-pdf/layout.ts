import type { CvContent, CvEntry, CvSection } from './content.ts';
import { fitSections, type Block, type DrawOp, type SectionPlan, type Unit } from './fit.ts';
import { fillLabel } from './labels.ts';
import {
  ELLIPSIS,
  flowItems,
  flowLimited,
  wrapLimited,
  wrapText,
  type FlowLine,
  type MeasureText,
  type Rgb,
  type TextStyle,
} from './text-fit.ts';

/** A4 portrait, in points: jsPDF's 'a4'. */
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = { side: 50, top: 46, bottom: 30 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.side;
const RIGHT = PAGE.width - MARGIN.side;

const INK: Rgb = [25, 25, 25];
const MUTED: Rgb = [95, 95, 95];
const ACCENT: Rgb = [30, 64, 120];
const LINK: Rgb = [25, 85, 165];
const RULE: Rgb = [190, 190, 190];

const style = (size: number, bold: boolean, color: Rgb): TextStyle => ({ size, bold, color });
const STYLES = {
  name: style(22, true, INK),
  headline: style(12, false, MUTED),
  contacts: style(9.5, false, INK),
  links: style(9.5, false, LINK),
  heading: style(11, true, ACCENT),
  entryHeading: style(10.5, true, INK),
  entryDetail: style(9.5, false, MUTED),
  dates: style(9, false, MUTED),
  body: style(10, false, INK),
  note: style(9, false, MUTED),
  footer: style(7.5, false, MUTED),
} as const;
const SEPARATOR = ' · ';

/** Line heights, gaps and how many lines a field may take before it is cut. */
const SPACING = {
  nameLine: 27,
  nameLines: 2,
  headlineLine: 16,
  headlineLines: 3,
  contactLine: 13,
  contactLines: 2,
  linkLines: 2,
  headerGap: 10,
  headingBefore: 10,
  headingLine: 15,
  headingAfter: 6,
  entryLine: 13.5,
  entryDetailLine: 12.5,
  entryLines: 2,
  entryGap: 5,
  bodyLine: 13.5,
  noteLine: 13,
  footerLine: 10,
  footerLines: 2,
  footerGap: 12,
} as const;

/** Only this many items of a section are laid out; the page cannot hold more, the rest are counted. */
const MEASURED_ITEMS = 120;
const MEASURED_TEXT = 12_000;
/** Lines a list (skills, languages) and the summary keep before the entries have taken the room they want. */
const FIRST_LIST_LINES = 4;
const FIRST_TEXT_LINES = 5;

/** Baseline of a line of `size` in a line box of `lineHeight` starting at `top`. */
const baseline = (top: number, lineHeight: number, size: number) => top + (lineHeight + size * 0.7) / 2;

function lineBlock(lines: string[], textStyle: TextStyle, lineHeight: number, x = MARGIN.side): Block {
  return {
    height: lines.length * lineHeight,
    draw: (top) =>
      lines.map((text, i) => ({
        kind: 'text',
        text,
        x,
        y: baseline(top + i * lineHeight, lineHeight, textStyle.size),
        style: textStyle,
        align: 'left',
      })),
  };
}

function flowBlock(lines: FlowLine[], textStyle: TextStyle, lineHeight: number, urls: string[] = []): Block {
  const text = lineBlock(
    lines.map((line) => line.text),
    textStyle,
    lineHeight,
  );
  return {
    height: text.height,
    draw: (top) => [
      ...text.draw(top),
      ...lines.flatMap((line, i) =>
        line.parts.flatMap((part): DrawOp[] => {
          const url = urls[part.index];
          if (!url) return [];
          return [{ kind: 'link', x: MARGIN.side + part.x, y: top + i * lineHeight, width: part.width, height: lineHeight, url }];
        }),
      ),
    ],
  };
}

function stack(blocks: Block[]): Block {
  return {
    height: blocks.reduce((sum, block) => sum + block.height, 0),
    draw: (top) => {
      let y = top;
      return blocks.flatMap((block) => {
        const ops = block.draw(y);
        y += block.height;
        return ops;
      });
    },
  };
}

const gap = (height: number): Block => ({ height, draw: () => [] });

function header(content: CvContent, measure: MeasureText): Block {
  const more = (n: number) => fillLabel(content.moreLabel, { n });
  const blocks: Block[] = [];
  if (content.name) {
    blocks.push(
      lineBlock(wrapLimited(content.name, STYLES.name, CONTENT_WIDTH, SPACING.nameLines, measure), STYLES.name, SPACING.nameLine),
    );
  }
  if (content.headline) {
    const lines = wrapLimited(content.headline, STYLES.headline, CONTENT_WIDTH, SPACING.headlineLines, measure);
    blocks.push(lineBlock(lines, STYLES.headline, SPACING.headlineLine), gap(3));
  }
  if (content.contacts.length) {
    const lines = flowLimited(content.contacts, SEPARATOR, STYLES.contacts, CONTENT_WIDTH, SPACING.contactLines, more, measure);
    blocks.push(flowBlock(lines, STYLES.contacts, SPACING.contactLine));
  }
  if (content.links.length) {
    const texts = content.links.map((link) => link.text);
    const lines = flowLimited(texts, SEPARATOR, STYLES.links, CONTENT_WIDTH, SPACING.linkLines, more, measure);
    blocks.push(
      flowBlock(
        lines,
        STYLES.links,
        SPACING.contactLine,
        content.links.map((link) => link.url),
      ),
    );
  }
  return stack(blocks);
}

function entryUnit(entry: CvEntry, measure: MeasureText): Unit {
  const datesWidth = entry.dates ? measure(entry.dates, STYLES.dates) + 12 : 0;
  const headingLines = entry.heading
    ? wrapLimited(entry.heading, STYLES.entryHeading, CONTENT_WIDTH - datesWidth, SPACING.entryLines, measure)
    : [];
  const detailLines = entry.detail
    ? wrapLimited(entry.detail, STYLES.entryDetail, CONTENT_WIDTH - (headingLines.length ? 0 : datesWidth), SPACING.entryLines, measure)
    : [];
  const body = stack([
    lineBlock(headingLines, STYLES.entryHeading, SPACING.entryLine),
    lineBlock(detailLines, STYLES.entryDetail, SPACING.entryDetailLine),
  ]);
  const firstLine = headingLines.length ? SPACING.entryLine : SPACING.entryDetailLine;
  const firstSize = headingLines.length ? STYLES.entryHeading.size : STYLES.entryDetail.size;
  return {
    count: 1,
    height: body.height + SPACING.entryGap,
    draw: (top) => [
      ...body.draw(top),
      ...(entry.dates
        ? [
            {
              kind: 'text',
              text: entry.dates,
              x: RIGHT,
              y: baseline(top, firstLine, firstSize),
              style: STYLES.dates,
              align: 'right',
            } as const,
          ]
        : []),
    ],
  };
}

function sectionPlan(section: CvSection, content: CvContent, measure: MeasureText): SectionPlan {
  const heading: Block = {
    height: SPACING.headingBefore + SPACING.headingLine + SPACING.headingAfter,
    draw: (top) => {
      const y = baseline(top + SPACING.headingBefore, SPACING.headingLine, STYLES.heading.size);
      return [
        { kind: 'text', text: section.title, x: MARGIN.side, y, style: STYLES.heading, align: 'left' },
        { kind: 'rule', x1: MARGIN.side, x2: RIGHT, y: y + 4, color: RULE },
      ];
    },
  };
  const note = (leftOut: number) =>
    lineBlock([leftOut > 0 ? fillLabel(content.moreLabel, { n: leftOut }) : ELLIPSIS], STYLES.note, SPACING.noteLine);
  if (section.kind === 'entries') {
    const measured = section.entries.slice(0, MEASURED_ITEMS);
    const units = measured.map((entry) => entryUnit(entry, measure));
    return { heading, note, units, unmeasured: section.entries.length - measured.length, firstUnits: Infinity };
  }
  if (section.kind === 'list') {
    const measured = section.items.slice(0, MEASURED_ITEMS);
    const lines = flowItems(measured, SEPARATOR, STYLES.body, CONTENT_WIDTH, measure);
    const units = lines.map((line) => ({ ...flowBlock([line], STYLES.body, SPACING.bodyLine), count: line.parts.length }));
    return { heading, note, units, unmeasured: section.items.length - measured.length, firstUnits: FIRST_LIST_LINES };
  }
  let budget = MEASURED_TEXT;
  const lines = section.paragraphs.flatMap((paragraph) => {
    const taken = paragraph.slice(0, Math.max(0, budget));
    budget -= taken.length;
    return taken ? wrapText(taken, STYLES.body, CONTENT_WIDTH, measure) : [];
  });
  const units = lines.map((line) => ({ ...lineBlock([line], STYLES.body, SPACING.bodyLine), count: 0 }));
  return { heading, note, units, unmeasured: 0, firstUnits: FIRST_TEXT_LINES };
}

function footer(content: CvContent, measure: MeasureText): { top: number; ops: DrawOp[] } {
  const lines = wrapLimited(content.footer, STYLES.footer, CONTENT_WIDTH, SPACING.footerLines, measure);
  const block = lineBlock(lines, STYLES.footer, SPACING.footerLine);
  const top = PAGE.height - MARGIN.bottom - block.height;
  return { top, ops: [{ kind: 'rule', x1: MARGIN.side, x2: RIGHT, y: top - 3, color: RULE }, ...block.draw(top)] };
}

/** Everything the CV's one page draws, cut to fit it. */
export function layoutCv(content: CvContent, measure: MeasureText): DrawOp[] {
  const head = header(content, measure);
  const foot = footer(content, measure);
  const sectionsTop = MARGIN.top + head.height + SPACING.headerGap;
  const available = foot.top - SPACING.footerGap - sectionsTop;
  const body = stack(
    fitSections(
      content.sections.map((section) => sectionPlan(section, content, measure)),
      available,
    ),
  );
  return [...head.draw(MARGIN.top), ...body.draw(sectionsTop), ...foot.ops];
}
