import { z } from 'zod';
import { isoDateTime, openObject, serviceId } from './common';

export const commentAuthor = z.object({
  id: serviceId,
  firstname: z.string(),
  lastname: z.string(),
});
export type CommentAuthor = z.infer<typeof commentAuthor>;

export const attachment = openObject;
export type Attachment = z.infer<typeof attachment>;

/**
 * `attachments` arrives as an array, or as an object: either keyed by id (a map of attachments)
 * or, rarely, a single attachment. Always normalised to an array. An object whose values are all
 * objects is read as a map; a single attachment made only of nested objects would be misread, but
 * attachments carry names and URLs, which are strings.
 */
export const attachments = z.union([z.array(attachment), openObject]).transform((value): Attachment[] => {
  if (Array.isArray(value)) return value;
  const entries = Object.values(value);
  if (entries.length === 0) return [];
  const isMap = entries.every((entry) => typeof entry === 'object' && entry !== null && !Array.isArray(entry));
  return isMap ? (entries as Attachment[]) : [value];
});

export const comment = z.object({
  id: z.number().int(),
  text: z.string(),
  private: z.boolean(),
  favorite: z.boolean(),
  created_by: z.number().int(),
  created_at: isoDateTime,
  type: z.string().optional(),
  reply_to: z.number().int().nullable(),
  author: commentAuthor.optional(),
  attachments: attachments.optional(),
});
export type Comment = z.infer<typeof comment>;

export const commentList = z.array(comment);

export { commentFields, type CommentField } from '../fields';
