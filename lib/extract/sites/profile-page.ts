// A profile page (LinkedIn, old and new, signed in or out) read by its structure and text rather
// than its class names: the top card around the page's <h1> (name, headline, location) and the
// sections named by their headings (Experience, Education, Skills, Languages, About, in the
// languages the generic reader knows), whose list items are the entries.
import type { CandidateDraft, Education, Experience } from '../candidate.ts';
import { findDateRange, type DateRange } from '../heuristics/dates.ts';
import { looksLikeName, splitName } from '../heuristics/names.ts';
import { readPlace } from '../heuristics/places.ts';
import { classifyHeading, type SectionKind } from '../heuristics/sections.ts';
import { INSTITUTION_WORD } from '../heuristics/vocabulary.ts';
import { cleanText, foldKey, uniqueBy } from '../heuristics/text.ts';
import { ENGAGEMENT_WORDS } from '../fields/engagements.ts';

// What a reader does not see: code, controls, sign-in dialogs, sidebars of other people's profiles.
const UNSEEN_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'IMG',
  'BUTTON',
  'SELECT',
  'INPUT',
  'TEXTAREA',
  'NAV',
  'FOOTER',
  'ASIDE',
]);
// Blurred teasers, hidden overlays, and text for screen readers only (labels such as "Dates Employed",
// or a second copy of what the eye reads in an `aria-hidden` element).
const UNSEEN_CLASSES = new Set(['blur', 'blurred', 'invisible', 'visually-hidden', 'sr-only', 'screen-reader-text', 'a11y-text']);

const MAX_LINES = 400;
const MAX_ENTRIES = 60;
// A logo's label for screen readers ("Glovo logo"), where the eye sees a picture.
const LOGO_LABEL = /\s(?:logo|logotipo|logotype)$/i;

// Checked by hand rather than with a selector: DOMs without a selector cache compile one per call.
function unseen(el: Element): boolean {
  return (
    UNSEEN_TAGS.has(el.tagName.toUpperCase()) ||
    el.hasAttribute('hidden') ||
    el.getAttribute('role') === 'dialog' ||
    el.getAttribute('aria-modal') === 'true' ||
    (el.getAttribute('class') ?? '').split(/\s+/).some((name) => UNSEEN_CLASSES.has(name))
  );
}

function insideUnseen(el: Element): boolean {
  for (let at: Element | null = el; at; at = at.parentElement) if (unseen(at)) return true;
  return false;
}

/** The text of an element as a reader sees it, line breaks kept as `\n`. */
function visibleText(el: Element, depth = 0): string {
  let text = '';
  for (const node of el.childNodes) {
    if (node.nodeType === 3) text += node.nodeValue ?? '';
    else if (node.nodeType === 1 && depth < 40) {
      const child = node as Element;
      if (child.tagName === 'BR') text += '\n';
      else if (!unseen(child)) text += visibleText(child, depth + 1);
    }
  }
  return text;
}

/**
 * The lines of an element: a run of inline text (`<time>2019</time> - Present`) is one line; where
 * an element holds only elements with text, each is read apart. Repeated lines count once; lines of
 * asterisks (blurred teasers) and logos' labels not at all.
 */
export function textLines(root: Element): string[] {
  const lines: string[] = [];
  const push = (raw: string) => {
    for (const part of raw.split('\n')) {
      const line = cleanText(part);
      if (line && lines.at(-1) !== line && !/^[*\s·.-]+$/.test(line) && !LOGO_LABEL.test(line) && lines.length < MAX_LINES)
        lines.push(line);
    }
  };
  const walk = (el: Element, depth: number) => {
    if (lines.length >= MAX_LINES || unseen(el)) return;
    const children = [...el.childNodes].filter((n) =>
      n.nodeType === 3 ? !!n.nodeValue?.trim() : n.nodeType === 1 && !unseen(n as Element),
    );
    if (depth > 30 || children.some((n) => n.nodeType === 3)) {
      push(visibleText(el));
      return;
    }
    for (const child of children) walk(child as Element, depth + 1);
  };
  walk(root, 0);
  return lines;
}

