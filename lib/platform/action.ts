import { browser } from 'wxt/browser';

/** The toolbar button's badge and tooltip. */
export function showBadge({ text, color, title }: { text: string; color: string; title: string }): void {
  const action = browser.action ?? browser.browserAction;
  void action.setBadgeText({ text });
  void action.setBadgeBackgroundColor({ color });
  void action.setTitle({ title });
}

/** Opens the toolbar popup on the active tab; rejects where the browser does not allow it now. */
export async function openActionPopup(): Promise<void> {
  const action = browser.action as { openPopup?: () => Promise<void> } | undefined;
  if (!action?.openPopup) throw new Error('openPopup is not available');
  await action.openPopup();
}

/** One of the extension's pages (`/popup.html?…`) in a small window of its own. */
export async function openExtensionWindow(path: string, size: { width: number; height: number }): Promise<void> {
  await browser.windows.create({ url: browser.runtime.getURL(path as '/popup.html'), type: 'popup', ...size });
}
