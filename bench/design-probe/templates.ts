// The design probe's layouts and its fixed split, written before any page was rendered (2026-11-24):
// sorted by name, every other one from the second on is a check layout, only ever measured; rules are
// written looking at the dev layouts alone.
import path from 'node:path';
import { REPO_ROOT } from '../../lib/extract/node/corpus.ts';
import type { ProbeHalf } from '../probe-report.ts';
import { bandHeader } from './band-header.ts';
import { canvasBoxes } from './canvas-boxes.ts';
import type { DesignLayout } from './design.ts';
import { europassOnline } from './europass-online.ts';
import { infographic } from './infographic.ts';
import { novoBuilder } from './novo-builder.ts';
import { sidebarPhoto } from './sidebar-photo.ts';
import { threeColumn } from './three-column.ts';
import { timeline } from './timeline.ts';

export const PROBE_DIR = path.join(REPO_ROOT, '.cache/design-probe');
export const KIND = 'probe-design-pdf';

export const LAYOUTS: DesignLayout[] = [
  sidebarPhoto,
  bandHeader,
  timeline,
  threeColumn,
  canvasBoxes,
  infographic,
  europassOnline,
  novoBuilder,
];

const CHECK_LAYOUTS = new Set(
  LAYOUTS.map((l) => l.name)
    .sort()
    .filter((_, i) => i % 2 === 1),
);

/** The half of a probe PDF, from the layout its name opens with ("timeline__fr-…pdf"). */
export function halfOfProbeFile(file: string): ProbeHalf {
  return CHECK_LAYOUTS.has(path.basename(file).split('__')[0]!) ? 'check' : 'dev';
}
