import { browser } from 'wxt/browser';

/** A tab as the rest of the extension sees it: its id, and its address when the extension may see it. */
export interface TabInfo {
  id: number;
  url: string | null;
}

const info = (tab: { id?: number; url?: string }): TabInfo | null => (tab.id === undefined ? null : { id: tab.id, url: tab.url ?? null });

/** The tab with this id, or null when it is gone. */
export async function tabById(id: number): Promise<TabInfo | null> {
  const tab = await browser.tabs.get(id).catch(() => null);
  return tab ? info(tab) : null;
}

/**
 * The active tab of the current window, or null when there is none. A tab that shows one of the
 * extension's own pages (the popup opened in a tab, the settings) gets that page's address: some
 * browsers (Chromium 150) hide it without the `tabs` permission, and a hidden address would pass
 * for a web page that may show a candidate.
 */
export async function activeTab(): Promise<TabInfo | null> {
  const [active] = await browser.tabs.query({ active: true, currentWindow: true });
  if (!active) return null;
  if (!active.url && active.id !== undefined) {
    const [ownPage] = ownPagesIn(active.id);
    if (ownPage) return { id: active.id, url: ownPage.location.href };
  }
  return info(active);
}

/** The extension's pages open in this tab (none where the browser cannot tell, as in a service worker). */
function ownPagesIn(tabId: number): Array<{ location: Location }> {
  try {
    // The typings call these views their own Window type; they are the pages' DOM windows.
    return browser.extension.getViews({ tabId }) as unknown as Array<{ location: Location }>;
  } catch {
    return [];
  }
}

/** Every open tab (addresses only for origins the extension may see). */
export async function openTabs(): Promise<TabInfo[]> {
  return (await browser.tabs.query({})).map(info).filter((tab): tab is TabInfo => tab !== null);
}
