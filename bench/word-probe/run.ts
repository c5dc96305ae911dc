// npm run --silent probe:word -- [--field FIELD] [--show N]
// Extracts every PDF the word probe made (render.ts) and prints the mean per field and kind for each
// half; with --field, the N dev-a documents scoring lowest on that field beside their truth (dev-b's
// and the check half's PDFs are measured, never shown, as their DOCX are in the corpus).
import { reportProbe } from '../probe-report.ts';
import { PROBE_DIR, halfOfProbeFile, isShownProbeFile } from './sources.ts';

await reportProbe(
  { title: 'Word probe', dir: PROBE_DIR, renderScript: 'probe:word:render', halfOf: halfOfProbeFile, shown: isShownProbeFile },
  process.argv.slice(2),
);
