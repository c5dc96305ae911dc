const EMAIL = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}/gi;

// `jane [at] example [dot] com`, `jane(at)example(dot)com`, `jane at example dot com`
const OBFUSCATED_AT = /\s*(?:\[\s*at\s*\]|\(\s*at\s*\)|\{\s*at\s*\}|<\s*at\s*>|\s+at\s+|\s+arobase\s+|\[\s*@\s*\]|\(\s*@\s*\))\s*/gi;
const OBFUSCATED_DOT = /\s*(?:\[\s*(?:dot|point)\s*\]|\(\s*(?:dot|point)\s*\)|\{\s*(?:dot|point)\s*\}|<\s*(?:dot|point)\s*>|\s+(?:dot|point)\s+|\[\s*\.\s*\]|\(\s*\.\s*\))\s*/gi;
const OBFUSCATION_HINT = /(\[|\(|\{|<|\s)(at|dot|arobase|point|@|\.)(\]|\)|\}|>|\s)/i;
const OBFUSCATED_CANDIDATE = /[a-z0-9._%+-]+(?:\s*[[({<]?\s*(?:at|arobase|@)\s*[\])}>]?\s*)[a-z0-9-]+(?:\s*[[({<]?\s*(?:dot|point|\.)\s*[\])}>]?\s*[a-z0-9-]+)+/gi;

export function isEmail(text: string): boolean {
  return new RegExp(`^${EMAIL.source}$`, 'i').test(text);
}

function tidy(email: string): string {
  return email.replace(/^[._%+-]+/, '').replace(/\.+$/, '').toLowerCase();
}

/** Plain and lightly obfuscated e-mail addresses in a text, in order, without duplicates. */
export function findEmails(text: string): string[] {
  // `@nadia@mastodon.social` is a fediverse handle, not an address.
  const found = [...text.matchAll(EMAIL)].filter((m) => text[m.index - 1] !== '@').map((m) => tidy(m[0]));
  if (OBFUSCATION_HINT.test(text)) {
    for (const m of text.matchAll(OBFUSCATED_CANDIDATE)) {
      if (m[0].includes('@') && !/[[({<]/.test(m[0])) continue; // a plain address, already found
      const candidate = m[0].replace(OBFUSCATED_AT, '@').replace(OBFUSCATED_DOT, '.');
      if (isEmail(candidate) && /(\[|\(|\{|<|\s)(at|arobase|@)/i.test(m[0])) found.push(tidy(candidate));
    }
  }
  return [...new Set(found)];
}

/** The address of a `mailto:` link, or null. */
export function emailFromMailto(href: string): string | null {
  if (!/^mailto:/i.test(href)) return null;
  let address = href.slice(7).split('?')[0] ?? '';
  try { address = decodeURIComponent(address); } catch { /* keep as is */ }
  address = address.split(',')[0]?.trim() ?? '';
  return isEmail(address) ? address.toLowerCase() : null;
}
