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

  it('passes the demo mode as npm start runs it', () => {
    const { config, problem } = checkEnvironment({ APP_ENV: 'development' });
    expect(problem).toBeNull();
    expect(config?.isProduction).toBe(false);
  });
});
