import type { Budget } from '../budget.ts';
import { cleanText } from './text.ts';
import { startsWithBullet, type TextLine } from './text-lines.ts';

// A page's own <head> is never walked; a <head> inside the body (a saved page inside a page) is, as a
// browser shows its text, but its title and metadata are not text of the page.
const SKIPPED = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'TITLE',
  'META',
  'LINK',
  'IFRAME',
  'OBJECT',
  'CANVAS',
  'SELECT',
  'BUTTON',
  'NAV',
  'FORM',
  'FOOTER',
]);
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;
const BLOCKS = new Set([
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'TR',
  'TABLE',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'MAIN',
  'ASIDE',
  'DT',
  'DD',
  'DL',
  'BLOCKQUOTE',
  'PRE',
  'ADDRESS',
  'FIGURE',
  'FIGCAPTION',
  'HR',
  'BR',
  'BODY',
  'TBODY',
  'THEAD',
  'CAPTION',
  'LEGEND',
  'FIELDSET',
  'DETAILS',
  'SUMMARY',
]);
const CELLS = new Set(['TD', 'TH']);
const HEADING_SIZE: Record<string, number> = { H1: 32, H2: 24, H3: 19, H4: 16, H5: 14, H6: 13 };

const MIN_ELEMENTS = 3000;

// Where one inline element ends and another begins, in the text gathered for a line.
const BOUNDARY = '\u2063';
const BOUNDARIES = /\u2063+/g;

/**
 * Whether a browser most likely shows a gap between two elements set side by side with nothing in
 * between: styles make such spans blocks, flex items or floats ("Zalando" / "September 2021",
 * "Michelin" / "2023"), so a change of case, or between letters and digits, marks a boundary; a
 * word styled in parts ("<b>J</b>ane", "1<sup>er</sup>", "jane<span>@</span>example.com") stays whole.
 */
function gapBetween(before: string, after: string): boolean {
  if (/\s/.test(before) || /\s/.test(after)) return false;
  if (/\p{Lu}|\p{N}/u.test(after) && /[\p{Ll}:;,!?)\]]/u.test(before)) return true;
  return /\p{N}/u.test(before) ? /\p{Lu}/u.test(after) : /\p{L}/u.test(before) && /\p{N}/u.test(after);
}

/** A line's gathered text with its inline boundaries read as gaps or joins. */
function joinInline(text: string): string {
  return text.replace(BOUNDARIES, (marks: string, at: number) =>
    gapBetween(text[at - 1] ?? ' ', text[at + marks.length] ?? ' ') ? ' ' : '',
  );
}

type Step = { node: Node; depth: number } | { close: Element };

/**
 * The visible text of a page as lines in document order: one line per block element, with its
 * links, heading level and bullet flag. Bounded by the budget's element count, depth and time.
 */
export function domLines(root: Element, budget: Budget): TextLine[] {
  const lines: TextLine[] = [];
  let parts: string[] = [];
  let partsLength = 0;
  let links: string[] = [];
  let context: { size?: number; heading?: boolean; bullet?: boolean } = {};
  const flush = () => {
    // Table cells stay apart with a tab, as a label and its value ("Phone<tab>+33 6 …").
    const text = joinInline(parts.join('')).split('\t').map(cleanText).filter(Boolean).join('\t');
    if (text) lines.push({ text, links, ...context, bullet: context.bullet || startsWithBullet(text) });
    // A link with only an icon in it (a LinkedIn logo) has no text of its own: it belongs to the line before.
    else if (links.length) lines.at(-1)?.links?.push(...links);
    parts = [];
    partsLength = 0;
    links = [];
    context = {};
  };
  const stack: Step[] = [{ node: root, depth: 0 }];
  let visited = 0;
  while (stack.length) {
    const step = stack.pop()!;
    if ('close' in step) {
      const tag = step.close.tagName;
      if (BLOCKS.has(tag)) flush();
      else parts.push(CELLS.has(tag) ? '\t' : BOUNDARY);
      continue;
    }
    const { node, depth } = step;
    if (node.nodeType === 3) {
      const text = node.nodeValue ?? '';
      const room = budget.limits.maxTextNodeChars - partsLength;
      if (text.length > room) budget.note({ code: 'text-cut' });
      if (room > 0) {
        parts.push(text.slice(0, room));
        partsLength += Math.min(room, text.length);
      }
      continue;
    }
    if (node.nodeType !== 1) continue;
    const el = node as Element;
    const tag = el.tagName.toUpperCase();
    if (
      SKIPPED.has(tag) ||
      el.hasAttribute('hidden') ||
      el.getAttribute('aria-hidden') === 'true' ||
      HIDDEN_STYLE.test(el.getAttribute('style') ?? '')
    )
      continue;
    // Stop walking with a quarter of the budget left, for reading the lines gathered so far; the first
    // MIN_ELEMENTS are always read, so even a page that used up the budget elsewhere gives its top.
    if (
      ++visited > budget.limits.maxElements ||
      (visited > MIN_ELEMENTS && visited % 256 === 0 && budget.remaining() < budget.limits.timeMs / 4)
    ) {
      budget.note({ code: 'page-cut' });
      break;
    }
    if (depth > budget.limits.maxDepth) {
      budget.note({ code: 'nesting-cut' });
      continue;
    }
    if (BLOCKS.has(tag)) flush();
    else parts.push(BOUNDARY);
    if (HEADING_SIZE[tag]) context = { size: HEADING_SIZE[tag], heading: true };
    if (tag === 'LI') context.bullet = true;
    const href = tag === 'A' ? el.getAttribute('href') : null;
    if (href) links.push(href);
    if (tag === 'IMG' && el.getAttribute('alt') && el.closest('a')) parts.push(' ');
    stack.push({ close: el });
    const children = el.childNodes;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) stack.push({ node: child, depth: depth + 1 });
    }
  }
  flush();
  return lines;
}
