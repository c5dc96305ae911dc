import { useEffect, useMemo, useState } from 'preact/hooks';

type Sanitizer = (html: string) => string;
let sanitizer: Sanitizer | null = null;
// The sanitiser is loaded with the first HTML to show, not with the popup.
const loading = () => import('@/lib/ui/sanitize').then((module) => (sanitizer = module.sanitizeHtml));

/** HTML from the service, sanitised before it touches the page (nothing is shown until it is). */
export function SafeHtml({ html, class: className }: { html: string; class?: string }) {
  const [sanitize, setSanitize] = useState<Sanitizer | null>(() => sanitizer);
  useEffect(() => {
    if (!sanitize) void loading().then((loaded) => setSanitize(() => loaded));
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
  const classes = className ? `rich-text ${className}` : 'rich-text';
  if (clean === null) return <div class={classes} aria-busy="true" />;
  return <div class={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
