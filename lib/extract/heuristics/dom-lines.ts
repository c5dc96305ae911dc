import type { Budget } from '../budget.ts';
import { cleanText, CONTACT_TEXT } from './text.ts';
import { isDatePiece, isOnlyDates } from './dates.ts';
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
// An icon font's class (`material-icons`, `material-symbols-outlined`, `resume-icon`) and the ligature
// name it draws as one glyph (`email`, `location_on`, `check_circle_outlined`).
const ICON_CLASS = /^(?:material-(?:icons|symbols)[\w-]*|(?:[\w-]*[-_])?icons?)$/i;
const LIGATURE_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/** Whether an element is an icon drawn from a font by its name: the name is no text a reader sees. */
function isIconLigature(el: Element): boolean {
  // (firstElementChild, not children: asked of every element, and a DOM may build the whole list to count it.)
  if (el.firstElementChild || !LIGATURE_NAME.test((el.textContent ?? '').trim())) return false;
  return (el.getAttribute('class') ?? '').split(/\s+/).some((name) => ICON_CLASS.test(name));
}
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

const BOLD = new Set(['B', 'STRONG']);

const MIN_ELEMENTS = 3000;

// Where one inline element ends and another begins, in the text gathered for a line.
const BOUNDARY = '\u2063';
const BOUNDARIES = /\u2063+/g;

/**
 * Whether a browser most likely shows a gap between two elements set side by side with nothing in
 * between: styles make such spans blocks, flex items or floats ("Velzaro" / "September 2021",
 * "Velmora" / "2023", "Nov, 2021" / "1 year 11 months"), so a change of case, between letters and
 * digits, or between two numbers, marks a boundary; a word styled in parts ("<b>J</b>ane",
 * "1<sup>er</sup>", "jane<span>@</span>example.com") stays whole.
 */
function gapBetween(before: string, after: string): boolean {
  if (/\s/.test(before) || /\s/.test(after)) return false;
  if (/\p{Lu}|\p{N}/u.test(after) && /[\p{Ll}:;,!?)\]]/u.test(before)) return true;
  return /\p{N}/u.test(before) ? /[\p{Lu}\p{N}]/u.test(after) : /\p{L}/u.test(before) && /\p{N}/u.test(after);
}

/** A line's gathered text with its inline boundaries read as gaps or joins. */
function joinInline(text: string): string {
  return text.replace(BOUNDARIES, (marks: string, at: number) =>
    gapBetween(text[at - 1] ?? ' ', text[at + marks.length] ?? ' ') ? ' ' : '',
  );
}

type Step = { node: Node; depth: number } | { close: Element };

/**
 * A `<nav>` is a site's menu and is skipped, unless it holds a heading or contact details written
 * out: some CV themes set the person's name, title and contact details in a bar or a drawer
 * marked as navigation.
 */
function holdsProfile(nav: Element): boolean {
  return nav.querySelector('h1, h2, h3, h4, h5, h6') !== null || CONTACT_TEXT.test(nav.textContent ?? '');
}

/**
 * `<h1>Jane Doe <small>Data Engineer</small></h1>`: small print inside a heading, after its text, is a subtitle set
 * under or beside it in lesser type, a line of its own (a job title beside a name, a date beside an employer).
 */
function isSubtitle(el: Element, block: Element | undefined): boolean {
  return el.tagName.toUpperCase() === 'SMALL' && !!block && !!HEADING_SIZE[block.tagName.toUpperCase()] && el.parentNode === block;
}

// Words that carry a heading's text on into the part after it: "at", "@", "chez", "bei", "bij", "presso", "en", "em", "in", "à".
const LEADS_ON = /(?:(?:^|\s)(?:at|chez|bei|bij|presso|en|em|in|na|no|à|de|di|da|van|von|for|pour|für|para|per)|[@,:|&/+–—-])\s*$/iu;

function isHeadingLead(text: string, block: Element | undefined): boolean {
  return !!block && !!HEADING_SIZE[block.tagName.toUpperCase()] && !LEADS_ON.test(text);
}

/** A CV's footer may repeat or give the person's e-mail and phone: one that writes them out is read, not skipped as a site's. */
function holdsContacts(footer: Element): boolean {
  return CONTACT_TEXT.test(footer.textContent ?? '');
}

/** Whether a text sits inside a <b> or <strong> within the block that owns its line. */
function inBold(text: Node, block: Element | undefined): boolean {
  for (let el = text.parentElement; el && el !== block; el = el.parentElement) if (BOLD.has(el.tagName.toUpperCase())) return true;
  return false;
}

const DASH_ALONE = /^\s*[-–—]\s*$/;

/** Fields of a line at most: an entry's title, organisation, place and dates, or a row of skills shown as chips. */
const MAX_FIELDS = 40;
const MAX_FIELD_LENGTH = 80;

/**
 * The texts of the inline elements a block holds side by side with nothing but spaces between them
 * (`<span class="position">Engineer</span> <span class="company">Acme</span>`): a style sheet sets
 * such elements apart as fields, though their text runs on. Undefined when the block has text of its own
 * between them (prose with a link in it) or when they are not a row of short fields.
 */
