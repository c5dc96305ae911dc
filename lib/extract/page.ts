import { Budget, type Limits } from './budget.ts';
import type { ExtractionResult } from './candidate.ts';
import { contactLinkDrafts } from './contact-links.ts';
import { extractFromLines, MAX_LINES } from './heuristics/cv-lines.ts';
import { isCreditText } from './heuristics/links.ts';
import { MAX_TITLE_CHARS } from './snapshot.ts';
import { domLines } from './heuristics/dom-lines.ts';
import { countryFromLocale } from './heuristics/phones.ts';
import { namesInTitle } from './heuristics/names.ts';
import { mergeDrafts, type SourcedDraft } from './merge.ts';
import type { ReadingPart } from './notes.ts';
import { adapterForPage } from './sites/index.ts';
import { foundAnything, runAdapter } from './sites/run-adapter.ts';
import { jsonLdPersons } from './structured/json-ld.ts';
import { microdataPersons } from './structured/microdata.ts';
import { findMicroformats, microformatToDraft } from './structured/microformats.ts';
import { rdfaPersons } from './structured/rdfa.ts';
import { personToDraft } from './structured/schema-person.ts';

/** Name-like parts of the page title: `Jane Doe — Developer`, `CV - Jane Doe`, `Jane Doe | LinkedIn`. */
function titleNames(doc: Document): string[] {
  const title = (doc.querySelector('title')?.textContent ?? '').slice(0, MAX_TITLE_CHARS);
  return namesInTitle(title);
}

/** Links a page's footers hold at most: a few profiles; more is a site map. */
const MAX_FOOTER_LINKS = 60;

const BLOCK_TAGS = /^(?:P|DIV|UL|OL|LI|SECTION|NAV|HEADER|FOOTER|TABLE|H[1-6]|BR)$/;

/** The text of the line a link stands on: its parent's text and inline elements, without the blocks beside it. */
function lineAround(a: Element): string {
  return [...(a.parentElement?.childNodes ?? [])]
    .filter((node) => node.nodeType === 3 || (node.nodeType === 1 && !BLOCK_TAGS.test((node as Element).tagName.toUpperCase())))
    .map((node) => node.textContent ?? '')
    .join(' ');
}

/** The link targets of the page's footers, outside their credit lines ("Theme by …", "© 2025 …"), whose text is not read. */
function footerLinks(root: Element): string[] {
  return [...root.querySelectorAll('footer a[href]')]
    .slice(0, MAX_FOOTER_LINKS)
    .filter((a) => !isCreditText(lineAround(a)))
    .map((a) => a.getAttribute('href') ?? '');
}

export interface PageOptions {
  /** Fallback locale for phone numbers when the page has no `lang` (e.g. `navigator.language`). */
  locale?: string;
  limits?: Partial<Limits>;
  /** Source recorded for the generic extractor's fields (`docx` when the page came from a DOCX). */
  genericSource?: string;
}

/**
 * The candidate shown on a page. Reads, in order of trust: the site adapter for a profile site's
 * page, JSON-LD, microdata, RDFa, h-resume / h-card, contact links, then the generic reader.
 * Works on any DOM Document (the browser's, or linkedom's under Node); nothing is evaluated.
 */
export function extractFromDocument(doc: Document, pageUrl: string, options: PageOptions = {}): ExtractionResult {
  const budget = new Budget(options.limits);
  const lang = doc.documentElement?.getAttribute('lang');
  const country = countryFromLocale(lang) ?? countryFromLocale(options.locale);
  const drafts: SourcedDraft[] = [];
  // Optional steps are skipped once time is up; the page text is always read, at least its beginning
  // (the DOM walk itself is bounded), so a slow page still yields a candidate.
  const step = (part: ReadingPart, run: () => void, always = false) => {
    if (budget.expired() && !always) {
      budget.note({ code: 'time-ran-out', part });
      return;
    }
    try {
      run();
    } catch {
      budget.note({ code: 'part-failed', part });
    }
  };

  step('json-ld', () => {
    for (const p of jsonLdPersons(doc, budget).slice(0, 1)) drafts.push({ source: 'json-ld', draft: personToDraft(p, country, pageUrl) });
  });
  step('microdata', () => {
    for (const p of microdataPersons(doc, budget).slice(0, 1))
      drafts.push({ source: 'microdata', draft: personToDraft(p, country, pageUrl) });
  });
  step('rdfa', () => {
    for (const p of rdfaPersons(doc, budget).slice(0, 1)) drafts.push({ source: 'rdfa', draft: personToDraft(p, country, pageUrl) });
  });
  step('microformats', () => {
    const items = findMicroformats(doc, budget);
    const main = items.find((i) => i.types.includes('h-resume')) ?? items.find((i) => i.types.includes('h-card'));
    if (main)
      drafts.push({ source: main.types.includes('h-resume') ? 'h-resume' : 'h-card', draft: microformatToDraft(main, country, pageUrl) });
  });
  step('contact-links', () => drafts.push(...contactLinkDrafts(doc, budget, country, pageUrl)));
  const adapter = adapterForPage(doc, pageUrl);
  if (adapter) {
    step(
      'site-page',
      () => {
        const draft = runAdapter(adapter, doc, pageUrl);
        // A profile site's page as shown comes before its structured data (LinkedIn's JSON-LD lists
        // titles and employers apart, and no headline).
        if (foundAnything(draft)) drafts.unshift({ source: `site:${adapter.name}`, draft });
        else budget.note({ code: 'layout-not-recognised', site: adapter.name });
      },
      true,
    ); // the page's own reader is read even when time is short: its work is bounded
  }
  step(
    'page-text',
    () => {
      const root = doc.body ?? doc.documentElement;
      if (!root) return;
      const lines = domLines(root, budget);
      if (lines.length > MAX_LINES) budget.note({ code: 'lines-cut' });
      const names = titleNames(doc);
      const draft = extractFromLines(lines, { country, baseUrl: pageUrl, names, footerLinks: footerLinks(root) });
      // On a profile page the site adapter read, the person's links are where it looked (the rest of
      // the page links other members, companies and posts), and what the top card does not show, such
      // as a headline, is not to be looked for in other members' cards.
      const site = drafts.find((d) => d.source === `site:${adapter?.name}`)?.draft;
      if (site) draft.links = [];
      if (site?.name) {
        draft.headline = null;
        draft.location = null;
      }
      drafts.push({ source: options.genericSource ?? 'heuristic', draft });
    },
    true,
  );
  return { candidate: mergeDrafts(drafts, pageUrl), notes: budget.notes };
}
