import { ApiError } from '../api';

/**
 * Where credentials may go. The service URL is a setting, and settings sit in storage that a
 * content script (any page's renderer, once compromised) can write: so before every call that
 * carries the token or a key, the address is checked against what the recruiter granted.
 */
export interface DestinationPolicy {
  /** Whether the recruiter granted the extension this origin pattern (`https://host/*`). */
  isGranted: (originPattern: string) => Promise<boolean>;
  /** Plain http to this machine: only in the test build, for the local sandbox. */
  allowLoopbackHttp: boolean;
}

const LOOPBACK_HOSTS = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

function refused(serviceUrl: string, why: string): ApiError {
  return new ApiError('destination-refused', `Nothing was sent to ${serviceUrl}: ${why}`);
}

/** Resolves when `serviceUrl` may receive credentials; otherwise throws a 'destination-refused' ApiError. */
export async function checkDestination(serviceUrl: string, policy: DestinationPolicy): Promise<void> {
  let url: URL;
  try {
    url = new URL(serviceUrl);
  } catch {
    throw refused(serviceUrl, 'it is not an address.');
  }
  const loopback = LOOPBACK_HOSTS.test(url.hostname);
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && loopback && policy.allowLoopbackHttp);
  if (!secure) throw refused(serviceUrl, 'only https addresses may receive your credentials.');
  if (url.username || url.password) throw refused(serviceUrl, 'an address carrying a user name or password is not a service address.');
  if (!(await policy.isGranted(`${url.protocol}//${url.hostname}/*`))) {
    throw refused(serviceUrl, 'you have not allowed the extension to reach it.');
  }
}
