import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractFromDocument, type PageOptions } from '../../../lib/extract/page.ts';
import { FIXTURES_DIR } from '../../../lib/extract/node/corpus.ts';
import { parseHtmlWithLinkedom } from '../../../lib/extract/node/readers.ts';

export const fixture = (...parts: string[]) => path.join(FIXTURES_DIR, 'docs', ...parts);

/** Extracts from an HTML string as the content script would from the live page. */
export function extractHtml(html: string, pageUrl = 'https://example.org/', options?: PageOptions) {
  return extractFromDocument(parseHtmlWithLinkedom(html), pageUrl, options);
}

export function extractFixturePage(file: string, pageUrl: string) {
  return extractHtml(readFileSync(fixture(file), 'utf8'), pageUrl);
}