// Lines of a top card that are no headline: connection degree, pronouns, counts, buttons' labels.
const BADGE = new RegExp(
  [
    '^[·•]?\\s*(?:1st|2nd|3rd\\+?|1er|2e|3e\\+?)$',
    'degree connection',
    '^\\(?(?:he|she|they|il|elle)\\s*/\\s*\\w+\\)?$',
    '\\b(?:connections?|followers?|relations|abonnés|kontakte|follower|contactos|seguidores|collegamenti|relaties|volgers|conexões)$',
    '^(?:contact info|coordonnées|kontaktinfo|información de contacto|informazioni di contatto|contactgegevens|informações de contato)$',
    '^(?:open to work|talks about|top voice)',
    '^(?:message|follow|connect|more|suivre|se connecter|plus)$',
  ].join('|'),
  'i',
);

const AREA = /\b(?:area|region|metropolitan|région|metropolregion|área|zona|regio|gebied|grande|greater)\b/i;

/**
 * The element holding the person's name: the first name-like <h1>, else (layouts that set the name
 * in a list item or a span) the first element reading as the name the page title gives.
 */
function nameElement(doc: Document): Element | null {
  const h1 = [...doc.querySelectorAll('h1')].slice(0, 20).find((h) => !insideUnseen(h) && looksLikeName(textLines(h)[0] ?? ''));
  if (h1) return h1;
  // "(3) Jane Doe | LinkedIn", "Jane Doe - Engineer - Acme | LinkedIn"
  const titled = cleanText((doc.querySelector('title')?.textContent ?? '').replace(/^\(\d+\)\s*/, '').split(/\s[|\-–—·]\s/)[0] ?? '');
  if (!looksLikeName(titled)) return null;
  return (
    [...(doc.body ?? doc.documentElement).querySelectorAll('li, span, div, p, h2, h3')]
      .slice(0, 5000)
      .find((el) => cleanText(el.textContent ?? '') === titled && !insideUnseen(el)) ?? null
  );
}

/** The name, headline and location of the top card: the element with the name and the lines after it. */
function readTopCard(doc: Document): Pick<CandidateDraft, 'name' | 'headline' | 'location'> {
  const anchor = nameElement(doc);
  if (!anchor) return {};
  const name = textLines(anchor)[0]!;
  // The card: the nearest ancestor holding a few lines beyond the name.
  let card: Element = anchor;
  for (let up = 0; up < 8 && card.parentElement && textLines(card).length < 5; up++) card = card.parentElement;
  const lines = textLines(card);
  const after = lines.slice(lines.indexOf(name) + 1, lines.indexOf(name) + 12).filter((l) => !BADGE.test(l) && l !== name);
  const isPlace = (line: string) =>
    line.length <= 80 && (!!readPlace(line) || (AREA.test(line) && !/\d/.test(line) && line.split(' ').length <= 6));
  const headline = after.find((line) => !isPlace(line) && line.length <= 220) ?? null;
  const location = after.find((line) => line !== headline && isPlace(line)) ?? null;
  return { name: splitName(name), headline, location };
}

/**
 * The sections of the page by their headings' kind (the first of each kind, outside sidebars and
 * dialogs): each heading's section is the largest element around it that holds no other heading of
 * its level, and no larger than a <section>.
 */
function sectionsByKind(doc: Document): Map<SectionKind, Element> {
  const headings = [...doc.querySelectorAll('h2, h3')].slice(0, 300).filter((h) => !insideUnseen(h));
  const held = new Map(['H2', 'H3'].map((tag) => [tag, countWithin(headings.filter((h) => h.tagName.toUpperCase() === tag))]));
  const sections = new Map<SectionKind, Element>();
  for (const heading of headings) {
    const kind = classifyHeading(cleanText(visibleText(heading)));
    if (kind && !sections.has(kind)) sections.set(kind, largestHolding(heading, held.get(heading.tagName.toUpperCase())!));
  }
  return sections;
}

