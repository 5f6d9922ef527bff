import { fen, fenToYuan, type Paginated, type SpreadInfo, type SpreadSummary, type SpreadUser } from 'shared-contracts';
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
