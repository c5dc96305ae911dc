import type { IncomingMessage } from 'node:http';
import { HttpError } from './http';
import { verifyUserToken } from './jwt';
import type { SeedCompany, SeedData } from './seed';

/** Who is calling: a signed-in user, or a company's API key (valid for that company only). */
export interface Principal {
  kind: 'user' | 'api-key';
  companyIds: readonly string[];
  /** The signed-in user's e-mail; none for an API key. */
  email?: string;
}

const unauthorized = (message: string) => new HttpError(401, message, { 'WWW-Authenticate': 'Bearer' });

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized('The Authorization header must be "Bearer <token>".');
  return match[1];
}

export function authenticate(token: string, seed: SeedData, secret: string): Principal {
  const apiKey = seed.apiKeys.find((key) => key.key === token);
  if (apiKey) return { kind: 'api-key', companyIds: [apiKey.companyId] };

  const check = verifyUserToken(token, secret);
  if (!check.ok) throw unauthorized(check.reason === 'expired' ? 'Token expired.' : 'Invalid token.');
  const user = seed.users.find((candidate) => candidate.email === check.claims.email);
  if (!user) throw unauthorized('Invalid token.');
  return { kind: 'user', companyIds: user.companyIds, email: user.email };
}

/** Authenticated calls: a bearer token is required. */
export function requirePrincipal(req: IncomingMessage, seed: SeedData, secret: string): Principal {
  const token = bearerToken(req);
  if (!token) throw unauthorized('Missing bearer token.');
  return authenticate(token, seed, secret);
}

/** Unknown company: 404; a company the caller cannot reach: 403. */
export function requireCompany(principal: Principal, companyId: string, seed: SeedData): SeedCompany {
  const company = seed.companies.find((candidate) => candidate.id === companyId);
  if (!company) throw new HttpError(404, `Company ${companyId} not found.`);
  if (!principal.companyIds.includes(company.id)) {
    throw new HttpError(403, `You do not have access to company ${companyId}.`);
  }
  return company;
}
