// Renders made-up persons (persons.ts) through JSON Resume themes into HTML pages and, printed by
// Chromium, PDFs, each with a truth of what the render shows, in the corpus's layout:
// .cache/theme-probe/docs/probe-{html,pdf}/<theme>__<person>.<ext> and gt/… .json.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../../lib/extract/node/corpus.ts';
import { openOfflinePage } from './offline-page.ts';
import { personForTemplate, type JsonResume } from './persons.ts';
import { PROBE_DIR, THEMES_DIR, probeThemes } from './themes.ts';
import { HEADLINE_MARK, visibleTruth, whatShows } from './truth.ts';

const PERSONS_PER_THEME = 8;
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

rmSync(PROBE_DIR, { recursive: true, force: true });
for (const kind of ['probe-html', 'probe-pdf'])
  for (const tree of ['docs', 'gt']) mkdirSync(path.join(PROBE_DIR, tree, kind), { recursive: true });

const { browser, page } = await openOfflinePage();
let rendered = 0;
const skipped: string[] = [];
for (const theme of probeThemes()) {
  const render = await themeRenderer(theme);
  for (let i = 0; i < PERSONS_PER_THEME; i++) {
    const person = personForTemplate(theme, i);
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
