import type { Repositories } from '../repositories';
import { ALIPAY_ENV, alipayConfig, createAlipayPayment } from './alipay';
import { createWechatPayment } from './wechatpay/pay';
import { WECHATPAY_ENV, wechatpayConfig, wechatpayProblems } from './wechatpay/config';
import { ALIYUN_IDENTITY_ENV, aliyunIdentityConfig, createAliyunIdentity } from './aliyun/identity';
import { ALIYUN_SMS_ENV, aliyunSmsConfig, createAliyunSms } from './aliyun/sms';
import { svgCaptchaProvider, type CaptchaProvider } from './captcha';
import type { CourierProvider } from './courier';
import type { IdentityProvider } from './identity';
import { KDNIAO_ENV, createKdniaoCourier, kdniaoConfig, kdniaoProblems } from './kdniao/courier';
import { combineGateways, paymentGateways, type PaymentGateways } from './payment-gateways';
import type { PayoutProvider } from './payout';
import { ALIPAY_PAYOUT_ENV, alipayPayoutConfig, alipayPayoutProblems, createAlipayPayout } from './alipay-payout/transfer';
import { createSandboxPayout } from './sandbox/payout';
import { createSandboxCourier } from './sandbox/courier';
import { createSandboxIdentity } from './sandbox/identity';
import { createSandboxPayment } from './sandbox/payment';
import { createSandboxShopPlatform } from './sandbox/shop-platform';
import { createSandboxTracking } from './sandbox/tracking';
import { createKuaidi100Tracking, KUAIDI100_ENV, kuaidi100Config, kuaidi100Problems } from './kuaidi100/tracking';
import type { TrackingProvider } from './tracking';
import { createOpenShopPlatform, OPEN_PLATFORM_ENV, openPlatformProblems } from './open-platforms';
import type { ShopPlatformProvider } from './shop-platform';
import { createSandboxSms, type SmsProvider } from './sms';
import type { FileStorage } from './storage';
import { createLocalStorage, LOCAL_STORAGE_ENV } from './storage/local';
import { createS3Storage, S3_STORAGE_ENV, s3StorageConfig, s3StorageProblems } from './storage/s3';
import path from 'node:path';

/**
 * The one registry of outside services. Each kind has a sandbox that is the default, so the whole
 * product works offline and in tests; a real provider plugs in by name through its environment
 * variable. Production refuses the sandboxes (see `productionProblems`).
 */
export interface Providers {
  sms: SmsProvider;
  /** 在线充值's gateways: 支付宝 and 微信支付 (issue 34), or the sandbox offering both. */
  payment: PaymentGateways;
  /** 提现打款: transfers to a payee's Alipay account (issue 22). */
  payout: PayoutProvider;
  courier: CourierProvider;
  shopPlatform: ShopPlatformProvider;
  identity: IdentityProvider;
  /** 物流跟踪: a waybill's courier events after dispatch (issue 21). */
  tracking: TrackingProvider;
  /** 文件存储: uploaded files by key (issue 21); local disk by default, not a sandbox. */
  storage: FileStorage;
  /** The image captcha is drawn locally; it has no sandbox and no outside service. */
  captcha: CaptchaProvider;
}

export type ProviderKind = Exclude<keyof Providers, 'captcha'>;

export interface ProviderDeps {
  repos: Repositories;
  now: () => Date;
  /** Signs the sandbox gateways' notifications and codes. */
  sandboxSecret: string;
  /**
   * The environment variables the providers read (config.ts keeps those named in a factory's `requires`
   * or `optional`). A real provider takes its settings from here, by its documented names.
   */
  env: ProviderEnv;
  /** DATA_DIR: where local files live unless STORAGE_DIR says otherwise. */
  dataDir: string;
}

export type ProviderEnv = Readonly<Record<string, string | undefined>>;

/** How one provider of a kind is made. */
export interface ProviderFactory<K extends ProviderKind> {
  /** The variables it cannot work without: every missing one is listed before the server starts. */
  requires: readonly string[];
  /** The variables it reads when they are set (endpoints, optional settings). */
  optional?: readonly string[];
  /** Further reasons it cannot start with this environment (one Chinese sentence each), for settings `requires` cannot say. */
  check?(env: ProviderEnv): string[];
  create(deps: ProviderDeps): Providers[K];
}

interface KindInfo<K extends ProviderKind> {
  /** The environment variable that names the provider. */
  env: string;
  /** What it is, in the messages. */
  label: string;
  factories: Record<string, ProviderFactory<K>>;
  /** Kinds that take several providers at once (`alipay,wechatpay`): how they make one. */
  combine?: (parts: Providers[K][]) => Providers[K];
}

