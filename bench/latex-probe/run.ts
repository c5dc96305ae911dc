// npm run --silent probe:latex -- [--field FIELD] [--show N]
// Extracts every PDF the LaTeX probe compiled (render.ts) and prints the mean per field for each half;
// with --field, the N dev documents scoring lowest on that field beside their truth.
import { reportProbe } from '../probe-report.ts';
import { PROBE_DIR, halfOfProbeFile } from './templates.ts';

await reportProbe(
  { title: 'LaTeX probe', dir: PROBE_DIR, renderScript: 'probe:latex:render', halfOf: halfOfProbeFile },
  process.argv.slice(2),
);
