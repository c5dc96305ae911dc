import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ImportPanelProps } from './ImportControls';
import { useI18n } from './I18n';

type Controls = ComponentType<ImportPanelProps>;

let loaded: Controls | null = null;
const loadControls = () => import('./ImportControls').then(({ ImportControls }) => (loaded = ImportControls));

/**
 * The import and the choice of a vacancy under the candidate. Their code loads once the popup has
 * painted (the candidate is read meanwhile, which takes longer), so the first paint does not carry
 * it; until then the button shows, not yet usable.
 */
export function ImportPanel(props: ImportPanelProps) {
  const { t } = useI18n();
  const [Controls, setControls] = useState<Controls | null>(() => loaded);
  useEffect(() => {
    if (Controls) return;
    let current = true;
    void loadControls().then((component) => current && setControls(() => component));
    return () => {
      current = false;
    };
  }, [Controls]);

  if (Controls) return <Controls {...props} />;
  return (
    <section class="import" aria-label={t('importSection')}>
      <button type="button" class="primary" disabled>
        {t('importCandidate')}
      </button>
    </section>
  );
}
