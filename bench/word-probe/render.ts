// Turns every DOCX of the shared corpus (gen-docx, real-docx) into a PDF with LibreOffice, as many real
// CVs arrive (a Word document exported to PDF): .cache/word-probe/docs/<kind>-pdf/<stem>.pdf, each with
// the DOCX's truth copied to gt/<kind>-pdf/<stem>.json. LibreOffice must be installed (`soffice`).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CORPUS_DIR, REPO_ROOT } from '../../lib/extract/node/corpus.ts';
import { PROBE_DIR, SOURCE_KINDS, pdfKindOf } from './sources.ts';

const SOFFICE = process.env.SOFFICE ?? 'soffice';
if (spawnSync(SOFFICE, ['--version'], { encoding: 'utf8' }).error) {
  console.error(
    `LibreOffice (\`${SOFFICE}\`) was not found: the word probe converts DOCX to PDF with it. ` +
      'Install it (Debian: apt-get install libreoffice-writer-nogui) or set SOFFICE to its path.',
  );
  process.exit(1);
}

rmSync(PROBE_DIR, { recursive: true, force: true });
// A profile of its own, so a LibreOffice already running (or another render) neither takes the job nor locks it.
const profile = mkdtempSync(path.join(tmpdir(), 'word-probe-profile-'));
const started = Date.now();
let made = 0;
let failed = 0;
try {
  for (const kind of SOURCE_KINDS) {
    const from = path.join(CORPUS_DIR, 'docs', kind);
    const docs = path.join(PROBE_DIR, 'docs', pdfKindOf(kind));
    const gt = path.join(PROBE_DIR, 'gt', pdfKindOf(kind));
    mkdirSync(docs, { recursive: true });
    mkdirSync(gt, { recursive: true });
    const stems = readdirSync(from)
      .filter((f) => f.endsWith('.docx'))
      .map((f) => f.slice(0, -'.docx'.length))
      .sort();
    const files = stems.map((stem) => path.join(from, `${stem}.docx`));
    const run = spawnSync(
      SOFFICE,
      [`-env:UserInstallation=${pathToFileURL(profile).href}`, '--headless', '--convert-to', 'pdf', '--outdir', docs, ...files],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    if (run.status !== 0) console.error(`soffice ended with ${run.status ?? run.signal}: ${run.stderr.trim()}`);
    for (const stem of stems) {
      if (!existsSync(path.join(docs, `${stem}.pdf`))) {
        console.error(`${kind}/${stem}.docx: no PDF made`);
        failed++;
        continue;
      }
      copyFileSync(path.join(CORPUS_DIR, 'gt', kind, `${stem}.json`), path.join(gt, `${stem}.json`));
      made++;
    }
  }
} finally {
  rmSync(profile, { recursive: true, force: true });
}
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `${made} corpus DOCX turned into PDFs by LibreOffice in ${path.relative(REPO_ROOT, PROBE_DIR)} in ${seconds} s` +
    (failed ? ` (${failed} failed)` : ''),
);
