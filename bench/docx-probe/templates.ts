// The DOCX probe's templates and its fixed split. The rule, fixed when the probe was made (2026-11-24)
// and before any engine change: the templates sorted by name, every third (the third, sixth, ninth…)
// is in the check half, only ever measured as a whole; rules are written looking at the dev half alone.
import path from 'node:path';
import { REPO_ROOT } from '../../lib/extract/node/corpus.ts';
import type { ProbeHalf } from '../probe-report.ts';
import { chronoHeadings } from './chrono-headings.ts';
import { dateCellEntries } from './date-cell-entries.ts';
import { europassRows } from './europass-rows.ts';
import { gdocsSerif } from './gdocs-serif.ts';
import { headerPart } from './header-part.ts';
import { lebenslaufTable } from './lebenslauf-table.ts';
import { numberedBullets } from './numbered-bullets.ts';
import { shadedHeadings } from './shaded-headings.ts';
import { sidebarTable } from './sidebar-table.ts';
import type { Template } from './template.ts';
import { textboxHeader } from './textbox-header.ts';

export const PROBE_DIR = path.join(REPO_ROOT, '.cache/docx-probe');

export const TEMPLATES: Template[] = [
  chronoHeadings,
  gdocsSerif,
  sidebarTable,
  lebenslaufTable,
  headerPart,
  textboxHeader,
  dateCellEntries,
  numberedBullets,
  shadedHeadings,
  europassRows,
];

const CHECK_TEMPLATES = new Set(
  TEMPLATES.map((t) => t.name)
    .sort()
    .filter((_, i) => i % 3 === 2),
);

/** The half of a probe document (DOCX or its PDF), from the template its name opens with ("gdocs-serif__fr-…"). */
export function halfOfProbeFile(file: string): ProbeHalf {
  return CHECK_TEMPLATES.has(path.basename(file).split('__')[0]!) ? 'check' : 'dev';
}
