import { ApiError } from '../api';
import { serviceAddressProblem, type AddressProblem } from '../api/service-address';

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

const WHY: Record<AddressProblem, string> = {
  'not-an-address': 'it is not an address.',
  'not-secure': 'only https addresses may receive your credentials.',
  'carries-credentials': 'an address carrying a user name or password is not a service address.',
};

function refused(serviceUrl: string, why: string): ApiError {
  return new ApiError('destination-refused', `Nothing was sent to ${serviceUrl}: ${why}`);
}

/** Resolves when `serviceUrl` may receive credentials; otherwise throws a 'destination-refused' ApiError. */
export async function checkDestination(serviceUrl: string, policy: DestinationPolicy): Promise<void> {
  const problem = serviceAddressProblem(serviceUrl, policy.allowLoopbackHttp);
  if (problem) throw refused(serviceUrl, WHY[problem]);
  const url = new URL(serviceUrl);
  if (!(await policy.isGranted(`${url.protocol}//${url.hostname}/*`))) {
    throw refused(serviceUrl, 'you have not allowed the extension to reach it.');
  }
}
