import { checkEnvironment, loadConfig } from './config';

describe('the mode', () => {
  it('is production unless APP_ENV=development says it is the demo', () => {
    expect(loadConfig({}).isProduction).toBe(true);
    expect(loadConfig({ APP_ENV: 'production' }).isProduction).toBe(true);
    expect(loadConfig({ APP_ENV: 'test' }).isProduction).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).isProduction).toBe(true);
    expect(loadConfig({ APP_ENV: 'development' }).isProduction).toBe(false);
  });

  it('seeds the demo catalogue in the demo mode only, unless told', () => {
    expect(loadConfig({ APP_ENV: 'development' }).demoSeed).toBe(true);
    expect(loadConfig({ APP_ENV: 'development', DEMO_SEED: '0' }).demoSeed).toBe(false);
    expect(loadConfig({}).demoSeed).toBe(false);
  });
});

describe('checkEnvironment', () => {
  it('lists every missing or unsafe variable of a bare production start by name, at once', () => {
    const { config, problem } = checkEnvironment({ PORT: 'eighty', DEMO_SEED: 'true' });
    expect(config).toBeNull();
    for (const name of ['PORT', 'SMS_PROVIDER=sandbox', 'PAYMENT_PROVIDER=sandbox', 'PAYOUT_PROVIDER=sandbox', 'COURIER_PROVIDER=sandbox', 'SHOP_PLATFORM_PROVIDER=sandbox', 'IDENTITY_PROVIDER=sandbox', 'TRACKING_PROVIDER=sandbox', 'DATABASE_URL', 'DEMO_SEED=0', 'FIELD_ENCRYPTION_KEY']) {
      expect(problem).toContain(name);
    }
    expect(problem).toMatch(/^拒绝启动（生产环境；演示模式请设置 APP_ENV=development）/);
    expect(problem?.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(11);
  });

  it('names the variables a chosen real provider lacks', () => {
    const { problem } = checkEnvironment({ APP_ENV: 'development', PAYMENT_PROVIDER: 'alipay', ALIPAY_APP_ID: '2021000000000001' });
    expect(problem).toContain('支付服务（PAYMENT_PROVIDER=alipay）缺少：ALIPAY_SELLER_ID、ALIPAY_PRIVATE_KEY、ALIPAY_PUBLIC_KEY');
    const payout = checkEnvironment({ APP_ENV: 'development', PAYOUT_PROVIDER: 'alipay', ALIPAY_PAYOUT_APP_ID: '2021000000000001', ALIPAY_PAYOUT_APP_CERT: '-----BEGIN CERTIFICATE-----\\nx' });
    expect(payout.problem).toContain('提现打款服务（PAYOUT_PROVIDER=alipay）缺少：ALIPAY_PAYOUT_PRIVATE_KEY');
  });

  it('listens on a Unix socket only behind a proxy that says whose request it is, by an absolute path that fits', () => {
    const socket = '/run/gift-mall/api-1.sock';
    expect(checkEnvironment({ APP_ENV: 'development', LISTEN_SOCKET: socket, TRUST_PROXY: '1' }).config?.listenSocket).toBe(socket);
    expect(checkEnvironment({ APP_ENV: 'development' }).config?.listenSocket).toBeUndefined();
    // no client address on a socket: without a trusted hop every caller would share one per-IP limit
    expect(checkEnvironment({ APP_ENV: 'development', LISTEN_SOCKET: socket }).problem).toContain('LISTEN_SOCKET：监听 Unix 套接字时需设置 TRUST_PROXY 为代理跳数');
    expect(checkEnvironment({ APP_ENV: 'development', LISTEN_SOCKET: socket, TRUST_PROXY: '10.0.0.0/8' }).problem).toContain('TRUST_PROXY 为代理跳数');
    expect(checkEnvironment({ APP_ENV: 'development', LISTEN_SOCKET: 'api.sock', TRUST_PROXY: '1' }).problem).toContain('LISTEN_SOCKET 应为绝对路径');
    expect(checkEnvironment({ APP_ENV: 'development', LISTEN_SOCKET: `/tmp/${'x'.repeat(100)}.sock`, TRUST_PROXY: '1' }).problem).toContain('最长 100 字节');
  });

  it('passes the demo mode as npm start runs it', () => {
    const { config, problem } = checkEnvironment({ APP_ENV: 'development' });
    expect(problem).toBeNull();
    expect(config?.isProduction).toBe(false);
  });
});
