// What a rendered page shows of its person, in the corpus's truth format: the theme probe's truth,
// which the page probe (../page-probe) uses too. What is visible is the target.
import type { Page } from '@playwright/test';
import type { ProbePerson } from './persons.ts';

/** A word set in the headline of a second render: a page that shows it shows the headline. */
export const HEADLINE_MARK = 'Headlinemarkword';

const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');

/** What a render shows of the person, in the corpus's truth format (its README: `expected_visible`). */
export function visibleTruth(person: ProbePerson, text: string, hrefs: string[], headlineShown: boolean) {
  const resume = person.resume;
  const shown = norm(text);
  const shows = (s: string) => !!s && shown.includes(norm(s));
  // A language shows as a word of its own: "Deutsch" is not shown by "Deutschland".
  const words = (t: string) =>
    ` ${norm(t)
      .replace(/[^\p{L}]+/gu, ' ')
      .trim()} `;
  const showsWord = (s: string) => !!s && words(text).includes(words(s));
  const linked = (url: string) => hrefs.some((h) => norm(h).replace(/\/$/, '') === norm(url));
  // A link shows as a word of its own: the host of an e-mail address ("contact@jane.example.net") is no link to the site.
  const showsAlone = (s: string) =>
    shown.split(/\s+/).some((word) =>
      word
        .replace(/^[^\p{L}\d]+/u, '')
        .replace(/^https?:\/\/(www\.)?/, '')
        .startsWith(norm(s)),
    );
  const linkShown = (url: string) =>
    showsAlone(url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')) || linked(url.replace(/\/$/, ''));
  const b = resume.basics;
  // The city counts where it shows outside the schools' names (a university named after its town).
  const outsideSchools = resume.education.reduce((rest, e) => rest.replaceAll(norm(e.institution), ' '), shown);
  const [firstName, ...rest] = b.name.split(' ');
  const textSite = person.textLinks.find((l) => !l.network);
  const website = [b.url, textSite?.url].find((url) => url && linkShown(url));
  const textProfiles = person.textLinks.filter((l): l is ProbePerson['resume']['basics']['profiles'][number] => !!l.network);
  return {
    fullName: shows(b.name) ? b.name : undefined,
    firstName,
    lastName: rest.join(' '),
    emails: shows(b.email) ? [b.email] : [],
    phones: shows(b.phone) ? [b.phone] : [],
    location: person.city && outsideSchools.includes(norm(person.city)) ? { city: person.city } : {},
    headline: headlineShown ? b.label : undefined,
    links: {
      website: website ?? null,
      profiles: [...b.profiles, ...textProfiles].filter((p) => linkShown(p.url)),
    },
    // A job shows where its employer does (its title alone may be the headline's).
    work: resume.work.filter((w) => shows(w.name)).map((w) => ({ company: w.name, title: shows(w.position) ? w.position : undefined })),
    education: resume.education.filter((e) => shows(e.institution)).map((e) => ({ institution: e.institution })),
    skills: resume.skills.flatMap((s) => s.keywords).filter(shows),
    languages: resume.languages.map((l) => l.language).filter(showsWord),
  };
}

/**
 * The text and link targets a render shows in one medium, and whether it shows the headline: the
 * headline is the current job's title, so a render whose headline is a word of its own tells.
 * Leaves the page showing `html` in that medium.
 */
export async function whatShows(page: Page, html: string, markedHtml: string, media: 'screen' | 'print') {
  await page.emulateMedia({ media });
  await page.setContent(markedHtml, { waitUntil: 'load', timeout: 10_000 }).catch(() => undefined);
  const headlineShown = (await page.evaluate(() => document.body?.innerText ?? '')).includes(HEADLINE_MARK);
  await page.setContent(html, { waitUntil: 'load', timeout: 10_000 }).catch(() => undefined);
  const text = await page.evaluate(() => document.body?.innerText ?? '');
  const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href));
  return { text, hrefs, headlineShown };
}
