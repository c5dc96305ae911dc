import { defineContentScript } from 'wxt/utils/define-content-script';
import { MAX_TITLE_CHARS, snapshotPage } from '@/lib/extract/snapshot';
import type { TabExtraction } from '@/lib/messages';

/**
 * Injected on demand into the active tab (never registered for all pages). It takes a snapshot of
 * the page as rendered now and hands it back; the extension page reads the candidate from it, so
 * the page pays for one serialisation and nothing of the extractor is injected. It never talks to
 * the service.
 */
export default defineContentScript({
  registration: 'runtime',
  main(): TabExtraction {
    const pageTitle = document.title.slice(0, MAX_TITLE_CHARS);
    if (document.contentType === 'application/pdf') {
      return { kind: 'document', format: 'pdf', documentUrl: location.href, pageTitle };
    }
    const { html, truncated } = snapshotPage(document);
    return { kind: 'page', html, truncated, pageUrl: location.href, pageTitle };
  },
});
