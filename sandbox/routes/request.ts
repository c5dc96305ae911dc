import type { z } from 'zod';
import { requireCompany, requirePrincipal, type Principal } from '../auth';
import type { SandboxContext } from '../context';
import { HttpError, readJsonBody } from '../http';
import type { RequestContext } from '../router';
import type { SeedCompany } from '../seed';

/** The JSON body, checked with the contract's own schema; a mismatch answers 400 with every problem. */
export async function validBody<S extends z.ZodType>(req: RequestContext['req'], schema: S, maxBytes?: number): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await readJsonBody(req, maxBytes));
  if (parsed.success) return parsed.data;
  throw new HttpError(400, problemsOf(parsed.error));
}

export function problemsOf(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
}

/** The caller (401 without a valid bearer token) and the company of the path's first parameter (404 / 403). */
export function callerAndCompany(sandbox: SandboxContext, { req, params }: RequestContext): { principal: Principal; company: SeedCompany } {
  const principal = requirePrincipal(req, sandbox.seed, sandbox.secret);
  return { principal, company: requireCompany(principal, params[0]!, sandbox.seed) };
}
