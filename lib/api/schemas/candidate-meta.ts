import { z } from 'zod';
import { statusCode } from './common';

export const candidateMetaRequest = z.object({
  app_name: z.string().min(1),
  reference: z.email(),
  type: z.string().min(1),
  value: z.record(z.string(), z.unknown()),
});
export type CandidateMetaRequest = z.infer<typeof candidateMetaRequest>;

export const candidateMetaResponse = z.object({
  statusCode,
  message: z.looseObject({
    resource_type: z.string(),
    action: z.string(),
  }),
});
export type CandidateMetaResponse = z.infer<typeof candidateMetaResponse>;
