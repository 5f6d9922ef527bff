import { PLATFORMS } from 'shared-contracts';
import type { ProviderEnv } from '../index';
import { platformName, type PlatformKeyName } from '../platform-keys';
import type { ShopPlatformProvider } from '../shop-platform';
import type { OpenPlatformEntry, PlatformAdapter } from './common';
import { courierOverrides } from './couriers';
import { doudianEntry } from './doudian';
import { jingdongEntry } from './jingdong';
import { kuaishouEntry } from './kuaishou';
import { pinduoduoEntry } from './pinduoduo';
import { taobaoEntry } from './taobao';
import { weixinChannelsEntry } from './weixin-channels';
import { xiaohongshuEntry } from './xiaohongshu';

export { ShopAuthExpiredError, PlatformOutageError } from './common';

/**
 * The platforms SHOP_PLATFORM_PROVIDER=open can connect, one adapter each (淘宝/天猫, 拼多多, 抖店, 快手, 京东, 小红书,
 * 视频号小店). A platform is connected when its app's id and secret are both set; at least one must be.
 */
export const OPEN_PLATFORMS: readonly OpenPlatformEntry[] = [
  taobaoEntry,
  pinduoduoEntry,
  doudianEntry,
  kuaishouEntry,
  jingdongEntry,
  xiaohongshuEntry,
  weixinChannelsEntry,
];

/**
 * The environment of SHOP_PLATFORM_PROVIDER=open. Nothing is required by name: a platform is connected
 * when its credentials are set, and at least one must be (`openPlatformProblems`). SHOP_AUTH_SITE_URL is
 * the site's public address the platforms send the merchant back to.
 */
export const OPEN_PLATFORM_ENV = {
  requires: [] as string[],
  optional: ['SHOP_AUTH_SITE_URL', ...OPEN_PLATFORMS.flatMap((entry) => [entry.key, entry.secret, ...entry.optional])],
};

/** The page the platforms come back to (services/stores AUTH_REDIRECT_URI), with the platform's id. */
const CALLBACK_PATH = '/user-center/shop-manage';

const connectedIn = (env: ProviderEnv) => (entry: OpenPlatformEntry) => Boolean(env[entry.key] && env[entry.secret]);

/** Why one platform's settings are wrong: half its credentials, a missing companion, a bad URL or courier table. */
function entryProblems(entry: OpenPlatformEntry, env: ProviderEnv): string[] {
  const name = platformName(entry.platform);
  const problems: string[] = [];
  if (!!env[entry.key] !== !!env[entry.secret])
    problems.push(`${name}需要同时设置 ${entry.key} 和 ${entry.secret}（缺少 ${env[entry.key] ? entry.secret : entry.key}）`);
  if (connectedIn(env)(entry)) {
    for (const variable of entry.alsoRequired ?? []) if (!env[variable]) problems.push(`${name}还需要设置 ${variable}`);
  }
  for (const variable of entry.optional) {
    const value = env[variable];
    if (!value) continue;
    if (variable.endsWith('_URL') && (!/^https?:\/\//i.test(value) || !URL.canParse(value))) problems.push(`${variable} 不是网址：${value}`);
    if (/_(CODES|IDS)$/.test(variable)) {
      try {
        courierOverrides(value, variable);
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  }
  return [...problems, ...(entry.check?.(env) ?? [])];
}

/** Why `open` cannot start with this environment (one Chinese sentence each; empty when it can). */
export function openPlatformProblems(env: ProviderEnv): string[] {
  const problems = OPEN_PLATFORMS.flatMap((entry) => entryProblems(entry, env));
  if (!OPEN_PLATFORMS.some(connectedIn(env))) {
    problems.push(`至少要开通一个平台：${OPEN_PLATFORMS.map((entry) => `${platformName(entry.platform)}（${entry.key} 和 ${entry.secret}）`).join('，或 ')}`);
  }
  const site = env.SHOP_AUTH_SITE_URL;
  if (!site) problems.push('缺少 SHOP_AUTH_SITE_URL（本站对外地址，如 https://www.example.com，平台授权后回到这里）');
  else if (!/^https?:\/\/[^/]+/i.test(site) || !URL.canParse(site)) problems.push(`SHOP_AUTH_SITE_URL 不是网址：${site}`);
  return problems;
}

/**
 * SHOP_PLATFORM_PROVIDER=open: the real open platforms, one adapter per platform (OPEN_PLATFORMS), each call
 * routed by the platform key. Platforms without credentials are not connected: `connected` says so (the auth
 * links mark them 暂未开通) and a call for them is refused.
 */
export function createOpenShopPlatform(env: ProviderEnv, now: () => Date = () => new Date(), fetcher?: typeof fetch): ShopPlatformProvider {
  const problems = openPlatformProblems(env);
  if (problems.length) throw new Error(`店铺平台接口（SHOP_PLATFORM_PROVIDER=open）：${problems.join('；')}`);
  const site = env.SHOP_AUTH_SITE_URL!;
  /** The absolute callback: the site's page, with the platform's id (the page reads it; the platforms return only code and state). */
  const callback = (platform: string) => (redirectUri?: string) => {
    const url = new URL(redirectUri || CALLBACK_PATH, site);
    if (url.origin !== new URL(site).origin) throw new Error('回调地址只能是本站');
    url.searchParams.set('platform', String(PLATFORMS.find((p) => p.key === platform)!.id));
    return url.href;
  };

  const adapters = new Map<PlatformKeyName, PlatformAdapter>(
    OPEN_PLATFORMS.filter(connectedIn(env)).map((entry) => [entry.platform, entry.create(env, { callbackUrl: callback(entry.platform), now, fetch: fetcher })]),
  );

  const adapter = (platform: PlatformKeyName): PlatformAdapter => {
    const found = adapters.get(platform);
    if (!found) throw new Error(`${platformName(platform)}暂未开通`);
    return found;
  };

  return {
    name: 'open',
    connected: (platform) => adapters.has(platform),
    // a platform that connects one shop (视频号小店 自研) names its merchant; the others are anyone's to authorise
    authorisableBy: (platform, mobile) => adapters.get(platform)?.authorisableBy?.(mobile) ?? true,
    authorizeUrl: (platform, options) => adapter(platform).authorizeUrl(options),
    marketUrl: (platform, options) => adapter(platform).marketUrl(options),
    shopUrl: (auth) => adapter(auth.platform).shopUrl(auth),
    exchangeCode: async (platform, code) => adapter(platform).exchangeCode(code),
    refresh: async (auth) => adapter(auth.platform).refresh(auth),
    listOrders: async (auth, query) => adapter(auth.platform).listOrders(auth, query),
    uploadWaybill: async (auth, shipment) => adapter(auth.platform).uploadWaybill(auth, shipment),
  };
}
