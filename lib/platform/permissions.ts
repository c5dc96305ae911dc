import { browser } from 'wxt/browser';

/** Whether the recruiter granted the extension this origin pattern (`https://host/*`). */
export async function hasOriginPermission(pattern: string): Promise<boolean> {
  try {
    return await browser.permissions.contains({ origins: [pattern] });
  } catch {
    return false;
  }
}

/** Asks the recruiter for an origin; must be called straight from a click (a user gesture). */
export async function requestOriginPermission(pattern: string): Promise<boolean> {
  try {
    return await browser.permissions.request({ origins: [pattern] });
  } catch {
    return false;
  }
}
