import type { z } from 'zod';
import type { column } from '../../lib/api/schemas';
import { BASIC_COMPANY_ID, DEMO_COMPANY_ID } from './accounts';

/** A pipeline column as the service sends it; `company_id` is the company's 16-character id. */
export type SeedColumn = z.input<typeof column> & { company_id: string };

/**
 * Each company's pipeline, titles in English and French as companies hiring in both languages have
 * them. The first column is hidden, so "the first visible column" is not simply the first one.
 */
function pipeline(companyId: string, firstId: number, steps: Array<[title: string, visible?: boolean, hired?: boolean]>): SeedColumn[] {
  return steps.map(([title, visible = true, hired = false], position) => ({
    id: firstId + position,
    title,
    company_id: companyId,
    position,
    visible,
    hired,
    created_at: '2023-01-09T09:00:00.000Z',
    updated_at: '2023-01-09T09:00:00.000Z',
  }));
}

export const columns: SeedColumn[] = [
  ...pipeline(DEMO_COMPANY_ID, 1301, [
    ['Sourcing', false],
    ['New'],
    ['Nouveau'],
    ['Phone screen'],
    ['Technical interview'],
    ['Entretien'],
    ['Offer'],
    ['Hired', true, true],
    ['Declined'],
    ['Refusé'],
  ]),
  ...pipeline(BASIC_COMPANY_ID, 2301, [['Vivier', false], ['New'], ['Nouveau'], ['Interview'], ['Hired', true, true], ['Rejected']]),
];
