import { describe, expect, it } from 'vitest';
import { CandidateSchema, emptyCandidate } from '../../../lib/extract/candidate.ts';
import { candidateReference, toCandidateMetaValue } from '../../../lib/extract/meta-value.ts';
import { extractHtml } from './helpers.ts';

describe('the candidate meta value', () => {
  const { candidate } = extractHtml(`<html lang="fr"><body><h1>Zoë O’Connor</h1><p>Directrice “produit” — Paris</p>
    <p>zoe@example.fr · other@example.fr</p></body></html>`);

  it('is the candidate as plain JSON, with plain quotes and dashes, the page and the capture time', () => {
    const value = toCandidateMetaValue(candidate, { pageUrl: 'https://example.fr/zoe', capturedAt: new Date('2026-01-02T03:04:05Z') });
    expect(value.name.full).toBe("Zoë O'Connor");
    expect(JSON.stringify(value)).not.toMatch(/[\u2018\u2019\u201c\u201d\u2013\u2014]/);
    expect(value.page_url).toBe('https://example.fr/zoe');
    expect(value.captured_at).toBe('2026-01-02T03:04:05.000Z');
    expect(JSON.parse(JSON.stringify(value))).toEqual(value);
    expect(CandidateSchema.safeParse(value).success).toBe(true);
  });

  it('leaves the candidate itself untouched', () => {
    toCandidateMetaValue(candidate, { pageUrl: 'https://example.fr/zoe', capturedAt: '2026-01-02T03:04:05Z' });
    expect(candidate.name.full).toBe('Zoë O’Connor');
  });

  it('has the first e-mail as its reference, or none', () => {
    expect(candidateReference(candidate)).toBe('zoe@example.fr');
    expect(candidateReference(emptyCandidate())).toBeNull();
  });
});
