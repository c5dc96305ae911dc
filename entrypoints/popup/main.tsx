import { render } from 'preact';
import { App, startPopup } from '@/components/App';
import { I18nContext } from '@/components/I18n';
import '@/components/theme.css';
import { readSettings } from '@/lib/settings';
import { preloadCatalog, startTranslator } from '@/lib/ui/i18n';

// Everything the first view needs is asked for at once; none of it waits on the network.
const starting = startPopup(location.search);
preloadCatalog(navigator.language);

void Promise.all([readSettings(), starting]).then(async ([settings, start]) => {
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
