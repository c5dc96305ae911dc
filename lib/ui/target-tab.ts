import { activeTab, openTabs, tabById, type TabInfo } from '../platform/tabs';
import { companyIdFrom } from './service-ids';

/** `popup.html?tab=<id>` acts on that tab (context menu, tests); otherwise on the active tab. */
export function tabIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('tab');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/** `popup.html?document=<url>` (context menu on a link to a CV) reads that document instead of a tab. */
export function documentFromSearch(search: string): { url: string; format: 'pdf' | 'docx' } | null {
  const url = new URLSearchParams(search).get('document');
  if (!url || !/^https?:/i.test(url)) return null;
  return { url, format: /\.docx(?:$|[?#])/i.test(url) ? 'docx' : 'pdf' };
}

export type TargetTab = TabInfo;

export async function findTargetTab(search: string): Promise<TargetTab | null> {
  const requested = tabIdFromSearch(search);
  if (requested !== null) return { id: requested, url: (await tabById(requested))?.url ?? null };
  return activeTab();
}

/**
 * Whether the tab may show a candidate: web pages and local files may; the browser's own pages
 * (new tab, settings, extension pages) never do. A tab whose address is hidden from the extension
 * may.
 */
export function mayHoldCandidate(tab: TargetTab): boolean {
  return tab.url === null || /^(?:https?|file):/i.test(tab.url);
}

/**
 * A company id read from the service's web app: in the popup's tab, else in any open tab whose
 * address the extension may see (those of origins it has permission for); null when none shows one.
 */
export async function companyIdFromTabs(tab: TargetTab | null): Promise<string | null> {
  const inTab = tab?.url ? companyIdFrom(tab.url) : null;
  if (inTab) return inTab;
  const open = await openTabs();
  return open.map((other) => (other.url ? companyIdFrom(other.url) : null)).find((id) => id !== null) ?? null;
}
