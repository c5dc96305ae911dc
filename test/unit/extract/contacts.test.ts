import { describe, expect, it } from 'vitest';
import { extractFromLines } from '../../../lib/extract/heuristics/cv-lines.ts';
import { emailFromMailto, findEmails } from '../../../lib/extract/heuristics/emails.ts';
import { countryFromLocale, findPhones, phoneFromTelHref } from '../../../lib/extract/heuristics/phones.ts';
import { findUrlsInText, isProfileLike, parseHttpUrl } from '../../../lib/extract/heuristics/links.ts';

describe('e-mail addresses', () => {
  it('finds plain addresses and lower-cases them', () => {
    expect(findEmails('Write to Jane.Doe@Example.COM or jd@example.org.')).toEqual(['jane.doe@example.com', 'jd@example.org']);
  });

  it.each([
    ['jane [at] example [dot] com', 'jane@example.com'],
    ['jane(at)example(dot)co(dot)uk', 'jane@example.co.uk'],
    ['jane at example dot com', 'jane@example.com'],
    ['camille.lefevre [at] exemple [point] fr', 'camille.lefevre@exemple.fr'],
    ['jane {at} example {dot} io', 'jane@example.io'],
    ['jane [dot] doe [at] example [dot] com', 'jane.doe@example.com'],
    ['jane dot doe at example dot com', 'jane.doe@example.com'],
    ['JANE_DOE AT EXAMPLE DOT ORG', 'jane_doe@example.org'],
  ])('reads the lightly obfuscated %s', (text, address) => {
    expect(findEmails(text)).toEqual([address]);
  });

  it('does not read prose or fediverse handles as addresses', () => {
    expect(findEmails('Senior engineer at Acme since 2019')).toEqual([]);
    expect(findEmails('@nadia@mastodon.social')).toEqual([]);
    expect(findEmails('Senior engineer at Acme dot com')).toEqual([]);
    expect(findEmails('I work at Google.com these days')).toEqual([]);
    expect(findEmails('Linz, Upper Austria AT jane.doe@example.org')).toEqual(['jane.doe@example.org']);
  });

  it('reads mailto links, ignoring their query', () => {
    expect(emailFromMailto('mailto:John%40Example.com?subject=Hello')).toBe('john@example.com');
    expect(emailFromMailto('https://example.com')).toBeNull();
  });
});

describe('phone numbers', () => {
  it('takes the default country from the page language', () => {
    expect(countryFromLocale('fr')).toBe('FR');
    expect(countryFromLocale('en-GB')).toBe('GB');
    expect(countryFromLocale('pt_BR')).toBe('BR');
    expect(findPhones('Tél : 06 12 34 56 78', countryFromLocale('fr'))).toEqual(['+33612345678']);
    expect(findPhones('Mobile: 07911 123456', countryFromLocale('en-GB'))).toEqual(['+447911123456']);
  });

  it('reads no phone in the digits of a web address, but keeps a number written with a slash', () => {
    expect(findPhones('+49 341 5550878 · stackoverflow.com/users/6162860/lena-vorberg', 'DE')).toEqual(['+493415550878']);
    expect(findPhones('https://example.org/u/0301234567 0171/5550123', 'DE')).toEqual(['+491715550123']);
  });

  it('guesses the country of a national number when the page does not say', () => {
    expect(findPhones('(512) 555-0142 • jordan@example.com')).toEqual(['+15125550142']);
  });

  it('keeps international numbers as E.164 whatever the default country', () => {
    expect(findPhones('+48 512 345 678', 'FR')).toEqual(['+48512345678']);
    // A country code the number does not fit is kept as written, never swapped for the page's country.
    expect(findPhones('Phone +1 (234) 567 890', 'FR')).toEqual(['+1234567890']);
  });

  it('keeps the extension written after a number, in any of the languages read', () => {
    expect(findPhones('+44 117 496 0123 ext. 12')).toEqual(['+441174960123 ext. 12']);
    expect(findPhones('Tél. +33 2 40 55 01 23 poste 215', 'FR')).toEqual(['+33240550123 ext. 215']);
    expect(findPhones('+351 239 555 0793 ramal 7', 'PT')).toEqual(['+3512395550793 ext. 7']);
    expect(findPhones('Tél. 06 12 34 56 78 · postes à pourvoir', 'FR')).toEqual(['+33612345678']);
  });

  it('keeps an extension a narrow column wrapped onto the line after its number', () => {
    const phonesOf = (...texts: string[]) =>
      extractFromLines([{ text: 'Inês Moreira', size: 24 }, ...texts.map((text) => ({ text, size: 9 }))]).phones;
    expect(phonesOf('Analista de sistemas', 'ines@example.org', '+351 239 555 0793', 'ramal 7')).toEqual(['+3512395550793 ext. 7']);
    expect(phonesOf('Analista de sistemas', 'ines@example.org', '+351 239 555 0793', 'Coimbra')).toEqual(['+3512395550793']);
  });

  it('does not take a year range for a phone', () => {
    expect(findPhones('2019 - 2021', 'US', true)).toEqual([]);
  });

  it('reads tel: links', () => {
    expect(phoneFromTelHref('tel:+1-415-555-0100')).toBe('+14155550100');
  });
});

describe('profile links', () => {
  const profile = (url: string) => isProfileLike(parseHttpUrl(url)!);

  it('tells profiles from other pages of the same network', () => {
    expect(profile('https://github.com/jdoe')).toBe(true);
    expect(profile('https://github.com/jdoe/some-repo')).toBe(false);
    expect(profile('https://www.linkedin.com/in/jane-doe/')).toBe(true);
    expect(profile('https://www.linkedin.com/company/acme')).toBe(false);
    expect(profile('https://twitter.com/intent/tweet?url=x')).toBe(false);
    expect(profile('https://schema.org/Person')).toBe(false);
  });

  it('finds URLs written without a scheme, not e-mail domains', () => {
    expect(findUrlsInText('linkedin.com/in/brisa-example • brisa@example.com')).toEqual(['https://linkedin.com/in/brisa-example']);
    expect(findUrlsInText('University of Toronto — B.Com, Commerce')).toEqual([]);
  });
});

describe('a phone shown and linked', () => {
  it('reads a tel: link with the extension’s digits run on as the number shown, not a second one', () => {
    const draft = extractFromLines([
      { text: 'Corentin Maillebois', size: 20 },
      { text: 'Tél. +33 2 40 55 0187 poste 36', size: 10, links: ['tel:+3324055018736'] },
      { text: 'corentin.maillebois@example.org', size: 10 },
    ]);
    expect(draft.phones).toEqual(['+33240550187 ext. 36']);
  });
});
