import { fen } from 'shared-contracts';
import type { CourierProvider } from '../../providers/courier';
import { WaybillRefusedError } from '../../providers/courier';
import type { Repositories } from '../../repositories';
import type { CallbackEventService } from '../callbacks/events';
import type { NotificationService } from '../notifications/notifications';
import type { CommissionService } from '../promotion/commissions';
import type { SiteEarningsService } from '../site-earnings';
import type { SupplierLedgerService } from '../suppliers/ledger';
import type { WalletService } from '../wallet';

/** Waybill requests in flight at once per order. */
const CONCURRENCY = 8;
/** Numbered parcels are written this many at a time. */
const FLUSH_EVERY = 1000;

export interface DispatchOutcome {
  numbered: number;
  refused: number;
  /** Still waiting: the courier failed for now, or the deadline came first. */
  waiting: number;
}

/**
 * Waybill numbers for an order's parcels (issue 10 "Waybills"). Asked of the courier provider; a numbered
 * parcel becomes status 3; a parcel the courier refuses becomes 4 and its money goes back to the balance
 * through the ledger (refund entry, one per parcel), with its stock, in one transaction. Safe to run twice
 * and concurrently (make's inline pass and the job): every change is conditional on the parcel waiting,
 * and the provider numbers a parcel the same way twice.
 */
export function dispatchService(deps: {
  repos: Repositories;
  wallet: WalletService;
  notifications: NotificationService;
  commissions: CommissionService;
  siteEarnings: Pick<SiteEarningsService, 'reverseParcel'>;
  /** a numbered parcel's supply price to its supplier, a refused one's back (issue 33) */
  supplierLedger: Pick<SupplierLedgerService, 'bookDispatched' | 'reverseParcel'>;
  /** parcel.waybill and parcel.refunded to merchants' callback URLs (issue 23) */
  callbackEvents: Pick<CallbackEventService, 'waybills' | 'refunded'>;
  courier: CourierProvider;
  now: () => Date;
}) {
  const { repos, wallet, notifications, commissions, siteEarnings, supplierLedger, callbackEvents, courier, now } = deps;

  /**
   * Refunds a refused parcel once: one the courier refused while it waited, or — with `shopId` — one its supplier
   * cannot ship (无法发货, numbered and not yet shipped), whose supply price goes back too.
   */
  async function refund(parcelId: number, reason: string, shopId?: number): Promise<boolean> {
    return repos.transaction(async () => {
      const parcel = await repos.dispatch.refuse(parcelId, reason, shopId);
      if (!parcel) return false;
      const posted =
        parcel.price_fen > 0
          ? await wallet.post({
              userId: parcel.user_id,
              type: 'refund',
              amount: fen(parcel.price_fen),
              source: { type: 'parcel', id: parcel.parcel_sn },
              remark: shopId === undefined ? `快递拒收退款：${parcel.parcel_sn}` : `无法发货退款：${parcel.parcel_sn}（${reason.slice(0, 100)}）`,
            })
          : null;
      const order = await repos.dispatch.addRefund(parcel.order_id, parcel.price_fen);
      // the referrer's frozen commission on it goes back too (after the buyer's wallet: newer user first)
      if (posted) await commissions.reverseParcel({ id: parcelId, order_id: parcel.order_id, parcel_sn: parcel.parcel_sn, price_fen: parcel.price_fen, share_fen: parcel.site_commission_fen });
      // and a 分站's margin on it (after the user wallets)
      if (posted && parcel.site_margin_fen !== null) await siteEarnings.reverseParcel({ id: parcelId, order_id: parcel.order_id, parcel_sn: parcel.parcel_sn, margin_fen: parcel.site_margin_fen });
      // and the supplier's supply price, booked when it was numbered (after the user and site wallets)
      await supplierLedger.reverseParcel({ id: parcelId, parcel_sn: parcel.parcel_sn, shop_id: parcel.shop_id, supply_fen: parcel.supply_fen });
      // the merchant is told with the money: one notification per order, however many of its parcels
      if (posted) await notifications.parcelRefused(parcel.user_id, { id: parcel.order_id, order_sn: order.order_sn }, parcel.price_fen);
      await repos.orders.returnStock(order.goods_id, order.goods_num);
      await callbackEvents.refunded(parcelId);
      return true;
    });
  }

  return {
    refund,

    /** Numbers the order's waiting parcels, until `deadline` (epoch ms) if given. */
    async dispatchOrder(orderId: number, options: { deadline?: number } = {}): Promise<DispatchOutcome> {
      const waiting = await repos.dispatch.waitingParcels(orderId);
      const outcome: DispatchOutcome = { numbered: 0, refused: 0, waiting: waiting.length };
      if (waiting.length > 0) {
        const sender = await repos.catalogue.findCourier(waiting[0].courier_id);
        if (!sender) throw new Error(`courier ${waiting[0].courier_id} of order ${orderId} is missing`);
        let buffer: { id: number; waybillCode: string }[] = [];
        const refused: { id: number; reason: string }[] = [];
        const flush = async () => {
          const batch = buffer;
          buffer = [];
          // the numbers and their parcel.waybill callbacks together (a replayed parcel's event is recorded once)
          if (batch.length)
            await repos.transaction(async () => {
              await supplierLedger.bookDispatched(await repos.dispatch.markDispatched(batch, now()));
              await callbackEvents.waybills(batch.map((parcel) => parcel.id));
            });
          outcome.numbered += batch.length;
        };
        let next = 0;
        // past the deadline an answer still on its way is not waited for: the parcel waits for the job
        const TIMED_OUT = Symbol('timed out');
        let timer: NodeJS.Timeout | undefined;
        const deadline =
          options.deadline === undefined ? null : new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), Math.max(0, options.deadline! - Date.now()))));
        const worker = async () => {
          while (next < waiting.length && (options.deadline === undefined || Date.now() < options.deadline)) {
            const parcel = waiting[next++];
            try {
              const asked = courier.createWaybill({
                parcelSn: parcel.parcel_sn,
                courier: { id: sender.id, name: sender.name },
                sender: {
                  name: sender.subname || sender.name,
                  mobile: '',
                  province: sender.send_province,
                  city: sender.send_city,
                  district: sender.send_district,
                  address: sender.send_address,
                },
                recipient: {
                  name: parcel.rec_name,
                  mobile: parcel.rec_mobile,
                  province: parcel.rec_province,
                  city: parcel.rec_city,
                  district: parcel.rec_district,
                  address: parcel.rec_address,
                },
                weightGrams: parcel.weight_g * parcel.goods_num,
              });
              const answer = deadline ? await Promise.race([asked, deadline]) : await asked;
              if (answer === TIMED_OUT) {
                asked.catch(() => undefined);
                return;
              }
              const { waybillCode } = answer;
              buffer.push({ id: Number(parcel.id), waybillCode });
              if (buffer.length >= FLUSH_EVERY) await flush();
            } catch (error) {
              if (error instanceof WaybillRefusedError) refused.push({ id: Number(parcel.id), reason: error.reason });
              // anything else is temporary: the parcel keeps waiting for the next pass
            }
          }
        };
        try {
          await Promise.all(Array.from({ length: Math.min(CONCURRENCY, waiting.length) }, worker));
        } finally {
          clearTimeout(timer);
        }
        await flush();
        for (const parcel of refused) if (await refund(parcel.id, parcel.reason)) outcome.refused += 1;
        outcome.waiting = waiting.length - outcome.numbered - outcome.refused;
      }
      await repos.dispatch.settleOrder(orderId);
      return outcome;
    },
  };
}

export type DispatchService = ReturnType<typeof dispatchService>;
