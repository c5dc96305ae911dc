import { extractHtml } from './helpers.ts';

// A page as resume themes print one: a header of the test's own, then a job and a study in sections.
export const body = `<section><h2>Experience</h2><div><h3>Quillfeather Labs</h3><p>Product Designer</p><p>2019 – 2023</p>
  <p>Designed the booking flow used by most customers.</p></div></section>
  <section><h2>Education</h2><div><h3>Ashcombe University</h3><p>BA Graphic Design</p><p>2014 – 2018</p></div></section>`;
const page = (header: string, rest = body, title = 'Resume') =>
  `<html lang="en"><head><title>${title}</title></head><body><header>${header}</header>${rest}</body></html>`;
export const read = (header: string, rest?: string, title?: string) => extractHtml(page(header, rest, title)).candidate;
export const name = '<h1>Maren Holloway</h1>';
export const email = '<a href="mailto:maren@example.org">maren@example.org</a>';
