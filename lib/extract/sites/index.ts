import { github } from './github.ts';
import { linkedin } from './linkedin.ts';
import { malt } from './malt.ts';
import type { SiteAdapter } from './site-adapter.ts';
import { stackoverflow } from './stackoverflow.ts';

export const SITE_ADAPTERS: readonly SiteAdapter[] = [linkedin, github, malt, stackoverflow];

/** The adapter for a page URL, or null when no adapter serves its host and path. */
export function adapterFor(pageUrl: string): SiteAdapter | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  return SITE_ADAPTERS.find((a) => a.hosts.test(host) && (!a.profilePath || a.profilePath.test(url.pathname))) ?? null;
}

/**
 * The adapter for a page: by its address, else, for a page whose address is not a site's (a saved
 * file), by its content (canonical link, og:url, profile markup).
 */
export function adapterForPage(doc: Document, pageUrl: string): SiteAdapter | null {
  const byUrl = adapterFor(pageUrl);
  if (byUrl) return byUrl;
  let host = '';
  try {
    host = new URL(pageUrl).hostname.toLowerCase();
  } catch {
    /* no address: read by content */
  }
  if (SITE_ADAPTERS.some((a) => a.hosts.test(host))) return null; // a page of the site that is no profile
  const title = doc.querySelector('title')?.textContent ?? '';
  return SITE_ADAPTERS.find((a) => a.recognise?.some((selector) => doc.querySelector(selector)) || a.recogniseTitle?.test(title)) ?? null;
}
