// npm run --silent probe:design -- [--field FIELD] [--show N] [--whole]
// Extracts every PDF the design probe printed (render.ts) and prints the mean per field for each half;
// with --field, the N dev PDFs scoring lowest on that field beside their truth. --whole measures all
// the layouts as one (the figure of how the engine reads layouts it was not written for, taken once
// before any rule was written for them), never listing a document.
import { reportProbe } from '../probe-report.ts';
import { PROBE_DIR, halfOfProbeFile } from './templates.ts';

const args = process.argv.slice(2);
const whole = args.includes('--whole');
if (whole && args.includes('--field')) throw new Error('--whole lists no documents: drop --field.');
await reportProbe(
  {
    title: whole ? 'Design probe, all layouts as one' : 'Design probe',
    dir: PROBE_DIR,
    renderScript: 'probe:design:render',
    halfOf: whole ? () => 'dev' : halfOfProbeFile,
  },
  args,
);
