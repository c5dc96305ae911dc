// npm run --silent probe:docx -- [--field FIELD] [--show N] [--table-built | --word-templates | --features | --new | --new-whole]
// Extracts every DOCX the probe wrote and every PDF LibreOffice made of them (render.ts), and prints
// the mean per field and kind for each half; with --field, the N dev documents scoring lowest on that
// field beside their truth. The check half's documents are measured as a whole, never shown. With
// --table-built, only the table-built layouts' dev documents are read (their check half is the lead's).
// --new measures the newest round alone (CVs typed by hand, each drawing its own layout), by half;
// --new-whole measures it as one (both halves together, never listing a document: how the engine reads
// layouts it was not written for). --features measures the round before (Word's template features and
// other writers' DOCX), --word-templates the one before that (Docs' and Word's template layouts), by half.
import { reportProbe } from '../probe-report.ts';
import { PROBE_DIR, halfOfProbeFile, isFeatureTemplateFile, isNewTemplateFile, isTableBuilt, isWordTemplateFile } from './templates.ts';

const args = process.argv.slice(2);
const tableBuilt = args.includes('--table-built');
const whole = args.includes('--new-whole');
if (whole && args.includes('--field')) throw new Error('--new-whole lists no documents: drop --field.');
const only = tableBuilt
  ? (file: string) => isTableBuilt(file) && halfOfProbeFile(file) === 'dev'
  : whole || args.includes('--new')
    ? isNewTemplateFile
    : args.includes('--features')
      ? isFeatureTemplateFile
      : args.includes('--word-templates')
        ? isWordTemplateFile
        : undefined;
await reportProbe(
  {
    title: tableBuilt
      ? "DOCX probe's table-built layouts"
      : whole
        ? 'DOCX probe, the new layouts as one'
        : args.includes('--new')
          ? 'DOCX probe, typed layouts'
          : args.includes('--features')
            ? "DOCX probe, Word's template features and other writers"
            : args.includes('--word-templates')
              ? "DOCX probe, Docs' and Word's template layouts"
              : 'DOCX probe',
    dir: PROBE_DIR,
    renderScript: 'probe:docx:render',
    halfOf: whole ? () => 'dev' : halfOfProbeFile,
    ...(only ? { only } : {}),
  },
  args,
);
