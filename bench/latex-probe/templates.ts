// The LaTeX probe's templates and its fixed split: the check templates were chosen when the probe was
// made (2026-11-24) and are only measured; rules are written looking at the dev templates alone.
import path from 'node:path';
import { REPO_ROOT } from '../../lib/extract/node/corpus.ts';
import type { ProbeHalf } from '../probe-report.ts';
import { articleMaketitle } from './article-maketitle.ts';
import { articleTabular } from './article-tabular.ts';
import { atEmployer } from './at-employer.ts';
import { bulletedEmployer } from './bulleted-employer.ts';
import { compact } from './compact.ts';
import { currentPosition } from './current-position.ts';
import { currvita } from './currvita.ts';
import { curve } from './curve.ts';
import { descriptionList } from './description-list.ts';
import { engineeringResume } from './engineering-resume.ts';
import { enumitemLabels } from './enumitem-labels.ts';
import { esieecv } from './esieecv.ts';
import { europasscv } from './europasscv.ts';
import { europecv } from './europecv.ts';
import { hangingEntries } from './hanging-entries.ts';
import { hfillEntries } from './hfill-entries.ts';
import { jakesResume } from './jakes-resume.ts';
import { komaModerncvclassic } from './koma-moderncvclassic.ts';
import { labelledRows } from './labelled-rows.ts';
import { longtableDates } from './longtable-dates.ts';
import { marginHeadings } from './margin-headings.ts';
import { moderncv } from './moderncv.ts';
import { moderntimeline } from './moderntimeline.ts';
import { parenDates } from './paren-dates.ts';
import { photoIcons } from './photo-icons.ts';
import { rightSidebar } from './right-sidebar.ts';
import { sidebar } from './sidebar.ts';
import { simplecv } from './simplecv.ts';
import { subsectionEntries } from './subsection-entries.ts';
import { tikzHeader } from './tikz-header.ts';
import { tucv } from './tucv.ts';
import { twoColumn } from './two-column.ts';
import { yearLines } from './year-lines.ts';
import type { Template } from './template.ts';

export const PROBE_DIR = path.join(REPO_ROOT, '.cache/latex-probe');

/**
 * Added in a third round (2026-11-24), their split fixed by rule before any was rendered: the CV
 * classes TeX Live has that the probe did not use (europasscv, curve, simplecv) and hand-made shapes
 * it lacked (a longtable with the dates in a narrow left column, \subsection* entries, enumitem lists
 * with bold labels, a sidebar on the right, the article class's own \maketitle with run-in
 * \paragraph dates).
 */
export const NEW_TEMPLATES: Template[] = [
  europasscv,
  curve,
  simplecv,
  longtableDates,
  subsectionEntries,
  enumitemLabels,
  rightSidebar,
  articleMaketitle,
];

/**
 * Added in a fourth round (2026-11-24), their split fixed by the same rule before any was rendered:
 * shapes of hand-made LaTeX CVs the probe lacked (the sb2nov/"Jake's resume" items of two-row
 * tabulars, "Title at Employer" lines, dates in brackets after the title, a photo box and icon
 * contacts over skills in columns, an academic CV of year-prefixed lines with publications, bulleted
 * "Employer, Title" entries).
 */
export const FOURTH_ROUND_TEMPLATES: Template[] = [jakesResume, atEmployer, parenDates, photoIcons, yearLines, bulletedEmployer];

/**
 * Added in a fifth round (2026-11-24), their split fixed by the same rule before any was rendered: CV
 * packages TeX Live has that the probe did not use and that compile here (currvita, tucv, ESIEEcv,
 * moderncv's moderntimeline add-on, koma-moderncvclassic; komacv, harnon-cv and ReadableCV want fonts
 * Debian's TeX lacks, ecv clashes with babel) and two hand-made shapes it lacked (a friggeri-like header
 * band drawn with TikZ over a margin aside, an academic CV with a "Current position" block).
 */
export const FIFTH_ROUND_TEMPLATES: Template[] = [
  currvita,
  tucv,
  esieecv,
  moderntimeline,
  komaModerncvclassic,
  tikzHeader,
  currentPosition,
];

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
  ...NEW_TEMPLATES,
  ...FOURTH_ROUND_TEMPLATES,
  ...FIFTH_ROUND_TEMPLATES,
];

/** A round's templates sorted by name, every other one from the second on is a check template. */
const checkTemplatesOf = (round: Template[]) =>
  round
    .map((t) => t.name)
    .sort()
    .filter((_, i) => i % 2 === 1);

const CHECK_TEMPLATES = new Set([
  'moderncv-casual',
  'moderncv-fancy',
  'description-list',
  ...checkTemplatesOf(NEW_TEMPLATES),
  ...checkTemplatesOf(FOURTH_ROUND_TEMPLATES),
  ...checkTemplatesOf(FIFTH_ROUND_TEMPLATES),
]);

const templateOf = (file: string) => path.basename(file).split('__')[0]!;

/** Whether a probe document was made by one of the templates added in the latest (fifth) round. */
export const isNewTemplateFile = (file: string) => FIFTH_ROUND_TEMPLATES.some((t) => t.name === templateOf(file));

/** The half of a probe document, from the template its name opens with ("moderncv-classic__fr-…pdf"). */
export function halfOfProbeFile(file: string): ProbeHalf {
  return CHECK_TEMPLATES.has(templateOf(file)) ? 'check' : 'dev';
}
