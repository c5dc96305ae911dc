import { describe, expect, it } from 'vitest';
import { cvFileName } from '../../../lib/cv-pdf/index.ts';
import { emptyCandidate } from '../../../lib/extract/candidate.ts';

const named = (full: string | null, first: string | null = null, last: string | null = null) => ({
  ...emptyCandidate(),
  name: { full, first, last },
});

describe('cvFileName', () => {
  it('names the file after the candidate in plain letters', () => {
    expect(cvFileName(named('Marie Dupont'))).toBe('CV - Marie Dupont.pdf');
    expect(cvFileName(named('Anaïs Lefèvre-Strauß'))).toBe('CV - Anais Lefevre-Strauss.pdf');
    expect(cvFileName(named(null, 'Søren', 'Kierkegaard'))).toBe('CV - Soren Kierkegaard.pdf');
  });

  it('keeps no character a file system or a mail header could trip on', () => {
    expect(cvFileName(named('../../etc/passwd "x" <y>: z*?|'))).toBe('CV - etc passwd x y z.pdf');
    expect(cvFileName(named("Seán O'Brien / Dev"))).toBe('CV - Sean O Brien Dev.pdf');
  });

  it('falls back to CV.pdf when the name has no letter it can write', () => {
    expect(cvFileName(emptyCandidate())).toBe('CV.pdf');
    expect(cvFileName(named('   '))).toBe('CV.pdf');
    expect(cvFileName(named('🚀🚀'))).toBe('CV.pdf');
  });

  it('keeps a very long name to a sensible length', () => {
    expect(cvFileName(named('Name '.repeat(100))).length).toBeLessThanOrEqual('CV - .pdf'.length + 80);
  });
});
