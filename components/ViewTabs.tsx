import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import type { MessageKey } from '@/lib/ui/i18n';
import { useI18n } from './I18n';

export const VIEWS = ['candidate', 'vacancies', 'comments', 'outbox'] as const;
export type View = (typeof VIEWS)[number];

const LABELS: Record<View, MessageKey> = {
  candidate: 'tabCandidate',
  vacancies: 'tabVacancies',
  comments: 'tabComments',
  outbox: 'tabOutbox',
};

/** The popup's views as ARIA tabs: Tab reaches the selected one, arrows, Home and End move between them. */
export function ViewTabs({ view, onSelect }: { view: View; onSelect: (view: View) => void }) {
  const { t } = useI18n();

  // Keyboard users land on the views once signed in, not at the top of an empty focus order.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) document.getElementById(`tab-${view}`)?.focus();
    // Only when the tabs first appear, whatever view is selected later.
  }, []);

  function onKeyDown(event: JSX.TargetedKeyboardEvent<HTMLDivElement>) {
    const index = VIEWS.indexOf(view);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: VIEWS.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = VIEWS[(target + VIEWS.length) % VIEWS.length]!;
    onSelect(next);
    document.getElementById(`tab-${next}`)?.focus();
  }

  return (
    <div role="tablist" class="tabs" aria-label={t('views')} onKeyDown={onKeyDown}>
      {VIEWS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`tab-${name}`}
          aria-selected={view === name}
          aria-controls={`panel-${name}`}
          tabIndex={view === name ? 0 : -1}
          onClick={() => onSelect(name)}
        >
          {t(LABELS[name])}
        </button>
      ))}
    </div>
  );
}
