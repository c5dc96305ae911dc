import { browser } from 'wxt/browser';
import type { OutboxSummary } from '../outbox/summary';

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

export function showOutboxState(summary: OutboxSummary): void {
  const { text, color } = badgeFor(summary);
  const action = browser.action ?? browser.browserAction;
  void action.setBadgeText({ text });
  void action.setBadgeBackgroundColor({ color });
  void action.setTitle({
    title: text ? `CV importer: ${text} import(s) waiting${color === BADGE_ATTENTION_COLOR ? ' (needs attention)' : ''}` : 'CV importer',
  });
}
