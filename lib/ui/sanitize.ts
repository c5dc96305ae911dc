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
 * What service HTML may keep: text and its structure, and links. An allowlist rather than a list of
 * what to forbid, so that no element or attribute that loads something (img, video and its poster,
 * audio, source, track, a table's background, srcset, style) can slip through a browser's next
 * feature: the only URL left is a link's href, and a link loads nothing until it is clicked.
 */
const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'lang', 'dir', 'start', 'reversed'];

/**
 * HTML from the service (descriptions, comments) made safe to render: no script, no event
 * handlers, no javascript: or data: links, no forms or frames, nothing that loads from elsewhere
 * (a remote image or video would tell a third party that the recruiter looked at the candidate).
 */
export function sanitizeHtml(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // http(s), mailto and tel links, and values with no scheme at all (a colspan's "2"): never javascript: or data:.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  });
}
