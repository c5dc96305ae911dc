import type { CountryCode } from 'libphonenumber-js';
import type { CandidateDraft, Education, Experience } from '../candidate.ts';
import { profileLinks } from '../heuristics/links.ts';
import { parseDate } from '../heuristics/dates.ts';
import { emailFromMailto, isEmail } from '../heuristics/emails.ts';
import { findPhones } from '../heuristics/phones.ts';
import { cleanText } from '../heuristics/text.ts';
import { asArray, isNode, MAX_VALUES, typesOf, type SchemaNode } from './schema-node.ts';
import { isFormerEmployer, membership } from './schema-roles.ts';

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

/** Each thing a property names: a node whose `name` is given several times (a group of tags) names each. */
function namedThings(value: unknown): string[] {
  return asArray(value)
    .flatMap((v) => (isNode(v) && v['@value'] === undefined ? asArray(v.name).map(text) : [text(v)]))
    .filter((t): t is string => !!t)
    .slice(0, MAX_VALUES);
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
  // title goes with the first organisation only; a role's own name comes first.
  const orgs = asArray(person.worksFor);
  const titles = texts(person.jobTitle);
  orgs.forEach((org, i) => {
    const { organisation, role } = membership(org, 'worksFor');
    const company = text(organisation)?.replace(/^@(?=\S)/, '') ?? null; // "@acme-corp", as GitHub shows an organisation
    const title = text(role.roleName) ?? (titles.length === orgs.length ? titles[i]! : i === 0 ? (titles[0] ?? null) : null);
    if (company) jobs.push(job(title, company, text(role.startDate), text(role.endDate), whereOf(organisation, role)));
  });
  for (const m of asArray(person.alumniOf)
    .map((a) => membership(a, 'alumniOf'))
    .filter(isFormerEmployer)) {
    const company = text(m.organisation);
    if (company)
      jobs.push(job(text(m.role.roleName), company, text(m.role.startDate), text(m.role.endDate), whereOf(m.organisation, m.role)));
  }
  return jobs.filter((j) => j.title || j.company);
}

/** Where a job was: the role's place of work, else the organisation's place. */
function whereOf(organisation: unknown, role: SchemaNode): string | null {
  return place(role.workLocation ?? role.location) ?? (isNode(organisation) ? place(organisation.location) : null);
}

function job(
  title: string | null,
  company: string | null,
  start: string | null,
  end: string | null,
  location: string | null = null,
): Experience {
  return { title, company, location, start: start ? parseDate(start) : null, end: end ? parseDate(end) : null, current: false };
}

function schools(person: SchemaNode): Education[] {
  return asArray(person.alumniOf)
    .map((a) => membership(a, 'alumniOf'))
    .filter((m) => !isFormerEmployer(m))
    .map((m): Education | null => {
      const institution = text(m.organisation);
      const start = text(m.role.startDate);
      const end = text(m.role.endDate);
      return institution
        ? { institution, degree: null, field: null, start: start ? parseDate(start) : null, end: end ? parseDate(end) : null }
        : null;
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
    skills: namedThings(person.knowsAbout ?? person.skills),
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
