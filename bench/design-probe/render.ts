// Renders the theme probe's made-up persons (../theme-probe/persons.ts) through this probe's designed
// layouts (templates.ts) and prints each with Chromium to an A4 PDF, with the theme probe's truth of
// what the printed page shows, in the corpus's layout:
// .cache/design-probe/docs/probe-design-pdf/<layout>__<person>.pdf and gt/… .json.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../lib/extract/node/corpus.ts';
import { openOfflinePage } from '../theme-probe/offline-page.ts';
import { personForTemplate } from '../theme-probe/persons.ts';
import { HEADLINE_MARK, visibleTruth, whatShows } from '../theme-probe/truth.ts';
import { KIND, LAYOUTS, PROBE_DIR } from './templates.ts';

const PERSONS_PER_LAYOUT = 8;
const dirs = { docs: path.join(PROBE_DIR, 'docs', KIND), gt: path.join(PROBE_DIR, 'gt', KIND) };

rmSync(PROBE_DIR, { recursive: true, force: true });
for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });

const { browser, page } = await openOfflinePage();
let rendered = 0;
for (const layout of LAYOUTS)
  for (let i = 0; i < PERSONS_PER_LAYOUT; i++) {
    const person = personForTemplate(layout.name, i);
    const html = layout.page(person);
    const marked = structuredClone(person);
    marked.resume.basics.label = HEADLINE_MARK;
    const markedHtml = layout.page(marked);
    // Designs set titles in capitals by their style sheet, which the printed text keeps: the mark shows in any case.
    await page.emulateMedia({ media: 'print' });
    await page.setContent(markedHtml, { waitUntil: 'load', timeout: 10_000 });
    const headlineShown = (await page.evaluate(() => document.body.innerText)).toLowerCase().includes(HEADLINE_MARK.toLowerCase());
    const shown = await whatShows(page, html, markedHtml, 'print');
    const truth = visibleTruth(person, shown.text, shown.hrefs, headlineShown);
    const footer = layout.footer?.(person);
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      ...(footer
        ? {
            displayHeaderFooter: true,
            headerTemplate: '<span></span>',
            footerTemplate: footer,
            margin: { top: '14mm', bottom: '16mm', left: '14mm', right: '14mm' },
          }
        : {}),
    });
    const stem = `${layout.name}__${person.id}`;
    writeFileSync(path.join(dirs.docs, `${stem}.pdf`), pdf);
    const json = { template: layout.name, language: person.language, expected_visible: truth };
    writeFileSync(path.join(dirs.gt, `${stem}.json`), JSON.stringify(json, null, 1));
    rendered++;
  }
await browser.close();
console.log(`${rendered} made-up designed CVs printed over ${LAYOUTS.length} layouts into ${path.relative(REPO_ROOT, PROBE_DIR)}`);
