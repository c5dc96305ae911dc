import { render } from 'preact';
import { BulkI18nContext } from '@/components/bulk/BulkI18n';
import { BulkPage, type BulkStart } from '@/components/bulk/BulkPage';
import { I18nContext } from '@/components/I18n';
import '@/components/theme.css';
import '@/components/bulk/bulk.css';
import { bulkTranslatorFor } from '@/lib/bulk/i18n';
import { readSettings, settings as settingItems, type Settings } from '@/lib/settings';
import { askSession, SIGNED_OUT } from '@/lib/ui/hooks/use-session';
import { translatorFor } from '@/lib/ui/bundled-translator';

function show(settings: Settings, session: BulkStart['session'] | null) {
  const ui = translatorFor(settings.interfaceLanguage, navigator.language);
  const bulk = bulkTranslatorFor(settings.interfaceLanguage, navigator.language);
  document.documentElement.lang = ui.language;
  document.title = bulk.t('pageTitle');
  const start: BulkStart = { session: session ?? SIGNED_OUT, sessionUnknown: session === null, settings };
  render(
    <I18nContext.Provider value={ui}>
      <BulkI18nContext.Provider value={bulk}>
        <BulkPage key={settings.companyId} start={start} />
      </BulkI18nContext.Provider>
    </I18nContext.Provider>,
    document.getElementById('app')!,
  );
}

void Promise.all([readSettings(), askSession()]).then(([settings, session]) => {
  let current = settings;
  show(current, session);
  // The company chosen in the popup meanwhile, or the language changed in the settings, shows at once.
  const change = (changes: Partial<Settings>) => {
    current = { ...current, ...changes };
    void askSession().then((now) => show(current, now));
  };
  settingItems.companyId.watch((companyId) => change({ companyId }));
  settingItems.interfaceLanguage.watch((interfaceLanguage) => change({ interfaceLanguage }));
});
