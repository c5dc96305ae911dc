import { emptyCandidate, type Candidate } from '@/lib/extract/candidate';

/** A candidate as a CV reader returns it. */
export const lea: Candidate = {
  ...emptyCandidate(),
  name: { full: 'Léa Moreau', first: 'Léa', last: 'Moreau' },
  emails: ['lea.moreau@example.org'],
  headline: 'Product Owner',
  sources: { emails: 'pdf' },
};
