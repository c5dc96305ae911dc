import { render } from 'preact';
import { App } from '@/components/App';
import { I18nContext } from '@/components/I18n';
import '@/components/theme.css';
import { translatorFor } from '@/lib/ui/bundled-translator';
import { startPopup } from '@/lib/ui/popup-start';

void startPopup(location.search).then((start) => {
  const i18n = translatorFor(start.settings.interfaceLanguage, navigator.language);
  document.documentElement.lang = i18n.language;
  document.title = i18n.t('appName');
  render(
    <I18nContext.Provider value={i18n}>
      <App start={start} search={location.search} />
    </I18nContext.Provider>,
    document.getElementById('app')!,
  );
});
