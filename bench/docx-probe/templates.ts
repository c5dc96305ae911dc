// The DOCX probe's templates and its fixed split. The rule, fixed when the probe was made (2026-11-24)
// and before any engine change: the ten templates it was made with sorted by name, every third (the
// third, sixth, ninth) is in the check half, only ever measured as a whole; rules are written looking at
// the dev half alone. Templates added later went to the dev half, until the table-built layouts
// (TABLE_TEMPLATES), whose split was fixed by a rule of its own before any was rendered.
import path from 'node:path';
import { REPO_ROOT } from '../../lib/extract/node/corpus.ts';
import type { ProbeHalf } from '../probe-report.ts';
import { boldBandHeader } from './bold-band-header.ts';
import { bulletedEntries } from './bulleted-entries.ts';
import { centredDateRows } from './centred-date-rows.ts';
import { chronoHeadings } from './chrono-headings.ts';
import { contentControls } from './content-controls.ts';
import { controlTableRows } from './control-table-rows.ts';
import { customSectionStyles } from './custom-section-styles.ts';
import { dateCellEntries } from './date-cell-entries.ts';
import { datesThirdColumn } from './dates-third-column.ts';
import { employerRoles } from './employer-roles.ts';
import { employerSpanRows } from './employer-span-rows.ts';
import { europassRows } from './europass-rows.ts';
import { firstPageHeader } from './first-page-header.ts';
import { footerContacts } from './footer-contacts.ts';
import { framedContacts } from './framed-contacts.ts';
import { gdocsModernWriter } from './gdocs-modern-writer.ts';
import { gdocsSerif } from './gdocs-serif.ts';
import { gdocsSwiss } from './gdocs-swiss.ts';
import { headerPart } from './header-part.ts';
import { headingCells } from './heading-cells.ts';
import { headingDateGrid } from './heading-date-grid.ts';
import { lebenslaufTable } from './lebenslauf-table.ts';
import { libreofficeWriter } from './libreoffice-writer.ts';
import { marginHeadingsTable } from './margin-headings-table.ts';
import { nestedSidebarTables } from './nested-sidebar-tables.ts';
import { numberedBullets } from './numbered-bullets.ts';
import { pdfConverted } from './pdf-converted.ts';
import { periodCellBullets } from './period-cell-bullets.ts';
import { runinTabDates } from './runin-tab-dates.ts';
import { sectionColumns } from './section-columns.ts';
import { shapeSidebar } from './shape-sidebar.ts';
import { shadedHeadings } from './shaded-headings.ts';
import { sidebarTable } from './sidebar-table.ts';
import { tabDatesLeft } from './tab-dates-left.ts';
import type { Template } from './template.ts';
import { halfOfTypedFile, isTypedFile } from './typed-layouts.ts';
import { threeColumnEntries } from './three-column-entries.ts';
import { textboxContactRight } from './textbox-contact-right.ts';
import { textboxHeader } from './textbox-header.ts';
import { textboxSidebar } from './textbox-sidebar.ts';

export const PROBE_DIR = path.join(REPO_ROOT, '.cache/docx-probe');

const FIRST_TEMPLATES: Template[] = [
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

// CVs built from Word tables, as most made in Word and sent as PDF are: a period cell beside the entry,
// an employer row merged over its roles, dates in a third column, label/value details, nested tables, a
// grid whose first column holds the headings. Their split, fixed (2026-11-24) before any of them was
// rendered: sorted by name, every other one (the second, fourth, sixth) is in the check half.
const TABLE_TEMPLATES: Template[] = [
  centredDateRows,
  datesThirdColumn,
  employerSpanRows,
  headingDateGrid,
  nestedSidebarTables,
  periodCellBullets,
];

// CVs as Google Docs' and Word's own résumé templates build them (a coloured band header with a right
// column, Docs' "Swiss" and "Modern Writer", contacts in the footer or a text box at the right) and
// as people type them (entries as bulleted items with nested descriptions, one paragraph per entry
// with a run-in bold title and its dates at a tab). Their split, fixed (2026-11-24) before any of them
// was rendered: sorted by name, every other one from the second on is in the check half.
const WORD_TEMPLATES: Template[] = [
  boldBandHeader,
  bulletedEntries,
  footerContacts,
  gdocsModernWriter,
  gdocsSwiss,
  runinTabDates,
  textboxContactRight,
];

// What Word's own résumé templates and DOCX written by other programs hold that the rounds above never
// wrote: content controls around the name, contacts, entries and table rows (a prompt left unfilled
// among them); hyperlinks as field codes and simple fields; framed paragraphs and a filled shape in
// the page header holding contacts or a sidebar; headings by a custom style based on another or by a
// paragraph's own outline level, dates after a dot leader; a package as LibreOffice Writer saves it,
// and one as a converter from PDF writes it (a paragraph per line, words cut across runs, soft hyphens,
// a line break between title and employer); a two-page CV whose name stands only in the first page's
// header, its odd and even footers apart. Their split, fixed (2026-11-24) before any of them was
// rendered: sorted by name, every other one from the second on is in the check half.
const FEATURE_TEMPLATES: Template[] = [
  contentControls,
  controlTableRows,
  customSectionStyles,
  firstPageHeader,
  framedContacts,
  libreofficeWriter,
  pdfConverted,
  shapeSidebar,
];

export const TEMPLATES: Template[] = [
  ...FIRST_TEMPLATES,
  // Added after the split was fixed, to the dev half: more of the shapes Word CVs are built in.
  tabDatesLeft,
  marginHeadingsTable,
  textboxSidebar,
  employerRoles,
  sectionColumns,
  headingCells,
  threeColumnEntries,
  ...TABLE_TEMPLATES,
  ...WORD_TEMPLATES,
  ...FEATURE_TEMPLATES,
];

const CHECK_TEMPLATES = new Set([
  ...FIRST_TEMPLATES.map((t) => t.name)
    .sort()
    .filter((_, i) => i % 3 === 2),
  ...TABLE_TEMPLATES.map((t) => t.name)
    .sort()
    .filter((_, i) => i % 2 === 1),
  ...WORD_TEMPLATES.map((t) => t.name)
    .sort()
    .filter((_, i) => i % 2 === 1),
  ...FEATURE_TEMPLATES.map((t) => t.name)
    .sort()
    .filter((_, i) => i % 2 === 1),
]);

const isFrom = (templates: Template[], file: string) => templates.some((t) => path.basename(file).startsWith(`${t.name}__`));

/** Whether a probe document comes from one of the table-built layouts (`--table-built` in run.ts). */
export const isTableBuilt = (file: string) => isFrom(TABLE_TEMPLATES, file);

/** Whether a probe document comes from one of the Docs- and Word-template layouts (`--word-templates` in run.ts). */
export const isWordTemplateFile = (file: string) => isFrom(WORD_TEMPLATES, file);

/** Whether a probe document comes from the round of Word's template features and other writers (`--features` in run.ts). */
export const isFeatureTemplateFile = (file: string) => isFrom(FEATURE_TEMPLATES, file);

/** Whether a probe document comes from the newest round, CVs typed by hand each in a layout of its own (`--new` in run.ts). */
export const isNewTemplateFile = isTypedFile;

/**
 * The half of a probe document (DOCX or its PDF), from the template its name opens with ("gdocs-serif__fr-…");
 * a typed document's from its number (typed/grammar.ts).
 */
export function halfOfProbeFile(file: string): ProbeHalf {
  if (isTypedFile(file)) return halfOfTypedFile(file);
  return CHECK_TEMPLATES.has(path.basename(file).split('__')[0]!) ? 'check' : 'dev';
}
