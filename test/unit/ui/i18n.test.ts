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
      'Sign in',
      'Sign out',
      'Import candidate',
      'Retry',
      'Discard',
    ]);
    expect([t('tabVacancies'), t('tabCandidate'), t('tabComments'), t('tabOutbox')]).toEqual([
      'Vacancies',
      'Candidate',
      'Comments',
      'Outbox',
    ]);
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

describe('plural forms', () => {
  it('choose the form of each language for the count (Intl.PluralRules)', () => {
    const english = createTranslator('en', en);
    const french = createTranslator('fr', fr);
    expect(english.plural('unreadableImports', 1)).toBe('1 import could not be read');
    expect(english.plural('unreadableImports', 2)).toBe('2 imports could not be read');
    expect(english.plural('unreadableImports', 0)).toBe('0 imports could not be read');
    expect(french.plural('unreadableImports', 0)).toBe("0 import n'a pas pu être lu");
    expect(french.plural('unreadableImports', 1)).toBe("1 import n'a pas pu être lu");
    expect(french.plural('unreadableImports', 3)).toBe("3 imports n'ont pas pu être lus");
  });

  it('write the count in the locale, and fall back to the other form for a category without its own', () => {
    expect(createTranslator('fr', fr, 'fr-FR').plural('unreadableImports', 1_000_000)).toBe(
      "1\u202f000\u202f000 imports n'ont pas pu être lus",
    );
  });
});
