import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims the sandbox puts in a user token, as the live service does. */
export interface UserTokenClaims {
  email: string;
  iat: number;
  exp: number;
}

export type TokenCheck = { ok: true; claims: UserTokenClaims } | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function sign(signingInput: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signUserToken(email: string, secret: string, ttlSeconds: number, nowMs = Date.now()): string {
  const iat = Math.floor(nowMs / 1000);
  const claims: UserTokenClaims = { email, iat, exp: iat + ttlSeconds };
  const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${sign(signingInput, secret).toString('base64url')}`;
}

export function verifyUserToken(token: string, secret: string, nowMs = Date.now()): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  const claims = parseClaims(header, payload);
  if (!claims) return { ok: false, reason: 'malformed' };
  if (Math.floor(nowMs / 1000) >= claims.exp) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function parseClaims(header: string, payload: string): UserTokenClaims | undefined {
  try {
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<UserTokenClaims>;
    if (alg !== 'HS256') return undefined;
    if (typeof claims.email !== 'string' || typeof claims.iat !== 'number' || typeof claims.exp !== 'number') {
      return undefined;
    }
    return { email: claims.email, iat: claims.iat, exp: claims.exp };
  } catch {
    return undefined;
  }
}
