import type { SerializedError } from '../api';
import type { MessageKey, Translator } from './i18n';

/** What went wrong, in the recruiter's words, and what they can do about it. */
export interface ErrorAdvice {
  problem: string;
  advice: string;
  /** The service's own words when it gave some, shown verbatim. */
  serviceMessage: string | null;
}

const KNOWN: Record<string, [MessageKey, MessageKey]> = {
  'bad-credentials': ['errBadCredentials', 'fixBadCredentials'],
  /** Not a kind the background sends: the sign-in form's name for bad-credentials on an API key. */
  'bad-api-key': ['errBadApiKey', 'fixBadApiKey'],
  unauthorized: ['errUnauthorized', 'fixUnauthorized'],
  'premium-required': ['errPremium', 'fixPremium'],
  forbidden: ['errForbidden', 'fixForbidden'],
  'not-found': ['errNotFound', 'fixNotFound'],
  'invalid-request': ['errInvalid', 'fixInvalid'],
  'rate-limited': ['errRateLimited', 'fixWait'],
  'service-failure': ['errService', 'fixWait'],
  network: ['errNetwork', 'fixNetwork'],
  timeout: ['errTimeout', 'fixWait'],
  'contract-violation': ['errContract', 'fixContract'],
  'too-large': ['errTooLarge', 'fixContract'],
  'page-unreadable': ['errPageUnreadable', 'fixPageUnreadable'],
  'destination-refused': ['errDestination', 'fixDestination'],
  'background-restarted': ['errBackgroundRestarted', 'fixBackgroundRestarted'],
  // Adding to a vacancy: the careers site's refusals, and the steps a job cannot do with what it holds.
  'cv-too-large': ['errCvTooLarge', 'fixCvTooLarge'],
  'cv-missing': ['errCvMissing', 'fixCvMissing'],
  'cv-unavailable': ['errCvUnavailable', 'fixCvUnavailable'],
  'careers-destination-refused': ['errCareersDestination', 'fixCareersDestination'],
  'vacancy-unknown': ['errVacancyUnknown', 'fixVacancyUnknown'],
  'vacancy-closed': ['errVacancyClosed', 'fixVacancyClosed'],
  'api-key-refused': ['errApiKeyRefused', 'fixApiKeyRefused'],
  'user-token-required': ['errUserTokenRequired', 'fixMissingUserToken'],
  'missing-api-key': ['errMissingApiKey', 'fixMissingApiKey'],
  'missing-user-token': ['errMissingUserToken', 'fixMissingUserToken'],
  'applicant-not-found': ['errApplicantNotFound', 'fixWait'],
};

/**
 * `queued`: the failure is an import's, which the outbox retries by itself; for anything else
 * (sign-in, a list, comments) nothing is retried, so the advice is to try again.
 */
export function adviseOn(error: SerializedError, i18n: Translator, { queued = false } = {}): ErrorAdvice {
  const keys = KNOWN[error.kind];
  const serviceMessage = error.serviceMessage ?? null;
  if (!keys) return { problem: error.message, advice: i18n.t('fixUnknown'), serviceMessage };
  const advice = keys[1] === 'fixWait' && !queued ? 'fixTryAgain' : keys[1];
  return { problem: i18n.t(keys[0]), advice: i18n.t(advice), serviceMessage };
}

/** Anything thrown turned into the serialised shape the background uses. */
export function asSerializedError(error: unknown): SerializedError {
  if (error && typeof error === 'object' && 'detail' in error) return (error as { detail: SerializedError }).detail;
  return { kind: 'unknown', message: error instanceof Error ? error.message : String(error), retryable: false };
}
