import { OpenApiMessages } from 'shared-contracts';
import { checkCallbackUrl, isPublicAddress, pinnedLookup, type ResolvedAddress } from './outbound-address';

const resolvingTo = (...addresses: string[]) => async (): Promise<ResolvedAddress[]> => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const production = (lookup = resolvingTo('93.184.216.34')) => ({ allowPrivate: false, lookup });

describe('checkCallbackUrl in production', () => {
  it('takes a name that resolves only to public addresses, and answers them', async () => {
    const checked = await checkCallbackUrl('https://erp.example.com/callback?x=1', production(resolvingTo('93.184.216.34', '2606:2800:220:1::1')));
    expect(checked).toEqual({ ok: true, url: new URL('https://erp.example.com/callback?x=1'), addresses: [{ address: '93.184.216.34', family: 4 }, { address: '2606:2800:220:1::1', family: 6 }] });
    expect((await checkCallbackUrl('http://93.184.216.34:8080/cb', production())).ok).toBe(true);
  });

  it.each([
    'http://127.0.0.1/cb',
    'http://localhost.localdomain/cb',
    'http://10.0.0.5/cb',
    'http://172.16.1.1/cb',
    'http://192.168.1.1/cb',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/cb',
    'http://0.0.0.0/cb',
    'http://[::1]/cb',
    'http://[fe80::1]/cb',
    'http://[fd00::1]/cb',
    'http://[::ffff:127.0.0.1]/cb',
    'http://0x7f.1/cb',
    'http://2130706433/cb',
    'http://224.0.0.1/cb',
    'http://198.18.0.1/cb',
  ])('refuses %s (an inside, special or reserved address)', async (url) => {
    const checked = await checkCallbackUrl(url, production(resolvingTo('127.0.0.1')));
    expect(checked).toEqual({ ok: false, message: OpenApiMessages.callbackUrlPrivate });
  });

  it('refuses a name when any of its addresses is inside (DNS rebinding), and one that does not resolve', async () => {
    expect(await checkCallbackUrl('https://rebind.example.com/cb', production(resolvingTo('93.184.216.34', '10.0.0.1')))).toEqual({ ok: false, message: OpenApiMessages.callbackUrlPrivate });
    const failing = async (): Promise<ResolvedAddress[]> => {
      throw new Error('ENOTFOUND');
    };
    expect(await checkCallbackUrl('https://nowhere.invalid/cb', production(failing))).toEqual({ ok: false, message: OpenApiMessages.callbackUrlUnresolved });
  });

  it('refuses what is not http(s) or carries credentials', async () => {
    for (const url of ['ftp://example.com/', 'file:///etc/passwd', 'not a url', 'http://user:secret@example.com/']) {
      expect(await checkCallbackUrl(url, production())).toEqual({ ok: false, message: OpenApiMessages.callbackUrlInvalid });
    }
  });
});

describe('checkCallbackUrl in the demo mode', () => {
  it('allows loopback and private addresses, so the sandbox receiver works', async () => {
    expect(await checkCallbackUrl('http://127.0.0.1:4000/cb', { allowPrivate: true })).toMatchObject({ ok: true, addresses: [{ address: '127.0.0.1', family: 4 }] });
    expect((await checkCallbackUrl('http://localhost:4000/cb', { allowPrivate: true })).ok).toBe(true);
  });
});

describe('isPublicAddress and pinnedLookup', () => {
  it('tells public unicast from the rest', () => {
    expect(['8.8.8.8', '2001:4860:4860::8888'].map(isPublicAddress)).toEqual([true, true]);
    expect(['127.0.0.1', '::ffff:10.0.0.1', 'not-an-ip', '255.255.255.255'].map(isPublicAddress)).toEqual([false, false, false, false]);
  });

  it('answers only the checked addresses', async () => {
    const lookup = pinnedLookup([{ address: '93.184.216.34', family: 4 }]);
    const answer = await new Promise<[string, number]>((resolve, reject) => lookup('evil.example.com', {}, (error, address, family) => (error ? reject(error) : resolve([address as string, family as number]))));
    expect(answer).toEqual(['93.184.216.34', 4]);
  });
});
