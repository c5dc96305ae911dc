import { render } from 'preact';
import { I18nContext } from '@/components/I18n';
import { OptionsForm } from '@/components/OptionsForm';
import '@/components/theme.css';
import { readSettings, settings as settingItems, type InterfaceLanguage, type Settings } from '@/lib/settings';
import { translatorFor } from '@/lib/ui/bundled-translator';

function show(settings: Settings, interfaceLanguage: InterfaceLanguage) {
  const i18n = translatorFor(interfaceLanguage, navigator.language);
  document.documentElement.lang = i18n.language;
  document.title = i18n.t('settingsTitle');
  render(
    <I18nContext.Provider value={i18n}>
      <OptionsForm initial={settings} />
    </I18nContext.Provider>,
    document.getElementById('app')!,
  );
}

void readSettings().then((settings) => {
  show(settings, settings.interfaceLanguage);
  // A saved language change shows at once; the form keeps what was typed.
  settingItems.interfaceLanguage.watch((language) => show(settings, language));
});
