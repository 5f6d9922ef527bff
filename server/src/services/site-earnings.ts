import { fen, fenToYuan, type Fen, type Paginated } from 'shared-contracts';
import { SITE_MARGIN_STATUS, type SiteEarnings, type SiteMarginRow, type SiteMarginStatus } from 'shared-contracts/admin';
import { chinaText } from 'shared-contracts/china-time';
import type { LedgerEntryType, SiteLedgerAccount } from '../db/schema';
import { fail } from '../lib/errors';
import type { PageRequest } from '../lib/paginate';
import { maskMobile } from '../lib/tokens';
import type { Repositories } from '../repositories';
import { SITE_MARGIN_ORDER_SOURCE, SITE_MARGIN_PARCEL_SOURCE, type SiteMarginFilter } from '../repositories/site-earnings';
import { releaseFrozen } from './frozen-release';

export interface SitePosting {
  siteId: number;
  account: SiteLedgerAccount;
  type: LedgerEntryType;
  amount: Fen;
  source: { type: string; id: string };
  remark: string;
}

/**
 * A 分站's earnings on the one ledger (issue 32, DESIGN "Sites as tenants"). Its margin — what its member paid for
 * a parcel minus the 分站's cost and the referrer's commission — is booked frozen (`site_margin`, source `order` +
 * id) in the member's order's transaction, after the member's debit and the referrer's commission (every
 * transaction holding a site wallet takes it after the user wallets it holds, so none waits on another in a
 * circle); a parcel the courier refuses takes its margin back with its refund (`site_margin_reverse`, source
 * `parcel` + id); the release run moves what is left frozen → available (`site_margin_release`) once none of the
 * order's parcels waits and the last was dispatched the 分站's `freeze_days` ago (business clock). Withdrawals move
 * available → withdrawing → out through the payout path (services/promotion). Every step is once per cause.
 */
