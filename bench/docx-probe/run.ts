// npm run --silent probe:docx -- [--field FIELD] [--show N]
// Extracts every DOCX the probe wrote and every PDF LibreOffice made of them (render.ts), and prints
// the mean per field and kind for each half; with --field, the N dev documents scoring lowest on that
// field beside their truth. The check half's documents are measured as a whole, never shown.
import { reportProbe } from '../probe-report.ts';
import { PROBE_DIR, halfOfProbeFile } from './templates.ts';

await reportProbe(
  { title: 'DOCX probe', dir: PROBE_DIR, renderScript: 'probe:docx:render', halfOf: halfOfProbeFile },
  process.argv.slice(2),
);
