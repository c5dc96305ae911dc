/** The address a saved page came from (canonical link or og:url), else the given fallback. */
export function savedPageUrl(doc: Document, fallback: string): string {
  const candidates = [
    doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    doc.querySelector('meta[property="og:url"]')?.getAttribute('content'),
  ];
  for (const c of candidates) {
    try {
      if (c) return new URL(c).href;
    } catch {
      /* not absolute: ignore */
    }
  }
  return fallback;
}
