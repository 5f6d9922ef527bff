import { fen, fenToYuan, type CommissionStatus, type Paginated, type ReferredOrder, type SpreadInfo, type SpreadSummary, type SpreadUser } from 'shared-contracts';

const DAY_MS = 86_400_000;
import { chinaText } from 'shared-contracts/china-time';
import type { PageRequest } from '../../lib/paginate';
import { maskMobile } from '../../lib/tokens';
import { startOfChinaDay, startOfChinaMonth } from 'shared-contracts/china-time';
import type { Repositories } from '../../repositories';

/**
 * 推广赚钱's figures (issue 22): the caller's referral code and link, the rate they earn, whom they brought,
 * and their commission accounts with what they earned today and this month (China time, business clock).
 */
export function spreadService(deps: { repos: Repositories; now: () => Date }) {
  const { repos, now } = deps;
  return {
    async info(userId: number, siteUrl: string): Promise<SpreadInfo> {
      const [user, rateBp, settings, counts] = await Promise.all([
        repos.users.findById(userId),
        repos.commissions.rateOf(userId),
        repos.commissions.settings(),
        repos.commissions.referredCounts(userId),
      ]);
      const code = user?.refer_code ?? '';
      return { code, link: `${siteUrl}/?i=${encodeURIComponent(code)}`, rate: rateBp / 100, freeze_days: settings.freeze_days, ...counts };
    },

    /** The users the caller brought (mobiles masked), newest first. */
    async users(userId: number, filter: { mobile?: string }, page: PageRequest): Promise<Paginated<SpreadUser>> {
      const found = await repos.commissions.referredUsers(userId, filter, page);
      return {
        ...found,
        list: found.list.map((row) => ({
          mobile: maskMobile(row.mobile),
          created_at: chinaText(row.created_at),
          orders: Number(row.orders),
          amount: fenToYuan(fen(Number(row.amount_fen))),
          commission: fenToYuan(fen(Number(row.commission_fen))),
        })),
      };
    },

    /**
     * 佣金记录 (GET /api/user/order): the referred users' orders as their referrer may see them — masked
     * mobile, amounts and the commission; when a frozen one becomes available once its parcels are dispatched.
     */
    async orders(userId: number, filter: { status?: CommissionStatus; mobile?: string }, page: PageRequest): Promise<Paginated<ReferredOrder>> {
      const [found, settings] = await Promise.all([repos.commissions.referredOrders(userId, filter, page), repos.commissions.settings()]);
      const yuan = (amount: number) => fenToYuan(fen(Number(amount)));
      return {
        ...found,
        list: found.list.map((row) => {
          const dispatched = row.last_dispatched_at ? new Date(row.last_dispatched_at) : null;
          const releaseAt = row.status === 'frozen' && !row.waiting && dispatched ? new Date(dispatched.getTime() + settings.freeze_days * DAY_MS) : null;
          return {
            id: row.id,
            mobile: maskMobile(row.mobile),
            created_at: chinaText(row.created_at),
            parcels: Number(row.parcels),
            amount: yuan(row.base_fen),
            rate: row.rate_bp / 100,
            commission: yuan(row.amount_fen),
            reversed: yuan(row.reversed_fen),
            status: row.status,
            release_at: releaseAt && chinaText(releaseAt),
            released_at: row.released_at && chinaText(row.released_at),
          };
        }),
      };
    },

    async summary(userId: number): Promise<SpreadSummary> {
      const at = now();
      const [wallet, earned, today, month] = await Promise.all([
        repos.wallet.commissionAccounts(userId),
        repos.commissions.earnedSince(userId, new Date(0)),
        repos.commissions.earnedSince(userId, startOfChinaDay(at)),
        repos.commissions.earnedSince(userId, startOfChinaMonth(at)),
      ]);
      const yuan = (amount: number) => fenToYuan(fen(amount));
      return {
        frozen: yuan(wallet?.commission_frozen ?? 0),
        available: yuan(wallet?.commission_available ?? 0),
        withdrawing: yuan(wallet?.withdrawing ?? 0),
        earned: yuan(earned),
        today: yuan(today),
        month: yuan(month),
      };
    },
  };
}

export type SpreadService = ReturnType<typeof spreadService>;
