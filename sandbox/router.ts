import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from './http';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Decoded path parameters, in the order of the route pattern's groups. */
  params: string[];
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Anchored pattern of the path; each group is a parameter. */
  path: RegExp;
  handle(context: RequestContext): Promise<void> | void;
}

/** A path segment parameter for route patterns. */
export const SEGMENT = '([^/]+)';

export function route(method: Route['method'], pattern: string, handle: Route['handle']): Route {
  return { method, path: new RegExp(`^${pattern}$`), handle };
}

export async function dispatch(routes: readonly Route[], context: Omit<RequestContext, 'params'>): Promise<void> {
  const method = context.req.method ?? 'GET';
  let pathMatched = false;
  for (const candidate of routes) {
    const match = candidate.path.exec(context.url.pathname);
    if (!match) continue;
    pathMatched = true;
    if (candidate.method !== method) continue;
    const params = match.slice(1).map(decodeParam);
    await candidate.handle({ ...context, params });
    return;
  }
  if (pathMatched) throw new HttpError(405, `${method} is not allowed on ${context.url.pathname}.`);
  throw new HttpError(404, `No such resource: ${method} ${context.url.pathname}.`);
}

function decodeParam(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    throw new HttpError(400, `Malformed path segment "${param}".`);
  }
}