/** A value of the environment a factory listed in `requires` (present: the start checked it). */
export function requiredEnv(env: ProviderEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`缺少环境变量 ${name}`);
  return value;
}

export const PROVIDER_KINDS: { [K in ProviderKind]: KindInfo<K> } = {
  sms: {
    env: 'SMS_PROVIDER',
    label: '短信服务',
    factories: {
      sandbox: { requires: [], create: (deps) => createSandboxSms(deps.repos.smsOutbox, deps.now) },
      aliyun: { requires: ALIYUN_SMS_ENV.requires, optional: ALIYUN_SMS_ENV.optional, create: (deps) => createAliyunSms(aliyunSmsConfig(deps.env)) },
    },
  },
  payment: {
    env: 'PAYMENT_PROVIDER',
    label: '支付服务',
    factories: {
      sandbox: { requires: [], create: (deps) => paymentGateways([createSandboxPayment(deps.sandboxSecret, deps.repos.sandboxPayments)]) },
      alipay: { requires: ALIPAY_ENV.requires, optional: ALIPAY_ENV.optional, create: (deps) => paymentGateways([createAlipayPayment(alipayConfig(deps.env))]) },
      wechatpay: {
        requires: WECHATPAY_ENV.requires,
        optional: WECHATPAY_ENV.optional,
        check: wechatpayProblems,
        create: (deps) => paymentGateways([createWechatPayment(wechatpayConfig(deps.env), { now: deps.now })]),
      },
    },
    combine: combineGateways,
  },
  payout: {
    env: 'PAYOUT_PROVIDER',
    label: '提现打款服务',
    factories: {
      sandbox: { requires: [], create: (deps) => createSandboxPayout(deps.repos.sandboxPayouts, deps.now) },
      alipay: { requires: ALIPAY_PAYOUT_ENV.requires, optional: ALIPAY_PAYOUT_ENV.optional, check: alipayPayoutProblems, create: (deps) => createAlipayPayout(alipayPayoutConfig(deps.env)) },
    },
  },
  courier: {
    env: 'COURIER_PROVIDER',
    label: '快递电子面单服务',
    factories: {
      sandbox: { requires: [], create: () => createSandboxCourier() },
      kdniao: { requires: KDNIAO_ENV.requires, optional: KDNIAO_ENV.optional, check: kdniaoProblems, create: (deps) => createKdniaoCourier(kdniaoConfig(deps.env)) },
    },
  },
  shopPlatform: {
    env: 'SHOP_PLATFORM_PROVIDER',
    label: '店铺平台接口',
    factories: {
      sandbox: { requires: [], create: (deps) => createSandboxShopPlatform(deps.sandboxSecret, deps.repos.sandboxShipments, deps.now) },
      open: { requires: OPEN_PLATFORM_ENV.requires, optional: OPEN_PLATFORM_ENV.optional, check: openPlatformProblems, create: (deps) => createOpenShopPlatform(deps.env, deps.now) },
    },
  },
  identity: {
    env: 'IDENTITY_PROVIDER',
    label: '实名认证服务',
    factories: {
      sandbox: { requires: [], create: (deps) => createSandboxIdentity(deps.now) },
      aliyun: { requires: ALIYUN_IDENTITY_ENV.requires, optional: ALIYUN_IDENTITY_ENV.optional, create: (deps) => createAliyunIdentity(aliyunIdentityConfig(deps.env)) },
    },
  },
  tracking: {
    env: 'TRACKING_PROVIDER',
    label: '物流跟踪服务',
    factories: {
      sandbox: { requires: [], create: (deps) => createSandboxTracking(deps.now) },
      kuaidi100: { requires: KUAIDI100_ENV.requires, optional: KUAIDI100_ENV.optional, check: kuaidi100Problems, create: (deps) => createKuaidi100Tracking(kuaidi100Config(deps.env)) },
    },
  },
  storage: {
    env: 'STORAGE_PROVIDER',
    label: '文件存储',
    factories: {
      local: {
        requires: LOCAL_STORAGE_ENV.requires,
        optional: LOCAL_STORAGE_ENV.optional,
        create: (deps) => createLocalStorage(deps.env.STORAGE_DIR ? path.resolve(deps.env.STORAGE_DIR) : path.join(deps.dataDir, 'files')),
      },
      s3: { requires: S3_STORAGE_ENV.requires, optional: S3_STORAGE_ENV.optional, check: s3StorageProblems, create: (deps) => createS3Storage(s3StorageConfig(deps.env)) },
    },
  },
};

