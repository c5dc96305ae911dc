import { describe, expect, it } from 'vitest';
import { checkDestination } from '@/lib/gateway/destination';
import { serviceAddress } from '@/lib/storage/items/settings';

const ADDRESSES = [
  'https://api.flatchr.io',
  'https://careers.flatchr.io',
  'https://careers.example.com/path',
  'http://careers.flatchr.io',
  'http://127.0.0.1:8787',
  'http://localhost:8787',
  'http://[::1]:8787',
  'http://192.0.2.10:8787',
  'https://user:secret@careers.flatchr.io',
  'ftp://careers.flatchr.io',
  'javascript:alert(1)',
  'careers.flatchr.io',
  '',
];

/** Whether the gateway would send credentials there, once the host is allowed. */
async function gatewaySends(address: string, allowLoopbackHttp: boolean): Promise<boolean> {
  return checkDestination(address, { isGranted: async () => true, allowLoopbackHttp }).then(
    () => true,
    () => false,
  );
}

describe('the service and careers URL settings', () => {
  it('accept https, and plain http only to this machine and only where loopback is allowed (the test build)', () => {
    const store = serviceAddress(false);
    const test = serviceAddress(true);
    expect(ADDRESSES.filter((address) => store.accepts(address))).toEqual([
      'https://api.flatchr.io',
      'https://careers.flatchr.io',
      'https://careers.example.com/path',
    ]);
    expect(ADDRESSES.filter((address) => test.accepts(address) && !store.accepts(address))).toEqual([
      'http://127.0.0.1:8787',
      'http://localhost:8787',
      'http://[::1]:8787',
    ]);
  });

  for (const allowLoopbackHttp of [false, true]) {
    it(`accept exactly the addresses the gateway sends credentials to (loopback http ${allowLoopbackHttp ? 'allowed' : 'refused'})`, async () => {
      const check = serviceAddress(allowLoopbackHttp);
      for (const address of ADDRESSES) {
        expect([address, check.accepts(address)]).toEqual([address, await gatewaySends(address, allowLoopbackHttp)]);
      }
    });
  }
});
