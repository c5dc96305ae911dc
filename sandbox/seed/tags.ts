import type { z } from 'zod';
import type { companyTag } from '../../lib/api/schemas';
import { companies, type SeedCompany } from './accounts';

/** A company tag as `GET /company/{companyId}/tags` sends it. */
export type SeedTag = z.input<typeof companyTag>;

const [demo, basic] = companies as [SeedCompany, SeedCompany];

interface TagSpec {
  id: string;
  tag_id: number;
  company: SeedCompany;
  title: string;
  /** `;`-separated, with the stray spaces and empty entries the live data has. */
  values: string;
  multiple?: boolean;
  creatable?: boolean;
  type?: 'candidates' | 'vacancies';
  position?: number | null;
}

function buildTag(spec: TagSpec): SeedTag {
  const vacancyTag = spec.type === 'vacancies';
  return {
    id: spec.id,
    tag_id: spec.tag_id,
    company_id: spec.company.numericId,
    title: spec.title,
    values: spec.values,
    multiple: spec.multiple ?? false,
    visible: !vacancyTag,
    creatable: spec.creatable ?? false,
    folder: vacancyTag,
    type: spec.type ?? 'candidates',
    position: spec.position === undefined ? null : spec.position,
  };
}

/** Per company: candidate tags with values, one creatable, and one vacancy tag (which applicants cannot take). */
export const tags: SeedTag[] = [
  buildTag({ id: 'TagDemoSeniority', tag_id: 1176, company: demo, title: 'Seniority', values: 'Junior;Confirmed;Senior', position: 0 }),
  buildTag({
    id: 'TagDemoLanguages',
    tag_id: 1178,
    company: demo,
    title: 'Langues',
    values: 'Français;Anglais;Espagnol;Allemand; Italien',
    multiple: true,
    position: 1,
  }),
  buildTag({
    id: 'TagDemoSource001',
    tag_id: 1184,
    company: demo,
    title: 'Source',
    values: ' LinkedIn;Salon;;Cooptation',
    creatable: true,
  }),
  buildTag({ id: 'TagDemoService00', tag_id: 1172, company: demo, title: 'Service', values: '', type: 'vacancies' }),
  buildTag({ id: 'TagBasicShifts00', tag_id: 2176, company: basic, title: 'Shifts', values: 'Days;Nights;Weekends', multiple: true }),
  buildTag({ id: 'TagBasicForklift', tag_id: 2177, company: basic, title: 'Forklift licence', values: 'Yes;No' }),
  buildTag({ id: 'TagBasicReferrer', tag_id: 2178, company: basic, title: 'Referrer', values: '', creatable: true }),
  buildTag({
    id: 'TagBasicSite0000',
    tag_id: 2179,
    company: basic,
    title: 'Site',
    values: 'Birmingham;Leeds;Marseille',
    type: 'vacancies',
  }),
];
