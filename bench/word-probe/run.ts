// npm run --silent probe:word -- [--field FIELD] [--show N] [--against-docx]
// Extracts every PDF the word probe made (render.ts) and prints the mean per field and kind for each
// half; with --field, the N dev-a documents scoring lowest on that field beside their truth (dev-b's
// and the check half's PDFs are measured, never shown, as their DOCX are in the corpus); with
// --against-docx, the dev-a documents whose PDF reads a field worse than their DOCX. A run that lists
// documents prints the dev half's table alone.
import { reportProbe } from '../probe-report.ts';
import { printWorseThanDocx } from './against-docx.ts';
import { PROBE_DIR, halfOfProbeFile, isShownProbeFile } from './sources.ts';

const args = process.argv.slice(2);
const againstDocx = args.includes('--against-docx');
await reportProbe(
  {
    title: 'Word probe',
    dir: PROBE_DIR,
    renderScript: 'probe:word:render',
    halfOf: halfOfProbeFile,
    shown: isShownProbeFile,
    listsDocuments: againstDocx,
  },
  args,
);
if (againstDocx) await printWorseThanDocx();
