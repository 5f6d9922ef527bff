import { createHash } from 'node:crypto';
import {
  PLATFORMS,
  ResultCode,
  StoreMessages,
  type AuthInfoQuery,
  type AuthLinks,
  type AuthOrderItem,
  type Paginated,
  type PlatformKey,
  type StoreListItem,
  type StoreOption,
  type SyncStatus,
} from 'shared-contracts';
import type { JobContext, JobQueue } from '../../jobs/queue';
import { BusinessError } from '../../lib/errors';
import type { PageRequest } from '../../lib/paginate';
import type { SecretBox } from '../../lib/secret-box';
import type { ShopAuthorization, ShopPlatformProvider } from '../../providers/shop-platform';
import type { Repositories } from '../../repositories';
import type { AuthOrderFilter, StoreRow } from '../../repositories/stores';
import { DAY, MINUTE } from '../limits';
import { checkedRecipient } from '../ordering/pricing';

/** Where the platform sends the merchant back after authorising (the user centre's 店铺管理). */
export const AUTH_REDIRECT_URI = '/user-center/shop-manage';
/** How long an auth link's state is good for. */
const STATE_TTL = 30 * MINUTE;
/** Tokens are renewed when they expire within this. */
const REFRESH_AHEAD = DAY;
/** Orders asked of the platform per page during a sync. */
export const SYNC_PAGE_SIZE = 200;
export const SYNC_JOB = 'shop-order-sync';
export const syncKey = (storeId: number) => `store:${storeId}`;
/** The platform that authorises by association code (SPEC §5): no state comes back with it. */
const ASSOCIATION_PLATFORM = 6;

const fail = (msg: string) => new BusinessError(ResultCode.FAIL, msg);
/** A failure of store authorisation: its message, then 请重新授权 (SPEC §8). */
const reauthorise = (msg: string) => fail(msg.endsWith(StoreMessages.reauthorise) ? msg : `${msg.replace(/[，。！]$/, '')}，${StoreMessages.reauthorise}`);

const platformById = (id: number) => PLATFORMS.find((p) => p.id === id);

/** The courier's own rules (no-ship areas, a reissue number) wait for the price call: the goods are not known here. */
const ANY_COURIER = { is_wu: false, no_deliver_area: [] };
/**
 * A receiver the platform gave masked (李*, 157****1234, …路**号) or still encrypted (抖店's #…#, 京东/小红书 ciphertext):
 * the adapter keeps what came when the platform refused to decrypt it — never shippable, with its own reason.
 */
