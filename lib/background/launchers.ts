import { browser } from 'wxt/browser';

const MENU_PAGE = 'import-candidate-page';
const MENU_LINK = 'import-candidate-link';
/** Links to CV documents: the path ends in .pdf or .docx, with or without a query. */
const DOCUMENT_LINKS = ['*://*/*.pdf', '*://*/*.pdf?*', '*://*/*.docx', '*://*/*.docx?*'];
const POPUP_WINDOW = { type: 'popup' as const, width: 460, height: 680 };

function message(key: string, fallback: string): string {
  // Typed by WXT only for keys it generated; ours come from public/_locales.
  return (browser.i18n.getMessage as (name: string) => string)(key) || fallback;
}

/** The context-menu entries that open the popup's candidate view, on a page or on a link to a CV. */
export function registerLaunchers(): void {
  // Menus outlive the worker in Chrome but not everywhere: recreated at every start, from scratch.
  void browser.contextMenus.removeAll().then(() => {
    browser.contextMenus.create({ id: MENU_PAGE, title: message('contextMenuImport', 'Import candidate from this page'), contexts: ['page'] });
    browser.contextMenus.create({
      id: MENU_LINK,
      title: message('contextMenuImportLink', 'Import candidate from this CV'),
      contexts: ['link'],
      targetUrlPatterns: DOCUMENT_LINKS,
    });
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === MENU_LINK && info.linkUrl) void openPopupWindow({ document: info.linkUrl });
    else if (info.menuItemId === MENU_PAGE && tab?.id !== undefined) void openCandidateView(tab.id);
  });
}

/** The toolbar popup when the browser lets us open it, otherwise the same page in a small window. */
async function openCandidateView(tabId: number): Promise<void> {
  // Firefox's MV2 build calls it browserAction.
  const action = (browser.action ?? (browser as unknown as { browserAction?: unknown }).browserAction) as
    | { openPopup?: () => Promise<void> }
    | undefined;
  try {
    if (!action?.openPopup) throw new Error('openPopup is not available');
    await action.openPopup();
  } catch {
    await openPopupWindow({ tab: String(tabId) });
  }
}

async function openPopupWindow(params: Record<string, string>): Promise<void> {
  const url = browser.runtime.getURL(`/popup.html?${new URLSearchParams(params).toString()}` as '/popup.html');
  await browser.windows.create({ url, ...POPUP_WINDOW });
}
