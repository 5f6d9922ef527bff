import type Cloudauth from '@alicloud/cloudauth20190307';
import { lazyModule } from '../../lib/lazy-module';
import { IdentityUnavailableError, type IdentityProvider } from '../identity';
import type { ProviderEnv } from '../index';
import { ALIYUN_KEY_ENV, aliyunClientConfig, aliyunFailure, sdkSettings, type AliyunClientConfig } from './common';

/** The identity SDK, loaded with the first check (lazy-module.ts). */
const loadCloudauth = lazyModule(() => import('@alicloud/cloudauth20190307'));

export const ALIYUN_IDENTITY_DEFAULT_ENDPOINT = 'cloudauth.aliyuncs.com';

/** Its environment: the AccessKey pair shared with SMS (required); the endpoint (optional). */
export const ALIYUN_IDENTITY_ENV = { requires: [...ALIYUN_KEY_ENV], optional: ['ALIYUN_IDENTITY_ENDPOINT'] } as const;

export function aliyunIdentityConfig(env: ProviderEnv): AliyunClientConfig {
  return aliyunClientConfig(env, 'ALIYUN_IDENTITY_ENDPOINT', ALIYUN_IDENTITY_DEFAULT_ENDPOINT);
}

/** Id2MetaVerify's ResultObject.BizCode: 1 the pair matches; 2 it does not; 3 no such identity number. */
const BIZ_RESULTS: Readonly<Record<string, { passed: boolean; reason?: string }>> = {
  '1': { passed: true },
  '2': { passed: false, reason: '姓名与身份证号不一致' },
  '3': { passed: false, reason: '查无此身份证号' },
};

export type AliyunIdentityClient = Pick<Cloudauth, 'id2MetaVerify'>;

/**
 * Alibaba Cloud 实人认证 — the two-element check (身份二要素核验, cloudauth 2019-03-07 Id2MetaVerify,
 * ParamType normal): the name and the identity number are checked against the national record. Code 200
 * with BizCode 1 passes, 2 and 3 fail with a reason; any other answer, an error or an outage throws
 * IdentityUnavailableError (the route answers 实名认证服务暂不可用，请稍后再试). Neither the name nor the
 * number goes into an error or a log. Configured by ALIYUN_ACCESS_KEY_ID, ALIYUN_ACCESS_KEY_SECRET (and
 * ALIYUN_IDENTITY_ENDPOINT); see docs/providers/aliyun.md.
 */
export function createAliyunIdentity(config: AliyunClientConfig, client?: AliyunIdentityClient): IdentityProvider {
  let sdk: AliyunIdentityClient | undefined = client;

  return {
    name: 'aliyun',
    async verify({ name, idNumber }) {
      let answer: Awaited<ReturnType<AliyunIdentityClient['id2MetaVerify']>>;
      try {
        const { default: Sdk, Id2MetaVerifyRequest } = await loadCloudauth();
        sdk ??= new Sdk(sdkSettings(config) as ConstructorParameters<typeof Cloudauth>[0]);
        answer = await sdk.id2MetaVerify(new Id2MetaVerifyRequest({ paramType: 'normal', userName: name.trim(), identifyNum: idNumber.trim().toUpperCase() }));
      } catch (error) {
        const failure = aliyunFailure(error);
        throw new IdentityUnavailableError(`Id2MetaVerify failed: ${failure.code}${failure.status ? ` HTTP ${failure.status}` : ''}${failure.requestId ? ` request ${failure.requestId}` : ''}`);
      }
      const body = answer.body;
      if (body?.code !== '200') throw new IdentityUnavailableError(`Id2MetaVerify answered code ${body?.code ?? '(none)'}${body?.requestId ? ` request ${body.requestId}` : ''}`);
      const result = BIZ_RESULTS[body.resultObject?.bizCode ?? ''];
      if (!result) throw new IdentityUnavailableError(`Id2MetaVerify answered BizCode ${body.resultObject?.bizCode ?? '(none)'}${body.requestId ? ` request ${body.requestId}` : ''}`);
      return { ...result };
    },
  };
}
