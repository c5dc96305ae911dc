import { browser } from 'wxt/browser';

/** The browser's interface language (`fr`, `en-GB`…). */
export function browserLanguage(): string {
  return browser.i18n.getUILanguage();
}

/** A message of the extension's catalogues in the browser's language, or '' when there is none. */
export function catalogMessage(key: string): string {
  // Typed by WXT only for keys it generated; ours come from the interface catalogues.
  return (browser.i18n.getMessage as (name: string) => string)(key);
}
