import { render } from '@testing-library/preact';
import type { ComponentChild } from 'preact';
import { I18nContext } from '../../../../components/I18n';
import { translatorFor } from '../../../../lib/ui/bundled-translator';

/** Renders a piece of the popup in English, as the popup's entry point provides it. */
export function renderInEnglish(ui: ComponentChild) {
  return render(<I18nContext.Provider value={translatorFor('en', 'en-GB')}>{ui}</I18nContext.Provider>);
}
