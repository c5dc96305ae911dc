import { z } from 'zod';
import { statusCode } from './common';

export const loginRequest = z.object({
  email: z.email(),
  password: z.string().min(1),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  statusCode: statusCode.optional(),
  // A JWT is about a kilobyte; a token of megabytes is no token and would weigh on every call.
  token: z.string().min(1).max(16_384),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Claims of the user token (a JWT). Only `exp` matters to the client: it is read when present. */
export const tokenClaims = z.looseObject({
  email: z.string().optional(),
  iat: z.number().optional(),
  exp: z.number().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaims>;
