import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MoneyRulesMessages, type AdminMoneyRules } from 'shared-contracts/admin';
import { adminMoneyRulesBody } from 'shared-contracts/admin/rules';
import { envelopeOf, ok } from '../../lib/envelope';
import { operatorOf } from '../../lib/operator-of';
import { moneyRulesService } from '../../services/money-rules';

const tags = ['admin'];
const rules = { permission: 'money.rules' } as const;

const moneyRules = z.object({
  payout_review_threshold: z.number(),
  group_discount_floor: z.number().int(),
  updated_by_name: z.string().nullable(),
  updated_at: z.string().nullable(),
}) satisfies z.ZodType<AdminMoneyRules>;

/**
 * 资金安全 (issue 35, money.rules: admin only): the two-approver amount of withdrawals and the floor of member groups'
 * discounts. Registered by ./withdrawals.ts. services/money-rules.ts.
 */
const adminMoneyRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = moneyRulesService({ repos: app.repos, audit: app.services.audit, now: () => app.clock.now() });

  app.get(
    '/admin/money-rules',
    {
      config: rules,
      schema: {
        tags,
        summary: '资金安全设置：大额提现复核金额（元，超过需两位不同的审核人）、会员折扣下限（%）、最后设置人与时间',
        response: { 200: envelopeOf(moneyRules) },
      },
    },
    async () => ok(await service.get()),
  );

  app.put(
    '/admin/money-rules',
    {
      config: rules,
      schema: {
        tags,
        summary: '保存资金安全设置（仅管理员；记录设置人，设置人不能审核大额提现；审计并在概览提示）',
        body: adminMoneyRulesBody,
        response: { 200: envelopeOf(moneyRules) },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const ctx = { operator: { id: operator.id, name: operator.name, role: operator.role }, ip: request.ip };
      return ok(await service.save(request.body, ctx), MoneyRulesMessages.saved);
    },
  );
};

export default adminMoneyRulesRoutes;
