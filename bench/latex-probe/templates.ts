// The LaTeX probe's templates and its fixed split: the check templates were chosen when the probe was
// made (2026-11-24) and are only measured; rules are written looking at the dev templates alone.
import path from 'node:path';
import { REPO_ROOT } from '../../lib/extract/node/corpus.ts';
import type { ProbeHalf } from '../probe-report.ts';
import { articleTabular } from './article-tabular.ts';
import { compact } from './compact.ts';
import { descriptionList } from './description-list.ts';
import { engineeringResume } from './engineering-resume.ts';
import { europecv } from './europecv.ts';
import { hangingEntries } from './hanging-entries.ts';
import { hfillEntries } from './hfill-entries.ts';
import { labelledRows } from './labelled-rows.ts';
import { marginHeadings } from './margin-headings.ts';
import { moderncv } from './moderncv.ts';
import { sidebar } from './sidebar.ts';
import { twoColumn } from './two-column.ts';
import type { Template } from './template.ts';

export const PROBE_DIR = path.join(REPO_ROOT, '.cache/latex-probe');

export const TEMPLATES: Template[] = [
  moderncv('classic', 'T1'),
  moderncv('casual', 'OT1'),
  moderncv('banking', 'T1'),
  moderncv('oldstyle', 'OT1'),
  moderncv('fancy', 'T1'),
  europecv,
  articleTabular,
  sidebar,
  hfillEntries,
  descriptionList,
  // Added after the split was fixed, to the dev half: the shapes of LaTeX CVs most often sent.
  engineeringResume,
  twoColumn,
  marginHeadings,
  // Added later still, to the dev half: a res.cls-like résumé of hanging paragraphs, a Europass-like
  // table of labelled rows typed by hand, a compact one-page CV.
  hangingEntries,
  labelledRows,
  compact,
];

const CHECK_TEMPLATES = new Set(['moderncv-casual', 'moderncv-fancy', 'description-list']);

/** The half of a probe document, from the template its name opens with ("moderncv-classic__fr-…pdf"). */
export function halfOfProbeFile(file: string): ProbeHalf {
  return CHECK_TEMPLATES.has(path.basename(file).split('__')[0]!) ? 'check' : 'dev';
}
