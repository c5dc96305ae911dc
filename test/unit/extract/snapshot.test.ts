// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { extractFromDocument } from '../../../lib/extract/page';
import { snapshotPage } from '../../../lib/extract/snapshot';
import { untimed } from './helpers.ts';

function pageWith(head: string, body: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`, 'text/html');
}

const PROFILE = '<h1>Jane Doe</h1><p>Data Engineer</p><p><a href="mailto:jane.doe@example.org">jane.doe@example.org</a></p>';
const reread = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the snapshot the content script hands back', () => {
  it('keeps a profile whole although the page carries a 9 MB inline script', () => {
    const page = pageWith(`<title>Jane Doe</title><script>var bundle = "${'x'.repeat(9_000_000)}";</script>`, PROFILE);
    const snapshot = snapshotPage(page);
    expect(snapshot.truncated).toBe(false);
    expect(snapshot.html.length).toBeLessThan(10_000);
    const { candidate } = extractFromDocument(reread(snapshot.html), 'https://jane.example.org/', untimed());
    expect([candidate.name.full, candidate.emails]).toEqual(['Jane Doe', ['jane.doe@example.org']]);
  });

  it('keeps the structured data about the person and drops styles, media and templates', () => {
    const jsonLd = '<script type="application/ld+json">{"@type":"Person","name":"Jane Doe"}</script>';
    const page = pageWith(
      `${jsonLd}<style>body{color:red}</style><link rel="canonical" href="https://jane.example.org/">`,
      `${PROFILE}<img src="data:image/png;base64,${'A'.repeat(50_000)}"><template><p>hidden</p></template>`,
    );
    const copy = reread(snapshotPage(page).html);
    expect(copy.querySelector('script[type="application/ld+json"]')?.textContent).toContain('Jane Doe');
    expect(copy.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://jane.example.org/');
    expect(copy.querySelectorAll('style, img, template')).toHaveLength(0);
  });

  it('cuts a title of megabytes before anything reads it, and the page is still read', () => {
    const page = pageWith(`<title>${'Jane Doe - '.repeat(200_000)}</title>`, PROFILE);
    const snapshot = snapshotPage(page);
    const copy = reread(snapshot.html);
    expect(copy.title.length).toBeLessThanOrEqual(1_000);
    expect(extractFromDocument(copy, 'https://jane.example.org/', untimed()).candidate.emails).toEqual(['jane.doe@example.org']);
  });

  it('says it cut a page whose text alone is larger than the snapshot may be', () => {
    const page = pageWith('', `${PROFILE}<p>${'word '.repeat(100_000)}</p>`);
    const snapshot = snapshotPage(page, 200_000);
    expect(snapshot.truncated).toBe(true);
    expect(snapshot.html.length).toBe(200_000);
    expect(snapshot.html).toContain('jane.doe@example.org');
  });
});
