import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';

/** Thrown by handlers; the router answers it as the service's JSON error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function errorBody(status: number, message: string) {
  return { statusCode: status, error: STATUS_CODES[status] ?? 'Error', message };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  sendText(res, status, JSON.stringify(body), { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

export function sendText(res: ServerResponse, status: number, text: string | Buffer, headers: Record<string, string>): void {
  res.writeHead(status, { 'Content-Length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

export function sendError(res: ServerResponse, error: HttpError): void {
  sendJson(res, error.status, errorBody(error.status, error.message), error.headers);
}

const MAX_BODY_BYTES = 1_000_000;

/**
 * The request's bytes, up to `maxBytes`. A longer body is read to its end (unkept) before the 413,
 * so the client gets the answer rather than a connection reset in the middle of its upload.
 */
export async function readBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (size > maxBytes) throw new HttpError(413, 'Request body is too large.');
  return Buffer.concat(chunks);
}

export async function readJsonBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  const text = (await readBody(req, maxBytes)).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON.');
  }
}

/** A multipart/form-data body (as browsers send FormData); anything else is refused. */
export async function readMultipartBody(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<FormData> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new HttpError(400, `Expected multipart/form-data, got ${contentType || 'no Content-Type'}.`);
  }
  const body = await readBody(req, maxBytes);
  try {
    return await new Request('http://sandbox.invalid/', {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new HttpError(400, 'Malformed multipart/form-data body.');
  }
}

/** `fields=a,b` as a list, refusing names the call does not know (as the service does). */
export function parseFields<T extends string>(url: URL, allowed: readonly T[]): Set<T> {
  const raw = url.searchParams.get('fields') ?? '';
  const names = raw.split(',').filter((name) => name !== '');
  for (const name of names) {
    if (!(allowed as readonly string[]).includes(name)) {
      throw new HttpError(400, `Unknown field "${name}" in fields; allowed: ${allowed.join(', ')}.`);
    }
  }
  return new Set(names as T[]);
}
