import type { Candidate } from '../extract/candidate.ts';
import { formatDateRange, formatMadeOn } from './dates.ts';
import { CV_LABELS, fillLabel, type CvLabels, type CvLanguage } from './labels.ts';
import { toWinAnsi, winAnsiCharacters, winAnsiLine } from './win-ansi.ts';

export interface CvContext {
  /** The address of the page the candidate was read from. */
  pageUrl: string;
  madeAt: Date | number;
  language: CvLanguage;
  /** The recruiter's time zone for the date in the footer; the runtime's own by default. */
  timeZone?: string;
}

/** An experience or an education: a bold first line, a second line, dates on the right. */
export interface CvEntry {
  heading: string;
  detail: string | null;
  dates: string | null;
}

export type CvSection =
  | { title: string; kind: 'entries'; entries: CvEntry[] }
  | { title: string; kind: 'list'; items: string[] }
  | { title: string; kind: 'text'; paragraphs: string[] };

export interface CvLink {
  text: string;
  url: string;
}

/** What the page shows, every string already in characters the standard fonts carry. */
export interface CvContent {
  name: string;
  headline: string;
  contacts: string[];
  links: CvLink[];
  sections: CvSection[];
  footer: string;
  /** Says where a section was cut; `{n}` is how many items were left out. Its ellipsis is the one glyph "…", which no reader takes for a dot leader. */
  moreLabel: string;
}

const present = (values: Array<string | null>): string[] => values.map(winAnsiLine).filter(Boolean);

export function candidateName(candidate: Candidate): string {
  return winAnsiLine(candidate.name.full ?? present([candidate.name.first, candidate.name.last]).join(' '));
}

/** An http(s) address, or null: nothing else is made clickable in the file. */
function webAddress(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** An address as a reader writes it: no scheme, no trailing slash. */
function shownAddress(url: string): string {
  return winAnsiLine(url.replace(/^https?:\/\//i, '').replace(/\/$/, ''));
}

function links(candidate: Candidate): CvLink[] {
  const seen = new Set<string>();
  const out: CvLink[] = [];
  for (const link of candidate.links) {
    const url = webAddress(link.url);
    if (!url || seen.has(url.href)) continue;
    seen.add(url.href);
    out.push({ text: shownAddress(url.href), url: url.href });
  }
  return out;
}

function experienceEntries(candidate: Candidate, labels: CvLabels): CvEntry[] {
  return candidate.experience
    .map((job) => {
      const [title = '', company = '', location = ''] = [job.title, job.company, job.location].map(winAnsiLine);
      const heading = title || company;
      const detail = present(title ? [company, location] : [location]).join(' · ');
      return { heading, detail: detail || null, dates: formatDateRange(job.start, job.end, job.current, labels) };
    })
    .filter((entry) => entry.heading || entry.detail);
}

function educationEntries(candidate: Candidate, labels: CvLabels): CvEntry[] {
  return candidate.education
    .map((course) => {
      const diploma = present([course.degree, course.field]).join(', ');
      const institution = winAnsiLine(course.institution);
      return {
        heading: diploma || institution,
        detail: diploma && institution ? institution : null,
        dates: formatDateRange(course.start, course.end, false, labels),
      };
    })
    .filter((entry) => entry.heading);
}

function sections(candidate: Candidate, labels: CvLabels): CvSection[] {
  const all: CvSection[] = [
    { title: labels.experience, kind: 'entries', entries: experienceEntries(candidate, labels) },
    { title: labels.education, kind: 'entries', entries: educationEntries(candidate, labels) },
    { title: labels.skills, kind: 'list', items: present(candidate.skills) },
    { title: labels.languages, kind: 'list', items: present(candidate.languages) },
    {
      title: labels.summary,
      kind: 'text',
      paragraphs: toWinAnsi(candidate.summary ?? '')
        .split(/\n+/)
        .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    },
  ];
  return all
    .filter(
      (section) => (section.kind === 'entries' ? section.entries : section.kind === 'list' ? section.items : section.paragraphs).length,
    )
    .map((section) => ({ ...section, title: winAnsiCharacters(section.title) }));
}

/** The page's address without its query or fragment, which may carry tokens. */
function pageAddress(pageUrl: string): string {
  const url = webAddress(pageUrl);
  return url ? shownAddress(url.origin + url.pathname) : winAnsiLine(pageUrl);
}

/** The candidate as the CV page shows it, in the recruiter's language. */
export function cvContent(candidate: Candidate, context: CvContext): CvContent {
  const labels = CV_LABELS[context.language];
  const madeOn = formatMadeOn(context.madeAt, labels, context.timeZone);
  return {
    name: candidateName(candidate),
    headline: winAnsiLine(candidate.headline),
    contacts: present([...candidate.emails, ...candidate.phones, candidate.location]),
    links: links(candidate),
    sections: sections(candidate, labels),
    footer: winAnsiLine(fillLabel(labels.madeFrom, { url: pageAddress(context.pageUrl), date: madeOn })),
    moreLabel: winAnsiCharacters(labels.more),
  };
}
