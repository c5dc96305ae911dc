/** The service's ids (companies, vacancies, applicants): 16 letters and digits. Written here only. */
export const SERVICE_ID_PATTERN = '[A-Za-z0-9]{16}';

const WHOLE_ID = new RegExp(`^${SERVICE_ID_PATTERN}$`);

export function isServiceId(text: string): boolean {
  return WHOLE_ID.test(text);
}
