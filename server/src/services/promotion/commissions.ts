import { fen } from 'shared-contracts';
import type { Repositories } from '../../repositories';
import { COMMISSION_ORDER_SOURCE, COMMISSION_PARCEL_SOURCE } from '../../repositories/commissions';
import { releaseFrozen } from '../frozen-release';
import type { WalletService } from '../wallet';

const DAY_MS = 86_400_000;

/** A parcel's share of its order's commission: its price × the rate, rounded down to the fen. */
export const shareOf = (priceFen: number, rateBp: number) => Math.floor((priceFen * rateBp) / 10_000);

/**
 * 推广佣金 (issue 22) on the ledger. When a referred user's order is made, their referrer earns each parcel's
 * share (price × rate, rounded down; the rate is the referrer's VIP group's, else the site's) as one
 * `commission` entry into `commission_frozen` (source `order` + id), in the order's transaction — after the
 * buyer's debit: a referrer registered before the people they bring, so wallets are locked from the newer
 * user to the older, the order every transaction holding two of them keeps. A parcel the courier refuses
 * takes its share back from frozen (`commission_reverse`, source `parcel` + id) with its refund. The
 * release run moves what is left of an order's commission frozen → available (`commission_release`) once
 * none of its parcels waits for a waybill and the last was dispatched `freeze_days` ago (business clock).
 * Commission never comes from the referrer's own orders (no self-referral: users.referrer_id is never the
 * user). Every step is once per cause, whatever the replays.
 */
export function commissionService(deps: { repos: Repositories; wallet: WalletService; now: () => Date }) {
  const { repos, wallet, now } = deps;

  return {
    /**
     * What the buyer's referrer earns on each parcel: price × rate rounded down, never more than the parcel's
     * cap when one is given (a 分站 pays it out of the parcel's margin, issue 32). Null without a referrer.
     */
    async quote(userId: number, parcels: { priceFen: number; capFen?: number }[]): Promise<{ referrerId: number; rateBp: number; sharesFen: number[] } | null> {
      const referral = await repos.commissions.referrerOf(userId);
      if (!referral) return null;
      const sharesFen = parcels.map(({ priceFen, capFen }) => Math.min(shareOf(priceFen, referral.rate_bp), capFen ?? Number.MAX_SAFE_INTEGER));
      return { referrerId: referral.referrer_id, rateBp: referral.rate_bp, sharesFen };
    },

    /**
     * Books the frozen commission of a new order as quoted (call inside the order's transaction, after the
     * buyer's debit).
     */
    async bookOrder(order: { id: number; sn: string; userId: number; parcelPricesFen: number[] }, quote: { referrerId: number; rateBp: number; sharesFen: number[] } | null): Promise<number> {
      if (!quote) return 0;
      const amount = quote.sharesFen.reduce((sum, share) => sum + share, 0);
      if (amount <= 0) return 0;
      const base = order.parcelPricesFen.reduce((sum, price) => sum + price, 0);
      const referral = { referrer_id: quote.referrerId, rate_bp: quote.rateBp };
      await repos.commissions.insert({ order_id: order.id, referrer_id: referral.referrer_id, user_id: order.userId, rate_bp: referral.rate_bp, base_fen: base, amount_fen: amount, created_at: now() });
      await wallet.post({
        userId: referral.referrer_id,
        account: 'commission_frozen',
        type: 'commission',
        amount: fen(amount),
        source: { type: COMMISSION_ORDER_SOURCE, id: String(order.id) },
        remark: `推广佣金：订单 ${order.sn}`,
      });
      return amount;
    },

    /**
     * Takes a refused parcel's share back from its referrer's frozen commission (inside the refund's transaction):
     * the share it was booked with (a 分站 parcel keeps it, capped by its margin), else price × rate.
     */
    async reverseParcel(parcel: { id: number; order_id: number; parcel_sn: string; price_fen: number; share_fen?: number | null }): Promise<number> {
      const commission = await repos.commissions.ofOrderLocked(parcel.order_id);
      if (!commission || commission.status !== 'frozen') return 0;
      const share = Math.min(parcel.share_fen ?? shareOf(parcel.price_fen, commission.rate_bp), commission.amount_fen - commission.reversed_fen);
      if (share <= 0) return 0;
      const posted = await wallet.post({
        userId: commission.referrer_id,
        account: 'commission_frozen',
        type: 'commission_reverse',
        amount: fen(-share),
        source: { type: COMMISSION_PARCEL_SOURCE, id: String(parcel.id) },
        remark: `推广佣金退回：包裹 ${parcel.parcel_sn} 被快递拒收`,
      });
      if (posted === null) return 0;
      await repos.commissions.addReversed(commission.id, share);
      return share;
    },

    /** Releases every commission due now; safe to run at any time, twice, or at once. */
    async releaseDue(): Promise<{ released: number; amountFen: number }> {
      const settings = await repos.commissions.settings();
      const at = now();
      const dispatchedBy = new Date(at.getTime() - settings.freeze_days * DAY_MS);
      return releaseFrozen(repos.transaction, {
        lockDue: (limit) => repos.commissions.lockDue(dispatchedBy, limit),
        release: (commission, left) =>
          wallet.move({
            userId: commission.referrer_id,
            from: 'commission_frozen',
            to: 'commission_available',
            amount: fen(left),
            type: 'commission_release',
            source: { type: COMMISSION_ORDER_SOURCE, id: String(commission.order_id) },
            remark: '推广佣金解冻',
            insufficient: '冻结佣金不足',
          }),
        markReleased: (commission, left) => repos.commissions.markReleased(commission.id, left, at),
      });
    },
  };
}

export type CommissionService = ReturnType<typeof commissionService>;
