// Renders made-up persons (persons.ts) through JSON Resume themes into HTML pages and, printed by
// Chromium, PDFs, each with a truth of what the render shows, in the corpus's layout:
// .cache/theme-probe/docs/probe-{html,pdf}/<theme>__<person>.<ext> and gt/… .json.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { findChromium } from '../../scripts/chromium.ts';
import { REPO_ROOT } from '../../lib/extract/node/corpus.ts';
import { PROBE_LANGUAGES, makePerson, type JsonResume } from './persons.ts';
import { seedOf } from './seed.ts';
import { PROBE_DIR, THEMES_DIR, probeThemes } from './themes.ts';

const PERSONS_PER_THEME = 8;
const HEADLINE_MARK = 'Headlinemarkword';
// A theme whose print style sheet breaks (one page becoming dozens) gives no PDF, only its page; so
// does one whose content fades in by animation, which a printed page never shows.
const MAX_PDF_PAGES = 6;
const UNPRINTABLE_THEMES = new Set(['responsive']);
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

type Render = (resume: JsonResume) => string | Promise<string>;

async function themeRenderer(theme: string): Promise<Render> {
  const dir = path.join(THEMES_DIR, `jsonresume-theme-${theme}`);
  const load = createRequire(path.join(REPO_ROOT, 'bench/theme-probe/package.json'));
  let module: { render?: Render; default?: { render?: Render } };
  try {
    module = load(dir) as typeof module;
  } catch {
    const main = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { main?: string }).main ?? 'index.js';
    module = (await import(pathToFileURL(path.join(dir, main)).href)) as typeof module;
  }
  const render = module.render ?? module.default?.render;
  if (!render) throw new Error(`jsonresume-theme-${theme} exports no render()`);
  return render;
}

const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');

/** What a render shows of the person, in the corpus's truth format (its README: `expected_visible`). */
function visibleTruth(resume: JsonResume, text: string, hrefs: string[], headlineShown: boolean) {
  const shown = norm(text);
  const shows = (s: string) => !!s && shown.includes(norm(s));
  const linked = (url: string) => hrefs.some((h) => norm(h).replace(/\/$/, '') === norm(url));
  const b = resume.basics;
  // The city counts where it shows outside the schools' names (a university named after its town).
  const outsideSchools = resume.education.reduce((rest, e) => rest.replaceAll(norm(e.institution), ' '), shown);
  const [firstName, ...rest] = b.name.split(' ');
  return {
    fullName: shows(b.name) ? b.name : undefined,
    firstName,
    lastName: rest.join(' '),
    emails: shows(b.email) ? [b.email] : [],
    phones: shows(b.phone) ? [b.phone] : [],
    location: outsideSchools.includes(norm(b.location.city)) ? { city: b.location.city } : {},
    headline: headlineShown ? b.label : undefined,
    links: {
      website: shows(b.url.replace(/^https:\/\//, '')) || linked(b.url) ? b.url : null,
      profiles: b.profiles.filter((p) => shows(p.url.replace(/^https:\/\/(www\.)?/, '')) || linked(p.url)),
    },
    // A job shows where its employer does (its title alone may be the headline's).
    work: resume.work.filter((w) => shows(w.name)).map((w) => ({ company: w.name, title: shows(w.position) ? w.position : undefined })),
    education: resume.education.filter((e) => shows(e.institution)).map((e) => ({ institution: e.institution })),
    skills: resume.skills.flatMap((s) => s.keywords).filter(shows),
    languages: resume.languages.map((l) => l.language).filter(shows),
  };
}

/**
 * The text and link targets a render shows in one medium, and whether it shows the headline: the
 * headline is the current job's title, so a render whose headline is a word of its own tells.
 * Leaves the page showing `html` in that medium.
 */
async function whatShows(page: Page, html: string, markedHtml: string, media: 'screen' | 'print') {
  await page.emulateMedia({ media });
  await page.setContent(markedHtml, { waitUntil: 'load', timeout: 10_000 }).catch(() => undefined);
  const headlineShown = (await page.evaluate(() => document.body?.innerText ?? '')).includes(HEADLINE_MARK);
  await page.setContent(html, { waitUntil: 'load', timeout: 10_000 }).catch(() => undefined);
  const text = await page.evaluate(() => document.body?.innerText ?? '');
  const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href));
  return { text, hrefs, headlineShown };
}

rmSync(PROBE_DIR, { recursive: true, force: true });
for (const kind of ['probe-html', 'probe-pdf'])
  for (const tree of ['docs', 'gt']) mkdirSync(path.join(PROBE_DIR, tree, kind), { recursive: true });

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
// Themes link fonts and style sheets on CDNs: the page is rendered offline, as the machine is.
await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
let rendered = 0;
for (const [t, theme] of probeThemes().entries()) {
  const render = await themeRenderer(theme);
  for (let i = 0; i < PERSONS_PER_THEME; i++) {
    const person = makePerson(PROBE_LANGUAGES[(t + i) % PROBE_LANGUAGES.length]!, i, seedOf(theme) + i);
    const html = await render(structuredClone(person.resume));
    const stem = `${theme}__${person.id}`;
    const marked = structuredClone(person.resume);
    marked.basics.label = HEADLINE_MARK;
    const markedHtml = await render(marked);
    const truthFor = async (media: 'screen' | 'print') => {
      const shown = await whatShows(page, html, markedHtml, media);
      const truth = visibleTruth(person.resume, shown.text, shown.hrefs, shown.headlineShown);
      return JSON.stringify({ template: theme, language: person.language, expected_visible: truth }, null, 1);
    };
    writeFileSync(path.join(PROBE_DIR, 'docs/probe-html', `${stem}.html`), html);
    writeFileSync(path.join(PROBE_DIR, 'gt/probe-html', `${stem}.json`), await truthFor('screen'));
    // The PDF's truth is what the page shows in print, where some themes hide parts of it.
    const printTruth = await truthFor('print');
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    if (pageCount(pdf) <= MAX_PDF_PAGES && !UNPRINTABLE_THEMES.has(theme)) {
      writeFileSync(path.join(PROBE_DIR, 'docs/probe-pdf', `${stem}.pdf`), pdf);
      writeFileSync(path.join(PROBE_DIR, 'gt/probe-pdf', `${stem}.json`), printTruth);
    }
    rendered++;
  }
}
await browser.close();
console.log(`${rendered} made-up CVs rendered over ${probeThemes().length} themes into ${path.relative(REPO_ROOT, PROBE_DIR)}`);
