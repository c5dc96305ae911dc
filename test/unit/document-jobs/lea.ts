import type { Candidate } from '@/lib/extract/candidate';

/** A candidate as a CV reader returns it. */
export const lea: Candidate = {
  name: { full: 'Léa Moreau', first: 'Léa', last: 'Moreau' },
  emails: ['lea.moreau@example.org'],
  phones: [],
  headline: 'Product Owner',
  location: null,
  summary: null,
  links: [],
  skills: [],
  languages: [],
  experience: [],
  education: [],
  sources: { emails: 'pdf' },
};
