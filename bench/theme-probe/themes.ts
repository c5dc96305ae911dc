// The themes of the theme probe and its fixed split: the check themes were chosen when the probe was
// made (2026-11-23) and are only measured; rules are written looking at the dev themes alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../lib/extract/node/corpus.ts';
import type { ProbeHalf } from '../probe-report.ts';

export const THEMES_DIR = path.join(REPO_ROOT, 'bench/theme-probe/node_modules');
export const PROBE_DIR = path.join(REPO_ROOT, '.cache/theme-probe');

const FIRST_CHECK_THEMES = ['class', 'cora', 'eloquent', 'kendall', 'paper', 'paper-plus-plus', 'short', 'spartan', 'stackoverflow'];

// Themes added on 2026-11-24 (round "themes4"), split before any of them was rendered: sorted by
// name, every second one (the 2nd, 4th, …) is a check theme. A theme of this list that later fails
// to render is dropped without moving the others.
export const ADDED_THEMES_4 = [
  'apage',
  'dave',
  'elementary',
  'fullmoon',
  'kate',
  'lowmess',
  'onepage-simplified',
  'projects',
  'wb-elegant',
  'wraypro',
];
const ADDED_CHECK_THEMES_4 = [...ADDED_THEMES_4].sort().filter((_, i) => i % 2 === 1);

const CHECK_THEMES = new Set([...FIRST_CHECK_THEMES, ...ADDED_CHECK_THEMES_4]);

/** The themes bench/theme-probe/package.json installs, by their short name ("kendall"). */
export function probeThemes(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'bench/theme-probe/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  // Its other dependencies are what a theme needs but does not itself install (wb-elegant's underscore.string).
  return Object.keys(manifest.dependencies)
    .filter((name) => name.startsWith('jsonresume-theme-'))
    .map((name) => name.replace(/^jsonresume-theme-/, ''));
}

/** The half of a probe document, from the theme its name opens with ("kendall__fr-…pdf"). */
export function halfOfProbeFile(file: string): ProbeHalf {
  return CHECK_THEMES.has(path.basename(file).split('__')[0]!) ? 'check' : 'dev';
}
