import { z } from 'zod';
import { tag } from './vacancy';

export const tagTypes = ['candidates', 'vacancies'] as const;
export type TagType = (typeof tagTypes)[number];

/**
 * A tag of `GET /company/{companyId}/tags`: the vacancy's tag shape, with `type` telling candidate
 * tags from vacancy tags and `position` often null. `values` lists the allowed values, `;`-separated.
 */
export const companyTag = tag.extend({
  type: z.enum(tagTypes),
  position: z.number().int().nullable(),
  visible: z.boolean().optional(),
});
export type CompanyTag = z.infer<typeof companyTag>;

export const companyTagList = z.array(companyTag);

/** The values a tag offers, as the service writes them (`" PHP; Python;;JavaScript"`): trimmed, empties dropped. */
export function tagValues(values: string): string[] {
  return values
    .split(';')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** Whether the service takes `value` for this tag: one of its values, or anything non-empty when the tag is creatable. */
export function tagAccepts(candidate: Pick<CompanyTag, 'values' | 'creatable'>, value: string): boolean {
  const wanted = value.trim();
  if (!wanted) return false;
  return candidate.creatable || tagValues(candidate.values).includes(wanted);
}

/** Body of `POST /company/{companyId}/applicant/{applicantId}/trait`: `tag` is the tag's 16-character id. */
export const traitRequest = z.object({ tag: z.string().min(1), value: z.string().min(1) });
export type TraitRequest = z.infer<typeof traitRequest>;

/** One value of a tag on an applicant. `tag_id` is documented as an integer but sent as the tag's string id. */
export const trait = z.looseObject({
  id: z.string(),
  tag_id: z.union([z.string(), z.number()]).transform(String),
  value: z.string(),
});
export type Trait = z.infer<typeof trait>;

export const traitList = z.array(trait);
