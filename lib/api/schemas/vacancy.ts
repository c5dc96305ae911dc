import { z } from 'zod';
import { isoDate, openObject, serviceId } from './common';

export const vacancyOptions = z.object({
  required: z.array(z.string()),
  optionals: z.array(z.string()),
  desactivated: z.array(z.string()),
  motivationType: z.string(),
});

export const tag = z.object({
  id: z.string(),
  tag_id: z.number().int(),
  company_id: z.number().int(),
  title: z.string(),
  values: z.string(),
  multiple: z.boolean(),
  creatable: z.boolean(),
  folder: z.boolean(),
  type: z.string(),
  position: z.number().int(),
});
export type Tag = z.infer<typeof tag>;

export const remoteModes = ['notime', 'parttime', 'fulltime'] as const;
export type RemoteMode = (typeof remoteModes)[number];

/** Older data has a boolean; the contract's own sample spells `partime`. All become the enum. */
export const remote = z.union([z.boolean(), z.enum([...remoteModes, 'partime'])]).transform((value): RemoteMode => {
  if (value === true) return 'fulltime';
  if (value === false) return 'notime';
  return value === 'partime' ? 'parttime' : value;
});

export const mensuality = z.enum(['y', 'm', 'd', 'h']);
export type Mensuality = z.infer<typeof mensuality>;

export { vacancyFields, type VacancyField } from '../fields';

export const vacancy = z.object({
  id: serviceId,
  vacancy_id: z.number().int(),
  slug: z.string(),
  reference: z.string(),
  title: z.string(),
  description: z.string(),
  experience: z.number().int(),
  mission: z.string(),
  profile: z.string(),
  salary: z.string(),
  status: z.number().int(),
  language: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'expected a locale ll_CC'),
  contract_type_id: z.number().int(),
  education_level_id: z.number().int(),
  activity_id: z.number().int(),
  channel_id: z.number().int(),
  metier_id: z.number().int(),
  company_id: z.number().int(),
  mensuality,
  apply_url: z.string().nullable(),
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  driver_license: z.boolean(),
  remote,
  handicap: z.boolean(),
  partial: z.boolean(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  meta_tags: z.string().nullable(),
  options: vacancyOptions,
  kanban: z.boolean(),
  slug_mail: z.string(),
  address: openObject.optional(),
  tags: z.array(tag).optional(),
  questions: z.array(openObject).optional(),
  faqs: z.array(openObject).optional(),
  benefits: z.array(openObject).optional(),
});
export type Vacancy = z.infer<typeof vacancy>;
/** A vacancy as the sandbox stores it and the service sends it, before normalisation. */
export type VacancyInput = z.input<typeof vacancy>;

export const vacancyList = z.array(vacancy);