export const PROVIDER_KIND_NAMES = Object.keys(PROVIDER_KINDS) as ProviderKind[];

/**
 * The provider names of one kind's setting: one name, or for a kind that combines several (PAYMENT_PROVIDER) names
 * separated by commas (`alipay,wechatpay`). Unset: none.
 */
export function namesOf(kind: ProviderKind, value: string | undefined): string[] {
  if (value === undefined) return [];
  if (!PROVIDER_KINDS[kind].combine) return [value];
  return value.split(',').map((name) => name.trim());
}

/** The configured name of each kind's provider. */
export type ProviderChoice = Record<ProviderKind, string>;

/**
 * Names no provider is registered under, as Chinese messages (checked before the app starts). A kind
 * left out of `choice` is supplied as an instance (tests) and not checked.
 */
export function unknownProviders(choice: Partial<ProviderChoice>): string[] {
  return PROVIDER_KIND_NAMES.filter((kind) => choice[kind] !== undefined && namesOf(kind, choice[kind]).some((name) => !PROVIDER_KINDS[kind].factories[name])).map((kind) => {
    const info = PROVIDER_KINDS[kind];
    return `未知的${info.label}：${info.env}=${choice[kind]}（可用：${Object.keys(info.factories).join('、')}）`;
  });
}

/** Builds every provider from the configured names; `given` ones (tests, a custom build) are used as they are. */
export function createProviders(choice: ProviderChoice, deps: ProviderDeps, given: Partial<Providers> = {}): Providers {
  const build = <K extends ProviderKind>(kind: K): Providers[K] => {
    const info = PROVIDER_KINDS[kind] as KindInfo<K>;
    const parts = namesOf(kind, choice[kind]).map((name) => {
      const factory = info.factories[name];
      if (!factory) throw new Error(unknownProviders(choice)[0]);
      const missing = factory.requires.filter((variable) => !deps.env[variable]);
      if (missing.length) throw new Error(`${info.label}（${name}）缺少环境变量：${missing.join('、')}`);
      const problems = factory.check?.(deps.env) ?? [];
      if (problems.length) throw new Error(`${info.label}（${name}）：${problems.join('；')}`);
      return factory.create(deps);
    });
    return info.combine ? info.combine(parts) : parts[0];
  };
  return {
    sms: given.sms ?? build('sms'),
    payment: given.payment ?? build('payment'),
    payout: given.payout ?? build('payout'),
    courier: given.courier ?? build('courier'),
    shopPlatform: given.shopPlatform ?? build('shopPlatform'),
    identity: given.identity ?? build('identity'),
    tracking: given.tracking ?? build('tracking'),
    storage: given.storage ?? build('storage'),
    captcha: given.captcha ?? svgCaptchaProvider,
  };
}

/** Why production must not start with this choice: one Chinese sentence per sandbox, saying what to set. */
export function sandboxProblems(choice: Partial<ProviderChoice>): string[] {
  return PROVIDER_KIND_NAMES.filter((kind) => choice[kind] !== undefined && namesOf(kind, choice[kind]).includes('sandbox')).map((kind) => {
    const info = PROVIDER_KINDS[kind];
    return `生产环境不能使用沙箱${info.label}（${info.env}=sandbox），请把 ${info.env} 设为真实的${info.label}。`;
  });
}

/** Every variable a chosen provider needs and the environment lacks, by name (checked before the start). */
export function missingProviderEnv(choice: Partial<ProviderChoice>, env: ProviderEnv): string[] {
  return PROVIDER_KIND_NAMES.flatMap((kind) =>
    namesOf(kind, choice[kind]).flatMap((name) => {
      const factory = PROVIDER_KINDS[kind].factories[name] as ProviderFactory<ProviderKind> | undefined;
      if (!factory) return [];
      const missing = factory.requires.filter((variable) => !env[variable]);
      if (missing.length) return [`${PROVIDER_KINDS[kind].label}（${PROVIDER_KINDS[kind].env}=${name}）缺少：${missing.join('、')}`];
      return (factory.check?.(env) ?? []).map((problem) => `${PROVIDER_KINDS[kind].label}（${PROVIDER_KINDS[kind].env}=${name}）：${problem}`);
    }),
  );
}

/** The names of every variable some provider reads: what config.ts keeps of the environment for them. */
export function providerEnvNames(): string[] {
  return [
    ...new Set(PROVIDER_KIND_NAMES.flatMap((kind) => Object.values(PROVIDER_KINDS[kind].factories as Record<string, ProviderFactory<ProviderKind>>).flatMap((f) => [...f.requires, ...(f.optional ?? [])]))),
  ];
}
