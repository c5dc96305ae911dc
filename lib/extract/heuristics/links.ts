/** Profile networks recognised by host; anything else is a `website`. */
const NETWORKS: [kind: string, host: RegExp][] = [
  ['linkedin', /(^|\.)linkedin\.com$/],
  ['github', /(^|\.)github\.com$/],
  ['gitlab', /(^|\.)gitlab\.com$/],
  ['twitter', /(^|\.)(twitter|x)\.com$/],
  ['stackoverflow', /(^|\.)stackoverflow\.com$/],
  ['malt', /(^|\.)malt\.(fr|com|de|es|be|nl|ch)$/],
  ['welcometothejungle', /(^|\.)welcometothejungle\.com$/],
  ['dribbble', /(^|\.)dribbble\.com$/],
  ['behance', /(^|\.)behance\.net$/],
  ['medium', /(^|\.)medium\.com$/],
  ['xing', /(^|\.)xing\.com$/],
  ['mastodon', /(^|\.)(mastodon\.social|fosstodon\.org|hachyderm\.io)$/],
  ['facebook', /(^|\.)facebook\.com$/],
  ['instagram', /(^|\.)instagram\.com$/],
  ['orcid', /(^|\.)orcid\.org$/],
  ['scholar', /^scholar\.google\.com$/],
];

// Hosts of links that never point to a person (share buttons, CDNs, the schema vocabulary).
const NOT_A_PROFILE = /(^|\.)(schema\.org|w3\.org|microformats\.org|purl\.org|gravatar\.com|googleapis\.com|gstatic\.com|cloudflare\.com|licdn\.com|githubassets\.com|ogp\.me|example\.org)$/;

// Paths on network hosts that are not somebody's profile.
const NON_PROFILE_PATH = /^\/(share|sharing|intent|login|signup|join|legal|about|help|features|pricing|search|jobs|company|school|feed|home|settings|explore|topics|trending|marketplace|sponsors|orgs|organizations|notifications|pulse|psettings|policies|p\/)?(\/|$)|^\/(signup|login|features|pricing|about|site|enterprise|team|customer-stories|readme|collections|security|contact)\b/;

// What a profile's path looks like on networks where other pages (repositories, posts) abound.
const ONE_SEGMENT = /^\/@?[\w.-]+\/?$/;
const PROFILE_PATH: Record<string, RegExp> = {
  linkedin: /^\/(in|pub)\/[^/]+\/?$/,
  github: ONE_SEGMENT, gitlab: ONE_SEGMENT, twitter: ONE_SEGMENT, dribbble: ONE_SEGMENT, behance: ONE_SEGMENT,
  instagram: ONE_SEGMENT, medium: ONE_SEGMENT, mastodon: ONE_SEGMENT,
  stackoverflow: /^\/users\/\d+(\/[^/]+)?\/?$/,
  malt: /^\/profile\/[^/]+\/?$/,
};

export function linkKind(url: URL): string {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  return NETWORKS.find(([, pattern]) => pattern.test(host))?.[0] ?? 'website';
}

export function parseHttpUrl(raw: string, base?: string): URL | null {
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Whether a URL plausibly is a person's profile or site (not a share button, not the vocabulary). */
export function isProfileLike(url: URL): boolean {
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (NOT_A_PROFILE.test(host)) return false;
  const kind = linkKind(url);
  if (kind === 'website') return true;
  const profilePath = PROFILE_PATH[kind];
  if (profilePath) return profilePath.test(url.pathname);
  return url.pathname.length > 1 && !NON_PROFILE_PATH.test(url.pathname);
}

/** A URL without tracking noise, with its trailing slash removed. */
export function tidyUrl(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  for (const key of [...copy.searchParams.keys()]) if (/^(utm_|trk|ref|src$)/i.test(key)) copy.searchParams.delete(key);
  return copy.href.replace(/\/$/, '');
}

const BARE_URL = /\b(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+[a-z]{2,12}(?:\/[^\s|,;()<>"']*)?/gi;

/** URLs written out in text (`linkedin.com/in/jane`, `https://jane.dev`), not e-mail domains. */
export function findUrlsInText(text: string): string[] {
  const urls: string[] = [];
  // Word by word, and only words of a URL's length: long dotted runs cannot slow the search down.
  for (const word of text.split(/\s+/)) {
    if (word.length > MAX_URL_WORD || !word.includes('.')) continue;
    urls.push(...urlsInWord(word));
  }
  return urls;
}

const MAX_URL_WORD = 300;

function urlsInWord(text: string): string[] {
  const urls: string[] = [];
  for (const m of text.matchAll(BARE_URL)) {
    const before = text[m.index - 1];
    if (before === '@' || before === '.' || (before && /[\w-]/.test(before))) continue;
    const raw = m[0].replace(/[.)\]]+$/, '');
    const explicit = /^https?:\/\//i.test(raw);
    // Without a scheme, "www." or a path, only a lower-case name.tld is a site ("jane.dev", not "B.Com").
    if (!explicit && !/^www\./i.test(raw) && !raw.includes('/') && !/^[a-z0-9.-]+\.(com|dev|io|me|net|org|fr|page|site|co|app)$/.test(raw)) continue;
    if (/\.(pdf|png|jpe?g|gif|svg)$/i.test(raw)) continue;
    urls.push(explicit ? raw : `https://${raw}`);
  }
  return urls;
}
