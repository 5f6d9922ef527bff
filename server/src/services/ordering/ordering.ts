import { createHash } from 'node:crypto';
import {
  AUTHORISED_ONLY_PLATFORM,
  AuthStatus,
  fen,
  fenToYuan,
  goodsPrice,
  OrderMessages,
  OrderSource,
  PLATFORMS,
  StoreMessages,
  type PurchaseInfo,
  ResultCode,
  ResultStatus,
  type DuplicateOrder,
  type OrderPriceResult,
  type OrderResultRow,
} from 'shared-contracts';
import { ACCOUNT_FROZEN, SiteConsoleMessages } from 'shared-contracts/admin';
import type { OrderCheckRequest, OrderMakeRequest, OrderPriceRequest } from 'shared-contracts/schemas';
import type { JobQueue } from '../../jobs/queue';
import { chinaDateStamp } from '../../lib/china-time';
import { BusinessError, NotFoundError } from '../../lib/errors';
import type { Repositories } from '../../repositories';
import { GOODS_NOT_FOUND, type CatalogueService } from '../catalogue';
import type { CommissionService } from '../promotion/commissions';
import type { SiteEarningsService } from '../site-earnings';
import type { WalletService } from '../wallet';
import type { DispatchService } from './dispatch';
import { memberSite } from './member-site';
import { priceRecipients, type PricingContext } from './pricing';

/** How long make waits for waybill numbers before answering; the rest are numbered by the job. */
const INLINE_DISPATCH_MS = 1500;
/** make with order_source 4 names a shop of another platform. */
export const STORE_PLATFORM_MISMATCH = '所选店铺不属于该平台';
/** An order from a shop goes back to it even if the client never calls deliver (shops/deliver.ts). */
const DELIVER_BACKSTOP_S = 120;
/**
 * The job that numbers what make's inline pass left; a backstop if this process dies first (it is written in
 * make's transaction, so it exists exactly when the order does): 30 s, so a killed make's parcels have their
 * numbers within a minute. Dispatch is safe to run twice, so meeting the inline pass costs nothing.
 */
const BACKSTOP_DELAY_S = 30;

interface RejectedRow {
  line: number;
  id: string | number;
  shop_order: string;
  error: string;
}

const isUniqueViolation = (error: unknown, constraint: string) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505' && String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message).includes(constraint);

/** A stable digest of what was asked, so a reused idempotency key with another request is caught. */
function requestHash(body: OrderMakeRequest): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * Ordering (issue 10): the price call, the duplicate check and make. Make is one transaction that
 * re-prices on the server, writes the order and one parcel per recipient, debits the balance through the
 * ledger (code 23 and nothing written when it is short) and takes the stock; then waybill numbers are
 * asked for while the caller waits a moment, and a job numbers the rest.
 */
