import type { CountryCode } from 'libphonenumber-js';
import type { Budget } from '../budget.ts';
import type { CandidateDraft, Education, Experience } from '../candidate.ts';
import { profileLinks } from '../heuristics/links.ts';
import { parseDate } from '../heuristics/dates.ts';
import { emailFromMailto, isEmail } from '../heuristics/emails.ts';
import { findPhones } from '../heuristics/phones.ts';
import { cleanText } from '../heuristics/text.ts';
import { MAX_VALUES } from './schema-node.ts';

/** A parsed microformat: its root types and properties (strings or nested items). */
export interface MfItem {
  types: string[];
  props: Map<string, (string | MfItem)[]>;
  text: string;
}

const V2_ROOT = /^h-(card|resume|event|adr|geo)$/;
// Old-style (microformats 1) class names and what they mean in microformats 2.
const V1_ROOTS: Record<string, string> = { vcard: 'h-card', hresume: 'h-resume', vevent: 'h-event', adr: 'h-adr' };
const V1_PROPS: Record<string, string> = {
  fn: 'p-name',
  'given-name': 'p-given-name',
  'family-name': 'p-family-name',
  email: 'u-email',
  tel: 'p-tel',
  title: 'p-job-title',
  org: 'p-org',
  locality: 'p-locality',
  region: 'p-region',
  'country-name': 'p-country-name',
  url: 'u-url',
  note: 'p-note',
  summary: 'p-summary',
  skill: 'p-skill',
  experience: 'p-experience',
  education: 'p-education',
  affiliation: 'p-affiliation',
  contact: 'p-contact',
  dtstart: 'dt-start',
  dtend: 'dt-end',
  adr: 'p-adr',
  role: 'p-role',
  description: 'p-description',
};

function rootTypes(el: Element): { types: string[]; v1: boolean } {
  const classes = (el.getAttribute('class') ?? '').split(/\s+/);
  const v2 = classes.filter((c) => V2_ROOT.test(c));
  if (v2.length) return { types: v2, v1: false };
  return { types: classes.map((c) => V1_ROOTS[c]).filter((t): t is string => !!t), v1: true };
}

function propertyClasses(el: Element, v1: boolean): string[] {
  const classes = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
  if (!v1) return classes.filter((c) => /^(p|u|dt|e)-/.test(c));
  return classes.map((c) => V1_PROPS[c]).filter((p): p is string => !!p);
}

function valueOf(el: Element, prefix: string, budget: Budget): string {
  const get = (name: string) => el.getAttribute(name);
  const valueChild = el.querySelector(':scope > .value');
  if (prefix === 'u') return get('href') ?? get('src') ?? get('data') ?? get('value') ?? cleanText(el.textContent ?? '');
  if (prefix === 'dt') return get('datetime') ?? get('title') ?? get('value') ?? cleanText(el.textContent ?? '');
  if (valueChild) return cleanText(valueChild.textContent ?? '');
  const tag = el.tagName.toUpperCase();
  if (tag === 'ABBR' && get('title')) return get('title') ?? '';
  if ((tag === 'IMG' || tag === 'AREA') && get('alt')) return get('alt') ?? '';
  return cleanText((el.textContent ?? '').slice(0, budget.limits.maxTextNodeChars));
}

function parseItem(root: Element, types: string[], v1: boolean, budget: Budget, depth: number): MfItem {
  const item: MfItem = { types, props: new Map(), text: cleanText((root.textContent ?? '').slice(0, 5000)) };
  const add = (name: string, value: string | MfItem) => {
    const values = item.props.get(name) ?? [];
    if (values.length < MAX_VALUES) values.push(value);
    item.props.set(name, values);
  };
  const walk = (el: Element, d: number) => {
    if (d > budget.limits.maxDepth) {
      budget.note({ code: 'microformats-cut' });
      return;
    }
    for (const child of el.children) {
      const nested = rootTypes(child);
      const props = propertyClasses(child, v1);
      if (nested.types.length && depth < 8) {
        const sub = parseItem(child, nested.types, nested.v1, budget, depth + 1);
        for (const p of props) add(p.replace(/^\w+-/, ''), sub);
        continue;
      }
      for (const p of props) {
        const [prefix = 'p'] = p.split('-', 1);
        add(p.slice(prefix.length + 1), valueOf(child, prefix, budget));
      }
      walk(child, d + 1);
    }
  };
  walk(root, 0);
  if (!item.props.has('name')) {
    // Implied name and url (microformats 2): the root's own alt/title/text, and its own or only link.
    const implied =
      root.getAttribute('alt') ?? root.getAttribute('title') ?? root.querySelector(':scope > img[alt]')?.getAttribute('alt') ?? item.text;
    if (implied && ![...item.props.keys()].some((k) => !['url', 'photo'].includes(k))) item.props.set('name', [cleanText(implied)]);
  }
  if (!item.props.has('url')) {
    const link = root.matches('a[href], area[href]')
      ? root
      : root.querySelectorAll(':scope > a[href]').length === 1
        ? root.querySelector(':scope > a[href]')
        : null;
    const href = link?.getAttribute('href');
    if (href) item.props.set('url', [href]);
  }
  return item;
}

