/**
 * What the content script hands back of a page: its HTML as a person sees it, without what no one
 * reads (scripts, styles, media, templates), so a page carrying a 9 MB inline script or a stack of
 * base64 images still fits, whole, in the snapshot. JSON-LD blocks are kept (cut to a size no
 * profile needs), since they are structured data about the person. Runs in the page: DOM only.
 */
export const MAX_SNAPSHOT_CHARS = 8_000_000;
const MAX_JSON_LD_CHARS = 1_000_000;
/** A page title longer than this is no title a person reads; it is cut before anything splits it. */
export const MAX_TITLE_CHARS = 1_000;
const UNREAD = [
  'script:not([type="application/ld+json"])',
  'style',
  'noscript',
  'template',
  'link:not([rel="canonical"])',
  'svg',
  'canvas',
  'video',
  'audio',
  'picture',
  'img',
  'iframe',
  'object',
  'embed',
].join(',');

export interface PageSnapshot {
  html: string;
  /** The page was still too large after the unread parts were left out, and was cut. */
  truncated: boolean;
}

export function snapshotPage(doc: Document, maxChars = MAX_SNAPSHOT_CHARS): PageSnapshot {
  const copy = doc.documentElement.cloneNode(true) as Element;
  for (const element of [...copy.querySelectorAll(UNREAD)]) element.remove();
  for (const title of copy.querySelectorAll('title')) {
    const text = title.textContent ?? '';
    if (text.length > MAX_TITLE_CHARS) title.textContent = text.slice(0, MAX_TITLE_CHARS);
  }
  for (const block of copy.querySelectorAll('script[type="application/ld+json"]')) {
    const text = block.textContent ?? '';
    if (text.length > MAX_JSON_LD_CHARS) block.textContent = text.slice(0, MAX_JSON_LD_CHARS);
  }
  const html = copy.outerHTML;
  return html.length > maxChars ? { html: html.slice(0, maxChars), truncated: true } : { html, truncated: false };
}
