import type { RemoteMode, Vacancy } from '../api';
import type { OpenObject } from '../api/schemas/common';
import type { MessageKey, Translator } from './i18n';

/** Status codes are not documented; the live data and the sandbox use 1 published, 0 closed, 2 draft. */
export function statusLabel(status: number, t: Translator['t']): string {
  if (status === 1) return t('statusPublished');
  if (status === 0) return t('statusClosed');
  if (status === 2) return t('statusDraft');
  return t('statusOther', status);
}

export const REMOTE_KEYS: Record<RemoteMode, MessageKey> = {
  notime: 'remoteNone',
  parttime: 'remotePartial',
  fulltime: 'remoteFull',
};

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** "London, United Kingdom" for lists. */
export function addressLine(vacancy: Vacancy): string {
  const address = vacancy.address ?? {};
  return [text(address.city), text(address.country)].filter(Boolean).join(', ');
}

/** "20 Farringdon Road, EC1M 3HE London, United Kingdom": the address object's fields are not documented, so the usual names are tried. */
export function fullAddress(address: OpenObject | undefined): string {
  if (!address) return '';
  const street = text(address.street) || text(address.address);
  const town = [text(address.zip_code) || text(address.postal_code), text(address.city)].filter(Boolean).join(' ');
  return [street, town, text(address.country)].filter(Boolean).join(', ');
}

/** The readable part of an object whose fields the contract does not show (questions, FAQ, benefits). */
export function firstText(item: OpenObject, keys: readonly string[]): string {
  for (const key of keys) {
    const value = text(item[key]);
    if (value) return value;
  }
  return '';
}
