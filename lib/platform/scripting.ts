import { browser } from 'wxt/browser';

/** Runs one of the extension's packaged scripts in a tab (activeTab + scripting) and returns its result. */
export async function runScriptInTab(tabId: number, file: '/content-scripts/content.js'): Promise<unknown> {
  const results = await browser.scripting.executeScript({ target: { tabId }, files: [file] });
  return results[0]?.result;
}
