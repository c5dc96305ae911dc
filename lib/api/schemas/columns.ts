import { z } from 'zod';

/**
 * A pipeline column of `GET /company/{companyId}/columns`. `search/applicants` answers column
 * titles, not ids: map them through this list. Other fields (company_id, dates) are kept.
 */
export const column = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  visible: z.boolean(),
  hired: z.boolean(),
});
export type Column = z.infer<typeof column>;

export const columnList = z.array(column);

/** Where a new applicant lands unless told otherwise: the first visible column by position. */
export function firstVisibleColumn<C extends Pick<Column, 'position' | 'visible'>>(columns: readonly C[]): C | undefined {
  return columns.filter((candidate) => candidate.visible).sort((a, b) => a.position - b.position)[0];
}
