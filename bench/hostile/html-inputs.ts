// Hostile web pages, each around the same small profile a recruiter would want read.
export const PROFILE_NAME = 'Jane Doe';
export const PROFILE_EMAIL = 'jane.doe@example.org';
const PROFILE = `<h1>${PROFILE_NAME}</h1><p>Staff Engineer</p><p>${PROFILE_EMAIL}</p>`;

const page = (body: string, head = '') => `<!doctype html><html lang="en"><head>${head}</head><body>${PROFILE}${body}</body></html>`;
const times = (count: number, make: (i: number) => string) => Array.from({ length: count }, (_, i) => make(i)).join('');

/** The profile alone: what the extractor reads once before the clock starts. */
export const plainPage = () => page('');

/** A JSON-LD Person with 25,000 `sameAs` links (0.86 MB). */
export function jsonLdSameAs(): string {
  const person = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: PROFILE_NAME,
    email: PROFILE_EMAIL,
    sameAs: Array.from({ length: 25_000 }, (_, i) => `https://example.org/people/${i}`),
  };
  return page('', `<script type="application/ld+json">${JSON.stringify(person)}</script>`);
}

export const plainLinks = () =>
  page(`<ul>${times(5_000, (i) => `<li><a href="https://site${i}.example.net/people/${i}">member ${i}</a></li>`)}</ul>`);

const HUGE_TITLE_REPEATS = 4_400_000;

/** A `<title>` of 50 MB, written in the page's source. */
export const hugeTitle = () => page('', `<title>${'Jane Doe CV '.repeat(HUGE_TITLE_REPEATS)}</title>`);

/** The same 50 MB `<title>`, written by the page's own script as it loads. */
export const hugeTitleByScript = () =>
  page('', `<title></title><script>document.title = 'Jane Doe CV '.repeat(${HUGE_TITLE_REPEATS});</script>`);

export const mailtoLinks = () => page(`<div>${times(10_000, (i) => `<a href="mailto:user${i}@example.com">write ${i}</a> `)}</div>`);

/** 200,000 inline elements set side by side with nothing between them. */
export const adjacentInlines = () => page(`<p>${times(200_000, (i) => `<span>w${i % 10}</span>`)}</p>`);

export const microdataProto = () => `<!doctype html><html><body><div itemscope itemtype="https://schema.org/Person">
<span itemprop="__proto__">polluted</span><span itemprop="constructor">x</span>
<h1 itemprop="name">${PROFILE_NAME}</h1><a itemprop="email" href="mailto:${PROFILE_EMAIL}">${PROFILE_EMAIL}</a></div></body></html>`;

/** A profile page with a 9 MB inline script in its `<head>`. */
export const hugeInlineScript = () => page('', `<script>var blob = "${'a'.repeat(9_000_000)}";</script>`);
