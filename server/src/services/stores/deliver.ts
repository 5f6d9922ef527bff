import { DeliverStatus, ResultCode, StoreMessages, type DeliverRow } from 'shared-contracts';
import type { DeliverRequest } from 'shared-contracts/schemas';
import type { JobQueue } from '../../jobs/queue';
import { BusinessError } from '../../lib/errors';
import type { ShopAuthorization, ShopPlatformProvider } from '../../providers/shop-platform';
import type { Repositories } from '../../repositories';
import { MINUTE } from '../limits';
import type { StoreService } from './stores';

/** Uploads to the platform at once per call. */
const CONCURRENCY = 8;
/** A claim older than this was abandoned (its process died): the upload may be taken again. */
const CLAIM_STALE_MS = 2 * MINUTE;
/** How long a call waits for an upload another caller is making. */
const WAIT_FOR_OTHER_MS = 5000;
/** After an outage, the retry job starts this much later. */
const RETRY_AFTER_MS = 5000;

type Outcome = { status: 1 } | { status: 2; msg: string } | { status: 3 };

interface Target {
  id: number | string;
  shop_order: string;
  waybill_code: string;
  deliver_status: number | null;
  deliver_msg: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivering waybill numbers back to the store an order came from (issue 12). Each parcel is uploaded at
 * most once: it is claimed by a conditional update first, so the client's call, the retry job and the
 * dispatch job may overlap. A refusal is final (deliver_status 2, the platform's text); an outage
 * (the provider throws) is 3 and the `shop-deliver` job retries with backoff.
 */
export function deliverService(deps: { repos: Repositories; provider: ShopPlatformProvider; stores: StoreService; jobs: JobQueue; now: () => Date }) {
  const { repos, provider, stores, jobs, now } = deps;

  async function settled(parcelId: number): Promise<Outcome> {
    const deadline = Date.now() + WAIT_FOR_OTHER_MS;
    for (;;) {
      const state = await repos.stores.deliveryState(parcelId);
      if (!state) return { status: 2, msg: StoreMessages.deliverNotOrdered };
      if (state.deliver_status === DeliverStatus.DONE) return { status: 1 };
      if (state.deliver_status === DeliverStatus.REFUSED) return { status: 2, msg: state.deliver_msg };
      if (state.deliver_claimed_at === null || Date.now() > deadline) return { status: 3 };
      await wait(50);
    }
  }

  async function deliverParcel(target: Target, auth: ShopAuthorization, storeId: number, courierName: string): Promise<Outcome> {
    const id = Number(target.id);
    if (target.deliver_status === DeliverStatus.DONE) return { status: 1 };
    if (target.deliver_status === DeliverStatus.REFUSED) return { status: 2, msg: target.deliver_msg };
    const at = now();
    if (!(await repos.stores.claimDelivery(id, at, new Date(at.getTime() - CLAIM_STALE_MS)))) return settled(id);
    let answer: Awaited<ReturnType<ShopPlatformProvider['uploadWaybill']>>;
    try {
      answer = await provider.uploadWaybill(auth, { shopOrder: target.shop_order, waybillCode: target.waybill_code, courierName });
    } catch {
      await repos.stores.settleDelivery(id, DeliverStatus.RETRYING, StoreMessages.deliverRetrying);
      return { status: 3 };
    }
    if (answer.ok) {
      await repos.stores.settleDelivery(id, DeliverStatus.DONE, '');
      await repos.stores.markOrderShipped(storeId, target.shop_order);
      return { status: 1 };
    }
    await repos.stores.settleDelivery(id, DeliverStatus.REFUSED, answer.msg);
    return { status: 2, msg: answer.msg };
  }

  /** Runs `work` over `items`, CONCURRENCY at a time, answers in order. */
  async function each<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
    const out: R[] = new Array(items.length);
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const index = next++;
        out[index] = await work(items[index]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
    return out;
  }

  return {
    /** POST /api/gift/auth/deliver: one answer row per row asked. */
    async deliver(userId: number, body: DeliverRequest): Promise<DeliverRow[]> {
      const store = await stores.owned(userId, body.store_id);
      if (store.platform !== body.platform) throw new BusinessError(ResultCode.FAIL, StoreMessages.storeMissing);
      const targets = await repos.stores.deliverTargets(userId, store.id, body.list);
      const byPair = new Map(targets.map((t) => [`${t.shop_order}\u0000${t.waybill_code}`, t]));
      const auth = await stores.fresh(store);
      const retryOrders = new Set<number>();
      const rows = await each(body.list, async ({ shop_order, waybill_code }): Promise<DeliverRow> => {
        const row = { shop_order, waybill_code };
        if (!waybill_code) return { ...row, send_status: 0, msg: StoreMessages.deliverNoWaybill };
        const target = byPair.get(`${shop_order}\u0000${waybill_code}`);
        if (!target) return { ...row, send_status: 0, msg: StoreMessages.deliverNotOrdered };
        if (!auth) {
          if (target.deliver_status === DeliverStatus.DONE) return { ...row, send_status: 1, msg: StoreMessages.deliverOk };
          await repos.stores.refuseUndelivered([Number(target.id)], StoreMessages.authExpired);
          return { ...row, send_status: 0, msg: StoreMessages.authExpired };
        }
        const outcome = await deliverParcel(target, auth, store.id, target.express_name);
        if (outcome.status === 1) return { ...row, send_status: 1, msg: StoreMessages.deliverOk };
        if (outcome.status === 2) return { ...row, send_status: 0, msg: outcome.msg };
        retryOrders.add(target.order_id);
        return { ...row, send_status: 0, msg: StoreMessages.deliverRetrying };
      });
      for (const orderId of retryOrders) await jobs.send('shop-deliver', { orderId }, { startAfter: new Date(Date.now() + RETRY_AFTER_MS) });
      return rows;
    },

    /** The shop-deliver job: every numbered, undelivered parcel of the order; throws (to be retried) while the platform is down. */
    async deliverOrder(orderId: number): Promise<void> {
      const { order, parcels } = await repos.stores.deliverable(orderId);
      if (!order || order.store_id === null || parcels.length === 0) return;
      const store = await repos.stores.find(order.store_id);
      if (!store) return;
      const auth = await stores.fresh(store);
      if (!auth) {
        await repos.stores.refuseUndelivered(
          parcels.map((p) => Number(p.id)),
          StoreMessages.authExpired,
        );
        return;
      }
      const outcomes = await each(parcels, (parcel) => deliverParcel(parcel, auth, store.id, order.express_name));
      const waiting = outcomes.filter((o) => o.status === 3).length;
      if (waiting > 0) throw new Error(`order ${orderId}: ${waiting} parcels not yet delivered to the store`);
    },

    /** After the dispatch job numbered parcels: those of an order from a store go to the store. */
    async afterDispatch(orderId: number): Promise<void> {
      if (await repos.stores.hasDeliverable(orderId)) await jobs.send('shop-deliver', { orderId });
    },
  };
}

export type DeliverService = ReturnType<typeof deliverService>;
