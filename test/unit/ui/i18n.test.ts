import { describe, expect, it } from 'vitest';
import en from '../../../public/_locales/en/messages.json';
import fr from '../../../public/_locales/fr/messages.json';
import { createTranslator, resolveLanguage } from '../../../lib/ui/i18n';

const substitutions = (message: string) => [...message.matchAll(/\$\d/g)].map((match) => match[0]).sort();

describe('catalogues', () => {
  it('translate every English message into French with the same substitutions', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, { message }] of Object.entries(en)) {
      expect(substitutions(fr[key as keyof typeof fr].message), key).toEqual(substitutions(message));
    }
  });

  it('keep the accessible names that tests and users rely on', () => {
    const t = createTranslator('en', en).t;
    expect([t('email'), t('password'), t('serviceUrl'), t('companyId')]).toEqual(['Email', 'Password', 'Service URL', 'Company ID']);
    expect([t('signIn'), t('signOut'), t('importCandidate'), t('retry'), t('discard')]).toEqual([
      'Sign in', 'Sign out', 'Import candidate', 'Retry', 'Discard',
    ]);
    expect([t('tabVacancies'), t('tabCandidate'), t('tabComments'), t('tabOutbox')]).toEqual(['Vacancies', 'Candidate', 'Comments', 'Outbox']);
  });
});

describe('language', () => {
  it('follows the browser unless the setting overrides it', () => {
    expect(resolveLanguage('auto', 'fr-CA')).toBe('fr');
    expect(resolveLanguage('auto', 'de-DE')).toBe('en');
    expect(resolveLanguage('en', 'fr-FR')).toBe('en');
    expect(resolveLanguage('fr', 'en-US')).toBe('fr');
  });

  it('substitutes $1… and uses the browser’s region for formats', () => {
    const i18n = createTranslator('fr', fr, 'fr-CA');
    expect(i18n.t('unknownCompany', 'X')).toBe("Le service ne connaît pas l'entreprise X.");
    expect(i18n.locale).toBe('fr-CA');
    expect(createTranslator('fr', fr, 'en-US').locale).toBe('fr');
  });
});
