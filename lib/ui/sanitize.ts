import DOMPurify from 'dompurify';

let configured = false;

function configure(): void {
  if (configured) return;
  configured = true;
  // Every link the service sends opens in a new tab, without handing it our window.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * HTML from the service (descriptions, comments) made safe to render: no script, no event
 * handlers, no javascript: or data: links, no forms or frames, no remote images (they would leak
 * that the recruiter looked at the candidate).
 */
export function sanitizeHtml(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'img', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
  });
}
