import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { checkDestination, type DestinationPolicy } from '../../../lib/gateway/destination';

const granted =
  (...patterns: string[]) =>
  async (pattern: string) =>
    patterns.includes(pattern);
const storeBuild: DestinationPolicy = { isGranted: granted('https://api.flatchr.io/*', 'http://127.0.0.1/*'), allowLoopbackHttp: false };
const testBuild: DestinationPolicy = { isGranted: granted('http://127.0.0.1/*', 'https://api.flatchr.io/*'), allowLoopbackHttp: true };

async function verdict(url: string, policy: DestinationPolicy): Promise<string> {
  try {
    await checkDestination(url, policy);
    return 'sent';
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).kind;
  }
}

describe('where the token may be sent', () => {
  it('goes to an https service the recruiter allowed', async () => {
    expect(await verdict('https://api.flatchr.io', storeBuild)).toBe('sent');
  });

  it('goes nowhere the recruiter did not allow, even over https', async () => {
    expect(await verdict('https://attacker.example', storeBuild)).toBe('destination-refused');
  });

  it('never goes over plain http in a build a recruiter installs, loopback included', async () => {
    expect(await verdict('http://127.0.0.1:8080', storeBuild)).toBe('destination-refused');
    expect(await verdict('http://api.flatchr.io', storeBuild)).toBe('destination-refused');
  });

  it('goes over plain http only to loopback, and only in the test build', async () => {
    expect(await verdict('http://127.0.0.1:8787', testBuild)).toBe('sent');
    expect(await verdict('http://192.0.2.10:8787', { ...testBuild, isGranted: async () => true })).toBe('destination-refused');
  });

  it('refuses an address that carries credentials of its own, or no address at all', async () => {
    expect(await verdict('https://user:pw@api.flatchr.io', storeBuild)).toBe('destination-refused');
    expect(await verdict('javascript:alert(1)', storeBuild)).toBe('destination-refused');
    expect(await verdict('not a url', storeBuild)).toBe('destination-refused');
  });
});
