import { fen, fenToYuan, type Paginated } from 'shared-contracts';
import type { AdminCommissionRow, AdminCommissionsQuery, AdminPromotionSettings } from 'shared-contracts/admin';
import type { adminPromotionSettingsBody } from 'shared-contracts/admin/rules';
import { chinaText } from 'shared-contracts/china-time';
import type { z } from 'zod';
import { fail } from '../../lib/errors';
import type { PageRequest } from '../../lib/paginate';
import { maskMobile } from '../../lib/tokens';
import type { Repositories } from '../../repositories';
import type { AuditService } from '../audit';
import type { WriteContext } from '../write-context';
import { payoutsFilter } from './payouts';

export type PromotionSettingsBody = z.output<typeof adminPromotionSettingsBody>;

const yuan = (amount: number) => fenToYuan(fen(amount));
/** percent (two decimals at most) ↔ basis points: a rate, not money */
const BP_PER_PERCENT = 100;
export const toBp = (percent: number) => Math.round(percent * BP_PER_PERCENT);
export const toPercent = (bp: number) => bp / BP_PER_PERCENT;

/**
 * 推广设置 and 佣金记录 in the console (issue 22). The settings are read where they are used (the commission
 * booked with the next order, the release run, the withdrawal rules) — nothing caches them, so a save counts
 * from the next use. A save writes the site's rate, freeze and withdrawal rules and the named groups' own
 * rates (null: the site's) in one transaction with its audit row (promotion.settings, before and after).
 */
export function promotionSettingsService(deps: { repos: Repositories; audit: AuditService; now: () => Date }) {
  const { repos, audit, now } = deps;

  async function get(): Promise<AdminPromotionSettings> {
    const [settings, groups] = await Promise.all([repos.commissions.settings(), repos.payouts.groupRates()]);
    return {
      rate: toPercent(settings.rate_bp),
      freeze_days: settings.freeze_days,
      withdraw_min: yuan(settings.withdraw_min_fen),
      withdraw_daily_count: settings.withdraw_daily_count,
      groups: groups.map((g) => ({ id: g.id, name: g.name, rate: g.commission_bp === null ? null : toPercent(g.commission_bp) })),
    };
  }

  return {
    get,

    async save(body: PromotionSettingsBody, ctx: WriteContext): Promise<AdminPromotionSettings> {
      return repos.transaction(async () => {
        const before = await get();
        await repos.payouts.saveSettings({ rate_bp: toBp(body.rate), freeze_days: body.freeze_days, withdraw_min_fen: body.withdraw_min, withdraw_daily_count: body.withdraw_daily_count }, now());
        const groups = [...new Map(body.groups.map((g) => [g.id, { id: g.id, commission_bp: g.rate === null ? null : toBp(g.rate) }])).values()];
        if ((await repos.payouts.setGroupRates(groups)) !== groups.length) throw fail('会员等级不存在');
        const after = await get();
        await audit.record({ ...ctx, action: 'promotion.settings', entity: 'promotion_settings', entityId: 1, before, after });
        return after;
      });
    },

    /** 佣金记录: every referred order's commission, newest first, both mobiles masked. */
    async commissions(query: Omit<AdminCommissionsQuery, 'page' | 'page_size'>, page: PageRequest): Promise<Paginated<AdminCommissionRow>> {
      const found = await repos.payouts.listCommissions(payoutsFilter(query), page);
      return {
        ...found,
        list: found.list.map((row) => ({
          id: row.id,
          order_id: row.order_id,
          order_sn: row.order_sn,
          referrer_id: row.referrer_id,
          referrer_mobile: maskMobile(row.referrer_mobile),
          user_id: row.user_id,
          user_mobile: maskMobile(row.user_mobile),
          base: yuan(row.base_fen),
          rate: toPercent(row.rate_bp),
          amount: yuan(row.amount_fen),
          reversed: yuan(row.reversed_fen),
          released: yuan(row.released_fen),
          status: row.status,
          created_at: chinaText(row.created_at),
          released_at: row.released_at ? chinaText(row.released_at) : null,
        })),
      };
    },
  };
}

export type PromotionSettingsService = ReturnType<typeof promotionSettingsService>;
