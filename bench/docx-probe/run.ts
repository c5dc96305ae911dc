// npm run --silent probe:docx -- [--field FIELD] [--show N] [--table-built | --new | --new-whole]
// Extracts every DOCX the probe wrote and every PDF LibreOffice made of them (render.ts), and prints
// the mean per field and kind for each half; with --field, the N dev documents scoring lowest on that
// field beside their truth. The check half's documents are measured as a whole, never shown. With
// --table-built, only the table-built layouts' dev documents are read (their check half is the lead's).
// --new measures the Docs- and Word-template layouts alone, by half; --new-whole measures them as one
// (both halves together, never listing a document: how the engine reads layouts it was not written for).
import { reportProbe } from '../probe-report.ts';
import { PROBE_DIR, halfOfProbeFile, isNewTemplateFile, isTableBuilt } from './templates.ts';

const args = process.argv.slice(2);
const tableBuilt = args.includes('--table-built');
const whole = args.includes('--new-whole');
if (whole && args.includes('--field')) throw new Error('--new-whole lists no documents: drop --field.');
const only = tableBuilt
  ? (file: string) => isTableBuilt(file) && halfOfProbeFile(file) === 'dev'
  : whole || args.includes('--new')
    ? isNewTemplateFile
    : undefined;
await reportProbe(
  {
    title: tableBuilt
      ? "DOCX probe's table-built layouts"
      : whole
        ? 'DOCX probe, the new layouts as one'
        : args.includes('--new')
          ? 'DOCX probe, new layouts'
          : 'DOCX probe',
    dir: PROBE_DIR,
    renderScript: 'probe:docx:render',
    halfOf: whole ? () => 'dev' : halfOfProbeFile,
    ...(only ? { only } : {}),
  },
  args,
);
