import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractFromDocument, type PageOptions } from '../../../lib/extract/page.ts';
import { FIXTURES_DIR } from '../../../lib/extract/node/corpus.ts';
import { parseHtmlWithLinkedom } from '../../../lib/extract/node/readers.ts';

export const fixture = (...parts: string[]) => path.join(FIXTURES_DIR, 'docs', ...parts);

/**
 * Page options for tests: the 100 ms wall-clock budget lifted, so what a test reads does not depend
 * on how busy the machine is. The budget's own behaviour is tested with a budget already spent
 * (bounds.test.ts); how long readings take is `npm run bench`'s to measure.
 */
export function untimed(options: PageOptions = {}): PageOptions {
  return { ...options, limits: { timeMs: Number.POSITIVE_INFINITY, ...options.limits } };
}

/** Extracts from an HTML string as the content script would from the live page. */
export function extractHtml(html: string, pageUrl = 'https://example.org/', options?: PageOptions) {
  return extractFromDocument(parseHtmlWithLinkedom(html), pageUrl, untimed(options));
}

export function extractFixturePage(file: string, pageUrl: string) {
  return extractHtml(readFileSync(fixture(file), 'utf8'), pageUrl);
}
