import { github } from './github.ts';
import { linkedin } from './linkedin.ts';
import { malt } from './malt.ts';
import type { SiteAdapter } from './site-adapter.ts';
import { stackoverflow } from './stackoverflow.ts';

export const SITE_ADAPTERS: readonly SiteAdapter[] = [linkedin, github, malt, stackoverflow];

/** The adapter for a page URL, or null when no adapter serves its host and path. */
export function adapterFor(pageUrl: string): SiteAdapter | null {
  let url: URL;
  try { url = new URL(pageUrl); } catch { return null; }
  const host = url.hostname.toLowerCase();
  return SITE_ADAPTERS.find((a) => a.hosts.test(host) && (!a.profilePath || a.profilePath.test(url.pathname))) ?? null;
}
