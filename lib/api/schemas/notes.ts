import { z } from 'zod';
import { statusCode } from './common';

/**
 * Fields of `POST /company/{companyId}/applicant/{applicantId}/comment`, sent as multipart form
 * data (each value as its text). The answer is a `comment` (./comment.ts).
 */
export const commentRequest = z.object({
  /** HTML allowed. */
  text: z.string().min(1),
  type: z.string().min(1).default('note'),
  private: z.boolean(),
  reply_to: z.number().int().optional(),
});
export type CommentRequest = z.input<typeof commentRequest>;

/** Answer of `DELETE /company/{companyId}/applicant/{applicantId}/comment/{commentId}`. */
export const commentDeleted = z.looseObject({ statusCode, message: z.string() });
export type CommentDeleted = z.infer<typeof commentDeleted>;
