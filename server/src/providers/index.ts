import type { Repositories } from '../repositories';
import { createAlipayPayment, type AlipayConfig } from './alipay';
import { svgCaptchaProvider, type CaptchaProvider } from './captcha';
import type { CourierProvider } from './courier';
import type { IdentityProvider } from './identity';
import type { PaymentProvider } from './payment';
import { createSandboxCourier } from './sandbox/courier';
import { createSandboxIdentity } from './sandbox/identity';
import { createSandboxPayment } from './sandbox/payment';
import { createSandboxShopPlatform } from './sandbox/shop-platform';
import type { ShopPlatformProvider } from './shop-platform';
import { createSandboxSms, type SmsProvider } from './sms';

/**
 * The one registry of outside services. Each kind has a sandbox that is the default, so the whole
 * product works offline and in tests; a real provider plugs in by name through its environment
 * variable. Production refuses the sandboxes (see `productionProblems`).
 */
export interface Providers {
  sms: SmsProvider;
  payment: PaymentProvider;
  courier: CourierProvider;
  shopPlatform: ShopPlatformProvider;
  identity: IdentityProvider;
  /** The image captcha is drawn locally; it has no sandbox and no outside service. */
  captcha: CaptchaProvider;
}

export type ProviderKind = Exclude<keyof Providers, 'captcha'>;

export interface ProviderDeps {
  repos: Repositories;
  now: () => Date;
  /** Signs the sandbox gateways' notifications and codes. */
  sandboxSecret: string;
  /** A real provider's credentials, from the environment (config.ts); only the configured one is needed. */
  credentials: { alipay?: Partial<AlipayConfig> };
}

/** A real provider whose credentials are missing stops the start with what to set. */
function required<T extends object>(value: Partial<T> | undefined, keys: (keyof T)[], message: string): T {
  if (!value || keys.some((key) => !value[key])) throw new Error(message);
  return value as T;
}

interface KindInfo<K extends ProviderKind> {
  /** The environment variable that names the provider. */
  env: string;
  /** What it is, in the messages. */
  label: string;
  factories: Record<string, (deps: ProviderDeps) => Providers[K]>;
}

export const PROVIDER_KINDS: { [K in ProviderKind]: KindInfo<K> } = {
  sms: { env: 'SMS_PROVIDER', label: '短信服务', factories: { sandbox: (deps) => createSandboxSms(deps.repos.smsOutbox, deps.now) } },
  payment: {
    env: 'PAYMENT_PROVIDER',
    label: '支付服务',
    factories: {
      sandbox: (deps) => createSandboxPayment(deps.sandboxSecret),
      alipay: (deps) =>
        createAlipayPayment(
          required<AlipayConfig>(deps.credentials.alipay, ['appId', 'privateKey', 'alipayPublicKey'], '支付宝配置不完整：请设置 ALIPAY_APP_ID、ALIPAY_PRIVATE_KEY 和 ALIPAY_PUBLIC_KEY。'),
        ),
    },
  },
  courier: { env: 'COURIER_PROVIDER', label: '快递电子面单服务', factories: { sandbox: () => createSandboxCourier() } },
  shopPlatform: {
    env: 'SHOP_PLATFORM_PROVIDER',
    label: '店铺平台接口',
    factories: { sandbox: (deps) => createSandboxShopPlatform(deps.sandboxSecret, deps.repos.sandboxShipments, deps.now) },
  },
  identity: { env: 'IDENTITY_PROVIDER', label: '实名认证服务', factories: { sandbox: (deps) => createSandboxIdentity(deps.now) } },
};

export const PROVIDER_KIND_NAMES = Object.keys(PROVIDER_KINDS) as ProviderKind[];

/** The configured name of each kind's provider. */
export type ProviderChoice = Record<ProviderKind, string>;

/**
 * Names no provider is registered under, as Chinese messages (checked before the app starts). A kind
 * left out of `choice` is supplied as an instance (tests) and not checked.
 */
export function unknownProviders(choice: Partial<ProviderChoice>): string[] {
  return PROVIDER_KIND_NAMES.filter((kind) => choice[kind] !== undefined && !PROVIDER_KINDS[kind].factories[choice[kind]]).map((kind) => {
    const info = PROVIDER_KINDS[kind];
    return `未知的${info.label}：${info.env}=${choice[kind]}（可用：${Object.keys(info.factories).join('、')}）`;
  });
}

/** Builds every provider from the configured names; `given` ones (tests, a custom build) are used as they are. */
export function createProviders(choice: ProviderChoice, deps: ProviderDeps, given: Partial<Providers> = {}): Providers {
  const build = <K extends ProviderKind>(kind: K): Providers[K] => {
    const factory = PROVIDER_KINDS[kind].factories[choice[kind]];
    if (!factory) throw new Error(unknownProviders(choice)[0]);
    return factory(deps);
  };
  return {
    sms: given.sms ?? build('sms'),
    payment: given.payment ?? build('payment'),
    courier: given.courier ?? build('courier'),
    shopPlatform: given.shopPlatform ?? build('shopPlatform'),
    identity: given.identity ?? build('identity'),
    captcha: given.captcha ?? svgCaptchaProvider,
  };
}

/** Why production must not start with this choice: one Chinese sentence per sandbox, saying what to set. */
export function sandboxProblems(choice: Partial<ProviderChoice>): string[] {
  return PROVIDER_KIND_NAMES.filter((kind) => choice[kind] === 'sandbox').map((kind) => {
    const info = PROVIDER_KINDS[kind];
    return `生产环境不能使用沙箱${info.label}（${info.env}=sandbox），请把 ${info.env} 设为真实的${info.label}。`;
  });
}
