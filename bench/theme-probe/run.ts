// npm run --silent probe:themes -- [--field FIELD] [--show N]
// Extracts every document the theme probe rendered (render.ts) and prints the mean per field and kind
// for each half; with --field, the N dev documents scoring lowest on that field beside their truth.
import { reportProbe } from '../probe-report.ts';
import { PROBE_DIR, halfOfProbeFile } from './themes.ts';

await reportProbe(
  { title: 'Theme probe', dir: PROBE_DIR, renderScript: 'probe:themes:render', halfOf: halfOfProbeFile },
  process.argv.slice(2),
);
