import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SandboxContext } from './context';
import { FaultInjector, type FaultAction } from './faults';
import { seededRandom } from './seeded-random';
import { errorBody, HttpError, sendError, sendJson, sendText } from './http';
import { dispatch, type Route } from './router';
import { demoRoutes } from './routes/demo';
import { careersRoutes } from './routes/careers';
import { inspectionRoutes, isLoopbackAddress } from './routes/inspection';
import { pipelineRoutes } from './routes/pipeline';
import { serviceRoutes } from './routes/service';
import { PipelineStore } from './pipeline-store';
import { assertSeedMatchesContract, seed } from './seed';
import { CandidateMetaStore, loadOrCreateSecret } from './store';

export interface SandboxOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Where candidate meta and the token secret are kept; default: a folder under the OS temp dir. */
  dataDir?: string;
  /** No per-request log lines. */
  quiet?: boolean;
  /** Lifetime of user tokens; default one hour. */
  tokenTtlSeconds?: number;
  /** Interface to listen on. Only tests change it, to check that /_sandbox/ refuses other addresses. */
  host?: string;
  log?: (line: string) => void;
  /** Seed for the fault rules' `rate`: the same seed and requests give the same faults. */
  faultSeed?: number;
}

export interface RunningSandbox {
  url: string;
  port: number;
  dataDir: string;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_DATA_DIR = join(tmpdir(), 'cv-importer-sandbox');
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'Retry-After',
  'Access-Control-Max-Age': '600',
};

const isUntouchedByFaults = (path: string) => path.startsWith('/_sandbox/') || path === '/demo' || path.startsWith('/demo/');

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  assertSeedMatchesContract();
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const log = options.quiet ? () => {} : (options.log ?? ((line: string) => console.log(line)));
  const sandbox: SandboxContext = {
    seed,
    store: new CandidateMetaStore(dataDir),
    pipeline: new PipelineStore(seed),
    faults: new FaultInjector(options.faultSeed === undefined ? Math.random : seededRandom(options.faultSeed)),
    secret: loadOrCreateSecret(dataDir),
    tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
  };
  const routes: Route[] = [
    ...serviceRoutes(sandbox),
    ...pipelineRoutes(sandbox),
    ...careersRoutes(sandbox),
    ...inspectionRoutes(sandbox),
    ...demoRoutes(),
  ];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    if (url.pathname.startsWith('/_sandbox/') && !isLoopbackAddress(req.socket.remoteAddress)) {
      throw new HttpError(403, '/_sandbox/ answers loopback clients only.');
    }
    const fault = isUntouchedByFaults(url.pathname) ? undefined : sandbox.faults.match(req.method ?? 'GET', url.pathname);
    if (fault && (await applyFault(fault, req, res))) return;
    if (fault?.dropAnswer) loseAnswer(req, res);
    await dispatch(routes, { req, res, url });
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    res.on('close', () => {
      const status = res.writableFinished ? String(res.statusCode) : 'dropped';
      log(`${req.method} ${req.url} ${status} ${Math.round(performance.now() - started)}ms`);
    });
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return;
      if (error instanceof HttpError) return sendError(res, error);
      console.error(error);
      sendJson(res, 500, errorBody(500, 'The sandbox failed to answer.'));
    });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    dataDir,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The request is handled, but whatever it answers is replaced by a closed connection. */
function loseAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead = (() => res) as ServerResponse['writeHead'];
  res.end = (() => {
    req.socket.destroy();
    return res;
  }) as ServerResponse['end'];
}

/** Returns true when the fault answered (or dropped) the request itself. */
async function applyFault(fault: FaultAction, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (fault.delayMs > 0) await sleep(fault.delayMs);
  if (fault.drop) {
    req.socket.destroy();
    return true;
  }
  if (!fault.answer) return false;
  const { status, body, retryAfter } = fault.answer;
  const headers: Record<string, string> = retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) };
  if (body !== undefined) {
    sendText(res, status, body, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  } else {
    sendJson(res, status, errorBody(status, `Fault injected by the sandbox (HTTP ${status}).`), headers);
  }
  return true;
}
