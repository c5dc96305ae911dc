// A period as the typed round prints it: the person's own form or the layout's, full dates with a day,
// "seit 03/2019" for an ongoing job, a duration in brackets after the range.
import { PERIOD_WORDS } from '../../theme-probe/locale-names.ts';
import type { ProbeLanguage } from '../../theme-probe/persons.ts';
import { seedOf } from '../../theme-probe/seed.ts';
import { WORDS } from '../words.ts';
import type { Layout } from './grammar.ts';

// A day of the month a person would give, fixed by the date so that a render is the same twice.
const dayOf = (iso: string) => String(1 + (seedOf(iso) % 28)).padStart(2, '0');

function one(iso: string | undefined, language: ProbeLanguage, form: Layout['period']): string {
  const words = WORDS[language];
  if (!iso) return words.present;
  const [year, month] = iso.split('-');
  if (!month || form === 'years') return year!;
  if (form === 'dotted') return `${month}.${year}`;
  if (form === 'months') return `${words.months[Number(month) - 1]} ${year}`;
  if (form === 'short-months') return `${words.shortMonths[Number(month) - 1]} ${year}`;
  if (form === 'full-dotted') return `${dayOf(iso)}.${month}.${year}`;
  if (form === 'full-slash') return `${dayOf(iso)}/${month}/${year}`;
  return `${month}/${year}`;
}

export function typedPeriod(
  item: { startDate: string; endDate?: string; period?: string },
  language: ProbeLanguage,
  layout: Layout,
  { job = true } = {},
): string {
  if (layout.period === 'person' && item.period) return item.period;
  const form = layout.period === 'person' ? 'numeric' : layout.period;
  if (!item.startDate) return item.endDate ? item.endDate.slice(0, 4) : '';
  const words = PERIOD_WORDS[language];
  if (job && !item.endDate && layout.ongoing === 'since') return `${words.since} ${one(item.startDate, language, form)}`;
  const range = `${one(item.startDate, language, form)}${layout.dash}${one(item.endDate, language, form)}`;
  if (!job || layout.duration === 'none') return range;
  const years = Math.max(1, Number((item.endDate ?? '2025').slice(0, 4)) - Number(item.startDate.slice(0, 4)));
  return `${range} (${words.years(years)})`;
}
