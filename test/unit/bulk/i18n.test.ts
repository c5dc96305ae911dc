import { describe, expect, it } from 'vitest';
import { bulkTranslator, bulkTranslatorFor } from '@/lib/bulk/i18n';
import en from '@/lib/bulk/messages/en.json';
import fr from '@/lib/bulk/messages/fr.json';

const substitutions = (message: string) => [...message.matchAll(/\$\d/g)].map((match) => match[0]).sort();

describe("the bulk page's catalogues", () => {
  it('translate every English message into French with the same substitutions', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, { message }] of Object.entries(en)) {
      expect(substitutions(fr[key as keyof typeof fr].message), key).toEqual(substitutions(message));
    }
  });

  it('keep the names tests and recruiters rely on, in the language the setting or the browser says', () => {
    expect(bulkTranslator('en').t('chooseFiles')).toBe('Choose CV files');
    expect(bulkTranslatorFor('auto', 'fr-CA').t('chooseFiles')).toBe('Choisir des CV');
    expect(bulkTranslatorFor('en', 'fr-FR').t('readProgress', 37, 120)).toBe('37 of 120 read');
    expect(bulkTranslator('fr').t('readProgress', 37, 120)).toBe('37 sur 120 lus');
    expect(bulkTranslator('en').plural('importAll', 1)).toBe('Import 1 candidate');
    expect(bulkTranslator('fr', 'fr-FR').plural('importAll', 1200)).toBe('Importer les 1\u202f200 candidats');
  });
});
