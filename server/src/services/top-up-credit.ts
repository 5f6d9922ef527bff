import { fen, formatYuan, type Fen } from 'shared-contracts';
import type { PaymentGateways } from '../providers/payment-gateways';
import type { ArrivedNotification } from '../providers/payment';
import type { Repositories } from '../repositories';
import type { WalletService } from './wallet';

/** A pending top-up is asked about by the sweep after this… */
const SWEEP_AFTER_MS = 2 * 60_000;
/** …and closed after this when its gateway says it is still unpaid (the QR code expires after 15 minutes). */
const CLOSE_AFTER_MS = 30 * 60_000;
/** Top-ups asked about per sweep (the rest wait for the next minute). */
const SWEEP_BATCH = 200;

/** Why a payment notification was refused (logged; the gateway is told it failed and may retry). */
export type NotificationRefusal = 'signature' | 'unknown-trade' | 'other-gateway' | 'amount';

export type CreditOutcome = { accepted: true; credited: boolean } | { accepted: false; reason: NotificationRefusal; tradeNo?: string };

/** A payment a gateway vouched for: by a verified notification, its answer to a query, or its bill confirmed by a query (补单). */
export interface VouchedPayment {
  tradeNo: string;
  gatewayTradeNo: string;
  amount: Fen;
}

/**
 * The one place a top-up is credited, whoever learnt it was paid — a gateway's notification, its answer to a
 * query (a notification lost or late), or 补单 after 对账. In one transaction: the order is locked, checked
 * (this gateway, this amount), moved to paid by a conditional update — pending, or closed by us while the
 * buyer was paying — then the credit and the bonus are booked and the group raised. However often and
 * however concurrently it is called for one trade, the trade is credited once.
 */
export function topUpCredit(deps: { repos: Repositories; wallet: WalletService; gateways: PaymentGateways; now: () => Date }) {
  const { repos, wallet, gateways, now } = deps;

  /** The bonus for a top-up: that of the largest welfare amount it reaches. */
  async function bonusFor(amount: Fen): Promise<Fen> {
    const welfare = await repos.recharge.welfare();
    return fen(welfare.filter((w) => w.amount_fen <= amount).reduce((best, w) => (w.amount_fen >= best.amount ? { amount: w.amount_fen, free: w.free_fen } : best), { amount: 0, free: 0 }).free);
  }

  /** The highest group of the member's site one top-up of `amount` reaches, or undefined. */
  async function groupFor(siteId: number, amount: Fen) {
    const groups = await repos.users.groups(siteId);
    return groups.filter((g) => g.upgrade_amount_fen > 0 && g.upgrade_amount_fen <= amount).sort((a, b) => b.level - a.level)[0];
  }

  async function credit(gateway: string, paid: VouchedPayment): Promise<CreditOutcome> {
    return repos.transaction(async (): Promise<CreditOutcome> => {
      const order = await repos.recharge.lockOrder(paid.tradeNo);
      if (!order) return { accepted: false, reason: 'unknown-trade', tradeNo: paid.tradeNo };
      if (order.provider !== gateway) return { accepted: false, reason: 'other-gateway', tradeNo: order.trade_no };
      if (paid.amount !== Number(order.amount_fen)) return { accepted: false, reason: 'amount', tradeNo: order.trade_no };
      const amount = fen(Number(order.amount_fen));
      const bonus = await bonusFor(amount);
      if (!(await repos.recharge.markPaid(order.trade_no, { gateway_trade_no: paid.gatewayTradeNo, bonus_fen: bonus, paid_at: now() }))) {
        return { accepted: true, credited: false };
      }
      const source = { type: 'recharge', id: order.trade_no };
      await wallet.post({ userId: order.user_id, type: 'recharge', amount, source, remark: `在线充值 ${order.trade_no}` });
      if (bonus > 0) await wallet.post({ userId: order.user_id, type: 'bonus', amount: bonus, source, remark: `充值 ${formatYuan(amount)} 元赠送` });
      const member = await repos.users.groupOf(order.user_id);
      const group = member ? await groupFor(member.site_id, amount) : undefined;
      if (group) await repos.users.raiseGroup(order.user_id, group.id);
      return { accepted: true, credited: true };
    });
  }

  return {
    bonusFor,
    groupFor,
    credit,

    /** A gateway's notification, as it arrived. Nothing is trusted before the gateway's signature check. */
    async notify(gatewayName: string, arrived: ArrivedNotification): Promise<CreditOutcome> {
      const gateway = gateways.byName(gatewayName);
      if (!gateway) return { accepted: false, reason: 'other-gateway' };
      const notice = await gateway.verifyNotification(arrived);
      if (!notice) return { accepted: false, reason: 'signature' };
      // not paid yet (the buyer is still paying): nothing to do, and nothing to retry
      if (!notice.paid) {
        const order = await repos.recharge.find(notice.tradeNo);
        return order ? { accepted: true, credited: false } : { accepted: false, reason: 'unknown-trade', tradeNo: notice.tradeNo };
      }
      return credit(gateway.name, notice);
    },

    /**
     * The sweep of top-ups left pending (job top-up-sweep, every minute): each older than two minutes is asked about
     * at its gateway — credited when paid; one older than 30 minutes (its QR code expired after 15) and still unpaid is
     * closed at the gateway, then here. A gateway that cannot be reached leaves its top-ups for the next sweep.
     */
    async sweepPending(): Promise<{ asked: number; credited: number; closed: number; failed: number }> {
      const at = now().getTime();
      const pending = await repos.recharge.pendingBefore(new Date(at - SWEEP_AFTER_MS), SWEEP_BATCH);
      const outcome = { asked: 0, credited: 0, closed: 0, failed: 0 };
      for (const order of pending) {
        const gateway = gateways.byName(order.provider);
        if (!gateway) continue;
        outcome.asked += 1;
        try {
          const state = await gateway.query(order.trade_no);
          if (state.state === 'paid') {
            if ((await credit(gateway.name, state)).accepted) outcome.credited += 1;
            continue;
          }
          if (at - order.created_at.getTime() < CLOSE_AFTER_MS && state.state === 'pending') continue;
          if (state.state === 'pending') await gateway.close(order.trade_no);
          if (await repos.recharge.markClosed(order.trade_no)) outcome.closed += 1;
        } catch {
          // an outage, or the buyer paid as it was being closed: the next sweep asks again
          outcome.failed += 1;
        }
      }
      return outcome;
    },

    /**
     * Asks the trade's gateway whether it was paid and credits it when it was (the notification lost or late).
     * 'paid' when it is (now or already), else the gateway's state.
     */
    async settleByQuery(tradeNo: string): Promise<'paid' | 'pending' | 'closed' | 'missing' | 'refused'> {
      const order = await repos.recharge.find(tradeNo);
      if (!order) return 'missing';
      if (order.status === 'paid') return 'paid';
      const gateway = gateways.byName(order.provider);
      if (!gateway) return 'refused';
      const state = await gateway.query(tradeNo);
      if (state.state !== 'paid') return state.state;
      const outcome = await credit(gateway.name, state);
      return outcome.accepted ? 'paid' : 'refused';
    },
  };
}

export type TopUpCredit = ReturnType<typeof topUpCredit>;
