import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMISSION_STATUS, type CommissionStatus } from 'shared-contracts';
import { WithdrawalAdminMessages, type AdminCommissionRow, type AdminPromotionSettings } from 'shared-contracts/admin';
import { adminCommissionsQuery, adminPromotionSettingsBody } from 'shared-contracts/admin/rules';
import { pageOf } from 'shared-contracts/schemas';
import { envelopeOf, ok } from '../../lib/envelope';
import { writeContextOf } from '../../lib/operator-of';

const tags = ['admin'];

const promotionSettings = z.object({
  rate: z.number(),
  freeze_days: z.number().int(),
  withdraw_min: z.number(),
  withdraw_daily_count: z.number().int(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string(), rate: z.number().nullable() })),
}) satisfies z.ZodType<AdminPromotionSettings>;
const commissionRow = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_sn: z.string(),
  referrer_id: z.number().int(),
  referrer_mobile: z.string(),
  user_id: z.number().int(),
  user_mobile: z.string(),
  base: z.number(),
  rate: z.number(),
  amount: z.number(),
  reversed: z.number(),
  released: z.number(),
  status: z.enum(Object.keys(COMMISSION_STATUS) as [CommissionStatus, ...CommissionStatus[]]),
  created_at: z.string(),
  released_at: z.string().nullable(),
}) satisfies z.ZodType<AdminCommissionRow>;

/**
 * 推广设置 and 佣金记录 (issue 22): the commission rate (the site's and each VIP group's), the freeze after
 * dispatch and the withdrawal rules, saved with an audit row and used from the next order on; every referred
 * order's commission with both mobiles masked. services/promotion/promotion-settings.ts.
 */
const adminPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.promotionSettings;

  app.get(
    '/admin/promotion/settings',
    {
      config: { permission: 'money.read' },
      schema: { tags, summary: '推广设置（佣金比例 %、各会员等级的佣金比例、冻结天数、最低提现金额、每日提现次数）', response: { 200: envelopeOf(promotionSettings) } },
    },
    async () => ok(await service.get()),
  );

  app.put(
    '/admin/promotion/settings',
    {
      config: { permission: 'money.write' },
      schema: {
        tags,
        summary: '保存推广设置（比例 0–50%，最多两位小数；等级比例为 null 时用全站比例；从下一笔订单起生效）',
        body: adminPromotionSettingsBody,
        response: { 200: envelopeOf(promotionSettings) },
      },
    },
    async (request) => ok(await service.save(request.body, writeContextOf(request)), WithdrawalAdminMessages.settingsSaved),
  );

  app.get(
    '/admin/commissions',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: '佣金记录（分页，最新在前；按状态、推广人或被推广人手机号（完整或后 4 位）、下单日期筛选；手机号打码）',
        querystring: adminCommissionsQuery,
        response: { 200: envelopeOf(pageOf(commissionRow)) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      return ok(await service.commissions(filter, { page, page_size }));
    },
  );
};

export default adminPromotionRoutes;
