// A CV exported from a design tool's canvas: every text box placed absolutely on an A4 artboard, a
// narrow left column (contacts, skills, languages, education) and a wide right one (name, title,
// profile, experience), the boxes written in the order they were added to the canvas, not the
// order they are read in.
import type { ProbePerson } from '../theme-probe/persons.ts';
import { bareUrl } from '../docx-probe/person-text.ts';
import { htmlPage, placeOf, studyPeriod, workPeriod } from '../page-probe/html.ts';
import { seededRandom } from '../../sandbox/seeded-random.ts';
import { seedOf } from '../theme-probe/seed.ts';
import { esc, headingsOf, type DesignLayout } from './design.ts';

const STYLE = `@page{size:A4;margin:0}body{margin:0;font-family:'DejaVu Sans',sans-serif;color:#262626}
.board{position:relative;width:210mm;height:297mm;overflow:hidden;break-after:page}.board:last-child{break-after:auto}
.board:before{content:'';position:absolute;left:0;top:0;width:76mm;height:297mm;background:#f3ede4}
.b{position:absolute;margin:0;line-height:1.3}.h{font-weight:700;letter-spacing:.2em;text-transform:uppercase;color:#a0522d}`;

const PAGE_BOTTOM = 282;
/** Millimetres per character and per line at a font size, to stack boxes as a designer would. */
const charWidth = (pt: number) => pt * 0.21;
const lineHeight = (pt: number) => pt * 0.46;

interface Box {
  html: string;
  x: number;
  y: number;
  w: number;
  pt: number;
  board: number;
  cls?: string;
}

/** One column of boxes stacked from the top, going on to the next artboard where the page ends. */
function column(x: number, w: number, top: number) {
  const boxes: Box[] = [];
  let y = top;
  let board = 0;
  const add = (text: string, pt: number, gapAfter: number, cls = '') => {
    const lines = Math.max(1, Math.ceil((text.length * charWidth(pt)) / w));
    const h = lines * lineHeight(pt);
    if (y + h > PAGE_BOTTOM) {
      board++;
      y = 15;
    }
    boxes.push({ html: esc(text), x, y, w, pt, board, cls });
    y += h + gapAfter;
  };
  return { boxes, add, space: (mm: number) => (y += mm) };
}

function page(person: ProbePerson): string {
  const { basics, work, education, skills, languages } = person.resume;
  const h = headingsOf(person.language);
  const left = column(10, 58, 18);
  const right = column(84, 114, 18);
  right.add(basics.name, 24, 3);
  right.add(basics.label, 12, 8, 'role');
  right.add(h.profile, 10, 2, 'h');
  right.add(basics.summary, 9, 7);
  right.add(h.experience, 10, 3, 'h');
  for (const j of work) {
    right.add(j.position, 10.5, 1, 'strong');
    right.add(`${j.name} | ${workPeriod(j, person.language, 'short-months')}`, 9, 1.5);
    if (j.summary) right.add(j.summary, 9, 1);
    for (const x of j.highlights) right.add(`• ${x}`, 9, 0.5);
    right.space(4);
  }
  left.add(h.contact, 10, 3, 'h');
  for (const c of [
    basics.phone,
    basics.email,
    placeOf(person),
    ...[basics.url, ...basics.profiles.map((p) => p.url)].filter(Boolean).map(bareUrl),
  ])
    left.add(c, 8.5, 1.5);
  left.space(5);
  left.add(h.skills, 10, 3, 'h');
  for (const k of skills.flatMap((s) => s.keywords)) left.add(k, 9, 1);
  left.space(5);
  left.add(h.languages, 10, 3, 'h');
  for (const l of languages) left.add(`${l.language} – ${l.fluency}`, 9, 1);
  left.space(5);
  left.add(h.education, 10, 3, 'h');
  for (const e of education) {
    left.add([e.studyType, e.area].filter(Boolean).join(', '), 9, 0.5, 'strong');
    left.add(e.institution, 9, 0.5);
    const when = studyPeriod(e, person.language, 'years');
    if (when) left.add(when, 8.5, 3);
    else left.space(3);
  }
  // The order the boxes were added to the canvas: not the order they are read in.
  const random = seededRandom(seedOf(person.id));
  const boxes = [...left.boxes, ...right.boxes]
    .map((b) => ({ b, key: random() }))
    .sort((p, q) => p.key - q.key)
    .map((p) => p.b);
  const boards = Math.max(...boxes.map((b) => b.board)) + 1;
  const style = (b: Box) =>
    `left:${b.x}mm;top:${b.y.toFixed(1)}mm;width:${b.w}mm;font-size:${b.pt}pt${b.cls === 'strong' ? ';font-weight:700' : ''}${b.cls === 'role' ? ';color:#a0522d' : ''}`;
  const body = Array.from(
    { length: boards },
    (_, n) =>
      `<div class="board">${boxes
        .filter((b) => b.board === n)
        .map((b) => `<p class="b${b.cls === 'h' ? ' h' : ''}" style="${style(b)}">${b.html}</p>`)
        .join('\n')}</div>`,
  ).join('\n');
  return htmlPage(person, basics.name, STYLE, body);
}

export const canvasBoxes: DesignLayout = { name: 'canvas-boxes', page };
