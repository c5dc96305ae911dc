import { render } from 'preact';
import { App, startPopup } from '@/components/App';
import { I18nContext } from '@/components/I18n';
import '@/components/theme.css';
import { readSettings } from '@/lib/settings';
import { startTranslator } from '@/lib/ui/i18n';

const start = startPopup(location.search);

void readSettings().then(async (settings) => {
  const i18n = await startTranslator(settings.interfaceLanguage, navigator.language);
  document.documentElement.lang = i18n.language;
  document.title = i18n.t('appName');
  render(
    <I18nContext.Provider value={i18n}>
      <App initialSettings={settings} search={location.search} start={start} />
    </I18nContext.Provider>,
    document.getElementById('app')!,
  );
});
