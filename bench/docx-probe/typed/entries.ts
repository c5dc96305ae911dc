// An experience or education entry in the shape the layout drew: dates then a tab then the title; the
// title with the dates at a right tab over "Employer, Town"; "Employer, Town" over the title in italics
// over the dates; all on one line; the period's line first; the employer in capitals run on with its
// town. Then its description (bullets, a paragraph, a label over bullets) and its extra lines.
import { BULLET, p, para, run } from '../wml.ts';
import type { Layout } from './grammar.ts';

export interface TypedEntry {
  title: string;
  org: string;
  town?: string;
  period: string;
  summary?: string;
  highlights: string[];
  /** Lines under the entry: a grade, a thesis. */
  extra: string[];
}

export interface EntryFrame {
  layout: Layout;
  /** The width the entry is set in (twips): a right tab stands at its end. */
  width: number;
  /** Where the title starts after the dates, in the dates-first shape (twips). */
  dateColumn: number;
  /** The label typed before the duties ("Aufgaben:"). */
  duties: string;
}

const orgAndTown = (e: TypedEntry) => [e.org, e.town].filter(Boolean).join(', ');
const sentences = (texts: string[]) => texts.map((t) => (/[.!?]$/.test(t) ? t : `${t}.`)).join(' ');

function description(e: TypedEntry, { layout, duties }: EntryFrame, indent?: number): string[] {
  const numId = BULLET[layout.bullet];
  const bullets = e.highlights.map((h) => p(h, {}, { numId, after: 0 }));
  const plain = (text: string, look = {}) => p(text, look, { after: 0, ...(indent ? { indent } : {}) });
  const lines = e.extra.map((x) => plain(x));
  if (layout.description === 'none') return lines;
  if (layout.description === 'bullets') return [...bullets, ...lines];
  if (layout.description === 'paragraph') return [plain(sentences([...(e.summary ? [e.summary] : []), ...e.highlights])), ...lines];
  return [plain(duties, { italic: true }), ...bullets, ...lines];
}

export type Shape = Layout['entryShape'];

/** The entry's heading lines in the shape given. */
function headLines(e: TypedEntry, shape: Shape, { width, dateColumn }: EntryFrame): string[] {
  const right = [{ align: 'right' as const, at: width }];
  const keep = { after: 0, keepNext: true };
  switch (shape) {
    case 'dates-tab-title': {
      const first = e.title || e.org;
      const lines = [
        para(run(`${e.period}\t`) + run(first, { bold: true }), {
          ...keep,
          before: 6,
          tabs: [{ align: 'left', at: dateColumn }],
          indent: dateColumn,
          hanging: dateColumn,
        }),
      ];
      if (e.title && orgAndTown(e)) lines.push(p(orgAndTown(e), {}, { ...keep, indent: dateColumn }));
      else if (!e.title && e.town) lines[0] = lines[0]!.replace('</w:p>', `${run(`, ${e.town}`, { bold: true })}</w:p>`);
      return lines;
    }
    case 'title-right-dates':
      return [
        para(run(e.title || orgAndTown(e), { bold: true }) + run(`\t${e.period}`), { ...keep, before: 6, tabs: right }),
        ...(e.title && orgAndTown(e) ? [p(orgAndTown(e), {}, keep)] : []),
      ];
    case 'employer-italic-title':
      return [
        ...(orgAndTown(e) ? [p(orgAndTown(e), { bold: true }, { ...keep, before: 6 })] : []),
        ...(e.title ? [p(e.title, { italic: true }, { ...keep, ...(orgAndTown(e) ? {} : { before: 6 }) })] : []),
        p(e.period, {}, keep),
      ];
    case 'one-line': {
      const where = e.org ? `${e.org}${e.town ? ` (${e.town})` : ''}` : (e.town ?? '');
      const text = [e.title, where].filter(Boolean);
      return [para(run(text[0]!, { bold: true }) + run(`${text[1] ? ` – ${text[1]}` : ''}, ${e.period}`), { ...keep, before: 6 })];
    }
    case 'period-first':
      return [
        p(e.period, {}, { ...keep, before: 6 }),
        ...(e.title ? [p(e.title, { bold: true }, keep)] : []),
        ...(orgAndTown(e) ? [p(orgAndTown(e), {}, keep)] : []),
      ];
    case 'caps-employer-town': {
      const head = [e.org.toUpperCase(), e.town].filter(Boolean).join(' ');
      return [
        para(run(head || e.title, { bold: !!head }) + run(`\t${e.period}`), { ...keep, before: 6, tabs: right }),
        ...(head && e.title ? [p(e.title, { bold: true }, keep)] : []),
      ];
    }
  }
}

/** An entry in the shape given, its description after it. */
export function entry(e: TypedEntry, shape: Shape, frame: EntryFrame): string[] {
  return [...headLines(e, shape, frame), ...description(e, frame, shape === 'dates-tab-title' ? frame.dateColumn : undefined)];
}

/** One employer over several roles: the employer and town in bold, then each role's title with its dates at a right tab. */
export function roles(org: string, town: string | undefined, entries: TypedEntry[], frame: EntryFrame): string[] {
  const right = [{ align: 'right' as const, at: frame.width }];
  return [
    p([org, town].filter(Boolean).join(', '), { bold: true }, { before: 6, after: 0, keepNext: true }),
    ...entries.flatMap((e) => [
      para(run(e.title, { italic: true }) + run(`\t${e.period}`), { tabs: right, after: 0, keepNext: true }),
      ...description(e, frame),
    ]),
  ];
}
