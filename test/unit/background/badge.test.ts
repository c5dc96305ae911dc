import { describe, expect, it } from 'vitest';
import { BADGE_ATTENTION_COLOR, BADGE_PENDING_COLOR, badgeFor } from '@/lib/background/badge';

describe('toolbar badge', () => {
  it('is empty when nothing waits', () => {
    expect(badgeFor({ pending: 0, failed: 0, paused: false }).text).toBe('');
  });
  it('counts pending imports in the ordinary colour', () => {
    expect(badgeFor({ pending: 3, failed: 0, paused: false })).toEqual({ text: '3', color: BADGE_PENDING_COLOR });
  });
  it('turns to the attention colour when an import failed or waits for a sign-in', () => {
    expect(badgeFor({ pending: 1, failed: 1, paused: false })).toEqual({ text: '2', color: BADGE_ATTENTION_COLOR });
    expect(badgeFor({ pending: 2, failed: 0, paused: true }).color).toBe(BADGE_ATTENTION_COLOR);
  });
});