/** Top-level h-card / h-resume (and hCard / hResume) items of the page. */
export function findMicroformats(doc: Document, budget: Budget): MfItem[] {
  const items: MfItem[] = [];
  const roots = doc.querySelectorAll('.h-card, .h-resume, .vcard, .hresume');
  for (const el of [...roots].slice(0, 200)) {
    if (el.parentElement?.closest('.h-card, .h-resume, .vcard, .hresume, .h-event, .vevent')) continue;
    const { types, v1 } = rootTypes(el);
    if (types.length) items.push(parseItem(el, types, v1, budget, 0));
    if (budget.expired()) {
      budget.note({ code: 'time-ran-out', part: 'microformats' });
      break;
    }
  }
  return items;
}

const str = (v: string | MfItem | undefined): string | null =>
  v === undefined ? null : typeof v === 'string' ? v || null : (v.props.get('name')?.map(str)[0] ?? v.text ?? null);
// `p-title` is not microformats 2 but common in the wild (and in the test suite) for the job title.
const ALIASES: Record<string, string> = { 'job-title': 'title' };
const first = (item: MfItem, prop: string) => str(item.props.get(prop)?.[0] ?? item.props.get(ALIASES[prop] ?? '')?.[0]);
const all = (item: MfItem, prop: string) => (item.props.get(prop) ?? []).map(str).filter((s): s is string => !!s);
const items = (item: MfItem, prop: string) => (item.props.get(prop) ?? []).filter((v): v is MfItem => typeof v !== 'string');

function locationOf(card: MfItem): string | null {
  const adr = items(card, 'adr')[0] ?? card;
  const parts = [first(adr, 'locality'), first(adr, 'region'), first(adr, 'country-name')].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

function date(item: MfItem, prop: string): string | null {
  const raw = first(item, prop);
  return raw ? parseDate(raw) : null;
}

/** Candidate fields from an h-card or h-resume; `source` is `h-card` or `h-resume`. */
export function microformatToDraft(item: MfItem, country?: CountryCode, baseUrl?: string): CandidateDraft {
  const card = item.types.includes('h-resume') ? items(item, 'contact')[0] : item;
  const resume = item.types.includes('h-resume') ? item : null;
  const name = (resume && first(resume, 'name')) ?? (card && first(card, 'name'));
  const experience: Experience[] = resume
    ? items(resume, 'experience').map((e) => ({
        title: first(e, 'job-title'),
        company: first(e, 'org') ?? first(e, 'name'),
        location: first(e, 'location'),
        start: date(e, 'start'),
        end: date(e, 'end'),
        current: !!first(e, 'start') && !first(e, 'end'),
      }))
    : [];
  const education: Education[] = resume
    ? items(resume, 'education').map((e) => ({
        institution: first(e, 'org') ?? first(e, 'name'),
        degree: first(e, 'description'),
        field: null,
        start: date(e, 'start'),
        end: date(e, 'end'),
      }))
    : [];
  const emails = card
    ? all(card, 'email')
        .map((e) => emailFromMailto(e) ?? e.toLowerCase())
        .filter(isEmail)
    : [];
  const phones = card ? all(card, 'tel').flatMap((t) => findPhones(t.replace(/^tel:/i, ''), country, true)) : [];
  return {
    name: name
      ? { full: name, first: (card && first(card, 'given-name')) ?? null, last: (card && first(card, 'family-name')) ?? null }
      : undefined,
    emails,
    phones,
    headline: card ? (first(card, 'job-title') ?? first(card, 'role')) : null,
    location: card ? locationOf(card) : null,
    summary: (resume && first(resume, 'summary')) ?? (card && first(card, 'note')),
    links: card ? profileLinks(all(card, 'url'), baseUrl) : [],
    skills: resume ? all(resume, 'skill') : [],
    experience,
    education,
  };
}
