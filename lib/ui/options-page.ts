import { browser } from 'wxt/browser';

/** The extension's settings page, in a tab of its own. */
export function openOptionsPage(): void {
  void browser.runtime.openOptionsPage();
}
