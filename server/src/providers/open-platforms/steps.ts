import { PlatformApiError, ShopAuthExpiredError, type PlatformAdapter } from './common';
import { courierCode } from './couriers';

/**
 * The steps every adapter takes alike around its own calls: a delivery upload, the code exchange, the token's
 * refresh, decryption in batches, the links to the market and the shop.
 */

/** The refusal's text in Chinese, from what the platform said (its own words kept where they are specific). */
export function refusalText(said: string): string {
  if (/退款|售后|refund/i.test(said)) return '订单已退款，不能发货';
  if (/关闭|取消|closed|cancel/i.test(said)) return '订单已关闭，不能发货';
  if (/已发货|已经发货|重复发货|已揽收|consigned|already.*sen[dt]/i.test(said)) return '订单已发货';
  if (/不存在|not.?exist|not.?found/i.test(said)) return '订单不存在';
  if (/运单|单号|out_sid|tracking/i.test(said)) return `运单号不正确：${said}`;
  return said ? `平台拒绝发货：${said}` : '平台拒绝发货';
}

/** A delivery upload's outcome as the store services take it. */
export type DeliveryAnswer = { ok: true } | { ok: false; msg: string };

/** What the platform said in a business error, without the label and the codes (拼多多开放平台：…（10019） → …). */
const saidIn = (error: PlatformApiError, label: string) => error.message.replace(`${label}：`, '').replace(/（[^）]*）$/, '');

/**
 * An adapter's delivery upload, for a courier: the platform's code for it (by the table, an override first; none →
 * refused, naming `codeName`), then `send` with that code. The token's end and the platform's business refusals
 * (those `refuses` takes: 淘宝's isv.* only) are refusals in Chinese; an outage is thrown, to be retried.
 */
export function waybillUploader(options: {
  label: string;
  codes: Record<string, string>;
  overrides: Record<string, string>;
  /** What the platform calls the code (京东快递公司编号). */
  codeName: string;
  refuses?: (error: PlatformApiError) => boolean;
}) {
  const { label, refuses = () => true } = options;
  return async (courierName: string, send: (code: string) => Promise<DeliveryAnswer>): Promise<DeliveryAnswer> => {
    const code = courierCode(courierName, options.codes, options.overrides);
    if (!code) return { ok: false, msg: `快递公司「${courierName}」没有对应的${options.codeName}` };
    try {
      return await send(code);
    } catch (error) {
      if (error instanceof ShopAuthExpiredError) return { ok: false, msg: error.message };
      if (error instanceof PlatformApiError && refuses(error)) return { ok: false, msg: refusalText(saidIn(error, label)) };
      throw error;
    }
  };
}

/**
 * A code exchange whose refusal (the code, the app's settings) the merchant is told as `${name}授权失败：…`, in the
 * platform's words; an outage is thrown as it is.
 */
export async function exchanging<T>(label: string, name: string, exchange: () => Promise<T>): Promise<T> {
  try {
    return await exchange();
  } catch (error) {
    if (error instanceof ShopAuthExpiredError) throw new Error(`${name}授权失败：${error.detail || '授权码无效'}`);
    if (error instanceof PlatformApiError) throw new Error(`${name}授权失败：${error.message.replace(`${label}：`, '')}`);
    throw error;
  }
}

/** A token refresh: one the platform refuses (expired, used up, authorisation withdrawn) will not work later either. */
export async function refreshing<T>(refresh: () => Promise<T>): Promise<T> {
  try {
    return await refresh();
  } catch (error) {
    if (error instanceof PlatformApiError) throw new ShopAuthExpiredError(error.message);
    throw error;
  }
}

/**
 * Decrypts `items` in batches of `size`, in order, `each` batch one call; the platform refusing one (no permission,
 * its security rules: a PlatformApiError) ends it, and what is left keeps its masked values.
 */
export async function decryptInBatches<T>(items: T[], size: number, each: (batch: T[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    try {
      await each(items.slice(i, i + size));
    } catch (error) {
      if (error instanceof PlatformApiError) return;
      throw error;
    }
  }
}

/** The two links an adapter gives alike: the service's market page (the authorisation page when none is set) and the shop's orders. */
export const storeLinks = (marketUrl: string | undefined, shopUrl: string): Pick<PlatformAdapter, 'marketUrl' | 'shopUrl'> => ({
  marketUrl: ({ authorizeUrl }) => marketUrl || authorizeUrl,
  shopUrl: () => shopUrl,
});
