import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpError, sendText } from '../http';
import { route, type Route } from '../router';

export const DEMO_DIR = fileURLToPath(new URL('../demo/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

/** Candidate pages for `npm start`, the demo and the e2e tests, served as a web site would. */
export function demoRoutes(): Route[] {
  return [
    route('GET', '/demo', ({ res }) => {
      res.writeHead(301, { Location: '/demo/' });
      res.end();
    }),
    route('GET', '/demo/(.*)', async ({ res, params }) => {
      const relative = normalize(params[0] || 'index.html');
      const type = CONTENT_TYPES[extname(relative)];
      if (relative.startsWith('..') || !type) throw new HttpError(404, `No demo page ${params[0]}.`);
      let content: Buffer;
      try {
        content = await readFile(join(DEMO_DIR, relative));
      } catch {
        throw new HttpError(404, `No demo page ${params[0]}.`);
      }
      sendText(res, 200, content, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    }),
  ];
}
