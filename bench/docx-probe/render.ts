// Writes the theme probe's made-up persons (../theme-probe/persons.ts) through this probe's Word
// templates (templates.ts) as DOCX files, .cache/docx-probe/docs/probe-docx/<template>__<person>.docx,
// and, with LibreOffice (`soffice`), each also as the PDF Word users send,
// docs/probe-docx-pdf/<same>.pdf; each with a truth of what it prints in gt/, in the corpus's layout.
// Every truth is checked against the document's text (the DOCX's, and pdftotext's of the PDF) and a
// word the text lacks is reported: the template or the truth is wrong, not the engine.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../../lib/extract/node/corpus.ts';
import { buildDocx } from '../../test/support/docx-package.ts';
import { unseenInText, visibleTruth } from '../latex-probe/truth.ts';
import { PROBE_LANGUAGES, makePerson } from '../theme-probe/persons.ts';
import { seedOf } from '../theme-probe/seed.ts';
import { PROBE_DIR, TEMPLATES } from './templates.ts';
import { typedDocuments } from './typed-layouts.ts';
import { docxText } from './truth.ts';

const PERSONS_PER_TEMPLATE = 8;
const KINDS = { docx: 'probe-docx', pdf: 'probe-docx-pdf' };
const dir = (root: 'docs' | 'gt', kind: string) => path.join(PROBE_DIR, root, kind);
const SOFFICE = process.env.SOFFICE ?? 'soffice';
const hasSoffice = !spawnSync(SOFFICE, ['--version'], { encoding: 'utf8' }).error;
const hasPdftotext = !spawnSync('pdftotext', ['-v'], { encoding: 'utf8' }).error;

rmSync(PROBE_DIR, { recursive: true, force: true });
for (const kind of Object.values(KINDS)) for (const root of ['docs', 'gt'] as const) mkdirSync(dir(root, kind), { recursive: true });

const started = Date.now();
interface Job {
  template: (typeof TEMPLATES)[number];
  person: ReturnType<typeof makePerson>;
  stem: string;
  truth: ReturnType<typeof visibleTruth>;
  /** The name as the layout printed it ("MÜLLER Anna"), where it differs from the truth's. */
  printedName?: string;
}
const jobs: Job[] = [
  ...TEMPLATES.flatMap((template, t) =>
    Array.from({ length: PERSONS_PER_TEMPLATE }, (_, i) => {
      const person = makePerson(PROBE_LANGUAGES[(t + i) % PROBE_LANGUAGES.length]!, i, seedOf(template.name) + i);
      return { template, person, stem: `${template.name}__${person.id}`, truth: visibleTruth(person, template.shows) };
    }),
  ),
  // The typed round: each document its own layout, its truth what that layout prints.
  ...typedDocuments(),
];
const truths = new Map<string, ReturnType<typeof visibleTruth>>();
// The truth as the text should show it: the name as the layout printed it.
const printed = (job: Job) => (job.printedName ? { ...job.truth, fullName: job.printedName } : job.truth);
for (const job of jobs) {
  const { template, person, stem, truth } = job;
  const data = await buildDocx(template.document(person));
  writeFileSync(path.join(dir('docs', KINDS.docx), `${stem}.docx`), data);
  truths.set(stem, truth);
  const unseen = unseenInText(printed(job), [await docxText(data)]);
  if (unseen.length) console.error(`${stem}.docx: truth not in the text: ${unseen.join(' | ')}`);
  const json = JSON.stringify({ template: template.name, language: person.language, expected_visible: truth }, null, 1);
  writeFileSync(path.join(dir('gt', KINDS.docx), `${stem}.json`), json);
}

let pdfs = 0;
if (!hasSoffice) {
  console.error(
    `LibreOffice (\`${SOFFICE}\`) was not found: the DOCX were written, but not their PDFs. ` +
      'Install it (Debian: apt-get install libreoffice-writer-nogui) or set SOFFICE to its path.',
  );
} else {
  // A profile of its own, so a LibreOffice already running (or another render) neither takes the job nor locks it.
  const profile = mkdtempSync(path.join(tmpdir(), 'docx-probe-profile-'));
  try {
    const out = dir('docs', KINDS.pdf);
    const pdfOf = (stem: string) => path.join(out, `${stem}.pdf`);
    // LibreOffice, converting some hundred files in one run, may stop partway without a word (7.4 does,
    // after about 250 of these): the files left without a PDF are given to it again while it makes progress.
    let left = jobs.map(({ stem }) => stem);
    while (left.length) {
      const files = left.map((stem) => path.join(dir('docs', KINDS.docx), `${stem}.docx`));
      const run = spawnSync(
        SOFFICE,
        [`-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', '--convert-to', 'pdf', '--outdir', out, ...files],
        {
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      if (run.status !== 0) console.error(`soffice ended with ${run.status ?? run.signal}: ${run.stderr.trim()}`);
      const still = left.filter((stem) => !existsSync(pdfOf(stem)));
      if (still.length === left.length) break;
      left = still;
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  for (const job of jobs) {
    const { template, person, stem } = job;
    const file = path.join(dir('docs', KINDS.pdf), `${stem}.pdf`);
    if (!existsSync(file)) {
      console.error(`${stem}.docx: no PDF made`);
      continue;
    }
    pdfs++;
    const truth = truths.get(stem)!;
    if (hasPdftotext) {
      const texts = [[], ['-raw']].map((options) => execFileSync('pdftotext', [...options, file, '-'], { encoding: 'utf8' }));
      const unseen = unseenInText(printed(job), texts);
      if (unseen.length) console.error(`${stem}.pdf: truth not in the text: ${unseen.join(' | ')}`);
    }
    const json = JSON.stringify({ template: template.name, language: person.language, expected_visible: truth }, null, 1);
    writeFileSync(path.join(dir('gt', KINDS.pdf), `${stem}.json`), json);
  }
  if (!hasPdftotext) console.error("pdftotext (poppler-utils) was not found: the PDFs' truths were not checked against their text.");
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `${jobs.length} made-up CVs written as DOCX over ${TEMPLATES.length} templates and the typed round's drawn layouts` +
    (hasSoffice ? `, ${pdfs} of them exported to PDF by LibreOffice,` : '') +
    ` into ${path.relative(REPO_ROOT, PROBE_DIR)} in ${seconds} s`,
);
