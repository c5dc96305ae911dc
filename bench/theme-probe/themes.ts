// The themes of the theme probe and its fixed split: the check themes were chosen when the probe was
// made (2026-11-23) and are only measured; rules are written looking at the dev themes alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../lib/extract/node/corpus.ts';
import type { ProbeHalf } from '../probe-report.ts';

export const THEMES_DIR = path.join(REPO_ROOT, 'bench/theme-probe/node_modules');
export const PROBE_DIR = path.join(REPO_ROOT, '.cache/theme-probe');

const CHECK_THEMES = new Set(['class', 'cora', 'eloquent', 'kendall', 'paper', 'paper-plus-plus', 'short', 'spartan', 'stackoverflow']);

/** The themes bench/theme-probe/package.json installs, by their short name ("kendall"). */
export function probeThemes(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'bench/theme-probe/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.keys(manifest.dependencies).map((name) => name.replace(/^jsonresume-theme-/, ''));
}

/** The half of a probe document, from the theme its name opens with ("kendall__fr-…pdf"). */
export function halfOfProbeFile(file: string): ProbeHalf {
  return CHECK_THEMES.has(path.basename(file).split('__')[0]!) ? 'check' : 'dev';
}