export function orderingService(deps: {
  repos: Repositories;
  catalogue: CatalogueService;
  wallet: WalletService;
  commissions: CommissionService;
  siteEarnings: SiteEarningsService;
  dispatch: DispatchService;
  jobs: JobQueue;
  now: () => Date;
  onDispatchError?: (error: unknown) => void;
}) {
  const { repos, catalogue, wallet, commissions, siteEarnings, dispatch, jobs, now } = deps;

  /** The goods (on sale, not hidden on the member's site), its courier and one piece's price for the member. */
  async function context(userId: number, goodsId: number, expressId: number, goodsNum: number) {
    const member = await memberSite(repos, userId);
    const goods = await repos.catalogue.findGoods(goodsId, null, member.site);
    if (!goods) throw new NotFoundError(GOODS_NOT_FOUND);
    if (goods.courier_id !== expressId) throw new BusinessError(ResultCode.FAIL, OrderMessages.courierMismatch);
    if (goods.limit > 0 && goodsNum > goods.limit) throw new BusinessError(ResultCode.FAIL, OrderMessages.quantityOverLimit(goods.limit));
    const courier = await repos.catalogue.findCourier(goods.courier_id);
    if (!courier) throw new NotFoundError(GOODS_NOT_FOUND);
    const ctx: PricingContext = {
      goods: { id: goods.id, name: goods.name, price_fen: goods.price_fen, limit: goods.limit },
      courier: { id: courier.id, name: courier.name, is_wu: courier.is_wu, no_deliver_area: courier.no_deliver_area },
      price: goodsPrice(goods.price_fen, member.site.pricing, goods.site_price_fen, member.groupPercent),
    };
    return { ctx, goods, courier, site: member.site };
  }

  async function results(orderId: number, expressName: string, orderSn: string, rejected: RejectedRow[]): Promise<OrderResultRow[]> {
    const parcels = await repos.orders.parcelResults(orderId);
    const rows: (OrderResultRow & { line: number })[] = parcels.map((p) => ({
      line: p.line,
      id: JSON.parse(p.row_id) as string | number,
      status: p.status === 4 ? ResultStatus.REFUNDED : ResultStatus.OK,
      order: true,
      shop_order: p.shop_order,
      order_sn: orderSn,
      kuaidi_sn: expressName,
      waybill_code: p.waybill_code,
      error: p.error,
      send_status: 0,
      msg: p.status === 2 ? OrderMessages.waybillPending : '',
    }));
    for (const r of rejected) {
      rows.push({ line: r.line, id: r.id, status: ResultStatus.FAILED, order: false, shop_order: r.shop_order, order_sn: '', kuaidi_sn: expressName, waybill_code: '', error: r.error, send_status: 0, msg: '' });
    }
    return rows.sort((a, b) => a.line - b.line).map(({ line: _line, ...row }) => row);
  }

  async function replay(userId: number, key: string, hash: string): Promise<OrderResultRow[] | null> {
    const existing = await repos.orders.findByKey(userId, key);
    if (!existing) return null;
    if (existing.request_hash !== hash) throw new BusinessError(ResultCode.FAIL, OrderMessages.idempotencyKeyReused);
    return results(existing.id, existing.express_name, existing.order_sn, existing.rejected as RejectedRow[]);
  }

  return {
    /** SPEC §3 purchase info: platforms the courier does not ship for disabled; the goods at what one piece costs the caller (their site's price at their group's discount). */
    async purchaseInfo(userId: number, goodsId: number): Promise<PurchaseInfo> {
      const member = await memberSite(repos, userId);
      const { pics: _pics, express, no_deliver_area, send_address: _address, shop: _shop, ...goods } = await catalogue.detail(goodsId, userId, member.site);
      const [courier, row] = await Promise.all([repos.catalogue.findCourier(express.id), repos.catalogue.findGoods(goodsId, null, member.site)]);
      if (!row) throw new NotFoundError(GOODS_NOT_FOUND);
      const platforms = courier?.platforms ?? [];
      return {
        platform_list: PLATFORMS.map((p) => ({ id: p.id, name: p.name, disabled: !platforms.includes(p.id) })),
        goods_info: { ...goods, price: fenToYuan(goodsPrice(row.price_fen, member.site.pricing, row.site_price_fen, member.groupPercent).unit) },
        no_deliver_area,
        express_info: express,
      };
    },

    async price(userId: number, body: OrderPriceRequest): Promise<OrderPriceResult> {
      const { ctx } = await context(userId, body.goods_id, body.express_id, body.goods_num);
      const priced = priceRecipients(ctx, body.goods_num, body.rec_list);
      return {
        state: priced.state,
        total_price: fenToYuan(priced.totalFen),
        unit_price: fenToYuan(priced.unitFen),
        rec_list: priced.rows.map(({ priceFen, ...row }) => ({ ...row, price: fenToYuan(priceFen) })),
      };
    },

    /** The caller's earlier orders for these shop order numbers: one hit per number, this goods first, then the newest. */
    async check(userId: number, body: OrderCheckRequest): Promise<DuplicateOrder[]> {
      const numbers = [...new Set(body.shop_order.map((n) => n.trim()).filter(Boolean))];
      if (numbers.length === 0) return [];
      const found = await repos.orders.duplicates(userId, numbers);
      const best = new Map<string, DuplicateOrder>();
      for (const row of found) {
        const hit: DuplicateOrder = {
          shop_order: row.shop_order,
          order_sn: row.order_sn,
          goods_id: row.goods_id,
          goods_name: row.goods_name,
          same_goods: row.goods_id === body.goods_id,
          created_at: row.created_at.toISOString(),
        };
        const seen = best.get(row.shop_order);
        if (!seen || (hit.same_goods && !seen.same_goods)) best.set(row.shop_order, hit);
      }
      return numbers.filter((n) => best.has(n)).map((n) => best.get(n)!);
    },

    async make(userId: number, key: string, body: OrderMakeRequest): Promise<OrderResultRow[]> {
      const hash = requestHash(body);
      const replayed = await replay(userId, key, hash);
      if (replayed) return replayed;

      // a user the operator console froze reads but does not order (issue 20 "用户")
      if (await repos.users.isFrozen(userId)) throw new BusinessError(ResultCode.FAIL, ACCOUNT_FROZEN);
      const identity = await repos.identities.find(userId);
      if (!identity) throw new BusinessError(ResultCode.REALNAME_REQUIRED, OrderMessages.realNameRequired);
      if (identity.status !== AuthStatus.PASSED) throw new BusinessError(ResultCode.REALNAME_PENDING, OrderMessages.realNamePending);

      // 视频号 orders come only from its authorised shop (SPEC §4 source switching)
      if (body.platform === AUTHORISED_ONLY_PLATFORM && body.order_source !== OrderSource.AUTHORISED) throw new BusinessError(ResultCode.FAIL, StoreMessages.authorisedOnly);
      const { ctx, goods, courier, site } = await context(userId, body.goods_id, body.express_id, body.goods_num);
      // a stopped 分站 takes no orders (its members' money stays theirs)
      if (site.status === 'stopped') throw new BusinessError(ResultCode.FAIL, SiteConsoleMessages.stopped);
      if (!courier.platforms.includes(body.platform)) throw new BusinessError(ResultCode.FAIL, OrderMessages.platformUnsupported);
      // recipients from an authorised shop: the caller's shop of this platform, still authorised
      let storeId: number | null = null;
      if (body.order_source === OrderSource.AUTHORISED) {
        if (!body.store_id) throw new BusinessError(ResultCode.FAIL, StoreMessages.selectShop);
        const store = await repos.stores.findOwned(userId, body.store_id);
        if (!store) throw new BusinessError(ResultCode.FAIL, StoreMessages.storeMissing);
        if (store.platform !== body.platform) throw new BusinessError(ResultCode.FAIL, STORE_PLATFORM_MISMATCH);
        if (store.expired) throw new BusinessError(ResultCode.FAIL, StoreMessages.authExpired);
        storeId = store.id;
      }
      const priced = priceRecipients(ctx, body.goods_num, body.rec_list);
      const rejected: RejectedRow[] = [];
      const shippable = priced.rows.flatMap((row, line) => {
        if (row.state === 2) {
          rejected.push({ line, id: row.id, shop_order: row.shop_order, error: row.errorText ?? '' });
          return [];
        }
        return [{ row, line }];
      });
      if (shippable.length === 0) throw new BusinessError(ResultCode.FAIL, OrderMessages.nothingToOrder);
      // on a 分站 each parcel's cost; the referrer's share of it is paid out of its margin (issue 32)
      const costFen = priced.costFen;

      let order: { id: number; sn: string; backstop: string | null };
      try {
        order = await repos.transaction(async () => {
          const at = now();
          const quote = await commissions.quote(
            userId,
            shippable.map(({ row }) => ({ priceFen: row.priceFen, capFen: costFen === null ? undefined : row.priceFen - costFen })),
          );
          const shares = shippable.map((_, i) => quote?.sharesFen[i] ?? 0);
          const margins = shippable.map(({ row }, i) => (costFen === null ? null : row.priceFen - costFen - shares[i]));
          const sn = await repos.orders.nextOrderSn(chinaDateStamp(at));
          const id = await repos.orders.insertOrder({
            site_id: site.id,
            order_sn: sn,
            user_id: userId,
            goods_id: goods.id,
            goods_name: goods.name,
            goods_pic: goods.pics[0] ?? '',
            courier_id: courier.id,
            express_name: courier.name,
            goods_num: body.goods_num,
            unit_price_fen: priced.unitFen,
            total_fen: priced.totalFen,
            rec_count: shippable.length,
            platform: body.platform,
            order_source: body.order_source,
            remark: body.remark,
            idempotency_key: key,
            request_hash: hash,
            rejected: JSON.stringify(rejected),
            created_at: at,
            store_id: storeId,
          });
          await repos.orders.insertParcels(
            shippable.map(({ row, line }, i) => ({
              order_id: id,
              user_id: userId,
              site_id: site.id,
              site_cost_fen: costFen,
              site_commission_fen: costFen === null ? null : shares[i],
              site_margin_fen: margins[i],
              parcel_sn: `${sn}-${String(i + 1).padStart(5, '0')}`,
              line,
              row_id: JSON.stringify(row.id),
              shop_order: row.shop_order,
              rec_name: row.rec_name,
              rec_mobile: row.rec_mobile,
              rec_province: row.rec_province,
              rec_city: row.rec_city,
              rec_district: row.rec_district,
              rec_address: row.rec_address,
              lp_reissue_sn: row.lp_reissue_sn,
              price_fen: row.priceFen,
              deliver_status: storeId === null ? null : 0,
            })),
            at,
          );
          // the wallet first, then the goods: every transaction that holds both takes them in this order
          if (priced.totalFen > 0) {
            await wallet.post({
              userId,
              type: 'order',
              amount: fen(-priced.totalFen),
              source: { type: 'order', id: sn },
              remark: `下单：${goods.name}，${shippable.length}个收件人`,
            });
            // the referrer's frozen commission, after the buyer's debit (wallets: newer user first)
            await commissions.bookOrder({ id, sn, userId, parcelPricesFen: shippable.map(({ row }) => row.priceFen) }, quote);
            // the 分站's margin, after every user wallet this transaction holds
            if (!site.isMain) await siteEarnings.bookOrder({ id, sn, siteId: site.id, marginsFen: margins.map((margin) => margin ?? 0) });
          }
          if (!(await repos.orders.takeStock(goods.id, body.goods_num * shippable.length))) throw new BusinessError(ResultCode.FAIL, OrderMessages.outOfStock);
          const backstop = await jobs.send('waybill-dispatch', { orderId: id }, { startAfter: new Date(Date.now() + BACKSTOP_DELAY_S * 1000) });
          if (storeId !== null) await jobs.send('shop-deliver', { orderId: id }, { startAfter: new Date(Date.now() + DELIVER_BACKSTOP_S * 1000) });
          return { id, sn, backstop };
        });
      } catch (error) {
        // the same key pressed twice at once: the other request made the order
        if (isUniqueViolation(error, 'orders_idempotency_key')) {
          const again = await replay(userId, key, hash);
          if (again) return again;
        }
        throw error;
      }

      try {
        const outcome = await dispatch.dispatchOrder(order.id, { deadline: Date.now() + INLINE_DISPATCH_MS });
        if (outcome.waiting > 0) await jobs.send('waybill-dispatch', { orderId: order.id });
        // every parcel numbered: the backstop has nothing to do, and under load thousands of them would queue
        // ahead of the one a killed make left (whose parcels must have numbers within a minute)
        else if (order.backstop) await jobs.cancel('waybill-dispatch', order.backstop);
      } catch (error) {
        deps.onDispatchError?.(error);
      }
      return results(order.id, courier.name, order.sn, rejected);
    },
  };
}

export type OrderingService = ReturnType<typeof orderingService>;
