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
  return requestOriginPermissions([pattern]);
}

/** Asks for several origins in one prompt; true when all of them are granted. Straight from a click, too. */
export async function requestOriginPermissions(patterns: string[]): Promise<boolean> {
  try {
    return await browser.permissions.request({ origins: patterns });
  } catch {
    return false;
  }
}
