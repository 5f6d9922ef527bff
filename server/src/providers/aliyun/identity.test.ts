import { IdentityUnavailableError, type IdentityProvider } from '../identity';
import { missingProviderEnv, type ProviderEnv } from '../index';
import { failureOf } from '../../test-support/failure-of';
import { closedAddress, fakeAliyunForTests, TEST_KEY } from './fake-server';
import { aliyunIdentityConfig, createAliyunIdentity } from './identity';

const NAME = '张三';
const ID_NUMBER = '11010119900307663X';

const env = (endpoint: string, overrides: ProviderEnv = {}): ProviderEnv => ({
  ALIYUN_ACCESS_KEY_ID: TEST_KEY.id,
  ALIYUN_ACCESS_KEY_SECRET: TEST_KEY.secret,
  ALIYUN_IDENTITY_ENDPOINT: endpoint,
  ...overrides,
});

const fake = fakeAliyunForTests();
let identity: IdentityProvider;
beforeAll(() => {
  identity = createAliyunIdentity(aliyunIdentityConfig(env(fake.url)));
});

const answerBizCode = (bizCode: string) => {
  fake.answer = () => ({ body: { RequestId: 'R1', Code: '200', Message: 'success', ResultObject: { BizCode: bizCode } } });
};

describe('Alibaba Cloud real-name check (Id2MetaVerify)', () => {
  it('passes on BizCode 1, sending the name and number (ParamType normal), signed by the AccessKey', async () => {
    answerBizCode('1');
    expect(await identity.verify({ name: ` ${NAME} `, idNumber: ID_NUMBER.toLowerCase() })).toEqual({ passed: true });
    expect(fake.calls).toHaveLength(1);
    const [call] = fake.calls;
    expect(call.signatureProblem).toBeNull();
    expect(call).toMatchObject({ action: 'Id2MetaVerify', version: '2019-03-07' });
    expect(call.params).toMatchObject({ ParamType: 'normal', UserName: NAME, IdentifyNum: ID_NUMBER });
  });

  it('fails on BizCode 2 (mismatch) and 3 (no record), with the reason', async () => {
    answerBizCode('2');
    expect(await identity.verify({ name: NAME, idNumber: ID_NUMBER })).toEqual({ passed: false, reason: '姓名与身份证号不一致' });
    answerBizCode('3');
    expect(await identity.verify({ name: NAME, idNumber: ID_NUMBER })).toEqual({ passed: false, reason: '查无此身份证号' });
  });

  it.each([
    ['an error code in the answer', { status: 200, body: { RequestId: 'R2', Code: '412', Message: '欠费中' } }],
    ['an unknown BizCode', { status: 200, body: { RequestId: 'R3', Code: '200', Message: 'success', ResultObject: { BizCode: '9' } } }],
    ['an HTTP 500', { status: 500, body: { RequestId: 'R4', Code: 'InternalError', Message: 'oops' } }],
    ['an HTTP 503', { status: 503, body: { RequestId: 'R5', Code: 'ServiceUnavailable', Message: 'down' } }],
  ])('throws IdentityUnavailableError on %s, without the name or the number', async (_case, answer) => {
    fake.answer = () => answer;
    const error = await failureOf(identity.verify({ name: NAME, idNumber: ID_NUMBER }));
    expect(error).toBeInstanceOf(IdentityUnavailableError);
    expect((error as Error).message).toBe('实名认证服务暂不可用，请稍后再试');
    expect(JSON.stringify({ ...(error as object), message: (error as Error).message })).not.toMatch(new RegExp(`${NAME}|${ID_NUMBER}`));
  });

  it('throws IdentityUnavailableError when the service cannot be reached or refuses the signature', async () => {
    const down = createAliyunIdentity(aliyunIdentityConfig(env(await closedAddress())));
    const outage = await failureOf(down.verify({ name: NAME, idNumber: ID_NUMBER }));
    expect(outage).toBeInstanceOf(IdentityUnavailableError);
    expect((outage as IdentityUnavailableError).detail).toContain('ECONNREFUSED');
    expect((outage as IdentityUnavailableError).detail).not.toContain(ID_NUMBER);

    answerBizCode('1');
    const tampered = createAliyunIdentity(aliyunIdentityConfig(env(fake.url, { ALIYUN_ACCESS_KEY_SECRET: 'not-the-secret' })));
    const refused = await failureOf(tampered.verify({ name: NAME, idNumber: ID_NUMBER }));
    expect(fake.calls.at(-1)?.signatureProblem).toBe('SignatureDoesNotMatch');
    expect(refused).toBeInstanceOf(IdentityUnavailableError);
    expect((refused as IdentityUnavailableError).detail).toContain('SignatureDoesNotMatch');
  });

  it('is registered as IDENTITY_PROVIDER=aliyun, needing the AccessKey pair; the endpoint defaults to the public one', () => {
    expect(missingProviderEnv({ identity: 'aliyun' }, {})).toEqual(['实名认证服务（IDENTITY_PROVIDER=aliyun）缺少：ALIYUN_ACCESS_KEY_ID、ALIYUN_ACCESS_KEY_SECRET']);
    expect(aliyunIdentityConfig({ ALIYUN_ACCESS_KEY_ID: 'a', ALIYUN_ACCESS_KEY_SECRET: 'b' })).toMatchObject({ endpoint: 'cloudauth.aliyuncs.com', protocol: 'https' });
  });
});
