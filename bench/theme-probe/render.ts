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
import { PROBE_LANGUAGES, makePerson, type JsonResume, type ProbePerson } from './persons.ts';
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
    // An ES module theme (or one whose CommonJS build needs ES-only packages) loads by its import entry.
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      main?: string;
      module?: string;
      exports?: { '.'?: { import?: string | { default?: string } } };
    };
    const esm = manifest.exports?.['.']?.import;
    const entry = (typeof esm === 'string' ? esm : esm?.default) ?? manifest.module ?? manifest.main ?? 'index.js';
    module = (await import(pathToFileURL(path.join(dir, entry)).href)) as typeof module;
  }
  const render = module.render ?? module.default?.render;
  if (!render) throw new Error(`jsonresume-theme-${theme} exports no render()`);
  return render;
}

const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');

/** The resume as a theme gets it: fields left empty are left out, as JSON Resume writers do. */
function withoutEmpty<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutEmpty) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== '')
        .map(([k, v]) => [k, withoutEmpty(v)]),
    ) as T;
  return value;
}

/** A theme's page of the resume without its empty fields, or with them where the theme reads one unguarded. */
async function renderTolerant(render: Render, resume: JsonResume): Promise<string | undefined> {
  for (const given of [withoutEmpty(resume), structuredClone(resume)])
    try {
      return await render(given);
    } catch {
      // the next form, or none
    }
  return undefined;
}

/** What a render shows of the person, in the corpus's truth format (its README: `expected_visible`). */
function visibleTruth(person: ProbePerson, text: string, hrefs: string[], headlineShown: boolean) {
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
const skipped: string[] = [];
for (const theme of probeThemes()) {
  const render = await themeRenderer(theme);
  for (let i = 0; i < PERSONS_PER_THEME; i++) {
    // The language goes by the theme's name too, so that adding a theme changes no other theme's persons.
    const person = makePerson(PROBE_LANGUAGES[(seedOf(theme) + i) % PROBE_LANGUAGES.length]!, i, seedOf(theme) + i);
    const html = await renderTolerant(render, person.resume);
    const stem = `${theme}__${person.id}`;
    const marked = structuredClone(person.resume);
    marked.basics.label = HEADLINE_MARK;
    const markedHtml = await renderTolerant(render, marked);
    // A theme that cannot show a shape of person at all (an education without dates) skips that person.
    if (html === undefined || markedHtml === undefined) {
      skipped.push(stem);
      continue;
    }
    const truthFor = async (media: 'screen' | 'print') => {
      const shown = await whatShows(page, html, markedHtml, media);
      const truth = visibleTruth(person, shown.text, shown.hrefs, shown.headlineShown);
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
if (skipped.length) console.log(`Skipped, their theme failing on them: ${skipped.join(', ')}`);
console.log(`${rendered} made-up CVs rendered over ${probeThemes().length} themes into ${path.relative(REPO_ROOT, PROBE_DIR)}`);
