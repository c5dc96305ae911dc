import { describe, expect, it } from 'vitest';
import { parseHtmlWithLinkedom } from '../../../lib/extract/node/readers.ts';
import { extractFromDocument } from '../../../lib/extract/page.ts';
import { extractHtml } from './helpers.ts';

const profile = '<h1>Jane Doe</h1><p>Staff Engineer</p><p>jane@example.org</p>';

describe('bounded extraction on hostile pages', () => {
  // How long these take is measured by `npm run bench` (the hostile set); here, what comes out.
  it('reads the person at the top of a 50,000-element page', () => {
    const rows = Array.from({ length: 25_000 }, (_, i) => `<div><span>row ${i}</span></div>`).join('');
    const doc = parseHtmlWithLinkedom(`<html><body>${profile}${rows}</body></html>`);
    const { candidate } = extractFromDocument(doc, 'https://example.org/');
    expect(candidate.name.full).toBe('Jane Doe');
    expect(candidate.emails).toEqual(['jane@example.org']);
  });

  it('stops safely on very deep nesting, with a note', () => {
    const depth = 5_000;
    const html = `<html><body>${profile}${'<div>'.repeat(depth)}deep${'</div>'.repeat(depth)}</body></html>`;
    const { candidate, notes } = extractHtml(html);
    expect(candidate.name.full).toBe('Jane Doe');
    expect(notes).toContainEqual({ code: 'nesting-cut' });
  });

  it('skips megabytes of JSON-LD, with a note', () => {
    const big = JSON.stringify({ '@type': 'Person', name: 'Fake Name', description: 'x'.repeat(3_000_000) });
    const { candidate, notes } = extractHtml(
      `<html><head><script type="application/ld+json">${big}</script></head><body>${profile}</body></html>`,
    );
    expect(notes).toContainEqual({ code: 'json-ld-too-large' });
    expect(candidate.name.full).toBe('Jane Doe');
  });

  it('survives JSON-LD nested thousands of levels deep', () => {
    const nested = '{"@type": "Person", "name": '.repeat(5_000) + '"x"' + '}'.repeat(5_000);
    const { candidate } = extractHtml(
      `<html><head><script type="application/ld+json">${nested}</script></head><body>${profile}</body></html>`,
    );
    expect(candidate.emails).toEqual(['jane@example.org']);
  });

  it('cuts a long run of inline text short, with a note', () => {
    const spans = `<span>${'word '.repeat(4_000)}</span>`.repeat(500);
    const { candidate, notes } = extractHtml(`<html><body>${profile}<p>${spans}</p></body></html>`);
    expect(notes).toContainEqual({ code: 'text-cut' });
    expect(candidate.name.full).toBe('Jane Doe');
  });

  it('reads long lines built to make pattern matching backtrack', () => {
    const hostile = ['a.b.c.d.'.repeat(2_500), '1 2 3 4 5 '.repeat(2_000), 'x [dot] '.repeat(2_500) + 'y [at] z', 'jane at '.repeat(2_500)];
    const { candidate } = extractHtml(`<html><body>${profile}${hostile.map((t) => `<p>${t}</p>`).join('')}</body></html>`);
    expect(candidate.emails).toEqual(['jane@example.org']);
  }, 10_000); // a backtracking pattern would take minutes here, not milliseconds

  it('cuts a multi-megabyte text node short, with a note', () => {
    const { candidate, notes } = extractHtml(`<html><body>${profile}<p>${'lorem ipsum '.repeat(400_000)}</p></body></html>`);
    expect(notes).toContainEqual({ code: 'text-cut' });
    expect(candidate.emails).toEqual(['jane@example.org']);
  });

  it('when the time budget is spent, skips what it can and still reads the top of the page', () => {
    const { candidate, notes } = extractHtml(`<html><body>${profile}</body></html>`, 'https://example.org/', { limits: { timeMs: -1 } });
    expect(notes).toContainEqual({ code: 'time-ran-out', part: 'json-ld' });
    expect(candidate.name.full).toBe('Jane Doe');
  });
});
