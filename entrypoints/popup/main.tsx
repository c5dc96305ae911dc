import { render } from 'preact';
import { App } from '@/components/App';
import { I18nContext } from '@/components/I18n';
import '@/components/theme.css';
import { resolveLanguage } from '@/lib/ui/i18n';
import { loadCatalog, loadTranslator } from '@/lib/ui/load-translator';
import { startPopup } from '@/lib/ui/popup-start';

// The browser's language is the usual one: its catalogue loads while the settings are read.
void loadCatalog(resolveLanguage('auto', navigator.language));

void startPopup(location.search).then(async (start) => {
  const i18n = await loadTranslator(start.settings.interfaceLanguage, navigator.language);
  document.documentElement.lang = i18n.language;
  document.title = i18n.t('appName');
  render(
    <I18nContext.Provider value={i18n}>
      <App start={start} search={location.search} />
    </I18nContext.Provider>,
    document.getElementById('app')!,
  );
});
