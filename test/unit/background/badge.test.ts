import { describe, expect, it } from 'vitest';
import { BADGE_ATTENTION_COLOR, BADGE_PENDING_COLOR, badgeFor, badgeTitle } from '@/lib/background/badge';
import { translatorFor } from '@/lib/ui/bundled-translator';

const idle = { pending: 0, failed: 0, unreadable: 0, paused: false };

describe('toolbar badge', () => {
  it('is empty when nothing waits', () => {
    expect(badgeFor(idle).text).toBe('');
  });
  it('counts pending imports in the ordinary colour', () => {
    expect(badgeFor({ ...idle, pending: 3 })).toEqual({ text: '3', color: BADGE_PENDING_COLOR });
  });
  it('turns to the attention colour when an import failed or waits for a sign-in', () => {
    expect(badgeFor({ ...idle, pending: 1, failed: 1 })).toEqual({ text: '2', color: BADGE_ATTENTION_COLOR });
    expect(badgeFor({ ...idle, pending: 2, paused: true }).color).toBe(BADGE_ATTENTION_COLOR);
  });
  it('counts a stored import that could not be read, in the attention colour', () => {
    expect(badgeFor({ ...idle, pending: 2, unreadable: 1 })).toEqual({ text: '3', color: BADGE_ATTENTION_COLOR });
  });
  it('says in its tooltip how many imports wait, in the recruiter’s language and with plural forms', () => {
    const en = translatorFor('en', 'en');
    const fr = translatorFor('fr', 'fr-FR');
    expect(badgeTitle({ ...idle, pending: 1 }, en)).toBe('CV importer: 1 import waiting');
    expect(badgeTitle({ ...idle, pending: 3 }, en)).toBe('CV importer: 3 imports waiting');
    expect(badgeTitle({ ...idle, pending: 1 }, fr)).toBe('CV importer : 1 importation en attente');
    expect(badgeTitle({ ...idle, pending: 2, failed: 1 }, fr)).toMatch(/^CV importer : 3 importations en attente, certaines demandent/);
    expect(badgeTitle(idle, fr)).toBe('CV importer');
  });
});
