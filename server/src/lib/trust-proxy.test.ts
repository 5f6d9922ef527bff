import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { buildTestApp, openTestDb, type TestDb } from '../test-support/harness';
import type { TrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  const read = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('is off unless set', () => {
    for (const value of [undefined, '', '0', 'false', ' FALSE ']) expect(read(value)).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and networks', () => {
    expect(read('1')).toBe(1);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(read('loopback,fd00::/8,::1')).toEqual(['loopback', 'fd00::/8', '::1']);
  });

  it.each([
    ['true', /不再支持 true/],
    ['TRUE', /不再支持 true/],
    ['yes', /「yes」不是 IP 地址或网段/],
    ['10.0.0.0/33', /前缀长度应在 1–32/],
    ['0.0.0.0/0', /会信任所有地址/],
    ['::/0', /会信任所有地址/],
    ['10.0.0.1,,10.0.0.2', /空项/],
    ['300.1.1.1', /不是 IP 地址/],
    ['99', /过大/],
  ])('refuses %j with a clear message', (value, message) => {
    expect(() => read(value)).toThrow(/配置错误（环境变量）：TRUST_PROXY: /);
    expect(() => read(value)).toThrow(message);
  });
});

describe('the client address and scheme a request is given', () => {
  let testDb: TestDb;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    testDb = await openTestDb();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await testDb.close();
  });

  const appTrusting = async (trustProxy: TrustProxy) => {
    const app = await buildTestApp(testDb, { config: { trustProxy } });
    app.get('/api/test/whoami', { config: { public: true } }, async (request) => ({ code: 0, msg: '成功', data: { ip: request.ip, protocol: request.protocol } }));
    apps.push(app);
    return app;
  };
  const whoami = async (app: FastifyInstance, remoteAddress: string, headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/api/test/whoami', remoteAddress, headers })).json().data as { ip: string; protocol: string };

  it('with no proxy trusted, a forged X-Forwarded-For / -Proto changes nothing', async () => {
    const app = await appTrusting(false);
    expect(await whoami(app, '203.0.113.7', { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' })).toEqual({ ip: '203.0.113.7', protocol: 'http' });
  });

  it('with one hop, only the last address (the one our proxy wrote) counts', async () => {
    const app = await appTrusting(1);
    // the client forged 6.6.6.6; the proxy appended the address it saw
    expect(await whoami(app, '10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.9', 'x-forwarded-proto': 'https' })).toEqual({ ip: '198.51.100.9', protocol: 'https' });
    expect((await whoami(app, '10.0.0.2', {})).ip).toBe('10.0.0.2');
  });

  it('with an address list, only those proxies are believed', async () => {
    const app = await appTrusting(['10.0.0.0/8', '127.0.0.1']);
    expect(await whoami(app, '10.1.2.3', { 'x-forwarded-for': '198.51.100.9', 'x-forwarded-proto': 'https' })).toEqual({ ip: '198.51.100.9', protocol: 'https' });
    // a chain of trusted proxies is walked back to the first address that is not one of them
    expect((await whoami(app, '127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 198.51.100.9, 10.9.9.9' })).ip).toBe('198.51.100.9');
    // a client connecting directly is not a proxy: its headers are ignored
    expect(await whoami(app, '203.0.113.7', { 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' })).toEqual({ ip: '203.0.113.7', protocol: 'http' });
  });
});
