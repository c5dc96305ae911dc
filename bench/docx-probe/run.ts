// npm run --silent probe:docx -- [--field FIELD] [--show N] [--table-built]
// Extracts every DOCX the probe wrote and every PDF LibreOffice made of them (render.ts), and prints
// the mean per field and kind for each half; with --field, the N dev documents scoring lowest on that
// field beside their truth. The check half's documents are measured as a whole, never shown. With
// --table-built, only the table-built layouts' dev documents are read (their check half is the lead's).
import { reportProbe } from '../probe-report.ts';
import { PROBE_DIR, halfOfProbeFile, isTableBuilt } from './templates.ts';

const args = process.argv.slice(2);
const tableBuilt = args.includes('--table-built');
await reportProbe(
  {
    title: tableBuilt ? "DOCX probe's table-built layouts" : 'DOCX probe',
    dir: PROBE_DIR,
    renderScript: 'probe:docx:render',
    halfOf: halfOfProbeFile,
    ...(tableBuilt ? { only: (file: string) => isTableBuilt(file) && halfOfProbeFile(file) === 'dev' } : {}),
  },
  args,
);
