// Renders the theme probe's made-up persons (../theme-probe/persons.ts) through this probe's page
// layouts (templates.ts), each page with the theme probe's truth of what it shows in Chromium, in the
// corpus's layout: .cache/page-probe/docs/probe-page/<layout>__<person>.html and gt/… .json.
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
    const shown = await whatShows(page, html, layout.page(marked), 'screen');
    const truth = visibleTruth(person, shown.text, shown.hrefs, shown.headlineShown);
    const stem = `${layout.name}__${person.id}`;
    writeFileSync(path.join(dirs.docs, `${stem}.html`), html);
    const json = { template: layout.name, language: person.language, expected_visible: truth };
    writeFileSync(path.join(dirs.gt, `${stem}.json`), JSON.stringify(json, null, 1));
    rendered++;
  }
await browser.close();
console.log(`${rendered} made-up personal pages rendered over ${LAYOUTS.length} layouts into ${path.relative(REPO_ROOT, PROBE_DIR)}`);
