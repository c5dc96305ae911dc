/** Plain http only to this machine, and only where the caller allows it (the test build, for the local sandbox). */
const LOOPBACK_HOSTS = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

export type AddressProblem = 'not-an-address' | 'not-secure' | 'carries-credentials';

/**
 * Why `text` cannot be an address the recruiter's credentials are sent to, or null when it can: an
 * https address, or plain http on loopback when `allowLoopbackHttp`, carrying no user name or password.
 * Plain code without zod: the popup checks its settings with it before its first paint.
 */
export function serviceAddressProblem(text: string, allowLoopbackHttp: boolean): AddressProblem | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not-an-address';
  }
  const loopback = LOOPBACK_HOSTS.test(url.hostname);
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && loopback && allowLoopbackHttp);
  if (!secure) return 'not-secure';
  if (url.username || url.password) return 'carries-credentials';
  return null;
}
