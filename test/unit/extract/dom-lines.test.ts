import { describe, expect, it } from 'vitest';
import { Budget } from '../../../lib/extract/budget.ts';
import { extractFromFile } from '../../../lib/extract/documents/extract-file.ts';
import { domLines } from '../../../lib/extract/heuristics/dom-lines.ts';
import { NODE_READERS, parseHtmlWithLinkedom } from '../../../lib/extract/node/readers.ts';

const lines = (body: string) => {
  const doc = parseHtmlWithLinkedom(`<!doctype html><html><head><title>Jane Doe</title></head><body>${body}</body></html>`);
  return domLines(doc.body, new Budget()).map((l) => l.text);
};

describe('page text as lines', () => {
  it('keeps apart elements a browser shows apart, though nothing separates them in the markup', () => {
    expect(lines('<p><b>Lead Developer at Velzaro</b><span class="when">September 2021 – Now</span></p>')).toEqual([
      'Lead Developer at Velzaro September 2021 – Now',
    ]);
    expect(lines('<h3>Velmora<span class="date">2023 - 2025</span></h3>')).toEqual(['Velmora 2023 - 2025']);
    expect(lines('<p><span>Name:</span><span>Jane Doe</span></p>')).toEqual(['Name: Jane Doe']);
    expect(lines('<small><span class="space-right">Dec, 2019 - Nov, 2021</span><span>1 year 11 months</span></small>')).toEqual([
      'Dec, 2019 - Nov, 2021 1 year 11 months',
    ]);
  });

  it('marks a line set in bold throughout, and no line with text of its own beside the bold', () => {
    const doc = parseHtmlWithLinkedom(
      '<html><body><div><strong>Metalwork</strong><p>Welding</p></div><p><b>Tools:</b> lathe, kiln</p><p><b>Forging</b> <b>Casting</b></p></body></html>',
    );
    expect(domLines(doc.body, new Budget()).map((l) => [l.text, !!l.bold])).toEqual([
      ['Metalwork', true],
      ['Welding', false],
      ['Tools: lathe, kiln', false],
      ['Forging Casting', true],
    ]);
  });

  it('keeps the fields of a row of inline elements, which a style sheet shows apart, though their text runs on', () => {
    const doc = parseHtmlWithLinkedom(
      '<html><body><div><span class="position">Senior Associate</span> <span class="name">Marvaud</span> <span>Edinburgh</span></div>' +
        '<p>Worked at <a href="https://acme.example">Acme</a> for years</p><h1><span>Jane</span> <span>Doe</span></h1></body></html>',
    );
    const [row, prose, heading] = domLines(doc.body, new Budget());
    expect(row).toMatchObject({ text: 'Senior Associate Marvaud Edinburgh', fields: ['Senior Associate', 'Marvaud', 'Edinburgh'] });
    expect(prose?.fields).toBeUndefined();
    // The text itself is unchanged: a name set in two spans stays one name.
    expect(heading?.text).toBe('Jane Doe');
  });

  it("skips a site's menu, but reads a navigation bar that holds the person's name and details", () => {
    expect(lines('<nav><a href="/">Home</a><a href="/blog">Blog</a></nav><h1>Jane Doe</h1>')).toEqual(['Jane Doe']);
    expect(lines('<nav class="navbar"><h2>Jane Doe</h2><h4>Content Strategist</h4><ul><li>New York, New York, US</li></ul></nav>')).toEqual(
      ['Jane Doe', 'Content Strategist', 'New York, New York, US'],
    );
    const drawer = '<nav><div>Contact</div><div>Lyon, France</div><div><a href="tel:+33612345678">+33 6 12 34 56 78</a></div></nav>';
    expect(lines(drawer)).toEqual(['Contact', 'Lyon, France', '+33 6 12 34 56 78']);
    expect(lines('<nav><a href="/">Home</a><a href="mailto:jane@example.org">Contact</a></nav>')).toEqual([]);
  });

  it('keeps a word whole when only its parts are styled', () => {
    expect(lines('<p><b>J</b>ane, 1<sup>er</sup> prix, jane<span>@</span>example.org, <span>jane</span><span>micro</span></p>')).toEqual([
      'Jane, 1er prix, jane@example.org, janemicro',
    ]);
  });

  it('keeps table cells apart with a tab, as a label and its value', () => {
    expect(lines('<table><tr><th>Phone</th><td>+33 6 12 34 56 78</td></tr></table>')).toEqual(['Phone\t+33 6 12 34 56 78']);
  });

  it('leaves out elements hidden by an inline style, and the title and metadata of a page saved inside the page', () => {
    expect(lines('<p style="display: none">draft</p><p style="visibility:hidden">old</p><p style="color: red">shown</p>')).toEqual([
      'shown',
    ]);
    expect(lines('<div><html><head><meta charset="utf-8"><title>CV</title><p>Jane Doe</p></head></html></div>')).toEqual(['Jane Doe']);
  });

  it("leaves out an icon font's ligature names, never a word the person wrote in an icon's neighbourhood", () => {
    expect(
      lines(
        '<p><i class="material-icons">email</i> <a href="mailto:rui@example.org">rui@example.org</a></p>' +
          '<p><span class="material-symbols-outlined">location_on</span> Porto Alto</p>' +
          '<li><i class="material-icons resume-icon">check_circle_outlined</i> Cut build times by half</li>' +
          '<p><span class="icon-link">ruimatos</span></p><p><span class="icon">Lisbon</span></p>',
      ),
    ).toEqual(['rui@example.org', 'Porto Alto', 'Cut build times by half', 'ruimatos', 'Lisbon']);
  });

  it('reads a page saved after another one in the same file, as a browser shows it', async () => {
    const html =
      '<html><head><title>Saved</title></head><body></body></html><html><body><h1>Jane Doe</h1><p>jane@example.org</p></body></html>';
    const { candidate } = await extractFromFile('saved.html', new TextEncoder().encode(html), NODE_READERS);
    expect(candidate.name.full).toBe('Jane Doe');
    expect(candidate.emails).toEqual(['jane@example.org']);
  });
});
