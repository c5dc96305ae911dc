import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadDocument } from '../../../lib/ui/read-document';

const MEGABYTE = 1024 * 1024;
let server: Server;
let base: string;
/** How many bytes the server wrote of the endless CV before the download stopped it. */
let endlessBytesSent = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/cv.pdf') return response.end(Buffer.from('%PDF-1.7\nthe CV'));
    if (request.url === '/declared-40mb.pdf') {
      response.writeHead(200, { 'Content-Length': String(40 * MEGABYTE) });
      return response.write(Buffer.alloc(MEGABYTE));
    }
    // No length told: a body that goes on past any CV's size, one megabyte at a time.
    endlessBytesSent = 0;
    const chunk = Buffer.alloc(MEGABYTE, 0x20);
    const more = () => {
      while (!response.destroyed && endlessBytesSent < 200 * MEGABYTE) {
        endlessBytesSent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', more);
      }
    };
    more();
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((closed) => server.close(() => closed()));
});

describe('a CV document downloaded from a link', () => {
  it('comes whole, named for its format', async () => {
    const { name, bytes } = await downloadDocument(`${base}/cv.pdf`, 'pdf');
    expect(name).toBe('cv.pdf');
    expect(new TextDecoder().decode(bytes)).toBe('%PDF-1.7\nthe CV');
  });

  it('is refused by the size it declares, before its body is read', async () => {
    await expect(downloadDocument(`${base}/declared-40mb.pdf`, 'pdf')).rejects.toMatchObject({
      problem: { code: 'too-large', format: 'pdf', maxMegabytes: 20 },
    });
  });

  it('that declares no size is refused once it passes the limit, and not downloaded to its end', async () => {
    await expect(downloadDocument(`${base}/endless.docx`, 'docx')).rejects.toMatchObject({
      problem: { code: 'too-large', format: 'docx', maxMegabytes: 20 },
    });
    expect(endlessBytesSent).toBeLessThan(200 * MEGABYTE);
  });
});
