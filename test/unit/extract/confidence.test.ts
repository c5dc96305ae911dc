import { describe, expect, it } from 'vitest';
import { Budget } from '../../../lib/extract/budget.ts';
import { extractFromFile } from '../../../lib/extract/documents/extract-file.ts';
import { extractFromPath, NODE_READERS } from '../../../lib/extract/node/readers.ts';
import { extractHtml, fixture } from './helpers.ts';

const page = (body: string, head = '') => `<html lang="en"><head>${head}</head><body>${body}</body></html>`;
const jsonLd = (person: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Person', ...person })}</script>`;

describe('confidence per field', () => {
  it('is high for what the page states in its markup', () => {
    const { candidate } = extractHtml(
      page('<p>Profile</p>', jsonLd({ name: 'Jane Doe', jobTitle: 'Data Engineer', email: 'jane@example.com', address: 'Lyon' })),
    );
    expect(candidate.confidence).toMatchObject({ name: 'high', headline: 'high', emails: 'high', location: 'high' });
  });

  it('is given to each field found, and to none that was not', () => {
    const { candidate } = extractHtml(page('<h1>Jane Doe</h1><p>Senior Data Engineer</p><p>jane.doe@example.com</p>'));
    expect(Object.keys(candidate.confidence).sort()).toEqual(Object.keys(candidate.sources).sort());
    expect(candidate.confidence.location).toBeUndefined();
  });

  it('is high for a name read from the text that the e-mail address repeats, medium when nothing confirms it', () => {
    const confirmed = extractHtml(page('<h1>Jane Doe</h1><p>Senior Data Engineer</p><p>jane.doe@example.com</p>'));
    const alone = extractHtml(page('<h1>Jane Doe</h1><p>Senior Data Engineer</p><p>contact@studio.example</p>'));
    expect(confirmed.candidate.confidence.name).toBe('high');
    expect(alone.candidate.confidence.name).toBe('medium');
  });

  it('is medium for a headline and a city read from the text, low for a country alone or a headline that is the name again', () => {
    const { candidate } = extractHtml(page('<h1>Jane Doe</h1><p>Senior Data Engineer</p><p>Lyon, France</p><p>jane.doe@example.com</p>'));
    expect(candidate.confidence).toMatchObject({ headline: 'medium', location: 'medium' });

    const doubtful = extractHtml(page('<h1>Jane Doe</h1><p>Senior Data Engineer</p><p>France</p><p>jane.doe@example.com</p>'));
    expect(doubtful.candidate.location).toBe('France');
    expect(doubtful.candidate.confidence.location).toBe('low');
  });

  it('is low for experience entries without dates, medium for dated ones with title and employer', () => {
    const undated = extractHtml(
      page('<h1>Jane Doe</h1><p>jane.doe@example.com</p><h2>Experience</h2><p>Data Engineer, Acme Corp</p><p>Built pipelines.</p>'),
    );
    const dated = extractHtml(
      page(
        '<h1>Jane Doe</h1><p>jane.doe@example.com</p><h2>Experience</h2><p>Data Engineer, Acme Corp</p><p>2019 – 2023</p><p>Built pipelines.</p>',
      ),
    );
    expect(undated.candidate.experience).toHaveLength(1);
    expect(undated.candidate.confidence.experience).toBe('low');
    expect(dated.candidate.experience[0]).toMatchObject({ company: 'Acme Corp', start: '2019' });
    expect(dated.candidate.confidence.experience).toBe('medium');
  });

  it('is given to a document’s fields too', async () => {
    const { candidate } = await extractFromPath(fixture('documents', 'two-column-cv.pdf'));
    expect(candidate.confidence).toMatchObject({ name: 'high', emails: 'high', languages: 'medium' });
  });
});

describe('extraction notes', () => {
  it('are codes with their parameters, each kept once', () => {
    const budget = new Budget();
    budget.note({ code: 'time-ran-out', part: 'json-ld' });
    budget.note({ code: 'time-ran-out', part: 'json-ld' });
    budget.note({ code: 'time-ran-out', part: 'microdata' });
    budget.note({ code: 'layout-not-recognised', site: 'linkedin' });
    budget.note({ site: 'linkedin', code: 'layout-not-recognised' });
    expect(budget.notes).toEqual([
      { code: 'time-ran-out', part: 'json-ld' },
      { code: 'time-ran-out', part: 'microdata' },
      { code: 'layout-not-recognised', site: 'linkedin' },
    ]);
  });

  it('say once that a saved page was cut, though both its source and its reading were', async () => {
    const html = page(`<h1>Jane Doe</h1><p>jane.doe@example.com</p>${'<span>x</span>'.repeat(70_000)}`);
    const { notes } = await extractFromFile('saved.html', new TextEncoder().encode(html), NODE_READERS, { limits: { maxElements: 5_000 } });
    expect(notes.filter((note) => note.code === 'page-cut')).toHaveLength(1);
  });
});
