import { describe, expect, it } from 'vitest';
import { BADGE_ATTENTION_COLOR, BADGE_PENDING_COLOR, badgeFor } from '@/lib/background/badge';

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
});
