// Renders the theme probe's made-up persons (../theme-probe/persons.ts) through this probe's LaTeX
// templates (templates.ts) with pdflatex, each PDF with a truth of what it prints, in the corpus's
// layout: .cache/latex-probe/docs/probe-latex/<template>__<person>.pdf and gt/… .json; the .tex
// sources go to tex/. Every truth is checked against the PDF's text (pdftotext) and a word the text
// lacks is reported: the template or the truth is wrong, not the engine.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../lib/extract/node/corpus.ts';
import { PROBE_LANGUAGES, makePerson } from '../theme-probe/persons.ts';
import { seedOf } from '../theme-probe/seed.ts';
import { compileAll } from './compile.ts';
import { PROBE_DIR, TEMPLATES } from './templates.ts';
import { unseenInText, visibleTruth } from './truth.ts';

const PERSONS_PER_TEMPLATE = 8;
const KIND = 'probe-latex';
const dirs = { docs: path.join(PROBE_DIR, 'docs', KIND), gt: path.join(PROBE_DIR, 'gt', KIND), tex: path.join(PROBE_DIR, 'tex') };

rmSync(PROBE_DIR, { recursive: true, force: true });
for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });

const jobs = TEMPLATES.flatMap((template, t) =>
  Array.from({ length: PERSONS_PER_TEMPLATE }, (_, i) => {
    const person = makePerson(PROBE_LANGUAGES[(t + i) % PROBE_LANGUAGES.length]!, i, seedOf(template.name) + i);
    return { template, person, stem: `${template.name}__${person.id}`, source: template.source(person) };
  }),
);
const started = Date.now();
const pdfs = await compileAll(jobs.map((j) => j.source));
let failed = 0;
for (const [i, { template, person, stem, source }] of jobs.entries()) {
  writeFileSync(path.join(dirs.tex, `${stem}.tex`), source);
  const pdf = pdfs[i]!;
  if (pdf instanceof Error) {
    console.error(`${stem}: ${pdf.message}`);
    failed++;
    continue;
  }
  const file = path.join(dirs.docs, `${stem}.pdf`);
  writeFileSync(file, pdf);
  const truth = visibleTruth(person, template.shows);
  const unseen = unseenInText(
    truth,
    [[], ['-raw']].map((options) => execFileSync('pdftotext', [...options, file, '-'], { encoding: 'utf8' })),
  );
  if (unseen.length) console.error(`${stem}: truth not in the text: ${unseen.join(' | ')}`);
  const json = { template: template.name, language: person.language, expected_visible: truth };
  writeFileSync(path.join(dirs.gt, `${stem}.json`), JSON.stringify(json, null, 1));
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `${jobs.length - failed} made-up CVs compiled over ${TEMPLATES.length} templates into ${path.relative(REPO_ROOT, PROBE_DIR)} in ${seconds} s` +
    (failed ? ` (${failed} failed)` : ''),
);
