// The page probe's layouts and its fixed split, written before any page was rendered (2026-11-24):
// sorted by name, every other one from the second on is a check layout, only ever measured; rules are
// written looking at the dev layouts alone.
import path from 'node:path';
import { REPO_ROOT } from '../../lib/extract/node/corpus.ts';
import type { ProbeHalf } from '../probe-report.ts';
import { aboutProse } from './about-prose.ts';
import { academicProfile } from './academic-profile.ts';
import { cardTimeline } from './card-timeline.ts';
import type { Layout } from './html.ts';
import { jekyllCv } from './jekyll-cv.ts';
import { markdownPages } from './markdown-pages.ts';
import { plainCv } from './plain-cv.ts';
import { sideNavResume } from './side-nav-resume.ts';
import { siteBuilder } from './site-builder.ts';

export const PROBE_DIR = path.join(REPO_ROOT, '.cache/page-probe');
export const KIND = 'probe-page';

export const LAYOUTS: Layout[] = [academicProfile, jekyllCv, sideNavResume, plainCv, markdownPages, siteBuilder, cardTimeline, aboutProse];

const CHECK_LAYOUTS = new Set(
  LAYOUTS.map((l) => l.name)
    .sort()
    .filter((_, i) => i % 2 === 1),
);

/** The half of a probe page, from the layout its name opens with ("plain-cv__fr-…html"). */
export function halfOfProbeFile(file: string): ProbeHalf {
  return CHECK_LAYOUTS.has(path.basename(file).split('__')[0]!) ? 'check' : 'dev';
}
