import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The theme's colour pairs against WCAG AA: 4.5:1 for text, 3:1 for borders and the focus ring. */
const css = readFileSync('components/theme.css', 'utf8');

function palette(block: string): Record<string, string> {
  return Object.fromEntries([...block.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((match) => [match[1]!, match[2]!]));
}

const light = palette(css.slice(0, css.indexOf('@media (prefers-color-scheme: dark)')));
const dark = palette(css.slice(css.indexOf('@media (prefers-color-scheme: dark)')));

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

const TEXT_PAIRS: Array<[string, string]> = [
  ['fg', 'bg'],
  ['fg', 'surface'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['accent', 'bg'],
  ['accent-fg', 'accent'],
  ['ok-fg', 'ok-bg'],
  ['warn-fg', 'warn-bg'],
  ['err-fg', 'err-bg'],
  ['err-fg', 'surface'],
  ['badge-fg', 'badge-bg'],
];
const NON_TEXT_PAIRS: Array<[string, string]> = [
  ['border', 'bg'],
  ['focus', 'bg'],
  ['focus', 'surface'],
];

describe.each([
  ['light', light],
  ['dark', dark],
] as const)('the %s theme', (_name, colours) => {
  it('defines every colour it uses', () => {
    for (const [a, b] of [...TEXT_PAIRS, ...NON_TEXT_PAIRS]) {
      expect(colours[a], a).toMatch(/^#/);
      expect(colours[b], b).toMatch(/^#/);
    }
  });

  it.each(TEXT_PAIRS)('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(colours[fg]!, colours[bg]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrast(colours[fg]!, colours[bg]!)).toBeGreaterThanOrEqual(3);
  });
});
