import { describe, expect, it } from 'vitest';
import { adviseOn } from '../../../lib/ui/error-advice';
import { translatorFor } from '../../../lib/ui/bundled-translator';

describe('what the recruiter is told to do after a failure', () => {
  const en = translatorFor('en', 'en');
  const fr = translatorFor('fr', 'fr');
  const outage = { kind: 'service-failure', message: 'The service failed (HTTP 502).', retryable: true } as const;

  it('promises an automatic retry only for an import, which the outbox retries', () => {
    expect(adviseOn(outage, en, { queued: true }).advice).toMatch(/retried automatically/);
    expect(adviseOn(outage, en).advice).not.toMatch(/retried automatically|Nothing is lost/);
    expect(adviseOn(outage, en).advice).toMatch(/try again/i);
    expect(adviseOn(outage, fr).advice).toMatch(/réessayez/i);
  });

  it('names an answer too large to read, in both languages', () => {
    const tooLarge = { kind: 'too-large', message: 'x', retryable: false } as const;
    expect(adviseOn(tooLarge, en).problem).toMatch(/too large/);
    expect(adviseOn(tooLarge, fr).problem).toMatch(/volumineuse/);
  });

  it('tells a page the browser keeps closed from a refusal by the service', () => {
    const closed = { kind: 'page-unreadable', message: 'This page cannot be read by extensions.', retryable: false } as const;
    expect(adviseOn(closed, en).problem).toMatch(/browser does not let extensions read this page/);
    expect(adviseOn(closed, en).advice).not.toMatch(/company ID|service/);
    expect(adviseOn(closed, fr).problem).toMatch(/navigateur/);
  });

  it('says nothing was sent when the service URL is not one the recruiter allowed', () => {
    const refused = { kind: 'destination-refused', message: 'Nothing was sent to http://evil.example', retryable: false } as const;
    expect(adviseOn(refused, en).problem).toMatch(/Nothing was sent/);
    expect(adviseOn(refused, en).advice).toMatch(/Settings/);
    expect(adviseOn(refused, fr).problem).toMatch(/Rien n'a été envoyé/);
  });

  it('names the careers site, not the service, when the careers URL is the one not allowed', () => {
    const refused = {
      kind: 'careers-destination-refused',
      message: 'Nothing was sent to https://careers.example',
      retryable: false,
    } as const;
    expect(adviseOn(refused, en).problem).toMatch(/careers site/);
    expect(adviseOn(refused, en).advice).toMatch(/Careers URL/);
    expect(adviseOn(refused, fr).problem).toMatch(/site carrières/);
  });

  it('has its own words, in both languages, for every way adding to a vacancy can stop', () => {
    const kinds = [
      'cv-too-large',
      'cv-missing',
      'cv-unavailable',
      'vacancy-unknown',
      'vacancy-closed',
      'api-key-refused',
      'user-token-required',
      'missing-api-key',
      'missing-user-token',
      'applicant-not-found',
      'careers-destination-refused',
    ];
    for (const kind of kinds) {
      const error = { kind, message: `raw ${kind}`, retryable: false };
      for (const i18n of [en, fr]) {
        const advice = adviseOn(error, i18n);
        expect(advice.problem, `${kind} in ${i18n.language}`).not.toBe(error.message);
        expect(advice.advice).not.toBe(i18n.t('fixUnknown'));
      }
      expect(adviseOn(error, fr).problem).not.toBe(adviseOn(error, en).problem);
    }
  });
});
