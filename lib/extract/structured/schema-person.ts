import type { CountryCode } from 'libphonenumber-js';
import type { CandidateDraft, Education, Experience } from '../candidate.ts';
import { profileLinks } from '../heuristics/links.ts';
import { parseDate } from '../heuristics/dates.ts';
import { emailFromMailto, isEmail } from '../heuristics/emails.ts';
import { findPhones } from '../heuristics/phones.ts';
import { cleanText } from '../heuristics/text.ts';

/** A schema.org node as JSON-LD, microdata and RDFa readers all produce it: properties to values. */
export type SchemaNode = { [property: string]: unknown };

/** Values read at most from one property: a person has a few jobs and profiles, not thousands. */
export const MAX_VALUES = 200;

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.slice(0, MAX_VALUES) : [value];
}

export function typesOf(node: SchemaNode): string[] {
  return asArray(node['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/#:]/, ''));
}

export function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A property's text: a string as is, a node by its `name` (or `@value`). */
function text(value: unknown): string | null {
  for (const v of asArray(value)) {
    if (typeof v === 'string' || typeof v === 'number') {
      const t = cleanText(String(v));
      if (t) return t;
    }
    if (isNode(v)) {
      const t = text(v['@value'] ?? v.name);
      if (t) return t;
    }
  }
  return null;
}

function texts(value: unknown): string[] {
  return asArray(value)
    .map(text)
    .filter((t): t is string => !!t);
}

function place(value: unknown): string | null {
  for (const v of asArray(value)) {
    if (typeof v === 'string') return cleanText(v) || null;
    if (!isNode(v)) continue;
    const address = isNode(v.address) ? v.address : v;
    const parts = [text(address.addressLocality), text(address.addressRegion), text(address.addressCountry)].filter(Boolean);
    if (parts.length) return parts.join(', ');
    const named = text(v.name);
    if (named) return named;
  }
  return null;
}

function occupations(person: SchemaNode): Experience[] {
  const jobs: Experience[] = [];
  for (const o of asArray(person.hasOccupation)) {
    if (!isNode(o)) {
      const t = text(o);
      if (t) jobs.push(job(t, null, null, null));
      continue;
    }
    const inner = isNode(o.hasOccupation) ? o.hasOccupation : o; // a Role wrapping an Occupation
    jobs.push(job(text(inner.name) ?? text(o.roleName), null, text(o.startDate), text(o.endDate)));
  }
  // One title per organisation when there are as many (LinkedIn lists them side by side), else the
  // title goes with the first organisation only.
  const orgs = asArray(person.worksFor);
  const titles = texts(person.jobTitle);
  orgs.forEach((org, i) => {
    const company = text(org)?.replace(/^@(?=\S)/, '') ?? null; // "@acme-corp", as GitHub shows an organisation
    const title = titles.length === orgs.length ? titles[i]! : i === 0 ? (titles[0] ?? null) : null;
    // Dates on the organisation, or on the person's role in it (`member: OrganizationRole`).
    const role = isNode(org) && isNode(org.member) ? org.member : org;
    const dated = isNode(role) ? role : {};
    if (company) jobs.push(job(title, company, text(dated.startDate), text(dated.endDate)));
  });
  return jobs.filter((j) => j.title || j.company);
}

function job(title: string | null, company: string | null, start: string | null, end: string | null): Experience {
  return { title, company, location: null, start: start ? parseDate(start) : null, end: end ? parseDate(end) : null, current: false };
}

function schools(person: SchemaNode): Education[] {
  return asArray(person.alumniOf)
    .map((school): Education | null => {
      const institution = text(isNode(school) && isNode(school.alumniOf) ? school.alumniOf : school);
      return institution ? { institution, degree: null, field: null, start: null, end: null } : null;
    })
    .filter((e): e is Education => e !== null);
}

/** The headline: the job title, else the current occupation (one without an end date). */
function headlineOf(person: SchemaNode, jobs: Experience[]): string | null {
  const title = text(person.jobTitle);
  if (title) return title;
  const current = jobs.filter((j) => !j.end && j.title);
  return current.at(-1)?.title ?? jobs[0]?.title ?? null;
}

/** Candidate fields from a schema.org Person node. */
export function personToDraft(person: SchemaNode, country?: CountryCode, baseUrl?: string): CandidateDraft {
  const given = text(person.givenName);
  const family = text(person.familyName);
  const full = text(person.name) ?? ([given, family].filter(Boolean).join(' ') || null);
  const jobs = occupations(person);
  const emails = texts(person.email)
    .map((e) => emailFromMailto(e) ?? e.toLowerCase())
    .filter(isEmail);
  const phones = texts(person.telephone).flatMap((p) => findPhones(p.replace(/^tel:/i, ''), country, true));
  const urls = [...texts(person.url), ...texts(person.sameAs)];
  return {
    name: full ? { full, first: given, last: family } : undefined,
    emails,
    phones,
    headline: headlineOf(person, jobs),
    location: place(person.address) ?? place(person.homeLocation) ?? place(person.workLocation),
    summary: text(person.description),
    links: profileLinks(urls, baseUrl),
    skills: texts(person.knowsAbout ?? person.skills),
    languages: texts(person.knowsLanguage),
    experience: jobs,
    education: schools(person),
  };
}

/** Person nodes in a graph of nodes: Person itself, ProfilePage's mainEntity/about, and @graph members. */
export function findPersons(roots: unknown[], maxNodes = 5000): SchemaNode[] {
  const persons: SchemaNode[] = [];
  const queue = asArray(roots);
  for (let next = 0; next < queue.length && next < maxNodes; next++) {
    const node = queue[next];
    if (Array.isArray(node)) {
      queue.push(...asArray(node));
      continue;
    }
    if (!isNode(node)) continue;
    const types = typesOf(node);
    if (types.includes('Person')) persons.push(node);
    else queue.push(...asArray(node['@graph']), ...asArray(node.mainEntity), ...asArray(node.about), ...asArray(node.author));
  }
  return persons;
}
