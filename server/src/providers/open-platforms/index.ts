import { PLATFORMS } from 'shared-contracts';
import type { ProviderEnv } from '../index';
import { platformName, type PlatformKeyName } from '../platform-keys';
import type { ShopPlatformProvider } from '../shop-platform';
import { courierOverrides, type PlatformAdapter } from './common';
import { createPddPlatform, PDD_DEFAULTS } from './pinduoduo';
import { createTaobaoPlatform, TAOBAO_DEFAULTS, type TopSignMethod } from './taobao';

export { ShopAuthExpiredError, PlatformOutageError } from './common';

/**
 * The environment of SHOP_PLATFORM_PROVIDER=open. Nothing is required by name: a platform is connected
 * when its credentials are set, and at least one must be (`openPlatformProblems`). SHOP_AUTH_SITE_URL is
 * the site's public address the platforms send the merchant back to.
 */
export const OPEN_PLATFORM_ENV = {
  requires: [] as string[],
  optional: [
    'SHOP_AUTH_SITE_URL',
    'TAOBAO_APP_KEY',
    'TAOBAO_APP_SECRET',
    'TAOBAO_SIGN_METHOD',
    'TAOBAO_OAUTH_URL',
    'TAOBAO_API_URL',
    'TAOBAO_MARKET_URL',
    'TAOBAO_COMPANY_CODES',
    'PDD_CLIENT_ID',
    'PDD_CLIENT_SECRET',
    'PDD_AUTH_URL',
    'PDD_API_URL',
    'PDD_MARKET_URL',
    'PDD_LOGISTICS_IDS',
  ],
};

/** The page the platforms come back to (services/stores AUTH_REDIRECT_URI), with the platform's id. */
const CALLBACK_PATH = '/user-center/shop-manage';

const PAIRS = [
  { platform: 'tb', key: 'TAOBAO_APP_KEY', secret: 'TAOBAO_APP_SECRET' },
  { platform: 'pdd', key: 'PDD_CLIENT_ID', secret: 'PDD_CLIENT_SECRET' },
] as const;

/** Why `open` cannot start with this environment (one Chinese sentence each; empty when it can). */
export function openPlatformProblems(env: ProviderEnv): string[] {
  const problems: string[] = [];
  for (const pair of PAIRS) {
    if (!!env[pair.key] !== !!env[pair.secret]) problems.push(`${platformName(pair.platform)}需要同时设置 ${pair.key} 和 ${pair.secret}`);
  }
  if (!PAIRS.some((pair) => env[pair.key] && env[pair.secret])) {
    problems.push('至少要开通一个平台：设置 TAOBAO_APP_KEY 和 TAOBAO_APP_SECRET（淘宝/天猫），或 PDD_CLIENT_ID 和 PDD_CLIENT_SECRET（拼多多）');
  }
  const site = env.SHOP_AUTH_SITE_URL;
  if (!site) problems.push('缺少 SHOP_AUTH_SITE_URL（本站对外地址，如 https://www.example.com，平台授权后回到这里）');
  else if (!/^https?:\/\/[^/]+/i.test(site) || !URL.canParse(site)) problems.push(`SHOP_AUTH_SITE_URL 不是网址：${site}`);
  if (env.TAOBAO_SIGN_METHOD && !['hmac-sha256', 'md5'].includes(env.TAOBAO_SIGN_METHOD)) problems.push('TAOBAO_SIGN_METHOD 只能是 hmac-sha256 或 md5');
  for (const name of ['TAOBAO_OAUTH_URL', 'TAOBAO_API_URL', 'TAOBAO_MARKET_URL', 'PDD_AUTH_URL', 'PDD_API_URL', 'PDD_MARKET_URL']) {
    const value = env[name];
    if (value && (!/^https?:\/\//i.test(value) || !URL.canParse(value))) problems.push(`${name} 不是网址：${value}`);
  }
  for (const name of ['TAOBAO_COMPANY_CODES', 'PDD_LOGISTICS_IDS']) {
    try {
      courierOverrides(env[name], name);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}

/**
 * SHOP_PLATFORM_PROVIDER=open: the real open platforms, one adapter per platform (taobao.ts, pinduoduo.ts),
 * each call routed by the platform key. Platforms without credentials are not connected: `connected` says
 * so (the auth links mark them 暂未开通) and a call for them is refused.
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

  const adapters = new Map<PlatformKeyName, PlatformAdapter>();
  if (env.TAOBAO_APP_KEY && env.TAOBAO_APP_SECRET) {
    adapters.set(
      'tb',
      createTaobaoPlatform({
        appKey: env.TAOBAO_APP_KEY,
        appSecret: env.TAOBAO_APP_SECRET,
        signMethod: (env.TAOBAO_SIGN_METHOD as TopSignMethod | undefined) ?? 'hmac-sha256',
        oauthUrl: (env.TAOBAO_OAUTH_URL || TAOBAO_DEFAULTS.oauthUrl).replace(/\/+$/, ''),
        apiUrl: env.TAOBAO_API_URL || TAOBAO_DEFAULTS.apiUrl,
        marketUrl: env.TAOBAO_MARKET_URL,
        callbackUrl: callback('tb'),
        companyOverrides: courierOverrides(env.TAOBAO_COMPANY_CODES, 'TAOBAO_COMPANY_CODES'),
        now,
        fetch: fetcher,
      }),
    );
  }
  if (env.PDD_CLIENT_ID && env.PDD_CLIENT_SECRET) {
    adapters.set(
      'pdd',
      createPddPlatform({
        clientId: env.PDD_CLIENT_ID,
        clientSecret: env.PDD_CLIENT_SECRET,
        authUrl: env.PDD_AUTH_URL || PDD_DEFAULTS.authUrl,
        apiUrl: env.PDD_API_URL || PDD_DEFAULTS.apiUrl,
        marketUrl: env.PDD_MARKET_URL,
        callbackUrl: callback('pdd'),
        logisticsOverrides: courierOverrides(env.PDD_LOGISTICS_IDS, 'PDD_LOGISTICS_IDS'),
        now,
        fetch: fetcher,
      }),
    );
  }

  const adapter = (platform: PlatformKeyName): PlatformAdapter => {
    const found = adapters.get(platform);
    if (!found) throw new Error(`${platformName(platform)}暂未开通`);
    return found;
  };

  return {
    name: 'open',
    connected: (platform) => adapters.has(platform),
    authorizeUrl: (platform, options) => adapter(platform).authorizeUrl(options),
    marketUrl: (platform, options) => adapter(platform).marketUrl(options),
    shopUrl: (auth) => adapter(auth.platform).shopUrl(auth),
    exchangeCode: async (platform, code) => adapter(platform).exchangeCode(code),
    refresh: async (auth) => adapter(auth.platform).refresh(auth),
    listOrders: async (auth, query) => adapter(auth.platform).listOrders(auth, query),
    uploadWaybill: async (auth, shipment) => adapter(auth.platform).uploadWaybill(auth, shipment),
  };
}
