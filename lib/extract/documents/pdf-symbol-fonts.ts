// Icons from a symbol font that maps them to plain letters (LaTeX's marvosym, older icon fonts): the
// envelope before an e-mail is a "B", the globe before a town an "m". Such a font sets nothing on the
// page but single glyphs, each before a field set in the text's own font, which no font of words does:
// a letter-spaced heading sets its letters one after another in the same font, and a fallback font
// sets a letter its main font lacks inside a word.
import type { PlacedText } from './pdf-layout.ts';

// Icon fonts map their glyphs to plain ASCII; a lone accented letter in a font of its own is a fallback
// font's glyph inside a word ("Petrovi" + "ć").
const SINGLE_GLYPH = /^[A-Za-z0-9]$/;

/** Whether a run follows a letter it touches: the rest of a word, not a glyph set before a field. */
const gluedToWord = (t: PlacedText, previous: PlacedText | undefined) =>
  !!previous && previous.y === t.y && /\p{L}$/u.test(previous.text) && Math.abs(previous.x + previous.width - t.x) < t.size * 0.1;

/** Fonts of the page that set only lone letters, at least twice, each followed by a run in another font. */
function symbolFonts(texts: PlacedText[]): Set<string> {
  const runs = texts.filter((t) => t.text.trim());
  const seen = new Map<string, number>();
  const wordy = new Set<string>();
  for (const [i, t] of runs.entries()) {
    if (!t.font) continue;
    const next = runs[i + 1];
    const icon =
      SINGLE_GLYPH.test(t.text.trim()) &&
      !gluedToWord(t, runs[i - 1]) &&
      next?.font !== undefined &&
      next.font !== t.font &&
      next.y === t.y;
    if (icon) seen.set(t.font, (seen.get(t.font) ?? 0) + 1);
    else wordy.add(t.font);
  }
  return new Set([...seen].filter(([font, count]) => count >= 2 && !wordy.has(font)).map(([font]) => font));
}

/** The page's runs without the letters a symbol font draws as icons. */
export function withoutSymbolFontIcons(texts: PlacedText[]): PlacedText[] {
  const icons = symbolFonts(texts);
  return icons.size ? texts.filter((t) => !t.font || !icons.has(t.font)) : texts;
}
