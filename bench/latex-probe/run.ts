// npm run --silent probe:latex -- [--field FIELD] [--show N] [--new] [--new-whole]
// Extracts every PDF the LaTeX probe compiled (render.ts) and prints the mean per field for each half;
// with --field, the N dev documents scoring lowest on that field beside their truth. --new measures
// the templates added in the latest (fifth) round alone, by half; --new-whole measures them as one (both
// halves together, the figure of how the engine reads layouts it was not written for), never listing
// a document.
import { reportProbe } from '../probe-report.ts';
import { PROBE_DIR, halfOfProbeFile, isNewTemplateFile } from './templates.ts';

const args = process.argv.slice(2);
const whole = args.includes('--new-whole');
if (whole && args.includes('--field')) throw new Error('--new-whole lists no documents: drop --field.');
await reportProbe(
  {
    title: whole ? 'LaTeX probe, the new templates as one' : args.includes('--new') ? 'LaTeX probe, new templates' : 'LaTeX probe',
    dir: PROBE_DIR,
    renderScript: 'probe:latex:render',
    halfOf: whole ? () => 'dev' : halfOfProbeFile,
    only: whole || args.includes('--new') ? isNewTemplateFile : undefined,
  },
  args,
);
