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

/** The active tab of the current window, or null when there is none. */
export async function activeTab(): Promise<TabInfo | null> {
  const [active] = await browser.tabs.query({ active: true, currentWindow: true });
  return active ? info(active) : null;
}

/** Every open tab (addresses only for origins the extension may see). */
export async function openTabs(): Promise<TabInfo[]> {
  return (await browser.tabs.query({})).map(info).filter((tab): tab is TabInfo => tab !== null);
}
