import {
  emptyCandidate,
  type Candidate,
  type CandidateDraft,
  type CandidateField,
  type Education,
  type Experience,
  type Source,
} from './candidate.ts';
import { confidenceOf } from './confidence.ts';
import { linkKey, ownLinks } from './heuristics/links.ts';
import { splitName } from './heuristics/names.ts';
import { foldKey, uniqueBy } from './heuristics/text.ts';

export interface SourcedDraft {
  source: Source;
  draft: CandidateDraft;
}

const UNION_FIELDS = ['emails', 'phones', 'links'] as const;
const FIRST_WINS_LISTS = ['skills', 'languages', 'experience', 'education'] as const;
const FIRST_WINS_TEXT = ['headline', 'location', 'summary'] as const;

function keyOf(value: unknown): string {
  // One phone read with two default countries (a page's language, the candidate's address) is one phone.
  if (typeof value === 'string' && /^\+?\d{8,}$/.test(value)) return value.slice(-9);
  if (typeof value === 'string') return value.toLowerCase();
  const url = (value as { url?: string }).url;
  return url ? linkKey(url) : JSON.stringify(value);
}

const ENTRY_LISTS = ['experience', 'education'] as const;
// Structured data states what its author chose to (often the current job alone); a site's page, read as shown, is whole.
const STRUCTURED = new Set<Source>(['json-ld', 'microdata', 'rdfa', 'h-card', 'h-resume']);
type Entry = Experience | Education;

/** The words that name an entry: its employer and title, or its school and degree. */
function entryNames(entry: Entry): string[] {
  const names = 'institution' in entry ? [entry.institution, entry.degree] : [entry.company, entry.title];
  return names.filter((name): name is string => !!name).map(foldKey);
}

/** Whether two entries name the same job or degree: a name of one is, or holds, a name of the other. */
function sameEntry(a: Entry, b: Entry): boolean {
  const names = entryNames(b);
  return entryNames(a).some((name) => names.some((other) => name.includes(other) || other.includes(name)));
}

/**
 * Whether a later source's entries are a fuller list of the ones already taken: more of them, and
 * each taken entry among them. Structured data often names only the current job (`worksFor`), while the
 * page lists the whole history.
 */
function extendsEntries(taken: Entry[], fuller: Entry[]): boolean {
  return taken.length > 0 && fuller.length > taken.length && taken.every((entry) => fuller.some((other) => sameEntry(entry, other)));
}

/**
 * Combines drafts in priority order (most trusted first). Single values and lists such as skills
 * come from the first draft that has them, but a later draft's fuller list of jobs or degrees that
 * holds every one structured data gave replaces it; e-mails, phones and links are the union of all drafts.
 * `sources` records the draft that supplied each field (for unions: the first contributor). Of the
 * links, the person's own are kept (one per network, one website; see `ownLinks`); `pageUrl` is the
 * address of the page the drafts were read from, when it has one. Each field found is given its
 * confidence (`confidenceOf`) once the candidate is whole.
 */
export function mergeDrafts(drafts: SourcedDraft[], pageUrl?: string): Candidate {
  const candidate = emptyCandidate();
  const setSource = (field: CandidateField, source: Source) => {
    candidate.sources[field] ??= source;
  };
  for (const { source, draft } of drafts) {
    if (!candidate.name.full && draft.name?.full) {
      const split = splitName(draft.name.full);
      candidate.name = { full: split.full, first: draft.name.first ?? split.first, last: draft.name.last ?? split.last };
      setSource('name', source);
    }
    for (const field of FIRST_WINS_TEXT) {
      const value = draft[field]?.trim();
      if (!candidate[field] && value) {
        candidate[field] = value;
        setSource(field, source);
      }
    }
    for (const field of FIRST_WINS_LISTS) {
      const value = draft[field];
      if (candidate[field].length === 0 && value?.length) {
        (candidate[field] as unknown[]) = value;
        setSource(field, source);
      }
    }
    for (const field of ENTRY_LISTS) {
      const fuller = draft[field] as Entry[] | undefined;
      const takenFrom = candidate.sources[field];
      if (fuller && takenFrom && STRUCTURED.has(takenFrom) && extendsEntries(candidate[field], fuller)) {
        (candidate[field] as Entry[]) = fuller;
        candidate.sources[field] = source;
      }
    }
    for (const field of UNION_FIELDS) {
      const value = draft[field];
      if (!value?.length) continue;
      const merged = uniqueBy([...candidate[field], ...value] as unknown[], keyOf);
      if (merged.length > candidate[field].length) setSource(field, source);
      (candidate[field] as unknown[]) = merged;
    }
  }
  candidate.links = ownLinks(candidate.links, candidate.name.full, pageUrl);
  candidate.confidence = confidenceOf(candidate);
  return candidate;
}
