import type { MessageKey } from '@/lib/ui/i18n';
import { EDITED_SOURCE } from '@/lib/ui/candidate-form';
import { siteLabel } from '@/lib/ui/extraction-text';
import { useI18n } from './I18n';

const NAMED: Record<string, MessageKey> = {
  'json-ld': 'sourceJsonLd',
  microdata: 'sourceMicrodata',
  rdfa: 'sourceRdfa',
  'h-card': 'sourceMicroformats',
  'h-resume': 'sourceMicroformats',
  mailto: 'sourceMailto',
  tel: 'sourceTel',
  'rel-me': 'sourceRelMe',
  heuristic: 'sourcePageText',
  pdf: 'sourcePdf',
  docx: 'sourceDocx',
  [EDITED_SOURCE]: 'sourceEdited',
};

/** Where a field's value came from, as a small badge ("JSON-LD", "LinkedIn page", "you"). */
export function SourceBadge({ source, id }: { source: string | undefined; id: string }) {
  const { t } = useI18n();
  if (!source) return null;
  const known = NAMED[source];
  const site = source.startsWith('site:') ? source.slice(5) : null;
  const text = known ? t(known) : site ? t('sourceSite', siteLabel(site)) : source;
  return (
    <span class="badge" id={id} title={t('sourceTitle', text)}>
      <span class="visually-hidden">{t('sourcePrefix')} </span>
      {text}
    </span>
  );
}