const isMasked = (order: { receiver_name: string; receiver_phone: string; address: string }) =>
  /\*/.test(order.receiver_phone) || /\*/.test(order.receiver_name) || /\*{2,}/.test(order.address) || /^[#~$]\S{16,}[#~$]/.test(order.receiver_phone);

/**
 * Why a synced order's recipient cannot be ordered (SPEC §5: name, phone, province, city, detail; and the
 * server's form and division checks), by the price engine's own row check; undefined when it can.
 */
export const recipientProblem = (order: { shop_order: string; receiver_name: string; receiver_phone: string; province: string; city: string; district: string; address: string }) =>
  isMasked(order) ? StoreMessages.receiverMasked : checkedRecipient(
    { id: order.shop_order || '-', shop_order: order.shop_order, rec_name: order.receiver_name, rec_mobile: order.receiver_phone, rec_province: order.province, rec_city: order.city, rec_district: order.district, rec_address: order.address },
    ANY_COURIER,
  ).errorText;

export interface AuthOrderRequest extends AuthOrderFilter {
  days?: number;
}

/**
 * Stores — a merchant's shops on the platforms, authorised to us (issue 12; not the supplier shops of the
 * storefront): auth links and the callback, the caller's stores (tokens sealed, renewed ahead of expiry; a
 * store whose renewal fails is marked expired), the order sync job and the authorised tab's order list.
 * Every call a user makes is scoped by the user's id.
 */
export function storeService(deps: { repos: Repositories; provider: ShopPlatformProvider; box: SecretBox; jobs: JobQueue; now: () => Date }) {
  const { repos, provider, box, jobs, now } = deps;

  const authOf = (store: StoreRow): ShopAuthorization => ({
    platform: platformById(store.platform)?.key ?? '',
    shopId: store.platform_shop_id,
    shopName: store.shop_name,
    accessToken: box.open(store.access_token_enc),
    refreshToken: box.open(store.refresh_token_enc),
    expiresAt: store.expires_at,
  });

  function toItem(store: StoreRow): StoreListItem {
    let shopUrl = '';
    try {
      shopUrl = provider.shopUrl(authOf(store));
    } catch {
      // a token that cannot be opened (key changed): the store is shown, to be authorised again
    }
    return {
      id: store.id,
      shop_name: store.shop_name,
      platform: store.platform,
      created_at: store.created_at.toISOString(),
      expires_at: store.expires_at.toISOString(),
      expired: store.expired,
      last_sync_at: store.last_sync_at ? store.last_sync_at.toISOString() : null,
      order_count: store.order_count,
      shop_url: shopUrl,
    };
  }

  /**
   * The store's authorisation, renewed when it runs out within a day; null (and the store marked expired)
   * when it cannot be renewed.
   */
  async function fresh(store: StoreRow): Promise<ShopAuthorization | null> {
    if (store.expired) return null;
    let auth: ShopAuthorization;
    try {
      auth = authOf(store);
    } catch {
      await repos.stores.markExpired(store.id, now());
      store.expired = true;
      return null;
    }
    if (store.expires_at.getTime() - now().getTime() > REFRESH_AHEAD) return auth;
    try {
      const renewed = await provider.refresh(auth);
      const tokens = { access_token_enc: box.seal(renewed.accessToken), refresh_token_enc: box.seal(renewed.refreshToken), expires_at: renewed.expiresAt };
      await repos.stores.renewTokens(store.id, tokens, now());
      Object.assign(store, tokens);
      return renewed;
    } catch {
      await repos.stores.markExpired(store.id, now());
      store.expired = true;
      return null;
    }
  }

  async function owned(userId: number, storeId: number): Promise<StoreRow> {
    const store = await repos.stores.findOwned(userId, storeId);
    if (!store) throw fail(StoreMessages.storeMissing);
    return store;
  }

  /**
   * The auth link's state: who asked, on which site, for which platform, until when — sealed, so it cannot be made
   * up. The site sends a platform's return to the main site's address on to a 分站 member's own domain (issue 32).
   */
  const stateFor = (userId: number, siteId: number, platform: number) => box.seal(JSON.stringify({ u: userId, s: siteId, p: platform, exp: now().getTime() + STATE_TTL }));
  function stateIsFor(state: string | undefined, userId: number, platform: number): boolean {
    if (!state) return false;
    try {
      const payload = JSON.parse(box.open(state)) as { u: number; p: number; exp: number };
      return payload.u === userId && payload.p === platform && payload.exp > now().getTime();
    } catch {
      return false;
    }
  }

  /**
   * Whether the user may authorise a shop of the platform. A platform whose site credentials are one shop's (视频号小店
   * 自研) names that shop's merchant by mobile, so anyone else is neither offered it nor connected to its orders and
   * receivers. The mobile is looked up only when the provider has such a say (`authorisableBy`): other providers cost
   * no query; links looks it up once for all the platforms it asks mayAuthorise about.
   */
  async function mobileFor(userId: number): Promise<string> {
    return (await repos.users.findById(userId))?.mobile ?? '';
  }
  const mayAuthorise = (platform: string, mobile: string) => provider.authorisableBy?.(platform, mobile) ?? true;

  async function status(storeId: number, store?: StoreRow): Promise<SyncStatus> {
    const progress = await jobs.progress(SYNC_JOB, syncKey(storeId));
    if (!progress) return store?.last_sync_at ? { value: 100, state: 'completed' } : { value: 0, state: 'idle' };
    if (progress.state === 'failed') throw fail(progress.error || StoreMessages.syncFailed);
    return { value: progress.state === 'completed' ? 100 : Math.min(99, progress.value), state: progress.state };
  }

  return {
    fresh,
    owned,

    /** The site an auth link was made on (its state's), or null for a state that is not ours or has expired. */
    siteOfState(state: string): number | null {
      try {
        const payload = JSON.parse(box.open(state)) as { s?: number; exp: number };
        return typeof payload.s === 'number' && payload.exp > now().getTime() ? payload.s : null;
      } catch {
        return null;
      }
    },

    /** Every platform's links; one the site has no app for, or one that is not the caller's to authorise, answers 暂未开通. */
    async links(userId: number, siteId: number): Promise<AuthLinks> {
      const links: AuthLinks = {};
      const mobile = provider.authorisableBy ? await mobileFor(userId) : '';
      for (const platform of PLATFORMS) {
        // a platform the site has no app for says so before the merchant tries (暂未开通), as does a one-shop platform to other merchants
        if (!provider.connected(platform.key) || !mayAuthorise(platform.key, mobile)) {
          links[platform.key as PlatformKey] = { auth_link: '', buy_link: '', connected: false };
          continue;
        }
        const authLink = provider.authorizeUrl(platform.key, { state: stateFor(userId, siteId, platform.id), redirectUri: AUTH_REDIRECT_URI });
        links[platform.key as PlatformKey] = { auth_link: authLink, buy_link: provider.marketUrl(platform.key, { authorizeUrl: authLink }), connected: true };
      }
      return links;
    },

    /**
     * The platform's callback: the code becomes the caller's store (the same shop again renews its row, and
     * its parcels refused for an expired authorisation are pending again, each order queued for
     * shop-deliver in the same transaction). A code works once. A merchant the platform is not open to (a one-shop
     * platform of another merchant) is refused before the code is used, so it stays good for its own merchant.
     */
    async authorise(userId: number, query: AuthInfoQuery): Promise<StoreListItem> {
      const platform = platformById(query.platform);
      if (!platform) throw reauthorise('平台不正确');
      if (provider.authorisableBy && !mayAuthorise(platform.key, await mobileFor(userId))) throw reauthorise('该平台暂未对当前账号开通');
      if (platform.id !== ASSOCIATION_PLATFORM && !stateIsFor(query.state, userId, platform.id)) throw reauthorise('授权链接已失效或不属于当前账号');
      const codeHash = createHash('sha256').update(`${platform.id}:${query.code}`).digest('hex');
      return repos.transaction(async () => {
        if (!(await repos.stores.useCode(codeHash, now()))) throw reauthorise(platform.id === ASSOCIATION_PLATFORM ? '该关联码已使用' : '授权码已使用');
        let auth: ShopAuthorization;
        try {
          auth = await provider.exchangeCode(platform.key, query.code);
        } catch (error) {
          throw reauthorise(error instanceof Error && error.message ? error.message : '授权失败');
        }
        const store = await repos.stores.upsert({
          user_id: userId,
          platform: platform.id,
          platform_shop_id: auth.shopId,
          shop_name: auth.shopName,
          access_token_enc: box.seal(auth.accessToken),
          refresh_token_enc: box.seal(auth.refreshToken),
          expires_at: auth.expiresAt,
          at: now(),
        });
        // the same store authorised again: parcels refused only because its authorisation had run out go to it now
        for (const orderId of await repos.stores.reopenAuthExpired(userId, store.id, StoreMessages.authExpired, now())) await jobs.send('shop-deliver', { orderId });
        return toItem(store);
      });
    },

    async list(userId: number, platform: number | undefined, page: PageRequest): Promise<Paginated<StoreListItem>> {
      const result = await repos.stores.list(userId, platform, page);
      for (const store of result.list) await fresh(store);
      return { ...result, list: result.list.map(toItem) };
    },

    async options(userId: number, platform: number): Promise<StoreOption[]> {
      const stores = await repos.stores.ofPlatform(userId, platform);
      for (const store of stores) await fresh(store);
      return stores.map((store) => ({ id: store.id, shop_name: store.shop_name, expired: store.expired }));
    },

    async remove(userId: number, storeId: number): Promise<void> {
      if (!(await repos.stores.remove(userId, storeId))) throw fail(StoreMessages.storeMissing);
    },

    /** Queues the sync of [start, end] (a second request while one runs joins it) and answers its status. */
    async startSync(userId: number, storeId: number, start: Date, end: Date): Promise<SyncStatus> {
      const store = await owned(userId, storeId);
      if (!(await fresh(store))) throw fail(StoreMessages.authExpired);
      // the end second is included
      await jobs.send(SYNC_JOB, { storeId, start: start.toISOString(), end: new Date(end.getTime() + 1000).toISOString() }, { key: syncKey(storeId) });
      return status(storeId, store);
    },

    async syncStatus(userId: number, storeId: number): Promise<SyncStatus> {
      const store = await owned(userId, storeId);
      return status(storeId, store);
    },

    /** The sync job: pages through the platform's orders into store_orders, reporting pages done / pages. */
    async runSync(data: { storeId: number; start: string; end: string }, job: Pick<JobContext, 'progress'>): Promise<void> {
      const store = await repos.stores.find(data.storeId);
      if (!store) return; // deleted meanwhile
      const auth = await fresh(store);
      if (!auth) throw new Error(StoreMessages.authExpired);
      const range = { start: new Date(data.start), end: new Date(data.end) };
      const page = async (n: number) => {
        try {
          return await provider.listOrders(auth, { ...range, page: n, pageSize: SYNC_PAGE_SIZE });
        } catch (error) {
          throw new Error(`${StoreMessages.syncFailed}：${error instanceof Error ? error.message : String(error)}`);
        }
      };
      let pages = 1;
      for (let n = 1; n <= pages; n += 1) {
        const { orders, total } = await page(n);
        // a platform that does not count (has_next) answers at least one more while there are more: grow
        pages = Math.max(pages, Math.ceil(total / SYNC_PAGE_SIZE));
        await repos.stores.upsertOrders(
          store.id,
          store.user_id,
          orders.map((o) => ({
            shop_order: o.shopOrder,
            status: o.status,
            placed_at: o.createdAt,
            buyer_nick: o.buyerNick,
            receiver_name: o.receiverName,
            receiver_phone: o.receiverPhone,
            province: o.province,
            city: o.city,
            district: o.district,
            address: o.address,
            flag: o.flag,
            remark: o.remark,
            goods: o.goods.map((g) => ({ goods_img: g.image, goods_name: g.name, goods_spec: g.spec, goods_count: g.count })),
          })),
          now(),
        );
        await job.progress(Math.min(99, Math.floor((n * 100) / pages)));
        if (orders.length === 0) break;
      }
      await repos.stores.finishSync(store.id, now());
    },

    /**
     * The authorised tab (SPEC §7 filters; POST gift/auth/order and GET gift/auth/synchronize/orders): the
     * store's synced orders, newest first; state 2 with why for those that cannot be chosen — refunded,
     * closed, already ordered here, shipped on the platform, or a recipient the ordering rules refuse
     * (judged as listed, so it follows the rules of the day and an order corrected on the platform and
     * synced again is chosen again).
     */
    async authOrders(userId: number, storeId: number, request: AuthOrderRequest, page: PageRequest): Promise<Paginated<AuthOrderItem>> {
      const store = await owned(userId, storeId);
      const { days, ...filter } = request;
      if (days !== undefined) {
        const since = new Date(now().getTime() - days * DAY);
        if (!filter.since || filter.since < since) filter.since = since;
      }
      const result = await repos.stores.authOrders(store.id, userId, filter, page);
      const bought = await repos.stores.bought(
        userId,
        result.list.map((row) => row.shop_order),
      );
      return {
        ...result,
        list: result.list.map((row) => {
          const reason =
            row.status === 'refunded'
              ? StoreMessages.refunded
              : row.status === 'closed'
                ? StoreMessages.closed
                : bought.has(row.shop_order)
                  ? StoreMessages.bought
                  : row.status === 'shipped'
                    ? StoreMessages.shippedOnPlatform
                    : recipientProblem(row);
          return {
            shop_order: row.shop_order,
            receiver_name: row.receiver_name,
            receiver_phone: row.receiver_phone,
            province: row.province,
            city: row.city,
            district: row.district,
            address: row.address,
            flag: row.flag,
            remark: row.remark,
            goods_list: row.goods,
            status: row.status,
            buyer_nick: row.buyer_nick,
            created_at: row.placed_at.toISOString(),
            ...(reason ? { state: 2 as const, state_text: reason } : { state: 1 as const }),
          };
        }),
      };
    },
  };
}

export type StoreService = ReturnType<typeof storeService>;