function fieldsOf(parts: string[], ranges: [number, number][], looseText: boolean): string[] | undefined {
  if (looseText || ranges.length < 2 || ranges.length > MAX_FIELDS) return undefined;
  const fields = ranges.map(([start, end]) => cleanText(joinInline(parts.slice(start, end).join('')))).filter(Boolean);
  return fields.length >= 2 && fields.every((field) => field.length <= MAX_FIELD_LENGTH) ? fields : undefined;
}

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
  // The open blocks, innermost last: the innermost owns the line being gathered.
  const blocks: Element[] = [root];
  // Where each inline element set directly in the owning block starts in `parts`, and the ranges of those closed.
  let cellStarts = new Map<Element, number>();
  let cellRanges: [number, number][] = [];
  let looseText = false;
  // Whether every text of the line gathered so far is set in bold, and whether there is any.
  let allBold = true;
  let anyText = false;
  // The footers read for the contact details they write out, open around the line being gathered.
  let contactFooters = 0;
  const iconLinksFirst: string[] = [];
  const flush = () => {
    // Table cells stay apart with a tab, as a label and its value ("Phone<tab>+33 6 …").
    const text = joinInline(parts.join('')).split('\t').map(cleanText).filter(Boolean).join('\t');
    const fields = text.includes('\t') ? undefined : fieldsOf(parts, cellRanges, looseText);
    const bold = anyText && allBold ? { bold: true } : {};
    if (text)
      lines.push({
        text,
        links: lines.length ? links : [...iconLinksFirst, ...links],
        ...context,
        ...bold,
        bullet: context.bullet || startsWithBullet(text),
        ...(fields ? { fields } : {}),
        ...(contactFooters ? { inFooter: true } : {}),
      });
    // A link with only an icon in it (a LinkedIn logo) has no text of its own: it belongs to the line before, or,
    // in a row of icons set above everything else (a sidebar's profiles over the name), to the first line.
    else if (links.length) (lines.at(-1)?.links ?? iconLinksFirst).push(...links);
    parts = [];
    partsLength = 0;
    links = [];
    context = {};
    cellStarts = new Map();
    cellRanges = [];
    looseText = false;
    allBold = true;
    anyText = false;
  };
  const stack: Step[] = [{ node: root, depth: 0 }];
  let visited = 0;
  while (stack.length) {
    const step = stack.pop()!;
    if ('close' in step) {
      const tag = step.close.tagName;
      if (BLOCKS.has(tag) || blocks.at(-1) === step.close) {
        flush();
        if (blocks.at(-1) === step.close) blocks.pop();
        if (tag.toUpperCase() === 'FOOTER') contactFooters--;
      } else {
        parts.push(CELLS.has(tag) ? '\t' : BOUNDARY);
        const start = cellStarts.get(step.close);
        if (start !== undefined) cellRanges.push([start, parts.length]);
      }
      continue;
    }
    const { node, depth } = step;
    if (node.nodeType === 3) {
      const text = node.nodeValue ?? '';
      // "<h3>MSc Physics <em>University of Arden</em></h3>": a heading's own words before the parts it sets apart
      // are a part of their own, unless they lead into the next ("Engineer at <a>Acme</a>").
      const loose = node.parentNode === blocks.at(-1) && /\S/.test(text);
      const leadsHeading = loose && !cellStarts.size && !cellRanges.length && isHeadingLead(text, blocks.at(-1));
      // "<strong>Engineer</strong>-<em>Acme</em> (2019-2021)": a dash alone after an inline part only parts it from the
      // next, and dates alone after one are a part of their own; neither is prose around the parts. A dash after a
      // date ("<time>2015</time> – <time>2019</time>") joins a range.
      const lastPart = cellRanges.at(-1);
      const afterPart = loose && !!lastPart && !isDatePiece(cleanText(joinInline(parts.slice(...lastPart).join(''))));
      const dashAlone = afterPart && DASH_ALONE.test(text);
      const datesAlone = afterPart && !dashAlone && isOnlyDates(text);
      if (loose && !leadsHeading && !dashAlone && !datesAlone) looseText = true;
      if (leadsHeading || datesAlone) cellRanges.push([parts.length, parts.length + 1]);
      if (/\S/.test(text)) {
        anyText = true;
        allBold &&= inBold(node, blocks.at(-1));
      }
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
      (SKIPPED.has(tag) && !(tag === 'NAV' && holdsProfile(el)) && !(tag === 'FOOTER' && holdsContacts(el))) ||
      el.hasAttribute('hidden') ||
      el.getAttribute('aria-hidden') === 'true' ||
      HIDDEN_STYLE.test(el.getAttribute('style') ?? '') ||
      isIconLigature(el)
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
    if (tag === 'FOOTER') contactFooters++;
    if (BLOCKS.has(tag) || isSubtitle(el, blocks.at(-1))) {
      // "<li>Data<ul><li>PostgreSQL</li>…": the text of an item that holds a list of its own titles that list.
      if ((tag === 'UL' || tag === 'OL') && blocks.at(-1)?.tagName.toUpperCase() === 'LI') context.bullet = false;
      flush();
      blocks.push(el);
    } else {
      parts.push(BOUNDARY);
      if (el.parentNode === blocks.at(-1)) cellStarts.set(el, parts.length);
    }
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
