import type { CandidateLink } from '../candidate.ts';
import { foldKey } from './text.ts';
import type { TextLine } from './text-lines.ts';
import {
  FEDIVERSE_PROFILE,
  NETWORKS,
  NOT_A_PROFILE,
  PROFILE_PATH,
  REDIRECTS,
  RESERVED_PATHS,
  SUBDOMAIN_PROFILES,
  TOP_LEVEL_DOMAINS,
} from './networks.ts';

const bareHost = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');

export function linkKind(url: URL): string {
  const host = bareHost(url);
  return NETWORKS.find(([, pattern]) => pattern.test(host))?.[0] ?? (FEDIVERSE_PROFILE.test(url.pathname) ? 'mastodon' : 'website');
}

export function parseHttpUrl(raw: string, base?: string): URL | null {
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The target of a redirect link (`google.com/url?q=…`, `linkedin.com/redir/redirect?url=…`), else the link itself. */
export function unwrapRedirect(url: URL): URL {
  let current = url;
  for (let hop = 0; hop < 3; hop++) {
    const host = current.hostname.toLowerCase();
    const rule = REDIRECTS.find(([hostPattern, path]) => hostPattern.test(host) && path.test(current.pathname));
    const raw = rule?.[2].map((param) => (param ? current.searchParams.get(param) : safeDecode(current.search.slice(1)))).find(Boolean);
    const target = raw ? parseHttpUrl(raw) : null;
    if (!target) break;
    current = target;
  }
  return current;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const FILE_PATH = /\.(png|jpe?g|gif|svg|webp|ico|css|js|pdf|zip|mp[34]|mpe?g|wav|ogg|webm|mov|avi)$/i;

/** "https://http//github.com/jane": a link whose scheme was written twice names no site of its own; its text names the right one. */
const isSchemeAsHost = (host: string) => /^(?:https?|www)$/.test(host);

// "google.de/maps/place/…", "maps.app.goo.gl/…", "openstreetmap.org/…": an address linked to a map of it.
const MAP_LINK =
  /^(?:(?:[\w-]+\.)?google\.[a-z.]+\/maps\b|maps\.google\.[a-z.]+\/|maps\.app\.goo\.gl\/|goo\.gl\/maps\/|(?:[\w-]+\.)?openstreetmap\.org\/|maps\.apple\.com\/)/i;

/** Whether a URL plausibly is a person's profile or site (not a share button, a network's own page, an image, a map). */
export function isProfileLike(url: URL): boolean {
  const host = bareHost(url);
  if (NOT_A_PROFILE.test(host) || FILE_PATH.test(url.pathname) || isSchemeAsHost(host) || MAP_LINK.test(`${host}${url.pathname}`))
    return false;
  const kind = linkKind(url);
  if (kind === 'website') return true;
  if (SUBDOMAIN_PROFILES.has(kind) && /^[^.]+\.[^.]+\.[^.]+$/.test(host) && url.pathname === '/') return true;
  if (RESERVED_PATHS.has(url.pathname.split('/')[1]?.toLowerCase() ?? '')) return false;
  return PROFILE_PATH[kind]?.test(url.pathname) ?? url.pathname.length > 1;
}

/**
 * A URL without tracking noise, with its trailing slash removed. On networks whose profiles are
 * named by their path the query goes too (`github.com/jane?tab=repositories` is `github.com/jane`).
 */
export function tidyUrl(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  const kind = linkKind(copy);
  if (PROFILE_PATH[kind]) copy.search = '';
  for (const key of [...copy.searchParams.keys()]) if (/^(utm_|trk|ref|src$)/i.test(key)) copy.searchParams.delete(key);
  // `/in/jane/fr`, `/in/jane/overlay/contact-info`, `/in/jane/details/experience`: views of one profile.
  if (kind === 'linkedin')
    copy.pathname = copy.pathname.replace(/^(\/in\/[^/]+)\/(?:[a-z]{2}|(?:overlay|details?|recent-activity)\/.*)\/?$/, '$1');
  return copy.href.replace(/\/$/, '');
}

/** The key two links are the same by: no scheme, no `www.`, no case. */
export function linkKey(url: string): string {
  return url
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/$/, '');
}

/** Links read at most from one source: a person has a handful; a page of thousands is a directory. */
const MAX_HREFS = 1000;

/** Profile links from hrefs and written-out URLs: unwrapped, tidied, classified and without duplicates. */
export function profileLinks(hrefs: Iterable<string>, baseUrl?: string): CandidateLink[] {
  const byKey = new Map<string, CandidateLink>();
  let read = 0;
  for (const href of new Set(hrefs)) {
    if (++read > MAX_HREFS) break;
    const parsed = parseHttpUrl(href, baseUrl);
    const url = parsed && parseHttpUrl(tidyUrl(unwrapRedirect(parsed)));
    if (!url || !isProfileLike(url)) continue;
    const link = { kind: linkKind(url), url: tidyUrl(url) };
    const key = linkKey(link.url);
    if (!byKey.has(key)) byKey.set(key, link);
  }
  // A URL cut where a line wrapped ("linkedin.com/in/jane-" + "doe") is the prefix of the full link
  // target; in sorted order a key's extensions follow it directly.
  const keys = [...byKey.keys()].sort();
  keys.forEach((key, i) => {
    const next = keys[i + 1];
    if (next?.startsWith(key) && next[key.length] !== '/') byKey.delete(key);
  });
  // The end of a host cut inside a word ("exa" + "mple.com/~jane") is the tail of the full link's host.
  const tails = new Set([...byKey.values()].flatMap((link) => hostTails(link.url)));
  for (const [key, link] of byKey) if (tails.has(hostOf(link.url))) byKey.delete(key);
  return [...byKey.values()];
}

const hostOf = (url: string) => linkKey(url).split('/')[0] ?? '';

/** The ends of a URL's host that start inside a word: `ample.com`, `mple.com`… of `example.com`. */
function hostTails(url: string): string[] {
  const host = hostOf(url);
  const tails: string[] = [];
  for (let i = 1; i < host.lastIndexOf('.'); i++) if (host[i - 1] !== '.' && host[i] !== '.') tails.push(host.slice(i));
  return tails;
}

const BARE_URL = /\b(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+[a-z]{2,12}(?:\/[^\s|,;()<>"']*)?/gi;

/** URLs written out in text (`linkedin.com/in/jane`, `https://jane.dev`), not e-mail domains. */
export function findUrlsInText(text: string): string[] {
  const urls: string[] = [];
  if (/orcid/i.test(text))
    for (const [id] of text.matchAll(ORCID_ID)) if (!text.includes(`orcid.org/${id}`)) urls.push(`https://orcid.org/${id}`);
  // Word by word, and only words of a URL's length: long dotted runs cannot slow the search down.
  for (const word of text.split(/\s+/)) {
    if (word.length > MAX_URL_WORD || !word.includes('.')) continue;
    const [, handle, server] = FEDIVERSE_HANDLE.exec(word) ?? [];
    if (handle && server) urls.push(`https://${server.toLowerCase()}/@${handle}`);
    else urls.push(...urlsInWord(word));
  }
  return urls;
}

const MAX_URL_WORD = 300;
// An ORCID iD written out without its address, after the word that names it ("ORCID 0000-0002-1825-0097").
const ORCID_ID = /\b\d{4}-\d{4}-\d{4}-\d{3}[\dX]\b/g;
// "@jane@fosstodon.org": a handle on a server of the fediverse, written as its users write it; its profile is `server/@jane`.
const FEDIVERSE_HANDLE = /^@([\w.]+)@((?:[a-z\d-]+\.)+[a-z]{2,12})[.,;)]?$/i;

function urlsInWord(text: string): string[] {
  const urls: string[] = [];
  for (const m of text.matchAll(BARE_URL)) {
    const before = text[m.index - 1];
    if (before === '@' || before === '.' || (before && /[\w-]/.test(before))) continue;
    const raw = m[0].replace(/[.)\]]+$/, '');
    const explicit = /^https?:\/\//i.test(raw);
    // Without a scheme, "www." or a path, only a lower-case name.tld is a site ("jane.dev", not "B.Com").
    if (!explicit && !/^www\./i.test(raw) && !raw.includes('/') && !/^[a-z0-9.-]+\.(com|dev|io|me|net|org|fr|page|site|co|app)$/.test(raw))
      continue;
    if (/\.(pdf|png|jpe?g|gif|svg)$/i.test(raw)) continue;
    const url = withoutGluedWord(raw);
    urls.push(explicit ? url : `https://${url}`);
  }
  return urls;
}

/**
 * A host whose last label runs on into the next word, where a PDF lost the space after it
 * ("jane.example.comEmail"), cut after the known top-level domain it starts with.
 */
function withoutGluedWord(raw: string): string {
  const host = /^(?:https?:\/\/)?[^/]+/i.exec(raw)?.[0] ?? raw;
  const label = host.slice(host.lastIndexOf('.') + 1).toLowerCase();
  if (label.length <= 3 || TOP_LEVEL_DOMAINS.has(label)) return raw;
  const tld = ['com', 'org', 'net', 'edu', 'gov', 'info'].find((known) => label.startsWith(known));
  return tld ? host.slice(0, host.length - label.length + tld.length) + raw.slice(host.length) : raw;
}

/**
 * The person's own links among all those found: one profile per network and one website. A person
 * has one profile on each network, so on a page that is a profile the page's own address is theirs
 * and other profiles of that network are other people ("People also viewed"); elsewhere the first
 * found (in order of trust, then of reading) is theirs. Of the websites, the one named after the
 * person is theirs, else the first: CVs also link employers, schools and papers.
 */
export function ownLinks(links: CandidateLink[], personName: string | null, pageUrl?: string): CandidateLink[] {
  const page = pageUrl ? parseHttpUrl(pageUrl) : null;
  const pageLink = page && isProfileLike(page) && linkKind(page) !== 'website' ? { kind: linkKind(page), url: tidyUrl(page) } : null;
  const namedAfterPerson = namedAfter(personName);
  const websites = links.filter((l) => l.kind === 'website');
  const website = websites.find(namedAfterPerson) ?? websites[0];
  const chosen = new Map<string, CandidateLink>();
  for (const link of pageLink ? [pageLink, ...links] : links) {
    if (link.kind === 'website' ? link === website : !chosen.has(link.kind)) chosen.set(link.kind, link);
  }
  return [...chosen.values()];
}

/** Whether a link's host or path carries a part of the person's name (`janedoe.dev`, `univ.edu/~jdoe`). */
export function namedAfter(personName: string | null): (link: CandidateLink) => boolean {
  const nameParts = foldKey(personName ?? '')
    .split(' ')
    .filter((part) => part.length >= 3);
  return (link) => {
    const url = parseHttpUrl(link.url);
    const address = foldKey(`${url?.hostname ?? ''} ${url?.pathname ?? ''}`).replace(/ /g, '');
    return nameParts.some((part) => address.includes(part));
  };
}

// "Made with JSON Resume using theme X by Y", "Powered by Hugo", "Template by …", "Réalisé avec …",
// and a copyright notice ("© Copyright 2014 …").
const CREDIT_LINE =
  /\b(?:made|built|created|generated|designed|powered|hosted)\s+(?:with|by|using|on)\b|\b(?:theme|template|design)\s*(?:by|from|:)|\b(?:réalisé|conçu|propulsé)\s+(?:avec|par)\b|\b(?:erstellt|gestaltet)\s+mit\b|^\s*(?:©|\(c\)\s|copyright\b)/i;

/** A page's credit line: it names a template's or a site's author, not the person. */
export const isCreditText = (text: string): boolean => CREDIT_LINE.test(text);
export const isCreditLine = (line: TextLine): boolean => isCreditText(line.text);

const hrefsOf = (line: TextLine) => [...(line.links ?? []), ...findUrlsInText(line.text)];

/**
 * Keys (`linkKey`) of links that stand where a person's own do not: websites linked from job and
 * school entries are the employer's and the school's (unless the contact lines give them too, or
 * they are named after the person), and the links of a credit line name a template's author.
 */
export function othersLinkKeys(
  {
    lines,
    entryLines,
    contactLines,
    personName,
  }: { lines: TextLine[]; entryLines: TextLine[]; contactLines: Iterable<TextLine>; personName: string | null },
  baseUrl?: string,
): Set<string> {
  const linksOf = (some: Iterable<TextLine>) => profileLinks([...some].flatMap(hrefsOf), baseUrl);
  const inEntries = new Set(entryLines);
  const inContacts = new Set(linksOf([...contactLines].filter((line) => !inEntries.has(line))).map((l) => linkKey(l.url)));
  const isPersons = namedAfter(personName);
  const entrySites = linksOf(entryLines).filter((l) => l.kind === 'website' && !inContacts.has(linkKey(l.url)) && !isPersons(l));
  const credits = linksOf(lines.filter(isCreditLine));
  // A site linked from a sentence is one the person tells of (a colleague's, a funder's), not their own.
  const mentioned = linksOf(lines.filter((line) => endsAsSentence(line.text))).filter((l) => l.kind === 'website' && !isPersons(l));
  // Another page of the site being read ("/teaching.html", "/papers/") is the site's navigation.
  const sitePages = linksOf(lines).filter((l) => isOtherPageOfSite(l.url, baseUrl));
  return new Set([...entrySites, ...credits, ...mentioned, ...sitePages].map((l) => linkKey(l.url)));
}

const MIN_SENTENCE_WORDS = 6;
const endsAsSentence = (text: string) => text.split(/\s+/).length >= MIN_SENTENCE_WORDS && /\p{Ll}[.!?]$/u.test(text);

/** A page of the site at `baseUrl` other than the page itself and the site's home. */
function isOtherPageOfSite(url: string, baseUrl?: string): boolean {
  const [link, base] = [parseHttpUrl(url), baseUrl ? parseHttpUrl(baseUrl) : null];
  if (!link || !base || bareHost(link) !== bareHost(base)) return false;
  const path = (u: URL) => u.pathname.replace(/\/(?:index\.html?)?$/, '');
  return path(link) !== '' && path(link) !== path(base);
}

// The head of a host a line wrapped at its hyphen ("jane-" + "doe.example.net"), and the rest of it.
const HOST_HEAD = /^(?:https?:\/\/)?[a-z\d][a-z\d-]*-$/;
const HOST_REST = /^[a-z\d-]+\.[a-z]/;

/**
 * URLs a narrow column wrapped over two lines, joined: "https://www.linkedin.com" + "/in/jane-doe/",
 * "linkedin.com/in/" + "jane-doe", "linkedin.com/in/jane-" + "doe-42", "jane-" + "doe.example.net".
 */
export function wrappedUrls(lines: TextLine[]): string[] {
  const urls: string[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    // A wrapped URL goes on in its own type, not in a name or a heading set far larger below it.
    const [size, nextSize] = [lines[i]!.size, lines[i + 1]!.size];
    if (size !== undefined && nextSize !== undefined && nextSize > size * 1.5) continue;
    const [cells, nextCells] = [lines[i]!.text.split('\t'), lines[i + 1]!.text.split('\t')];
    // The line's end goes on at the next line's start, or, in columns a tab sets apart, a cell's end in the same cell below.
    const pairs: [string, string][] = [[lines[i]!.text, lines[i + 1]!.text]];
    if (cells.length > 1 && cells.length === nextCells.length) cells.forEach((cell, k) => pairs.push([cell, nextCells[k]!]));
    for (const [above, below] of pairs) urls.push(...urlGoingOn(above, below));
  }
  return [...new Set(urls)];
}

function urlGoingOn(above: string, below: string): string[] {
  const end = above.trim().split(/\s+/).at(-1) ?? '';
  const start = below.trim().split(/\s+/)[0] ?? '';
  if (!start || end.length + start.length > MAX_URL_WORD) return [];
  const inUrl = end.includes('.') && (start.startsWith('/') ? !end.endsWith('/') : /[/-]$/.test(end) && /^[\w-]+\/?$/.test(start));
  const inHost = HOST_HEAD.test(end) && HOST_REST.test(start) && findUrlsInText(start).length > 0;
  return inUrl || inHost ? findUrlsInText(end + start) : [];
}

// Networks where only a person has a profile (a researcher's identifiers), unlike those where an institution has its accounts too.
const PERSONS_ONLY = new Set(['orcid', 'scholar', 'researchgate', 'academia', 'dblp', 'semanticscholar', 'hal']);

/**
 * The person's own links among those of a page's footer: a personal site sets its owner's profiles there, and an
 * institution's page its own accounts; so a researcher's identifier, or a profile or site named after the person.
 */
export function ownFooterLinks(hrefs: string[], personName: string | null, baseUrl?: string): CandidateLink[] {
  const isPersons = namedAfter(personName);
  return profileLinks(hrefs, baseUrl).filter((link) => PERSONS_ONLY.has(link.kind) || isPersons(link));
}
