import type { OutboxSummary } from '../outbox/summary';
import { showBadge } from '../platform/action';
import type { Translator } from '../ui/i18n';

export const BADGE_PENDING_COLOR = '#1d4ed8';
export const BADGE_ATTENTION_COLOR = '#b91c1c';

/**
 * What the toolbar badge shows for an outbox state: the count of unsent imports (those that could
 * not be read included), red when one needs the recruiter.
 */
export function badgeFor(summary: OutboxSummary): { text: string; color: string } {
  const count = summary.pending + summary.failed + summary.unreadable;
  const attention = summary.failed > 0 || summary.unreadable > 0 || (summary.paused && count > 0);
  return {
    text: count === 0 ? '' : count > 99 ? '99+' : String(count),
    color: attention ? BADGE_ATTENTION_COLOR : BADGE_PENDING_COLOR,
  };
}

/** The toolbar button's tooltip for an outbox state, in the recruiter's language. */
export function badgeTitle(summary: OutboxSummary, i18n: Translator): string {
  const count = summary.pending + summary.failed + summary.unreadable;
  if (count === 0) return i18n.t('appName');
  return i18n.plural(badgeFor(summary).color === BADGE_ATTENTION_COLOR ? 'badgeNeedsAttention' : 'badgeWaiting', count);
}

export function showOutboxState(summary: OutboxSummary, i18n: Translator): void {
  showBadge({ ...badgeFor(summary), title: badgeTitle(summary, i18n) });
}