export function siteEarningsService(deps: { repos: Repositories; now: () => Date }) {
  const { repos, now } = deps;

  /** Books `entry` and moves its account by its amount (null: this cause booked it before). A total below 0 is a bug. */
  async function post(entry: SitePosting): Promise<{ total: Fen } | null> {
    return repos.transaction(async () => {
      const wallet = await repos.siteEarnings.lock(entry.siteId);
      const total = wallet[entry.account] + entry.amount;
      if (total < 0) throw new Error(`site ${entry.siteId}: ${entry.account} ${wallet[entry.account]} cannot take ${entry.amount}`);
      const at = now();
      if (!(await repos.siteEarnings.append({ ...entry, at }, total))) return null;
      await repos.siteEarnings.setAccounts(entry.siteId, { [entry.account]: total }, at);
      return { total: fen(total) };
    });
  }

  /**
   * Moves `amount` between two of the site's accounts for one cause: two entries of one type and source, in
   * one transaction with the wallet locked. Null when this cause moved before; more than `from` holds is refused
   * with `insufficient`.
   */
  async function move(input: { siteId: number; from: SiteLedgerAccount; to: SiteLedgerAccount; amount: Fen; type: LedgerEntryType; source: { type: string; id: string }; remark: string; insufficient: string }) {
    if (input.amount <= 0 || input.from === input.to) throw new Error('a move takes a positive amount between two accounts');
    return repos.transaction(async () => {
      const wallet = await repos.siteEarnings.lock(input.siteId);
      const from = wallet[input.from] - input.amount;
      const to = wallet[input.to] + input.amount;
      const at = now();
      const entry = { siteId: input.siteId, type: input.type, source: input.source, remark: input.remark, at };
      if (!(await repos.siteEarnings.append({ ...entry, account: input.from, amount: -input.amount }, Math.max(from, 0)))) return null;
      if (from < 0) throw fail(input.insufficient);
      if (!(await repos.siteEarnings.append({ ...entry, account: input.to, amount: input.amount }, to))) throw new Error(`a site move's second entry exists without its first (${input.source.type} ${input.source.id})`);
      await repos.siteEarnings.setAccounts(input.siteId, { [input.from]: from, [input.to]: to }, at);
      return { from: fen(from), to: fen(to) };
    });
  }

  return {
    post,
    move,

    /** Books a member's order's margin frozen (inside the order's transaction, after the member's debit and the commission). */
    async bookOrder(order: { id: number; sn: string; siteId: number; marginsFen: number[] }): Promise<number> {
      const amount = order.marginsFen.reduce((sum, margin) => sum + margin, 0);
      await repos.siteEarnings.insertOrderMargin({ order_id: order.id, site_id: order.siteId, amount_fen: amount, created_at: now() });
      if (amount > 0) {
        await post({
          siteId: order.siteId,
          account: 'site_earnings_frozen',
          type: 'site_margin',
          amount: fen(amount),
          source: { type: SITE_MARGIN_ORDER_SOURCE, id: String(order.id) },
          remark: `分站收益：订单 ${order.sn}`,
        });
      }
      return amount;
    },

    /** Takes a refused parcel's margin back from frozen (inside the refund's transaction). */
    async reverseParcel(parcel: { id: number; order_id: number; parcel_sn: string; margin_fen: number }): Promise<number> {
      const margin = await repos.siteEarnings.orderMarginLocked(parcel.order_id);
      if (!margin || margin.status !== 'frozen') return 0;
      const share = Math.min(parcel.margin_fen, margin.amount_fen - margin.reversed_fen);
      if (share <= 0) return 0;
      const posted = await post({
        siteId: margin.site_id,
        account: 'site_earnings_frozen',
        type: 'site_margin_reverse',
        amount: fen(-share),
        source: { type: SITE_MARGIN_PARCEL_SOURCE, id: String(parcel.id) },
        remark: `分站收益退回：包裹 ${parcel.parcel_sn} 被快递拒收`,
      });
      if (posted === null) return 0;
      await repos.siteEarnings.addReversed(parcel.order_id, share);
      return share;
    },

    /** Releases every order margin due now; safe to run at any time, twice, or at once. */
    async releaseDue(): Promise<{ released: number; amountFen: number }> {
      const at = now();
      return releaseFrozen(repos.transaction, {
        lockDue: (limit) => repos.siteEarnings.lockDue(at, limit),
        release: (margin, left) =>
          move({
            siteId: margin.site_id,
            from: 'site_earnings_frozen',
            to: 'site_earnings_available',
            amount: fen(left),
            type: 'site_margin_release',
            source: { type: SITE_MARGIN_ORDER_SOURCE, id: String(margin.order_id) },
            remark: '分站收益解冻',
            insufficient: '冻结收益不足',
          }),
        markReleased: (margin, left) => repos.siteEarnings.markReleased(margin.order_id, left, at),
      });
    },

    /** 收益明细: each parcel of the site's members with what was paid, the cost, the commission and the margin. */
    async margins(siteId: number, filter: SiteMarginFilter, page: PageRequest): Promise<Paginated<SiteMarginRow>> {
      const found = await repos.siteEarnings.margins(siteId, filter, page);
      const yuan = (amount: number | null) => fenToYuan(fen(Number(amount ?? 0)));
      return {
        ...found,
        list: found.list.map((row) => {
          const status: SiteMarginStatus = row.status === 4 ? 'reversed' : (row.margin_status as SiteMarginStatus);
          return {
            parcel_id: row.parcel_id,
            parcel_sn: row.parcel_sn,
            order_sn: row.order_sn,
            goods_name: row.goods_name,
            mobile: maskMobile(row.mobile),
            paid: yuan(row.price_fen),
            cost: yuan(row.site_cost_fen),
            commission: yuan(row.site_commission_fen),
            margin: yuan(row.site_margin_fen),
            status,
            status_text: SITE_MARGIN_STATUS[status],
            created_at: chinaText(row.created_at),
            dispatched_at: row.dispatched_at ? chinaText(row.dispatched_at) : '',
          };
        }),
      };
    },

    /** The site's accounts and what it withdrew, in yuan (GET /api/admin/site/earnings). */
    async earnings(siteId: number): Promise<SiteEarnings> {
      const [accounts, withdrawn] = await Promise.all([repos.siteEarnings.accounts(siteId), repos.siteEarnings.withdrawn(siteId)]);
      return {
        frozen: fenToYuan(fen(accounts.site_earnings_frozen)),
        available: fenToYuan(fen(accounts.site_earnings_available)),
        withdrawing: fenToYuan(fen(accounts.site_withdrawing)),
        withdrawn: fenToYuan(fen(withdrawn)),
      };
    },
  };
}

export type SiteEarningsService = ReturnType<typeof siteEarningsService>;