/** How many of the given elements each of their ancestors holds. */
function countWithin(elements: Element[], depth = 40): Map<Element, number> {
  const counts = new Map<Element, number>();
  for (const el of elements) {
    let at = el.parentElement;
    for (let up = 0; at && up < depth; up++, at = at.parentElement) counts.set(at, (counts.get(at) ?? 0) + 1);
  }
  return counts;
}

function largestHolding(el: Element, held: Map<Element, number>, within?: Element): Element {
  let at = el;
  while (at.parentElement && at.parentElement !== within && held.get(at.parentElement) === 1 && !SECTIONING.has(at.tagName.toUpperCase())) {
    at = at.parentElement;
  }
  return at;
}

const SECTIONING = new Set(['SECTION', 'ARTICLE', 'MAIN', 'BODY']);

/**
 * The entries of a section: its list items that hold no list (a company's roles apart), the visible
 * ones of a `hide-after-N` list; in a section without lists, the largest blocks around each title
 * (its subheadings of the most common level).
 */
function listItems(section: Element): Element[] {
  const items = [...section.querySelectorAll('li')]
    .slice(0, 500)
    .filter((li) => !li.querySelector('li') && !insideUnseen(li) && !hiddenByListLimit(li));
  if (items.length) return items.slice(0, MAX_ENTRIES);
  const headingLevel = Number(section.querySelector('h2, h3')?.tagName.slice(1) ?? 1);
  const titles = [...section.querySelectorAll('h3, h4, h5')]
    .slice(0, 200)
    .filter((h) => Number(h.tagName.slice(1)) > headingLevel && !insideUnseen(h));
  const level = mostCommon(titles.map((h) => h.tagName.toUpperCase()));
  const sameLevel = titles.filter((h) => h.tagName.toUpperCase() === level);
  const held = countWithin(sameLevel);
  return sameLevel.map((title) => largestHolding(title, held, section)).slice(0, MAX_ENTRIES);
}

