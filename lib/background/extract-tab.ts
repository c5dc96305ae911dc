import { ApiError } from '../api';
import { tabExtraction, type TabExtraction } from '../messages';
import { runScriptInTab } from '../platform/scripting';

const CONTENT_SCRIPT = '/content-scripts/content.js';

/** Injects the snapshot script into a tab (activeTab + scripting) and returns the page it saw. */
export async function extractTab(tabId: number): Promise<TabExtraction> {
  let result: unknown;
  try {
    result = await runScriptInTab(tabId, CONTENT_SCRIPT);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError('page-unreadable', `This page cannot be read by extensions (${reason}).`);
  }
  const parsed = tabExtraction.safeParse(result);
  if (!parsed.success) throw new ApiError('page-unreadable', 'Nothing could be read from this page.');
  return parsed.data;
}
