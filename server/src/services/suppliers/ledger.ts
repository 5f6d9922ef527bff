import { fen, type Fen } from 'shared-contracts';
import type { LedgerEntryType, SupplierLedgerAccount } from '../../db/schema';
import { fail } from '../../lib/errors';
import type { Repositories } from '../../repositories';
import { SUPPLY_COMPENSATION_SOURCE, SUPPLY_PARCEL_SOURCE, type NewSupplierEntry } from '../../repositories/supplier-ledger';

export interface SupplierPosting {
  shopId: number;
  account: SupplierLedgerAccount;
  type: LedgerEntryType;
  amount: Fen;
  source: { type: string; id: string };
  remark: string;
}

/**
 * A supplier shop's money on the one ledger (issue 33, docs/suppliers.md). Each parcel numbered for the shop
 * books its supply price to `supplier_payable` (`supply`, source `parcel` + id) in the dispatch's transaction;
 * a refused one takes it back with its refund (`supply_reverse`); a 超时未揽收 compensation of a parcel the
 * supplier had not marked shipped in time is deducted (`supply_deduct`, source `compensation` + the parcel's id). Payouts move
 * payable → withdrawing → out through the payout path. Every transaction takes the shop's wallet after any user
 * or site wallet it holds, so none waits on another in a circle; every step is once per cause.
 */
export function supplierLedgerService(deps: { repos: Repositories; now: () => Date }) {
  const { repos, now } = deps;

  /** Books entries of one shop in order, moving its accounts; answers the causes booked now. */
  async function book(shopId: number, entries: Omit<NewSupplierEntry, 'shopId' | 'at'>[]): Promise<Set<string>> {
    if (entries.length === 0) return new Set();
    return repos.transaction(async () => {
      const totals = await repos.supplierLedger.lock(shopId);
      const at = now();
      const rows = entries.map((entry) => {
        totals[entry.account] += entry.amount;
        return { ...entry, shopId, at, balanceAfter: totals[entry.account] };
      });
      if (totals.supplier_withdrawing < 0) throw new Error(`shop ${shopId}: supplier_withdrawing cannot go below 0`);
      const booked = await repos.supplierLedger.appendMany(rows);
      // a cause booked before: its entry stays the one, and this batch's totals would be wrong — start again one by one
      if (booked.size !== rows.length) throw new Error(`shop ${shopId}: ${rows.length - booked.size} supplier entries were booked before`);
      await repos.supplierLedger.setAccounts(shopId, totals, at);
      return booked;
    });
  }

  /** One entry, once per cause: null when this cause booked it before. */
  async function post(entry: SupplierPosting): Promise<{ total: Fen } | null> {
    return repos.transaction(async () => {
      const totals = await repos.supplierLedger.lock(entry.shopId);
      const total = totals[entry.account] + entry.amount;
      if (entry.account === 'supplier_withdrawing' && total < 0) throw new Error(`shop ${entry.shopId}: supplier_withdrawing cannot take ${entry.amount}`);
      const at = now();
      const booked = await repos.supplierLedger.appendMany([{ ...entry, at, balanceAfter: total }]);
      if (booked.size === 0) return null;
      await repos.supplierLedger.setAccounts(entry.shopId, { [entry.account]: total }, at);
      return { total: fen(total) };
    });
  }

  /** Moves `amount` between the shop's two accounts for one cause (two entries); null when it moved before. */
  async function move(input: { shopId: number; from: SupplierLedgerAccount; to: SupplierLedgerAccount; amount: Fen; type: LedgerEntryType; source: { type: string; id: string }; remark: string; insufficient: string }) {
    if (input.amount <= 0 || input.from === input.to) throw new Error('a move takes a positive amount between two accounts');
    return repos.transaction(async () => {
      const totals = await repos.supplierLedger.lock(input.shopId);
      const from = totals[input.from] - input.amount;
      const to = totals[input.to] + input.amount;
      if (from < 0) throw fail(input.insufficient);
      const at = now();
      const entry = { shopId: input.shopId, type: input.type, source: input.source, remark: input.remark, at };
      const booked = await repos.supplierLedger.appendMany([
        { ...entry, account: input.from, amount: -input.amount, balanceAfter: from },
        { ...entry, account: input.to, amount: input.amount, balanceAfter: to },
      ]);
      if (booked.size === 0) return null;
      await repos.supplierLedger.setAccounts(input.shopId, { [input.from]: from, [input.to]: to }, at);
      return { from: fen(from), to: fen(to) };
    });
  }

  return {
    post,
    move,

    /** The supply prices of parcels numbered now (inside the dispatch's transaction), per shop. */
    async bookDispatched(parcels: { id: number; shop_id: number | null; supply_fen: number | null; parcel_sn: string }[]): Promise<void> {
      const byShop = new Map<number, typeof parcels>();
      for (const parcel of parcels) {
        // a goods without a supply price (0) owes its supplier nothing: no entry (the ledger takes no zero amounts)
        if (parcel.shop_id === null || !parcel.supply_fen) continue;
        byShop.set(parcel.shop_id, [...(byShop.get(parcel.shop_id) ?? []), parcel]);
      }
      for (const [shopId, ofShop] of [...byShop].sort(([a], [b]) => a - b)) {
        await book(
          shopId,
          ofShop.map((parcel) => ({
            account: 'supplier_payable' as const,
            type: 'supply' as const,
            amount: parcel.supply_fen!,
            source: { type: SUPPLY_PARCEL_SOURCE, id: String(parcel.id) },
            remark: `供货结算：包裹 ${parcel.parcel_sn}`,
          })),
        );
      }
    },

    /** A refused parcel's supply price taken back (inside the refund's transaction, after the user and site wallets). */
    async reverseParcel(parcel: { id: number; parcel_sn: string; shop_id: number | null; supply_fen: number | null }): Promise<void> {
      if (parcel.shop_id === null || !parcel.supply_fen) return;
      await post({
        shopId: parcel.shop_id,
        account: 'supplier_payable',
        type: 'supply_reverse',
        amount: fen(-parcel.supply_fen),
        source: { type: SUPPLY_PARCEL_SOURCE, id: String(parcel.id) },
        remark: `拒收冲回：包裹 ${parcel.parcel_sn}`,
      });
    },

    /** 赔付扣款: a compensation for a pickup the supplier missed, deducted from its payable (inside the compensation's transaction). */
    async deduct(input: { parcelId: number; shopId: number; amountFen: number; parcelSn: string }): Promise<void> {
      if (input.amountFen <= 0) return;
      await post({
        shopId: input.shopId,
        account: 'supplier_payable',
        type: 'supply_deduct',
        amount: fen(-input.amountFen),
        source: { type: SUPPLY_COMPENSATION_SOURCE, id: String(input.parcelId) },
        remark: `赔付扣款：包裹 ${input.parcelSn} 超时未揽收`,
      });
    },
  };
}

export type SupplierLedgerService = ReturnType<typeof supplierLedgerService>;
