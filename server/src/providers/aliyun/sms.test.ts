import { SmsRefusedError, type SmsProvider, type SmsScene } from '../sms';
import { createProviders, missingProviderEnv, type ProviderEnv } from '../index';
import type { Repositories } from '../../repositories';
import { failureOf } from '../../test-support/failure-of';
import { closedAddress, fakeAliyunForTests, TEST_KEY, TEST_SMS_SETTINGS } from './fake-server';
import { ALIYUN_SMS_ENV, ALIYUN_SMS_REFUSALS, aliyunSmsConfig, createAliyunSms, SmsUnavailableError } from './sms';

const env = (endpoint: string, overrides: ProviderEnv = {}): ProviderEnv => ({
  ALIYUN_ACCESS_KEY_ID: TEST_KEY.id,
  ALIYUN_ACCESS_KEY_SECRET: TEST_KEY.secret,
  ...TEST_SMS_SETTINGS,
  ALIYUN_SMS_ENDPOINT: endpoint,
  ...overrides,
});

const fake = fakeAliyunForTests(() => ({ body: { RequestId: 'R1', Code: 'OK', Message: 'OK', BizId: '900000000^0' } }));
let sms: SmsProvider;
beforeAll(() => {
  sms = createAliyunSms(aliyunSmsConfig(env(fake.url)));
});

describe('Alibaba Cloud SMS (SendSms)', () => {
  it.each<[SmsScene, string]>([
    ['register', 'SMS_100000001'],
    ['login', 'SMS_100000002'],
    ['find-password', 'SMS_100000003'],
    ['withdrawal-password', 'SMS_100000004'],
  ])('sends the %s code with its template, the sign and {"code":…}, signed by the AccessKey', async (scene, template) => {
    await sms.send('13800138000', { scene, code: '123456' });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call.signatureProblem).toBeNull();
    expect(call).toMatchObject({ action: 'SendSms', version: '2017-05-25' });
    expect(call.params).toMatchObject({ PhoneNumbers: '13800138000', SignName: '礼品代发商城', TemplateCode: template });
    expect(JSON.parse(call.params.TemplateParam)).toEqual({ code: '123456' });
  });

  it('is refused by the service when the secret is wrong, and says so (final: retrying cannot help)', async () => {
    const tampered = createAliyunSms(aliyunSmsConfig(env(fake.url, { ALIYUN_ACCESS_KEY_SECRET: `${TEST_KEY.secret}x` })));
    const error = await failureOf(tampered.send('13800138000', { scene: 'login', code: '654321' }));
    expect(fake.calls[0].signatureProblem).toBe('SignatureDoesNotMatch');
    expect(error).toBeInstanceOf(SmsRefusedError);
    expect(error).toMatchObject({ providerCode: 'SignatureDoesNotMatch', message: '短信服务的 AccessKey 无效或没有权限，请联系客服' });

    const unknownKey = createAliyunSms(aliyunSmsConfig(env(fake.url, { ALIYUN_ACCESS_KEY_ID: 'LTAI5tOther' })));
    expect(await failureOf(unknownKey.send('13800138000', { scene: 'login', code: '654321' }))).toMatchObject({ providerCode: 'InvalidAccessKeyId.NotFound' });
  });

  it.each([
    ['isv.MOBILE_NUMBER_ILLEGAL', '手机号码格式错误'],
    ['isv.BUSINESS_LIMIT_CONTROL', '发送过于频繁，请稍后再试'],
    ['isv.DAY_LIMIT_CONTROL', '今日短信发送次数已达上限，请明天再试'],
    ['isv.AMOUNT_NOT_ENOUGH', '短信服务余额不足，请联系客服'],
    ['isv.SMS_TEMPLATE_ILLEGAL', '短信模板或签名未审核通过'],
    ['isv.SMS_SIGNATURE_ILLEGAL', '短信模板或签名未审核通过'],
    ['isv.SOMETHING_NEW', '短信发送失败（isv.SOMETHING_NEW）'],
  ])('refuses for good on %s: %s', async (code, message) => {
    fake.answer = () => ({ body: { RequestId: 'R2', Code: code, Message: 'refused' } });
    const error = await failureOf(sms.send('13800138000', { scene: 'register', code: '111111' }));
    expect(error).toBeInstanceOf(SmsRefusedError);
    expect(error).toMatchObject({ message, providerCode: code });
  });

  it('has a Chinese message for every final code', () => {
    for (const message of Object.values(ALIYUN_SMS_REFUSALS)) expect(message).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each([
    ['a system error in the answer', { status: 200, body: { RequestId: 'R3', Code: 'isp.SYSTEM_ERROR', Message: 'busy' } }, 'isp.SYSTEM_ERROR'],
    ['an HTTP 500', { status: 500, body: { RequestId: 'R4', Code: 'InternalError', Message: 'oops' } }, 'InternalError'],
    ['an HTTP 503', { status: 503, body: { RequestId: 'R5', Code: 'ServiceUnavailable', Message: 'down' } }, 'ServiceUnavailable'],
    ['throttling', { status: 400, body: { RequestId: 'R6', Code: 'Throttling.User', Message: 'slow down' } }, 'Throttling.User'],
  ])('is temporary on %s (thrown for the job to retry)', async (_case, answer, code) => {
    fake.answer = () => answer;
    const error = await failureOf(sms.send('13800138000', { scene: 'register', code: '222222' }));
    expect(error).toBeInstanceOf(SmsUnavailableError);
    expect(error).not.toBeInstanceOf(SmsRefusedError);
    expect(error).toMatchObject({ providerCode: code });
    expect(String((error as Error).message)).not.toContain('222222');
  });

  it('is temporary when the service cannot be reached, and the error does not carry the code', async () => {
    const down = createAliyunSms(aliyunSmsConfig(env(await closedAddress())));
    const error = await failureOf(down.send('13800138000', { scene: 'login', code: '333333' }));
    expect(error).toBeInstanceOf(SmsUnavailableError);
    expect(error).toMatchObject({ providerCode: 'ECONNREFUSED' });
    expect(JSON.stringify(error)).not.toContain('333333');
    expect((error as Error).message).not.toContain('333333');
  });

  it('is registered as SMS_PROVIDER=aliyun with every variable it needs', () => {
    expect(missingProviderEnv({ sms: 'aliyun' }, {})).toEqual([`短信服务（SMS_PROVIDER=aliyun）缺少：${ALIYUN_SMS_ENV.requires.join('、')}`]);
    const repos = {} as Repositories;
    const built = createProviders(
      { sms: 'aliyun', payment: 'sandbox', payout: 'sandbox', courier: 'sandbox', shopPlatform: 'sandbox', identity: 'sandbox', tracking: 'sandbox', storage: 'local' },
      { repos, now: () => new Date(), sandboxSecret: 's'.repeat(32), dataDir: '/tmp', env: env(fake.url) },
      { shopPlatform: { name: 'x' } as never },
    );
    expect(built.sms.name).toBe('aliyun');
  });

  it('defaults to the public endpoint over HTTPS', () => {
    const config = aliyunSmsConfig(env('', { ALIYUN_SMS_ENDPOINT: undefined }));
    expect(config).toMatchObject({ endpoint: 'dysmsapi.aliyuncs.com', protocol: 'https' });
    expect(aliyunSmsConfig(env('dysmsapi.ap-southeast-1.aliyuncs.com'))).toMatchObject({ endpoint: 'dysmsapi.ap-southeast-1.aliyuncs.com', protocol: 'https' });
  });
});
