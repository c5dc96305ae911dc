import { z } from 'zod';
import { SERVICE_ID_PATTERN } from '../service-id';

/** The 16-character alphanumeric identifiers the service uses for companies, vacancies and authors. */
export const serviceId = z.string().regex(new RegExp(`^${SERVICE_ID_PATTERN}$`), 'expected a 16-character alphanumeric id');

/** `statusCode` in bodies is documented as a number but the live service sometimes sends "200". */
export const statusCode = z.union([z.number().int(), z.string().regex(/^\d{3}$/)]).transform((value) => Number(value));

/** Objects whose fields the contract does not show: kept whole, never stripped. */
export const openObject = z.looseObject({});
export type OpenObject = z.infer<typeof openObject>;

export const isoDateTime = z.iso.datetime({ offset: true });
/** `YYYY-MM-DD`, optionally followed by a time part, as the service writes contract dates. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(?:[T ].*)?$/, 'expected a date YYYY-MM-DD');
