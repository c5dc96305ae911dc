import { z } from 'zod';
import type { ExtractionNote } from './notes.ts';

/** Where a field's value was found; `site:<name>` for site adapters. */
export const SourceSchema = z.string().min(1);
export type Source = z.infer<typeof SourceSchema>;

export const NameSchema = z.object({
  full: z.string().nullable(),
  first: z.string().nullable(),
  last: z.string().nullable(),
});

export const LinkSchema = z.object({ kind: z.string(), url: z.string() });

/** `YYYY-MM` or `YYYY`. */
export const PartialDateSchema = z.string().regex(/^\d{4}(-\d{2})?$/);

export const ExperienceSchema = z.object({
  title: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  start: PartialDateSchema.nullable(),
  end: PartialDateSchema.nullable(),
  current: z.boolean(),
});

export const EducationSchema = z.object({
  institution: z.string().nullable(),
  degree: z.string().nullable(),
  field: z.string().nullable(),
  start: PartialDateSchema.nullable(),
  end: PartialDateSchema.nullable(),
});

export const CANDIDATE_FIELDS = [
  'name',
  'emails',
  'phones',
  'headline',
  'location',
  'summary',
  'links',
  'skills',
  'languages',
  'experience',
  'education',
] as const;
export type CandidateField = (typeof CANDIDATE_FIELDS)[number];

/** How sure the engine is of a field: see confidence.ts for how it is decided. */
export const ConfidenceLevelSchema = z.enum(['high', 'medium', 'low']);
export type ConfidenceLevel = z.infer<typeof ConfidenceLevelSchema>;
export const ConfidenceSchema = z.partialRecord(z.enum(CANDIDATE_FIELDS), ConfidenceLevelSchema);
export type Confidence = z.infer<typeof ConfidenceSchema>;

export const CandidateSchema = z.object({
  name: NameSchema,
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  headline: z.string().nullable(),
  location: z.string().nullable(),
  summary: z.string().nullable(),
  links: z.array(LinkSchema),
  skills: z.array(z.string()),
  languages: z.array(z.string()),
  experience: z.array(ExperienceSchema),
  education: z.array(EducationSchema),
  sources: z.partialRecord(z.enum(CANDIDATE_FIELDS), SourceSchema),
  /** For each field found, how sure the engine is of it. */
  confidence: ConfidenceSchema,
});

export type Candidate = z.infer<typeof CandidateSchema>;
export type CandidateName = z.infer<typeof NameSchema>;
export type CandidateLink = z.infer<typeof LinkSchema>;
export type Experience = z.infer<typeof ExperienceSchema>;
export type Education = z.infer<typeof EducationSchema>;

/** What one extractor found: any subset of the candidate's fields. */
export type CandidateDraft = Partial<Omit<Candidate, 'sources' | 'confidence'>>;

export function emptyCandidate(): Candidate {
  return {
    name: { full: null, first: null, last: null },
    emails: [],
    phones: [],
    headline: null,
    location: null,
    summary: null,
    links: [],
    skills: [],
    languages: [],
    experience: [],
    education: [],
    sources: {},
    confidence: {},
  };
}

/** The library's answer: the candidate plus what went wrong or was cut short on the way. */
export interface ExtractionResult {
  candidate: Candidate;
  notes: ExtractionNote[];
}
