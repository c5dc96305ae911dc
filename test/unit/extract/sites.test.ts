import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_ADAPTERS, adapterFor } from '../../../lib/extract/sites/index.ts';
import { savedPageUrl } from '../../../lib/extract/documents/saved-page.ts';
import { parseHtmlWithLinkedom } from '../../../lib/extract/node/readers.ts';
import { extractFromDocument } from '../../../lib/extract/page.ts';
import { extractHtml, fixture } from './helpers.ts';

describe.each(SITE_ADAPTERS.map((a) => [a.name, a] as const))('the %s adapter', (name, adapter) => {
  it('carries at least one saved page', () => expect(adapter.fixtures.length).toBeGreaterThan(0));

  it.each(adapter.fixtures)('matches its saved page %s', (file) => {
    const doc = parseHtmlWithLinkedom(readFileSync(fixture('sites', file), 'utf8'));
    const pageUrl = savedPageUrl(doc, 'https://invalid.example/');
    expect(adapterFor(pageUrl)?.name).toBe(name);
    const { candidate, notes } = extractFromDocument(doc, pageUrl);
    expect(notes).toEqual([]);
    expect(candidate.name.full).toBeTruthy();
    expect(candidate.headline).toBeTruthy();
    expect(candidate.location).toBeTruthy();
    expect(Object.values(candidate.sources)).toContain(`site:${name}`);
  });
});

describe('choosing an adapter', () => {
  it('goes by host and profile path', () => {
    expect(adapterFor('https://www.linkedin.com/in/jane-doe/')?.name).toBe('linkedin');
    expect(adapterFor('https://www.linkedin.com/jobs/view/123')).toBeNull();
    expect(adapterFor('https://github.com/janedoe')?.name).toBe('github');
    expect(adapterFor('https://github.com/janedoe/repo')).toBeNull();
    expect(adapterFor('https://www.malt.fr/profile/jdoe')?.name).toBe('malt');
    expect(adapterFor('https://example.org/in/jane')).toBeNull();
  });

  it('falls back to the generic reader when the site changed its markup', () => {
    const { candidate, notes } = extractHtml(
      '<html lang="en"><body><main><h1>Jane Doe</h1><p>Staff Engineer at Acme</p><p>Denver, CO</p></main></body></html>',
      'https://www.linkedin.com/in/jane-doe');
    expect(notes.join(' ')).toMatch(/linkedin page layout was not recognised/);
    expect(candidate.name.full).toBe('Jane Doe');
    expect(candidate.location).toBe('Denver, CO');
    expect(candidate.sources.name).toBe('heuristic');
  });
});
