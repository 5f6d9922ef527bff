import { fen, fenToYuan } from 'shared-contracts';
import type { AdminMoneyRules } from 'shared-contracts/admin';
import { chinaText } from 'shared-contracts/china-time';
import type { Repositories } from '../repositories';
import type { MoneyRulesRow } from '../repositories/money-rules';
import type { AuditService } from './audit';
import type { WriteContext } from './write-context';

const view = (row: MoneyRulesRow): AdminMoneyRules => ({
  payout_review_threshold: fenToYuan(fen(row.payout_review_threshold_fen)),
  group_discount_floor: row.group_discount_floor_percent,
  updated_by_name: row.updated_by_name,
  updated_at: row.updated_at ? chinaText(row.updated_at) : null,
});

/**
 * 资金安全 (issue 35): the amount above which a withdrawal needs two different approvers (services/promotion/payouts.ts)
 * and the floor of a member group's discount (services/admin-groups.ts). Admin only (money.rules); a save records who
 * and when — that operator may not approve a large withdrawal — in one transaction with its audit row
 * (money-rules.update, before and after), which 概览 lists among the recent money-rule changes.
 */
export function moneyRulesService({ repos, audit, now }: { repos: Repositories; audit: AuditService; now: () => Date }) {
  return {
    async get(): Promise<AdminMoneyRules> {
      return view(await repos.moneyRules.get());
    },

    async save(body: { payout_review_threshold: number; group_discount_floor: number }, ctx: WriteContext): Promise<AdminMoneyRules> {
      return repos.transaction(async () => {
        const before = view(await repos.moneyRules.forUpdate());
        await repos.moneyRules.save({
          payout_review_threshold_fen: body.payout_review_threshold,
          group_discount_floor_percent: body.group_discount_floor,
          updated_by: ctx.operator.id,
          updated_at: now(),
        });
        const after = view(await repos.moneyRules.get());
        await audit.record({
          ...ctx,
          action: 'money-rules.update',
          entity: 'money_rules',
          entityId: 1,
          before: { payout_review_threshold: before.payout_review_threshold, group_discount_floor: before.group_discount_floor },
          after: { payout_review_threshold: after.payout_review_threshold, group_discount_floor: after.group_discount_floor },
        });
        return after;
      });
    },
  };
}

export type MoneyRulesService = ReturnType<typeof moneyRulesService>;
