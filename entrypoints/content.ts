import { defineContentScript } from 'wxt/utils/define-content-script';
import { extractFromDocument } from '@/lib/extract/page';
import type { TabExtraction } from '@/lib/messages';

/**
 * Injected on demand into the active tab (never registered for all pages). It reads, returns what
 * it found to the background, and never talks to the service.
 */
export default defineContentScript({
  registration: 'runtime',
  main(): TabExtraction {
    const pageTitle = document.title;
    if (document.contentType === 'application/pdf') {
      return { kind: 'document', format: 'pdf', documentUrl: location.href, pageTitle };
    }
    const { candidate, notes } = extractFromDocument(document, location.href, { locale: navigator.language });
    return { kind: 'page', candidate, notes, pageUrl: location.href, pageTitle };
  },
});
