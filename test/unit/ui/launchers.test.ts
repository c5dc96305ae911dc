import { describe, expect, it } from 'vitest';
import { launch, launcherMenus, MENU_LINK, MENU_PAGE, type LauncherActions } from '@/lib/background/launchers';

/** Records what a click asked the browser to open. */
function browserActions(popupAllowed: boolean): LauncherActions & { opened: unknown[] } {
  const opened: unknown[] = [];
  return {
    opened,
    openPopup: async () => {
      if (!popupAllowed) throw new Error('openPopup needs a user gesture');
      opened.push('toolbar popup');
    },
    openWindow: async (query) => {
      opened.push(query);
    },
  };
}

describe('context-menu launchers', () => {
  it('offer "Import candidate from this page" on pages and on links to PDF and DOCX files', () => {
    const menus = launcherMenus(() => '');
    expect(menus).toEqual([
      expect.objectContaining({ title: 'Import candidate from this page', contexts: ['page'] }),
      expect.objectContaining({ contexts: ['link'], targetUrlPatterns: expect.arrayContaining(['*://*/*.pdf', '*://*/*.docx']) }),
    ]);
    expect(launcherMenus((key) => (key === 'contextMenuImport' ? 'Importer le candidat de cette page' : ''))[0]!.title).toBe(
      'Importer le candidat de cette page',
    );
  });

  it('open the toolbar popup on the page, or a popup window on that tab when the browser refuses', async () => {
    const allowed = browserActions(true);
    await launch({ menuItemId: MENU_PAGE }, 7, allowed);
    expect(allowed.opened).toEqual(['toolbar popup']);

    const refused = browserActions(false);
    await launch({ menuItemId: MENU_PAGE }, 7, refused);
    expect(refused.opened).toEqual([{ tab: '7' }]);
  });

  it('read a linked CV in a popup window, and ignore other entries', async () => {
    const actions = browserActions(true);
    await launch({ menuItemId: MENU_LINK, linkUrl: 'https://cvs.example/lea.pdf' }, 7, actions);
    await launch({ menuItemId: 'someone-else' }, 7, actions);
    expect(actions.opened).toEqual([{ document: 'https://cvs.example/lea.pdf' }]);
  });
});
