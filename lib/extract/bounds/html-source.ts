import { DEFAULT_LIMITS } from '../budget.ts';
import type { ExtractionNote } from '../notes.ts';
import { MAX_SNAPSHOT_CHARS, MAX_TITLE_CHARS } from '../snapshot.ts';

/** Said when a saved page was cut before it was parsed, as for a live page's snapshot. */
export const PAGE_CUT_NOTE: ExtractionNote = { code: 'page-cut' };

// An element's start: the three whose text is cut (or dropped) here, or any other.
const START_TAG = /<(script|style|title)\b([^>]*)>|<[a-z]/gi;
const JSON_LD = /\btype\s*=\s*["']?application\/ld\+json/i;

interface Piece {
  from: number;
  to: number;
}

/**
 * A saved page's HTML as the snapshot keeps a live page (../snapshot.ts), done on the text before
 * any parser splits it: scripts and styles without their code, the title and JSON-LD blocks cut
 * to a size a person reads, and nothing past the elements and characters the reader would read
 * (JSON-LD blocks after that point kept). One pass, linear in the page.
 */
export function boundedHtmlSource(html: string): { html: string; cut: boolean } {
  const kept: Piece[] = [];
  const jsonLdAfterCut: Piece[] = [];
  let from = 0;
  let elements = 0;
  let cutAt = -1;
  START_TAG.lastIndex = 0;
  for (let m = START_TAG.exec(html); m; m = START_TAG.exec(html)) {
    const tag = m[1]?.toLowerCase();
    if (cutAt < 0 && ++elements > DEFAULT_LIMITS.maxElements) cutAt = m.index;
    if (!tag) continue;
    const contentStart = m.index + m[0].length;
    const closing = new RegExp(`</${tag}\\s*>`, 'gi');
    closing.lastIndex = contentStart;
    const contentEnd = closing.exec(html)?.index ?? html.length;
    const jsonLd = tag === 'script' && JSON_LD.test(m[2] ?? '');
    const keep = tag === 'title' ? MAX_TITLE_CHARS : jsonLd ? DEFAULT_LIMITS.maxJsonLdChars : 0;
    if (cutAt >= 0 && jsonLd) jsonLdAfterCut.push({ from: m.index, to: Math.min(contentEnd, contentStart + keep) });
    else if (cutAt < 0 && contentEnd - contentStart > keep) {
      kept.push({ from, to: contentStart + keep });
      from = contentEnd;
    }
    START_TAG.lastIndex = contentEnd;
  }
  kept.push({ from, to: cutAt < 0 ? html.length : cutAt });
  let text = kept.map((p) => html.slice(p.from, p.to)).join('');
  const tooLong = text.length > MAX_SNAPSHOT_CHARS;
  if (tooLong) text = text.slice(0, MAX_SNAPSHOT_CHARS);
  text += jsonLdAfterCut.map((p) => `${html.slice(p.from, p.to)}</script>`).join('');
  return { html: text, cut: cutAt >= 0 || tooLong };
}
