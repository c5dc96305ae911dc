import { defineContentScript } from 'wxt/utils/define-content-script';
import type { TabExtraction } from '@/lib/messages';

/** Pages beyond this are cut: a CV or a profile is far smaller, and a hostile page gets no more. */
const MAX_SNAPSHOT_CHARS = 8_000_000;

/**
 * Injected on demand into the active tab (never registered for all pages). It takes a snapshot of
 * the page as rendered now and hands it back; the extension page reads the candidate from it, so
 * the page pays for one serialisation and nothing of the extractor is injected. It never talks to
 * the service.
 */
export default defineContentScript({
  registration: 'runtime',
  main(): TabExtraction {
    const pageTitle = document.title;
    if (document.contentType === 'application/pdf') {
      return { kind: 'document', format: 'pdf', documentUrl: location.href, pageTitle };
    }
    const html = document.documentElement.outerHTML;
    return {
      kind: 'page',
      html: html.length > MAX_SNAPSHOT_CHARS ? html.slice(0, MAX_SNAPSHOT_CHARS) : html,
      truncated: html.length > MAX_SNAPSHOT_CHARS,
      pageUrl: location.href,
      pageTitle,
    };
  },
});