function mostCommon(values: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

// "Show 35 more skills": a list that shows only its first N items until expanded.
function hiddenByListLimit(li: Element): boolean {
  const list = li.parentElement;
  const limit = /(?:^|\s)\S*hide-after-(\d+)(?:\s|$)/.exec(list?.getAttribute('class') ?? '')?.[1];
  return !!limit && [...(list?.children ?? [])].indexOf(li) >= Number(limit);
}

// LinkedIn's employment types, in its interface languages: "Korvan Systems · Full-time".
const EMPLOYMENT = new RegExp(`^(?:${ENGAGEMENT_WORDS})$`, 'i');
const EMPLOYMENT_AT_END = new RegExp(`\\s+(?:${ENGAGEMENT_WORDS})$`, 'i');
// "10 yrs 5 mos", "1 year 7 months", "4 ans", "3 J. 2 Mon.": how long, not what.
const DURATION =
  /^(?:\d+\s*(?:yrs?|years?|mos?|months?|ans?|mois|j\.?|jahre?|mon\.?|monate?|años?|meses?|anni|mesi|jaar|maanden|anos?)\s*)+$/i;

function withoutEmployment(line: string): string {
  return line
    .split(/\s+·\s+/)
    .filter((part) => !EMPLOYMENT.test(part) && !DURATION.test(part))
    .join(' · ');
}

interface EntryLines {
  head: string[];
  dates: DateRange | null;
  place: string | null;
}

/** An entry's header lines (before its dates), its dates and the place after them; descriptions left out. */
function readEntry(lines: string[]): EntryLines {
  const dateAt = lines.findIndex((line) => line.length <= 80 && !!findDateRange(line));
  const head = (dateAt >= 0 ? lines.slice(0, dateAt) : lines.slice(0, 3))
    .map(withoutEmployment)
    .filter((line) => line && line.length <= 150)
    .slice(0, 3);
  const next = dateAt >= 0 ? lines[dateAt + 1] : undefined;
  const place = next && readPlace(next.split(/\s+·\s+/)[0] ?? '') ? next.split(/\s+·\s+/)[0]! : null;
  return { head, dates: dateAt >= 0 ? findDateRange(lines[dateAt]!) : null, place };
}

/** The lines of the entry a nested list item belongs to (a company over its several roles), else none. */
function groupLines(li: Element): string[] {
  const group = li.parentElement?.closest('li');
  if (!group) return [];
  // What the group shows before the list of its roles, at every level between the two.
  const before: Element[] = [];
  for (let at = li.parentElement!; at !== group && at.parentElement; at = at.parentElement) {
    const siblings = [...at.parentElement.children];
    before.unshift(...siblings.slice(0, siblings.indexOf(at)));
  }
  return before.flatMap(textLines);
}

function experience(section: Element): Experience[] {
  return listItems(section)
    .map((li): Experience | null => {
      const { head, dates, place } = readEntry(textLines(li));
      const group = readEntry(groupLines(li)).head;
      // One line alone names the organisation (its role is blurred for visitors).
      const [title = null, company = null] = group.length ? [head[0], group[0]] : head.length === 1 ? [null, head[0]] : head;
      if (!title && !company) return null;
      // "Acme Full-time": the type set beside the company without a separator.
      return {
        title,
        company: company?.replace(EMPLOYMENT_AT_END, '') ?? null,
        location: place,
        start: dates?.start ?? null,
        end: dates?.end ?? null,
        current: dates?.current ?? false,
      };
    })
    .filter((e): e is Experience => e !== null);
}

function education(section: Element): Education[] {
  return listItems(section)
    .map((li): Education | null => {
      const {
        head: [institution, degree, field],
        dates,
      } = readEntry(textLines(li));
      if (!institution) return null;
      return { institution, degree: degree ?? null, field: field ?? null, start: dates?.start ?? null, end: dates?.end ?? null };
    })
    .filter((e): e is Education => e !== null);
}

/** Each item's first line: a skill's or a language's name, without its endorsements or level. */
function itemNames(section: Element): string[] {
  return uniqueBy(
    listItems(section)
      .map((li) => textLines(li)[0] ?? '')
      .filter((name) => name && name.length <= 80),
    foldKey,
  );
}

function sectionText(section: Element): string | null {
  const [, ...lines] = textLines(section);
  return cleanText(lines.join(' ')).slice(0, 2000) || null;
}

/** What the structure of a profile page shows; fields it cannot find are left out. */
export function readProfilePage(doc: Document): CandidateDraft {
  const sections = sectionsByKind(doc);
  const draft: CandidateDraft = { ...readTopCard(doc) };
  const section = (kind: SectionKind) => sections.get(kind);
  const summary = section('summary');
  if (summary) draft.summary = sectionText(summary);
  const jobs = section('experience');
  if (jobs) draft.experience = experience(jobs);
  const schools = section('education');
  if (schools) draft.education = education(schools);
  // "Experience & Education" in one list: a school named without a role is an education entry.
  else if (draft.experience) {
    const isSchool = (job: Experience) => !job.title && INSTITUTION_WORD.test(job.company ?? '');
    draft.education = draft.experience
      .filter(isSchool)
      .map((job) => ({ institution: job.company, degree: null, field: null, start: job.start, end: job.end }));
    draft.experience = draft.experience.filter((job) => !isSchool(job));
  }
  const skills = section('skills');
  if (skills) draft.skills = itemNames(skills);
  const languages = section('languages');
  if (languages) draft.languages = itemNames(languages);
  return draft;
}
