import { openActionPopup, openExtensionWindow } from '../platform/action';
import { onContextMenuClick, recreateContextMenus, type MenuEntry } from '../platform/context-menus';
import { catalogMessage } from '../platform/i18n';

export const MENU_PAGE = 'import-candidate-page';
export const MENU_LINK = 'import-candidate-link';
/** Links to CV documents: the path ends in .pdf or .docx, with or without a query. */
const DOCUMENT_LINKS = ['*://*/*.pdf', '*://*/*.pdf?*', '*://*/*.docx', '*://*/*.docx?*'];

export type { MenuEntry };

/** The context-menu entries; `message` translates a catalogue key or returns '' when it cannot. */
export function launcherMenus(message: (key: string) => string): MenuEntry[] {
  return [
    { id: MENU_PAGE, title: message('contextMenuImport') || 'Import candidate from this page', contexts: ['page'] },
    {
      id: MENU_LINK,
      title: message('contextMenuImportLink') || 'Import candidate from this CV',
      contexts: ['link'],
      targetUrlPatterns: DOCUMENT_LINKS,
    },
  ];
}

export interface LauncherActions {
  /** The toolbar popup on the active tab; rejects when the browser does not allow it now. */
  openPopup: () => Promise<void>;
  /** `popup.html` with these query parameters in a small popup window. */
  openWindow: (query: Record<string, string>) => Promise<void>;
}

/** A click on one of our entries: the candidate view for that tab, or for the linked CV. */
export async function launch(
  click: { menuItemId: string | number; linkUrl?: string },
  tabId: number | undefined,
  actions: LauncherActions,
): Promise<void> {
  if (click.menuItemId === MENU_LINK && click.linkUrl) return actions.openWindow({ document: click.linkUrl });
  if (click.menuItemId !== MENU_PAGE || tabId === undefined) return;
  try {
    await actions.openPopup();
  } catch {
    await actions.openWindow({ tab: String(tabId) });
  }
}

/** Registers the context-menu entries that open the popup's candidate view (background only). */
export function registerLaunchers(): void {
  recreateContextMenus(launcherMenus(catalogMessage));
  const actions: LauncherActions = {
    openPopup: openActionPopup,
    openWindow: (query) => openExtensionWindow(`/popup.html?${new URLSearchParams(query).toString()}`, { width: 460, height: 640 }),
  };
  onContextMenuClick((click, tabId) => void launch(click, tabId, actions));
}
