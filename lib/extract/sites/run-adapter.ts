import type { CandidateDraft } from '../candidate.ts';
import { profileLinks } from '../heuristics/links.ts';
import { findDateRange } from '../heuristics/dates.ts';
import { splitName } from '../heuristics/names.ts';
import { cleanText, foldKey, uniqueBy } from '../heuristics/text.ts';
import { readProfilePage } from './profile-page.ts';
import type { SiteAdapter } from './site-adapter.ts';

function firstMatch(scope: ParentNode, selectors: string[] | undefined): Element | null {
  for (const selector of selectors ?? []) {
    const el = scope.querySelector(selector);
    if (el && cleanText(el.textContent ?? '')) return el;
  }
  return null;
}

function textAt(scope: ParentNode, selectors: string[] | undefined): string | null {
  const text = cleanText(firstMatch(scope, selectors)?.textContent ?? '');
  return text || null;
}

function allTexts(scope: ParentNode, selectors: string[] | undefined): string[] {
  for (const selector of selectors ?? []) {
    const texts = [...scope.querySelectorAll(selector)].map((el) => cleanText(el.textContent ?? '')).filter(Boolean);
    if (texts.length) return uniqueBy(texts, foldKey);
  }
  return [];
}

function entries(doc: Document, selectors: string[] | undefined): Element[] {
  for (const selector of selectors ?? []) {
    const found = [...doc.querySelectorAll(selector)].slice(0, 100);
    if (found.length) return found;
  }
  return [];
}

/**
 * What the adapter finds on the page: by the page's structure first when the adapter reads it so,
 * then by its selectors; fields it cannot find are left out.
 */
export function runAdapter(adapter: SiteAdapter, doc: Document, pageUrl: string): CandidateDraft {
  const bySelectors = readSelectors(adapter, doc, pageUrl);
  if (!adapter.readsStructure) return bySelectors;
  const byStructure = readProfilePage(doc);
  const draft: CandidateDraft = { ...bySelectors };
  for (const [field, value] of Object.entries(byStructure) as [keyof CandidateDraft, unknown][]) {
    if (Array.isArray(value) ? value.length : value) (draft as Record<string, unknown>)[field] = value;
  }
  return draft;
}

function readSelectors(adapter: SiteAdapter, doc: Document, pageUrl: string): CandidateDraft {
  const f = adapter.fields;
  const draft: CandidateDraft = {};
  const name = textAt(doc, f.name);
  if (name) draft.name = splitName(name);
  draft.headline = textAt(doc, f.headline);
  draft.location = textAt(doc, f.location);
  draft.summary = textAt(doc, f.summary);
  draft.skills = allTexts(doc, f.skills);
  draft.languages = allTexts(doc, f.languages);
  const hrefs = (f.links ?? []).flatMap((s) => [...doc.querySelectorAll(s)].map((a) => a.getAttribute('href') ?? ''));
  // The member's handle, shown on the page, names their profile on a saved page that lost its address.
  const handle = textAt(doc, f.username)?.replace(/^@/, '');
  const own = handle && /^[\w.-]+$/.test(handle) ? [`/${handle}`] : [];
  draft.links = profileLinks([pageUrl, ...hrefs, ...own], siteBase(adapter, pageUrl));
  if (f.experience) {
    const sel = f.experience.fields;
    draft.experience = entries(doc, f.experience.item)
      .map((item) => {
        const dates = findDateRange(textAt(item, sel.dates) ?? '');
        return {
          // "@acme-corp": how GitHub and others show an organisation's handle.
          title: textAt(item, sel.title),
          company: textAt(item, sel.company)?.replace(/^@(?=\S)/, '') ?? null,
          location: textAt(item, sel.location),
          start: dates?.start ?? null,
          end: dates?.end ?? null,
          current: dates?.current ?? false,
        };
      })
      .filter((e) => e.title || e.company);
  }
  if (f.education) {
    const sel = f.education.fields;
    draft.education = entries(doc, f.education.item)
      .map((item) => {
        const dates = findDateRange(textAt(item, sel.dates) ?? '');
        return {
          institution: textAt(item, sel.institution),
          degree: textAt(item, sel.degree),
          field: null,
          start: dates?.start ?? null,
          end: dates?.end ?? null,
        };
      })
      .filter((e) => e.institution);
  }
  return draft;
}

/** The base of the page's relative links: its address, or the site's when the page is a saved file. */
function siteBase(adapter: SiteAdapter, pageUrl: string): string {
  try {
    if (adapter.hosts.test(new URL(pageUrl).hostname.toLowerCase())) return pageUrl;
  } catch {
    /* no address */
  }
  return adapter.origin ?? pageUrl;
}

/** Whether the adapter found anything beyond the page's own URL. */
export function foundAnything(draft: CandidateDraft): boolean {
  return !!(draft.name || draft.headline || draft.location || draft.skills?.length || draft.experience?.length || draft.education?.length);
}
