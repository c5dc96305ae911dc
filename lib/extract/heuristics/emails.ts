import { getCountries } from 'libphonenumber-js';

const EMAIL = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}/gi;

// Lightly obfuscated addresses: `jane [at] example [dot] com`, `jane(at)example(dot)com`,
// `jane dot doe at example dot com`, `jane {at} example {point} fr`.
const BRACKETED = (words: string) => String.raw`\s*[[({<]\s*(?:${words})\s*[\])}>]\s*`;
const AT_WORDS = 'at|@|arobase';
const DOT_WORDS = String.raw`dot|point|\.`;
const SEP_AT = String.raw`(?:@|${BRACKETED(AT_WORDS)}|\s+(?:at|arobase)\s+)`;
const SEP_DOT = String.raw`(?:\.|${BRACKETED(DOT_WORDS)}|\s+(?:dot|point)\s+)`;
const PART = '[a-z0-9_%+-]+';
const OBFUSCATED = new RegExp(`${PART}(?:${SEP_DOT}${PART})*${SEP_AT}${PART}(?:${SEP_DOT}${PART})+`, 'gi');
const AT_ANYWHERE = new RegExp(SEP_AT, 'gi');
const DOT_ANYWHERE = new RegExp(SEP_DOT, 'gi');
const AT_HINT = new RegExp(String.raw`\s(?:at|arobase)\s|${BRACKETED(AT_WORDS)}`, 'gi');
const WINDOW = 64;
const MAX_AT_WINDOWS = 50;
const BARE_WORD_AT = /\s(?:at|arobase)\s+(\S+)/i;

export function isEmail(text: string): boolean {
  return new RegExp(`^${EMAIL.source}$`, 'i').test(text);
}

function tidy(email: string): string {
  return email
    .replace(/^[._%+-]+/, '')
    .replace(/\.+$/, '')
    .toLowerCase();
}

/** An obfuscated match as an address, or null when it reads as prose ("engineer at Acme dot com"). */
function deobfuscate(match: string): string | null {
  if (match.includes('@') && !/[[({<]/.test(match)) return null; // a plain address, found already
  // With a bare " at ", a capitalised domain ("at Google.com", "at Acme dot com") is a sentence.
  const bare = BARE_WORD_AT.exec(match);
  if (bare?.[1] && /^\p{Lu}\p{Ll}/u.test(bare[1])) return null;
  const address = match.replace(AT_ANYWHERE, '@').replace(DOT_ANYWHERE, '.');
  return isEmail(address) ? tidy(address) : null;
}

/** Plain and lightly obfuscated e-mail addresses in a text, in order, without duplicates. */
export function findEmails(text: string): string[] {
  const found: string[] = [];
  // Only words holding an "@" are searched (an address is at most 254 characters): long runs of
  // dotted text elsewhere cost nothing.
  for (const word of text.includes('@') ? text.split(/[\s<>()[\]{}"',;]+/) : []) {
    if (!word.includes('@') || word.length > 320) continue;
    // `@nadia@mastodon.social` is a fediverse handle, not an address.
    for (const m of word.matchAll(EMAIL)) if (word[m.index - 1] !== '@') found.push(tidy(m[0]));
  }
  // The obfuscated pattern is only tried in a short window around each "at", so that long runs of
  // dotted words cannot make the search slow.
  for (const at of [...text.matchAll(AT_HINT)].slice(0, MAX_AT_WINDOWS)) {
    const window = text.slice(Math.max(0, at.index - WINDOW), at.index + at[0].length + WINDOW);
    for (const m of window.matchAll(OBFUSCATED)) {
      // "Graz AT jane.doe@example.org": what stops at a plain address's "@" is that address's start.
      if (window[m.index + m[0].length] === '@') continue;
      const address = deobfuscate(m[0]);
      if (address) found.push(address);
    }
  }
  return [...new Set(found)];
}

// The start of an address left at the end of a line ("jane.doe@exam"), and a line that is one word of an address's characters ("ple.org").
const ADDRESS_START = /(?:^|\s)([a-z0-9._%+-]+@[a-z0-9.-]*)$/i;
const ADDRESS_REST = /^[a-z0-9.-]+$/i;

// Two-letter top-level domains are countries' (and the United Kingdom's and the Union's); no domain has one letter.
const COUNTRY_DOMAINS = new Set([...getCountries().map((c) => c.toLowerCase()), 'uk', 'eu']);

/** Whether an address ends in a top-level domain no address has ("jane@example.or", "jane@example.c"): it was cut. */
const endsCutShort = (address: string) => {
  const domain = address.slice(address.lastIndexOf('.') + 1).toLowerCase();
  return domain.length === 1 || (domain.length === 2 && !COUNTRY_DOMAINS.has(domain));
};

// The generic top-level domains addresses mostly end in; with the countries', the ones an address cut inside a longer
// label ("jane@acme.exampl" over "e.net") is told from.
const GENERIC_DOMAINS = new Set('com net org edu gov info biz name pro dev app page tech online site email'.split(' '));
const isKnownDomain = (domain: string) => COUNTRY_DOMAINS.has(domain) || GENERIC_DOMAINS.has(domain);
// The rest of a word and a top-level domain, wrapped onto the next line: "e.net", "ple.org".
const DOMAIN_TAIL = /^[a-z0-9-]{1,3}\.([a-z]{2,6})$/i;

/** Whether an address whose domain ends in a longer label no domain has ("…@example.exampl") goes on with a word's tail ("e.net"). */
function cutInsideLabel(start: string, rest: string): boolean {
  const label = start.slice(start.lastIndexOf('.') + 1).toLowerCase();
  const tail = DOMAIN_TAIL.exec(rest)?.[1]?.toLowerCase();
  return label.length > 2 && !isKnownDomain(label) && !!tail && isKnownDomain(tail);
}

/**
 * An address a narrow column broke across two lines ("JANE.DOE@EXAM" over "PLE.ORG", "jane@example.or"
 * over "g"), or a long line of contacts broke at a hyphen in it ("… | contact@jane-" over
 * "doe.example.net | linkedin.com/…"), made whole; null unless the line ends in an address cut short and
 * the next line's first word finishes it.
 */
export function addressGoingOn(line: string, next: string): string | null {
  const start = ADDRESS_START.exec(line.trimEnd())?.[1];
  const rest = next.trim().split(/[\s|,;·•]+/)[0] ?? '';
  if (!start || (isEmail(start) && !endsCutShort(start) && !cutInsideLabel(start, rest)) || !ADDRESS_REST.test(rest)) return null;
  return isEmail(start + rest) && !endsCutShort(start + rest) ? tidy(start + rest) : null;
}

/**
 * Addresses read in the text, without those that are part of a linked address or hold one: the same
 * address cut at a line's end ("jane@example.or"), wrapped ("doe@example.org" under "jane"), or run
 * into a word next to it ("jane@example.orglinkedin", "summaryjane@example.org").
 */
export function besideLinked(written: string[], linked: string[]): string[] {
  return written.filter((a) => !linked.some((l) => l !== a && (l.includes(a) || a.includes(l))));
}

/** The address of a `mailto:` link, or null. */
export function emailFromMailto(href: string): string | null {
  if (!/^mailto:/i.test(href)) return null;
  let address = href.slice(7).split('?')[0] ?? '';
  try {
    address = decodeURIComponent(address);
  } catch {
    /* keep as is */
  }
  address = address.split(',')[0]?.trim() ?? '';
  return isEmail(address) ? address.toLowerCase() : null;
}
