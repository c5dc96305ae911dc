import { browser } from 'wxt/browser';

export interface MenuEntry {
  id: string;
  title: string;
  contexts: ['page' | 'link'];
  targetUrlPatterns?: string[];
}

/** Menus outlive the worker in Chrome but not everywhere: they are recreated at every start, from scratch. */
export function recreateContextMenus(entries: MenuEntry[]): void {
  void browser.contextMenus.removeAll().then(() => {
    for (const entry of entries) browser.contextMenus.create(entry);
  });
}

export function onContextMenuClick(
  handler: (click: { menuItemId: string | number; linkUrl?: string }, tabId: number | undefined) => void,
): void {
  browser.contextMenus.onClicked.addListener((info, tab) => handler(info, tab?.id));
}
